import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeedGarage } from '../../src/sandbox/seed';
import { renderScreen } from './renderApp';
import { resetSandbox, sandbox, sent } from './sandboxServer';
import { sheetValues } from '../sheetValues';
import { bytesOf, caughtDownloads } from './downloads';

const download = caughtDownloads();

beforeEach(() => {
  resetSandbox();
});

const click = (element: Element) => fireEvent.click(element);
const rows = () => screen.getAllByRole('row').slice(1);
const bodies = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);
const byDateDesc = (a: SeedGarage, b: SeedGarage) => b.registationDate.localeCompare(a.registationDate);
const activeGarages = () => sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active').sort(byDateDesc);
const pendingGarages = () =>
  sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'pending' && garage.regStatus === 3).sort(byDateDesc);
const selectRow = (index: number) => click(within(rows()[index]).getByRole('checkbox'));
/** The bulk action's dialog by its title (action: screen), not the loading dialog that may stand in while its code loads. */
const bulkDialog = (name: string) => screen.findByRole('dialog', { name });
const results = (dialog: HTMLElement, state: string) =>
  Array.from(dialog.querySelectorAll(`[data-state="${state}"]`)).map((item) => item.textContent);

async function openList(path: string) {
  renderScreen(path, 'admin');
  // Data rows: the placeholder rows react-admin draws while a page is on its way hold no text.
  await waitFor(() => expect(rows().filter((row) => row.textContent?.trim()).length).toBeGreaterThan(1));
}

describe('bulk runner', () => {
  it('Export selected writes the selected rows in the list engine, in the list order, under the Export progress', async () => {
    await openList('/admin/GarageManagement');
    const [first, , third] = activeGarages();
    selectRow(2);
    selectRow(0);
    // The bulk toolbar's code loads once the first reads are done, or at the first selection.
    click(await screen.findByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [file, fileName] = download.mock.calls[0];
    const sheet = sheetValues(await bytesOf(file));
    const nameAt = sheet[0].indexOf('Garage Name');
    expect(sheet.slice(1).map((row) => row[nameAt])).toEqual([first.garageName, third.garageName]);
    expect(fileName).toMatch(/\.xlsx$/);
    // The shared export progress (with its Cancel) is gone once the file is saved.
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
  });

  it("a row's checkbox is named, ticks its row, and a shift-click ticks the rows between", async () => {
    await openList('/admin/GarageManagement');
    const box = (index: number) => within(rows()[index]).getByRole<HTMLInputElement>('checkbox', { name: 'Select this row' });
    selectRow(1);
    fireEvent.click(box(3), { shiftKey: true });
    await waitFor(() =>
      expect(
        rows()
          .slice(0, 5)
          .map((_, index) => box(index).checked),
      ).toEqual([false, true, true, true, false]),
    );
    expect(await screen.findByText('3 items selected')).toBeInTheDocument();
    selectRow(2);
    await waitFor(() => expect(box(2).checked).toBe(false));
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
  });

  it('selects among the rows shown after a page turn and a search: shift-click, the page checkbox and Select all N', async () => {
    await openList('/admin/GarageManagement');
    const secondPage = activeGarages().slice(10, 20);
    expect(secondPage.length).toBeGreaterThan(6);
    click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(secondPage[0].garageName));
    const box = (index: number) => within(rows()[index]).getByRole<HTMLInputElement>('checkbox', { name: 'Select this row' });
    selectRow(4);
    fireEvent.click(box(6), { shiftKey: true });
    await screen.findByText('3 items selected');
    expect(rows().map((_, index) => box(index).checked)).toEqual(secondPage.map((_, index) => index >= 4 && index <= 6));
    // The page checkbox ticks this page's rows and offers every garage the list counts.
    click(screen.getByRole('checkbox', { name: 'Select all' }));
    await screen.findByText(`${secondPage.length} items selected`);
    expect(screen.getByRole('button', { name: `Select all ${activeGarages().length}` })).toBeInTheDocument();
    click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.queryByText(/items? selected/)).toBeNull());

    // A search: the page checkbox ticks the search's rows, and the count offered is the search's.
    const pagerTotal = () => Number(/of (\d+)/.exec(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '')?.[1]);
    const before = pagerTotal();
    const count = (type: string) => activeGarages().filter((garage) => garage.businessType === type).length;
    const type = [...new Set(activeGarages().map((garage) => garage.businessType))].find((type) => count(type) > 10 && count(type) < before);
    expect(type).toBeDefined();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: type } });
    await waitFor(() => expect(pagerTotal()).not.toBe(before));
    const total = pagerTotal();
    expect(total).toBeGreaterThan(10);
    click(screen.getByRole('checkbox', { name: 'Select all' }));
    await screen.findByText('10 items selected');
    expect(rows().every((_, index) => box(index).checked)).toBe(true);
    expect(screen.getByRole('button', { name: `Select all ${total}` })).toBeInTheDocument();
  });

  it('deactivates the selected garages with one reason: one PUT /manageGarageProfile per row, refused and failed rows reported, Retry sends only those', async () => {
    await openList('/admin/GarageManagement');
    const [first, second, third] = activeGarages();
    for (const index of [0, 1, 2]) selectRow(index);
    click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await bulkDialog('Deactivate: Garage Management');
    await within(dialog).findByText('Deactivate: 3 selected rows?');
    fireEvent.change(within(dialog).getByLabelText('Reason (optional, sent with every row)'), { target: { value: ' Audit ' } });
    // The first call meets a server fault; the third garage is gone from the server.
    sandbox.faults.set('PUT /manageGarageProfile', { status: 500, times: 1 });
    sandbox.store.db.garages = sandbox.store.db.garages.filter((garage) => garage._id !== third._id);
    click(within(dialog).getByRole('button', { name: 'Deactivate (3)' }));
    await within(dialog).findByText('1 done, 1 refused, 1 failed, 0 not sent');
    expect(bodies('/manageGarageProfile')).toEqual(
      [first, second, third].map((garage) => ({ garageId: garage.garageId ?? garage._id, reason: 'Audit', status: false })),
    );
    expect(results(dialog, 'done')).toEqual([second.garageName]);
    expect(results(dialog, 'refused')).toEqual([`${third.garageName}Garage not found`]);
    expect(results(dialog, 'failed')).toHaveLength(1);
    expect(sandbox.store.db.garages.find((garage) => garage._id === second._id)?.status).toBe(false);

    sent.length = 0;
    click(within(dialog).getByRole('button', { name: 'Retry the 2 not done' }));
    await within(dialog).findByText('2 done, 1 refused, 0 failed, 0 not sent');
    // The row already done is not sent again.
    expect(bodies('/manageGarageProfile')).toEqual(
      [first, third].map((garage) => ({ garageId: garage.garageId ?? garage._id, reason: 'Audit', status: false })),
    );
    expect(sandbox.store.db.garages.find((garage) => garage._id === first._id)?.status).toBe(false);
  });

  it("'Select all N' selects every matching garage; Cancel stops sending with at most 4 calls in flight, the rest not sent", async () => {
    const inactive = activeGarages()[1];
    inactive.status = false;
    await openList('/admin/GarageManagement');
    const matching = activeGarages().length;
    expect(matching).toBeGreaterThan(10);
    // Every garage matching the filter, beyond the page shown.
    click(screen.getByRole('checkbox', { name: 'Select all' }));
    click(await screen.findByRole('button', { name: `Select all ${matching}` }));
    await screen.findByText(`${matching} items selected`);
    click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await bulkDialog('Deactivate: Garage Management');
    const changing = activeGarages().filter((garage) => garage.status).length;
    await within(dialog).findByText(`Deactivate: ${changing} selected rows?`);
    expect(within(dialog).getByText(`${matching - changing} selected rows are left out: this action does not change them.`)).toBeInTheDocument();
    sandbox.faults.set('PUT /manageGarageProfile', { latencyMs: 300 });
    click(within(dialog).getByRole('button', { name: `Deactivate (${changing})` }));
    click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await within(dialog).findByText(`4 done, 0 refused, 0 failed, ${changing - 4} not sent`);
    expect(bodies('/manageGarageProfile')).toHaveLength(4);
    expect(bodies('/manageGarageProfile').some((body) => (body as { garageId: string }).garageId === inactive._id)).toBe(false);
  });

  it('approves the pending garages of the page with one PUT /adminConformation each', async () => {
    await openList('/admin/ApproveGarage');
    const pending = pendingGarages();
    click(screen.getByRole('checkbox', { name: 'Select all' }));
    await screen.findByText(`${pending.length} items selected`);
    click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await bulkDialog('Approve: Approve Garage');
    click(await within(dialog).findByRole('button', { name: `Approve (${pending.length})` }));
    await within(dialog).findByText(`${pending.length} done, 0 refused, 0 failed, 0 not sent`);
    expect(bodies('/adminConformation')).toEqual(pending.map((garage) => ({ UserId: garage.garageId ?? garage._id, Conformation: 1 })));
    expect(pendingGarages()).toHaveLength(0);
  });
});
