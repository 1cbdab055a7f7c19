import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeedGarage } from '../../src/sandbox/seed';
import { prefetchRowsAt } from '../../src/App';
import { resources } from '../../src/areas/registry';
import { listSortOf } from '../../src/core/defineResource';
import { createProviders, formDrawn, renderScreen, signInStored } from './renderApp';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { resetSandbox, sandbox, sandboxServer, sent, signInAs } from './sandboxServer';

beforeEach(resetSandbox);

const rows = () => screen.getAllByRole('row').slice(1);
// fireEvent rather than user-event: the 28-column table makes user-event's pointer checks slow in jsdom.
const click = (element: Element) => fireEvent.click(element);
const type = (element: Element, value: string) => fireEvent.change(element, { target: { value } });
/** A form field by its source: label queries walk the whole document per field and are slow next to this table. */
const field = (dialog: HTMLElement, source: string) => dialog.querySelector<HTMLInputElement>(`[name="${source}"]`)!;
const labelled = (dialog: HTMLElement, label: string) => dialog.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const combobox = (dialog: HTMLElement, source: string) => field(dialog, source).parentElement!.querySelector<HTMLElement>('[role="combobox"]')!;
const radio = (dialog: HTMLElement, value: string) => dialog.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
/** Open dialogs, but for a modal's stand-in while its code loads. */
const dialogs = () => Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]:not([aria-busy="true"])'));
/** The newest open dialog, optionally the one whose title starts with `title`. */
async function openDialog(title?: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = dialogs()
      .filter((dialog) => !title || dialog.querySelector('h2')?.textContent?.startsWith(title))
      .at(-1);
    expect(found).toBeDefined();
  });
  return formDrawn(found!);
}
/** Opens a MUI select and picks an option. */
async function choose(combobox: Element, option: string) {
  fireEvent.mouseDown(combobox);
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]')).find((entry) => entry.textContent === option);
    expect(found).toBeDefined();
  });
  click(found!);
}
const bodies = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);
const byDateDesc = (a: SeedGarage, b: SeedGarage) => b.registationDate.localeCompare(a.registationDate);
const activeGarages = () => sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'active').sort(byDateDesc);
const pendingGarages = () =>
  sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'pending' && garage.regStatus === 3).sort(byDateDesc);

/** Add Media (opened from Social Media): the first option with the link, added; resolves to that option. */
async function addMedia(link: string) {
  const add = await openDialog('Add Media');
  const option = sandbox.store.db.socialMediaOptions[0];
  await choose(within(add).getByRole('combobox', { name: 'Name' }), option.socialMediaName);
  type(within(add).getByLabelText('Link'), link);
  click(within(add).getByRole('button', { name: 'Add' }));
  return option;
}

/** Opens the management list and waits for the first page. */
async function openManagement() {
  renderScreen('/admin/GarageManagement', 'admin');
  await waitFor(() => expect(rows()).toHaveLength(10));
  return activeGarages()[0];
}

/** Garage Management's newest garage in its Edit Garage dialog, once the garage is read. */
async function openEditGarage() {
  const garage = await openManagement();
  click(within(rows()[0]).getByRole('button', { name: `Edit ${garage.garageName}` }));
  const dialog = await screen.findByRole('dialog', { name: `Edit Garage: ${garage.garageName}`, busy: false });
  return { garage, dialog };
}

describe('garage management list', () => {
  it('lists active garages newest first, 10 per page, with the view columns', async () => {
    const newest = await openManagement();
    expect(screen.getByRole('heading', { name: 'Garage Management', level: 1 })).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(newest.garageName);
    expect(await screen.findByText(new RegExp(`1-10 of ${activeGarages().length}`))).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const header of [
      'S.No',
      'Image',
      'Register Date',
      'Marketplace ID',
      'Coins',
      'Garage Name',
      'Owner Name',
      'Mobile',
      'State',
      'City',
      'Vehicle Type',
      'Refer Code',
      'Categories',
      'Services',
      'Images',
      'Bank Details',
      'Social Media',
      'URL',
      'Subscriptions',
      'Working Hours',
      'Status',
      'Action',
      // Every spec column shows until the user hides it.
      'Email',
      'Address',
      'Area',
      'PAN',
      'GST',
      'Business Type',
    ]) {
      expect(
        headers.some((text) => text?.includes(header)),
        header,
      ).toBe(true);
    }
    expect(within(rows()[0]).getByRole('button', { name: `View Categories: ${newest.garageName}` })).toHaveTextContent(
      `View (${newest.categories.length})`,
    );
    expect(bodies('/getAllUsers')).toHaveLength(1);
  });

  it('keeps the rows of a server that sends no accountStatus or regStatus: the list call chose them', async () => {
    const unsent = <Garage extends SeedGarage>(garages: Garage[]) =>
      garages.slice(0, 3).map(({ accountStatus: _status, regStatus: _reg, ...garage }) => garage);
    const [active, pending] = [unsent(activeGarages()), unsent(pendingGarages())];
    sandboxServer.use(
      http.get('*/getAllUsers', () => HttpResponse.json({ garages: active, totalGarages: 3 })),
      http.get('*/getAllApproveUsers', () => HttpResponse.json({ garages: pending, totalGarages: 3 })),
    );
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent(active[0]!.garageName);
    cleanup();
    renderScreen('/admin/ApproveGarage', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent(pending[0]!.garageName);
  });

  it('shows a garage sent without any id, its id named as not read and its actions off; one with garageId alone acts', async () => {
    const [first, second] = activeGarages();
    const { _id: _a, garageId: _b, ...withoutId } = first!;
    const { _id: _c, ...byGarageId } = second!;
    sandboxServer.use(http.get('*/getAllUsers', () => HttpResponse.json({ garages: [withoutId, byGarageId], totalGarages: 2 })));
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [orphan, named] = [0, 1].map((index) => rows().find((row) => row.textContent?.includes([first, second][index]!.garageName))!);
    expect(within(orphan!).getByRole('img', { name: 'Could not be read: _id' })).toBeInTheDocument();
    expect(within(orphan!).getByRole('switch')).toBeDisabled();
    expect(within(orphan!).getByRole('button', { name: `Edit ${first!.garageName}` })).toBeDisabled();
    expect(within(named!).getByRole('switch')).toBeEnabled();
    expect(within(named!).getByRole('button', { name: `Edit ${second!.garageName}` })).toBeEnabled();
    // The modals that call with the garage's id are off; those showing the row itself stay on.
    for (const name of ['Services', 'Social Media', 'Images', 'Bank Details', 'Subscriptions', 'Categories'])
      expect(within(orphan!).getByRole('button', { name: `View ${name}: ${first!.garageName}` })).toBeDisabled();
    expect(within(orphan!).getByRole('button', { name: `View Refer Code: ${first!.garageName}` })).toBeEnabled();
    expect(within(named!).getByRole('button', { name: `View Services: ${second!.garageName}` })).toBeEnabled();
    // A modal showing the row shows this garage's, not the first row's without an _id either.
    click(within(named!).getByRole('button', { name: `View Refer Code: ${second!.garageName}` }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent(second!.garageReferenceCode!));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(first!.garageReferenceCode!);
  });

  it('shows a garage sent without its status as neither active nor inactive, its switch off-limits', async () => {
    const [first, second] = activeGarages();
    const { status: _status, ...unsent } = first!;
    sandboxServer.use(http.get('*/getAllUsers', () => HttpResponse.json({ garages: [unsent, second], totalGarages: 2 })));
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = rows().find((candidate) => candidate.textContent?.includes(first!.garageName))!;
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(within(row).getByRole('switch')).not.toBeChecked();
    expect(within(row).queryByText('Active')).not.toBeInTheDocument();
    expect(within(row).queryByText('InActive')).not.toBeInTheDocument();
    const other = rows().find((candidate) => candidate.textContent?.includes(second!.garageName))!;
    expect(within(other).getByRole('switch')).toBeEnabled();
  });

  it('reads the lists a row was sent without with POST /getSingleGarage, and a save keeps what it held', async () => {
    const held = activeGarages().slice(0, 3);
    held[0]!.socialMedias = [{ socialMediaName: 'Facebook', link: 'https://facebook.com/held', logo: '' }];
    const withoutLists = held.map(({ socialMedias: _s, services: _v, categories: _c, workingHours: _w, ...garage }) => garage);
    sandboxServer.use(http.get('*/getAllUsers', () => HttpResponse.json({ garages: withoutLists, totalGarages: 3 })));
    renderScreen('/admin/GarageManagement', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const garage = structuredClone(held[0]!);
    // No count for a list the row did not carry, rather than (0).
    expect(within(rows()[0]).getByRole('button', { name: `View Categories: ${garage.garageName}` })).toHaveTextContent(/^View$/);
    click(within(rows()[0]).getByRole('button', { name: `View Social Media: ${garage.garageName}` }));
    // The modal's table once the garage is read (a spinner in the modal meanwhile).
    click(await screen.findByRole('button', { name: 'Add Social Media' }));
    let dialog = await openDialog('Social Media');
    expect(within(dialog).getByText(garage.socialMedias[0]!.link)).toBeInTheDocument();
    const option = await addMedia('https://example.in/garage');
    click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Social media updated successfully')).toBeInTheDocument();
    expect(bodies('/getSingleGarage')).toEqual([{ garageId: garage._id }]);
    expect(bodies('/update_SocialMedias')).toEqual([
      {
        garageId: garage._id,
        socialMedias: [
          ...garage.socialMedias.map((row) => ({ link: row.link, logo: row.logo, socialMediaName: row.socialMediaName })),
          { link: 'https://example.in/garage', logo: option.logo, socialMediaName: option.socialMediaName },
        ],
      },
    ]);

    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { checked: true }).length).toBeGreaterThan(0));
    dialog = await openDialog('Add Services');
    click(within(dialog).getByRole('button', { name: 'Add Services' }));
    expect(await screen.findByText('Services added successfully')).toBeInTheDocument();
    const sentIds = new Set((bodies('/add_category_services')[0] as { services: { _id: string }[] }).services.map((line) => line._id));
    const heldIds = [...garage.services, ...garage.categories.flatMap((category) => category.services ?? [])].map(
      (service) => service.adminServiceId ?? service.serviceId,
    );
    for (const id of heldIds) expect(sentIds).toContain(id);
  });

  it('searches by marketplace id and shows the empty text when nothing matches', async () => {
    const target = activeGarages()[7];
    await openManagement();
    type(await screen.findByRole('searchbox', { name: 'Search' }), String(target.marketplaceId));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(target.garageName);
    type(screen.getByRole('searchbox', { name: 'Search' }), 'no such garage anywhere');
    expect(await screen.findByText('No garages found.')).toBeInTheDocument();
  });

  it('writes a search to the URL once its rows show, and Back shows the earlier rows again', async () => {
    const newest = await openManagement();
    const target = activeGarages()[7];
    const search = () => screen.findByRole('searchbox', { name: 'Search' });
    const filterInUrl = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;
    type(await search(), String(target.marketplaceId));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(target.garageName);
    await waitFor(() => expect(filterInUrl()).toEqual({ q: String(target.marketplaceId) }));
    // The URL holds the whole list state, as links and saved views write it.
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('registationDate');

    act(() => window.history.back());
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent(newest.garageName);
    expect(await search()).toHaveValue('');
    expect(filterInUrl()).toEqual({});

    act(() => window.history.forward());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(await search()).toHaveValue(String(target.marketplaceId));
  });

  it('opened by its URL, asks for the rows before the screen renders, and only once', async () => {
    signInStored('admin');
    const providers = createProviders();
    prefetchRowsAt('/admin/GarageManagement', providers);
    await waitFor(() => expect(bodies('/getAllUsers')).toHaveLength(1));
    renderScreen('/admin/GarageManagement', undefined, providers);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent(activeGarages()[0].garageName);
    expect(bodies('/getAllUsers')).toHaveLength(1);
  });

  it('drawn with the rows read ahead once they are in, reads the server again on Refresh', async () => {
    signInStored('admin');
    const providers = createProviders();
    prefetchRowsAt('/admin/GarageManagement', providers);
    const garages = resources.find((resource) => resource.route === 'admin/GarageManagement')!;
    const firstPage = { filter: {}, sort: listSortOf(garages)!, pagination: { page: 1, perPage: garages.pageSize } };
    await waitFor(() => expect(providers.dataProvider.pageInHand(garages.route, firstPage)?.data).toHaveLength(10));
    renderScreen('/admin/GarageManagement', undefined, providers);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent(activeGarages()[0].garageName);
    expect(bodies('/getAllUsers')).toHaveLength(1);
    activeGarages()[0].garageName = 'Renamed Elsewhere';
    click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Renamed Elsewhere'));
    expect(bodies('/getAllUsers')).toHaveLength(2);
  });

  it('hands a search asked for as typing paused to its apply, asking the list engine once', async () => {
    signInStored('admin');
    const { dataProvider } = createProviders();
    const garages = resources.find((resource) => resource.route === 'admin/GarageManagement')!;
    const target = activeGarages()[3]!;
    const searched = { filter: { q: target.garageName }, sort: listSortOf(garages)!, pagination: { page: 1, perPage: garages.pageSize } };
    const enginePages = vi.spyOn(dataProvider.listEngine, 'page');
    const ahead = await dataProvider.askPage(garages.route, searched);
    expect(ahead?.data[0]).toMatchObject({ garageName: target.garageName });
    expect(await dataProvider.askPage(garages.route, searched)).toEqual(ahead);
    expect(enginePages).toHaveBeenCalledOnce();
    // Another search is asked for.
    await dataProvider.askPage(garages.route, { ...searched, filter: { q: 'zzzz' } });
    expect(enginePages).toHaveBeenCalledTimes(2);
  });

  it('shows a view modal opened before the list reloads with the row as the reload brings it', async () => {
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Working Hours: ${garage.garageName}` }));
    const hours = await openDialog(`Working Hours: ${garage.garageName}`);
    const monday = () => within(hours).getByRole('row', { name: /^Monday/ });
    expect(monday()).toHaveTextContent(garage.workingHours[0]!.StartTime);
    // Saved elsewhere (another tab, or the Edit form just before): the list's next read brings it.
    garage.workingHours = garage.workingHours.map((hour) => (hour.Day === 'Monday' ? { ...hour, StartTime: '10:30:07 AM' } : hour));
    // The list's Refresh, behind the modal (hidden from the accessibility tree while it is open).
    click(screen.getByRole('button', { name: 'Refresh', hidden: true }));
    await waitFor(() => expect(monday()).toHaveTextContent('10:30:07 AM'));
  });

  it('shows a failed early answer with Retry rather than asking again unseen', async () => {
    sandbox.faults.set('GET /getAllUsers', { status: 500, times: 1 });
    signInStored('admin');
    const providers = createProviders();
    prefetchRowsAt('/admin/GarageManagement', providers);
    await waitFor(() => expect(bodies('/getAllUsers')).toHaveLength(1));
    renderScreen('/admin/GarageManagement', undefined, providers);
    await screen.findByText(/The list could not be loaded\./);
    // Looked at once the whole screen is drawn: the filter bar and the pager come a frame after the answer.
    await screen.findByRole('search');
    // No pager counting rows that are not there.
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
    expect(bodies('/getAllUsers')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(bodies('/getAllUsers')).toHaveLength(2);
  });

  it('is not asked for ahead of a role that may not open it', async () => {
    signInStored('subadmin');
    prefetchRowsAt('/admin/GarageManagement', createProviders());
    renderScreen('/admin/GarageManagement');
    expect(await screen.findByRole('heading', { name: /access denied/i })).toBeInTheDocument();
    expect(bodies('/getAllUsers')).toHaveLength(0);
  });

  it('does not trust a stored role edited to admin: the profile decides, and the sandbox refuses the sub-admin token', async () => {
    const token = signInAs('subadmin');
    localStorage.setItem('admin', JSON.stringify({ token, role: 'admin', features: [] }));
    const providers = createProviders();
    // The early read goes ahead on the stored role; the server refuses it with the token.
    prefetchRowsAt('/admin/GarageManagement', providers);
    renderScreen('/admin/GarageManagement', undefined, providers);
    expect(await screen.findByRole('heading', { name: /access denied/i })).toBeInTheDocument();
    expect(screen.queryByRole('row')).not.toBeInTheDocument();
    await waitFor(() => expect(sent.filter((call) => call.path === '/getAllUsers')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('admin')!).role).toBe('subadmin');

    const refused = await fetch(new URL('/api/getAllUsers', window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
    const allowed = await fetch(new URL('/api/CategoryAdminList', window.location.origin), { headers: { Authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
  });

  it('keeps to the confirmed role when the stored one is edited during the session', async () => {
    const token = signInAs('subadmin');
    localStorage.setItem('admin', JSON.stringify({ token, role: 'subadmin' }));
    renderScreen('/admin/category');
    expect(await screen.findByRole('heading', { name: 'Categories', level: 1 })).toBeInTheDocument();
    localStorage.setItem('admin', JSON.stringify({ token, role: 'admin', features: [] }));
    act(() => {
      window.history.pushState({}, '', '/admin/GarageManagement');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: /access denied/i })).toBeInTheDocument();
    expect(bodies('/getAllUsers')).toHaveLength(0);
  });

  it('shows access denied when the server refuses a list with 403', async () => {
    sandbox.faults.set('GET /getAllUsers', { status: 403, times: 1 });
    renderScreen('/admin/GarageManagement', 'admin');
    expect(await screen.findByRole('heading', { name: /access denied/i })).toBeInTheDocument();
    await waitFor(() => expect(bodies('/admin_marketplace_dashboard').length).toBeGreaterThanOrEqual(2));
  });

  it('retries the list once after a 503', async () => {
    sandbox.faults.set('GET /getAllUsers', { status: 503, times: 1 });
    await openManagement();
    expect(bodies('/getAllUsers')).toHaveLength(2);
  });
});

describe('row modals', () => {
  it('updates coins with a live preview and the documented payload', async () => {
    const garage = await openManagement();
    const before = garage.coins;
    click(within(rows()[0]).getByRole('button', { name: new RegExp(`^Update Coins: ${garage.garageName}`) }));
    const dialog = await openDialog();
    // An amount without Add or Subtract: the spec's 'Invalid operation'.
    type(within(dialog).getByLabelText('Coins'), '50');
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Invalid operation')).toBeInTheDocument();
    click(within(dialog).getByLabelText('Add'));
    expect(within(dialog).getByTestId('coins-preview')).toHaveTextContent(String(before + 50));
    click(within(dialog).getByLabelText('Subtract'));
    expect(within(dialog).getByTestId('coins-preview')).toHaveTextContent(String(before - 50));
    click(within(dialog).getByLabelText('Add'));
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Operation successfully submitted')).toBeInTheDocument();
    expect(bodies('/updateCoins')).toEqual([{ garageId: garage._id, updateCoins: 50, paymentType: 'add' }]);
    expect(sandbox.store.db.garages.find((entry) => entry._id === garage._id)!.coins).toBe(before + 50);
    await waitFor(() => expect(within(rows()[0]).getByRole('button', { name: new RegExp(`^Update Coins: .*${before + 50}$`) })).toBeInTheDocument());
  });

  it('asks before Escape or Close throws typed coins away (issue 14), and closes at once when nothing was typed', async () => {
    const garage = await openManagement();
    const coinsButton = () => within(rows()[0]).getByRole('button', { name: new RegExp(`^Update Coins: ${garage.garageName}`) });
    click(coinsButton());
    let dialog = await openDialog();
    type(within(dialog).getByLabelText('Coins'), '50');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Coins')).toHaveValue(50);
    click(within(dialog).getByRole('button', { name: 'Close' }));
    click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies('/updateCoins')).toEqual([]);
    // Nothing typed: Close closes without a question (once the closed dialog has left the page).
    await waitFor(() => expect(rows()).toHaveLength(10));
    click(coinsButton());
    dialog = await openDialog();
    click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offline, sends no coins and says so, the dialog kept with what was typed (issue 57: saves are not sent while offline)', async () => {
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: new RegExp(`^Update Coins: ${garage.garageName}`) }));
    const dialog = await openDialog();
    type(within(dialog).getByLabelText('Coins'), '50');
    click(within(dialog).getByLabelText('Add'));
    act(() => onlineManager.setOnline(false));
    try {
      click(within(dialog).getByText('Submit'));
      expect(await screen.findByText('You are offline: nothing was sent. Try again when the connection is back.')).toBeInTheDocument();
      expect(bodies('/updateCoins')).toEqual([]);
      expect(within(dialog).getByLabelText('Coins')).toHaveValue(50);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('takes whole positive coins up to a million and never previews a balance below zero', async () => {
    const garage = await openManagement();
    const before = garage.coins;
    click(within(rows()[0]).getByRole('button', { name: new RegExp(`^Update Coins: ${garage.garageName}`) }));
    const dialog = await openDialog();
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Invalid operation')).toBeInTheDocument();
    click(within(dialog).getByLabelText('Add'));
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Enter the number of coins to add or subtract.')).toBeInTheDocument();
    for (const amount of ['1e21', '0.5', '1000001']) {
      type(within(dialog).getByLabelText('Coins'), amount);
      expect(await within(dialog).findByText('Enter whole coins from 1 to 10,00,000.')).toBeInTheDocument();
      expect(within(dialog).getByTestId('coins-preview')).toHaveTextContent(String(before));
      click(within(dialog).getByText('Submit'));
    }
    click(within(dialog).getByLabelText('Subtract'));
    type(within(dialog).getByLabelText('Coins'), String(before + 1));
    expect(await within(dialog).findByText('The balance cannot go below zero.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('coins-preview')).toHaveTextContent(String(before));
    click(within(dialog).getByText('Submit'));
    expect(bodies('/updateCoins')).toEqual([]);
  });

  it.each([
    ['fails', { status: 500 }],
    ['is refused with a message of its own', { responseCode: 400 }],
  ])('shows Failed to submit operation when the coins call %s (000 §8)', async (_, fault) => {
    const garage = await openManagement();
    sandbox.faults.set('PUT /updateCoins', { ...fault, times: 1 });
    click(within(rows()[0]).getByRole('button', { name: new RegExp(`^Update Coins: ${garage.garageName}`) }));
    const dialog = await openDialog();
    click(within(dialog).getByLabelText('Add'));
    type(within(dialog).getByLabelText('Coins'), '5');
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Failed to submit operation')).toBeInTheDocument();
    expect(screen.queryByText(/Sandbox fault/)).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says 'No Services to display' and 'No Images to display' when there are none (002 §8)", async () => {
    const garage = activeGarages().slice(0, 10)[0];
    sandbox.store.db.services = [];
    garage.garageImages = [];
    await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    let dialog = await openDialog();
    expect(await within(dialog).findByText('No Services to display')).toBeInTheDocument();
    click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogs()).toHaveLength(0));
    click(within(rows()[0]).getByRole('button', { name: `View Images: ${garage.garageName}` }));
    dialog = await openDialog();
    expect(within(dialog).getByText('No Images to display')).toBeInTheDocument();
  });

  it('adds services: category_service_list per category, then the lines; 400 warns Adding at least one Service', async () => {
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThan(0));
    expect(bodies('/category_service_list')).toEqual(garage.categories.map((category) => ({ categoryId: category.categoryId })));
    for (const box of within(dialog).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) click(box);
    click(within(dialog).getByRole('button', { name: 'Add Services' }));
    expect(await screen.findByText('Adding at least one Service')).toBeInTheDocument();
    expect(bodies('/add_category_services')).toEqual([{ garageId: garage._id, services: [] }]);

    const first = within(dialog).getAllByRole('checkbox')[0];
    click(first);
    const name = first.closest('label')!.textContent!;
    const service = sandbox.store.db.services.find(
      (entry) => entry.serviceName === name && garage.categories.some((category) => category.categoryId === entry.categoryId),
    )!;
    click(within(dialog).getByRole('button', { name: 'Add Services' }));
    expect(await screen.findByText('Services added successfully')).toBeInTheDocument();
    expect(bodies('/add_category_services')[1]).toEqual({
      garageId: garage._id,
      services: [{ _id: service._id, serviceName: service.serviceName, quantity: 1, rate: 0 }],
    });
  });

  it('offers no Add Services while the services could not be read', async () => {
    sandbox.faults.set('POST /category_service_list', { status: 500 });
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Services' })).toBeDisabled();
    expect(bodies('/add_category_services')).toEqual([]);
  });

  it('sends back unchanged a service the garage holds that was deactivated since (not offered), after the ticked ones', async () => {
    const garage = activeGarages()[0];
    const held = new Set(garage.services.map((entry) => entry.adminServiceId ?? entry.serviceId));
    const deactivated = sandbox.store.db.services.find((entry) => entry._id === garage.services[0].adminServiceId)!;
    deactivated.status = false;
    await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThan(0));
    expect(within(dialog).queryByText(deactivated.serviceName)).toBeNull();
    const ticked = garage.categories.flatMap((category) =>
      sandbox.store.db.services.filter((entry) => entry.categoryId === category.categoryId && entry.status !== false && held.has(entry._id)),
    );
    click(within(dialog).getByRole('button', { name: 'Add Services' }));
    expect(await screen.findByText('Services added successfully')).toBeInTheDocument();
    expect(bodies('/add_category_services')).toEqual([
      {
        garageId: garage._id,
        services: [
          ...ticked.map((entry) => ({ _id: entry._id, serviceName: entry.serviceName, quantity: 1, rate: 0 })),
          { _id: deactivated._id, serviceName: deactivated.serviceName, quantity: 1, rate: 0 },
        ],
      },
    ]);
    expect(sandbox.store.db.garages.find((entry) => entry._id === garage._id)!.services.map((entry) => entry.adminServiceId)).toContain(
      deactivated._id,
    );
  });

  it('ticks a service the garage holds under its categories only, and an untouched save keeps it', async () => {
    const garage = activeGarages()[0];
    const underCategories = garage.categories.flatMap((category) => category.services ?? []);
    garage.services = [];
    await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThan(0));
    const tickedNames = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')!.textContent);
    expect(tickedNames.length).toBeGreaterThan(0);
    for (const name of tickedNames) expect(underCategories.map((entry) => entry.serviceName)).toContain(name);
    click(within(dialog).getByRole('button', { name: 'Add Services' }));
    expect(await screen.findByText('Services added successfully')).toBeInTheDocument();
    const sentIds = (bodies('/add_category_services')[0] as { services: { _id: string }[] }).services.map((line) => line._id);
    expect(new Set(sentIds)).toEqual(new Set(underCategories.map((entry) => entry.adminServiceId ?? entry.serviceId)));
  });

  it('says Error adding Service Add on a server error', async () => {
    const garage = await openManagement();
    sandbox.faults.set('POST /add_category_services', { status: 500, times: 1 });
    click(within(rows()[0]).getByRole('button', { name: `View Services: ${garage.garageName}` }));
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThan(0));
    click(within(dialog).getByRole('button', { name: 'Add Services' }));
    expect(await screen.findByText('Error adding Service Add')).toBeInTheDocument();
  });

  it('manages images: approval, alt text, delete, No images to upload. when nothing changed, and deleting the last image', async () => {
    const garage = activeGarages()
      .slice(0, 10)
      .find((entry) => entry.garageImages.length >= 2)!;
    await openManagement();
    const row = rows().find((entry) => entry.textContent!.includes(garage.garageName))!;
    click(within(row).getByRole('button', { name: `View Images: ${garage.garageName}` }));
    const dialog = await openDialog();
    const first = within(dialog).getAllByTestId('garage-image')[0];
    const alt = within(first).getByLabelText('Alt text');
    type(alt, 'Front of the workshop');
    await choose(within(first).getByRole('combobox', { name: 'Approval' }), 'Rejected');
    click(within(within(dialog).getAllByTestId('garage-image')[1]).getByRole('button', { name: /^Delete/ }));
    click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Garage images updated successfully')).toBeInTheDocument();
    const expected = [{ image: garage.garageImages[0].image, alt: 'Front of the workshop', isApproved: 'rejected' }, ...garage.garageImages.slice(2)];
    expect(bodies('/editGarageProfile')).toEqual([{ garageId: garage._id, garageImages: expected }]);
    expect(sandbox.store.db.garages.find((entry) => entry._id === garage._id)!.garageImages).toEqual(expected);

    click(
      within(rows().find((entry) => entry.textContent!.includes(garage.garageName))!).getByRole('button', {
        name: `View Images: ${garage.garageName}`,
      }),
    );
    const again = await openDialog();
    // Saving without adding, removing or changing anything.
    click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No images to upload.')).toBeInTheDocument();
    expect(bodies('/editGarageProfile')).toHaveLength(1);
    // Deleting every image saves the emptied list: the last image can go.
    for (const button of within(again).getAllByRole('button', { name: /^Delete/ }))
      click(within(again).getAllByRole('button', { name: /^Delete/ })[0] ?? button);
    click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('/editGarageProfile')).toHaveLength(2));
    expect(bodies('/editGarageProfile')[1]).toEqual({ garageId: garage._id, garageImages: [] });
    await waitFor(() => expect(sandbox.store.db.garages.find((entry) => entry._id === garage._id)!.garageImages).toEqual([]));
  });

  it('adds the images uploaded and names those refused when some of several uploads fail', async () => {
    const garage = activeGarages()[0];
    await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Images: ${garage.garageName}` }));
    const dialog = await openDialog();
    const before = within(dialog).queryAllByTestId('garage-image').length;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const files = [new File([png], 'front.png', { type: 'image/png' }), new File(['not an image'], 'notes.png', { type: 'image/png' })];
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files } });
    expect(await screen.findByText('These images could not be uploaded: notes.png. The others were added.')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('garage-image')).toHaveLength(before + 1);
  });

  it('adds a social media with Add Media, its choices read again on Retry, and saves the whole list', async () => {
    const garage = structuredClone(await openManagement());
    click(within(rows()[0]).getByRole('button', { name: `View Social Media: ${garage.garageName}` }));
    const dialog = await openDialog();
    sandboxServer.use(http.get('*/listOfSocialMedias', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), { once: true }));
    click(within(dialog).getByRole('button', { name: 'Add Social Media' }));
    expect(await screen.findByText('Name: the choices could not be loaded.')).toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Name: the choices could not be loaded.')).not.toBeInTheDocument());
    const option = await addMedia('https://example.in/garage');
    click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Social media updated successfully')).toBeInTheDocument();
    expect(bodies('/update_SocialMedias')).toEqual([
      {
        garageId: garage._id,
        socialMedias: [
          ...garage.socialMedias.map((row) => ({ link: row.link, logo: row.logo, socialMediaName: row.socialMediaName })),
          { link: 'https://example.in/garage', logo: option.logo, socialMediaName: option.socialMediaName },
        ],
      },
    ]);
  });

  it('says Failed to fetch garage data. in Social Media when the garage cannot be read, and opens its table on Retry', async () => {
    const garage = await openManagement();
    sandbox.faults.set('POST /getSingleGarage', { status: 500, times: 1 });
    click(within(rows()[0]).getByRole('button', { name: `View Social Media: ${garage.garageName}` }));
    expect(await screen.findByText('Failed to fetch garage data.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Add Social Media' })).toBeInTheDocument();
  });

  it('opens no Social Media list it cannot read: names the part, offers Retry and nothing to save', async () => {
    const garage = await openManagement();
    // The row holds a readable list; the garage read afresh sends it in a form the console cannot read.
    sandboxServer.use(
      http.post('*/getSingleGarage', () => HttpResponse.json({ data: { ...garage, socialMedias: 'https://facebook.com/garage' } }), { once: true }),
    );
    const row = rows().find((entry) => entry.textContent!.includes(garage.garageName))!;
    click(within(row).getByRole('button', { name: `View Social Media: ${garage.garageName}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch garage data. The answer of POST /getSingleGarage had no list under `data.socialMedias`',
    );
    expect(screen.queryByRole('button', { name: 'Add Social Media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a stored javascript: link as text, not a link, and Add Media refuses one', async () => {
    activeGarages()[0].socialMedias = [{ socialMediaName: 'Facebook', link: 'javascript:alert(1)', logo: '' }];
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Social Media: ${garage.garageName}` }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('javascript:alert(1)').closest('a')).toBeNull();
    click(within(dialog).getByRole('button', { name: 'Add Social Media' }));
    const add = await openDialog('Add Media');
    await choose(within(add).getByRole('combobox', { name: 'Name' }), sandbox.store.db.socialMediaOptions[0].socialMediaName);
    type(within(add).getByLabelText('Link'), 'javascript:alert(2)');
    click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(within(dialog).queryByText('javascript:alert(2)')).not.toBeInTheDocument();
  });

  it('reads categories and bank details with their calls', async () => {
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Categories: ${garage.garageName}` }));
    let dialog = await openDialog();
    expect(await within(dialog).findByText(garage.categories[0].categoryName)).toBeInTheDocument();
    expect(bodies('/garage_Categories_List')).toEqual([{ garageId: garage._id }]);
    click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const empty = sandbox.store.db.garages.find((entry) => entry._id === garage._id)!;
    empty.banks = [];
    click(within(rows()[0]).getByRole('button', { name: `View Bank Details: ${garage.garageName}` }));
    dialog = await openDialog();
    expect(await within(dialog).findByText('No Bank Details History.')).toBeInTheDocument();
    expect(bodies('/getListOfBankDetails')).toEqual([{ garageId: garage._id }]);
  });

  it("shows the row's own banks when the bank details call answers without data", async () => {
    const bank = {
      nameAsPerBankAccount: 'R K MOTORS',
      bankName: 'State Bank of India',
      branch: 'Andheri',
      ifscCode: 'SBIN0001234',
      accountNumber: '30012345678',
    };
    activeGarages()[0].banks = [bank];
    const garage = await openManagement();
    sandboxServer.use(http.post('*/getListOfBankDetails', () => HttpResponse.json({ responseCode: 200 })));
    click(within(rows()[0]).getByRole('button', { name: `View Bank Details: ${garage.garageName}` }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('30012345678')).toBeInTheDocument();
    expect(within(dialog).queryByText('No Bank Details History.')).not.toBeInTheDocument();
  });

  it('changes the garage status with a reason', async () => {
    const garage = structuredClone(await openManagement());
    click(within(rows()[0]).getByRole('switch', { name: `${garage.status ? 'Deactivate' : 'Activate'}: ${garage.garageName}` }));
    const dialog = await openDialog();
    // A reason past its limit is refused with the reason why, not cut short.
    type(await within(dialog).findByLabelText('Reason (optional)'), 'x'.repeat(2001));
    const submit = within(dialog).getByRole('button', { name: garage.status ? 'Deactivate' : 'Activate' });
    expect(within(dialog).getByText('At most 2000 characters. 2001 / 2000 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    type(within(dialog).getByLabelText('Reason (optional)'), 'Documents expired');
    click(submit);
    expect(await screen.findByText('Status Updated Successfully')).toBeInTheDocument();
    expect(bodies('/manageGarageProfile')).toEqual([{ garageId: garage._id, reason: 'Documents expired', status: !garage.status }]);
  });

  it('opens the four-tab subscriptions dialog for the garage', async () => {
    const garage = await openManagement();
    click(within(rows()[0]).getByRole('button', { name: `View Subscriptions: ${garage.garageName}` }));
    expect(await screen.findByRole('tab', { name: 'Payment Link' })).toBeInTheDocument();
    expect(await screen.findByText(/^Expire(s|d) on /)).toBeInTheDocument();
    expect(bodies('/admin/subscriptionData')).toEqual([{ garageId: garage._id }]);
  });
});

describe('edit garage', () => {
  it('loads the garage, switches to 24*7 and sends the documented payload', async () => {
    const { garage, dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'garageName')).toHaveValue(garage.garageName));
    expect(bodies('/getSingleGarage')).toEqual([{ garageId: garage._id }]);
    expect(field(dialog, 'phoneNumber')).toBeDisabled();
    click(radio(dialog, '24x7'));
    expect(within(dialog).queryByTestId('day-Monday')).not.toBeInTheDocument();
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Garage Profile Updated Successfully')).toBeInTheDocument();
    const [payload] = bodies('/editGarageProfile') as Record<string, unknown>[];
    expect(payload).toMatchObject({
      garageId: garage._id,
      garageName: garage.garageName,
      ownerName: garage.garageOwnerName,
      phoneNumber: garage.phoneNumber,
      state: garage.state,
      city: garage.city,
      area: garage.area,
      address: garage.address,
      businessType: garage.businessType,
      garageType: garage.garageType,
      latitude: garage.latitude,
      longitude: garage.longitude,
      imagePath: garage.imagePath,
      categories: garage.categories.map((category) => ({ categoryId: category.categoryId })),
    });
    expect(payload.workingHours).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((Day) => ({
        Day,
        DayStatus: true,
        StartTime: '12:00:00 AM',
        EndTime: '11:59:00 PM',
      })),
    );
  });

  it('requires the area, refuses clearing a stored coordinate, and keeps what was typed when the save fails', async () => {
    const { garage, dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'area')).toHaveValue(garage.area));
    const latitude = (field(dialog, 'latitude') as HTMLInputElement).value;
    expect(latitude).not.toBe('');
    type(field(dialog, 'area'), '');
    // Sent empty, a coordinate is left out and the server keeps it: the save would say saved and change nothing.
    type(field(dialog, 'latitude'), '');
    click(within(dialog).getByText('Submit'));
    expect(await within(dialog).findByText('Please input your Area!')).toBeInTheDocument();
    expect(within(dialog).getByText('A stored coordinate cannot be removed: enter a value.')).toBeInTheDocument();
    expect(bodies('/editGarageProfile')).toEqual([]);
    type(field(dialog, 'latitude'), latitude);
    type(field(dialog, 'area'), 'Sector 5');
    sandbox.faults.set('PUT /editGarageProfile', { status: 500, times: 1 });
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('The changes could not be saved. Please try again.')).toBeInTheDocument();
    expect(field(await openDialog(), 'area')).toHaveValue('Sector 5');
  });

  it('keeps a stored URL without a scheme and a GST without the PAN (older than the checks) when only the owner changes, with a hint', async () => {
    const stored = activeGarages()[0];
    stored.urlLink = 'oldtownmotors.in';
    stored.gstNumber = '27ZZZZZ9999Z1Z5';
    const { dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'urlLink')).toHaveValue('oldtownmotors.in'));
    expect(
      within(dialog).getByText(
        'Saved before this check (Enter a web address starting with http:// or https://.); kept as it is unless you change it.',
      ),
    ).toBeInTheDocument();
    // The GSTIN field also shows its counter (15 / 15 characters) after the hint.
    expect(
      within(dialog).getByText((text) =>
        text.startsWith('Saved before this check (The GSTIN must contain the PAN (characters 3 to 12).); kept as it is unless you change it.'),
      ),
    ).toBeInTheDocument();
    type(field(dialog, 'ownerName'), 'Ravi Kumar');
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Garage Profile Updated Successfully')).toBeInTheDocument();
    expect(bodies('/editGarageProfile')).toEqual([
      expect.objectContaining({ ownerName: 'Ravi Kumar', urlLink: 'oldtownmotors.in', gstNumber: '27ZZZZZ9999Z1Z5' }),
    ]);
  });

  it('saves a garage stored without categories (Add Garage allows none) when only the owner changes', async () => {
    const stored = activeGarages()[0];
    stored.categories = [];
    const { dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'ownerName')).toHaveValue(stored.garageOwnerName));
    type(field(dialog, 'ownerName'), 'Ravi Kumar');
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Garage Profile Updated Successfully')).toBeInTheDocument();
    expect(bodies('/editGarageProfile')).toEqual([expect.objectContaining({ ownerName: 'Ravi Kumar' })]);
  });

  it('checks a stored GST number again once the PAN it holds changes', async () => {
    const stored = activeGarages()[0];
    Object.assign(stored, { pancardNumber: 'ABCDE1234F', gstNumber: '27ABCDE1234F1Z5' });
    const { dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'pancardNumber')).toHaveValue('ABCDE1234F'));
    type(field(dialog, 'pancardNumber'), 'ABCDE1234G');
    click(within(dialog).getByText('Submit'));
    expect(await within(dialog).findByText('The GSTIN must contain the PAN (characters 3 to 12).')).toBeInTheDocument();
    expect(bodies('/editGarageProfile')).toEqual([]);
  });

  it('keeps what was typed when the window regains focus: the garage is not read again while the form is open', async () => {
    const { dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'area')).not.toHaveValue(''));
    const reads = bodies('/getSingleGarage').length;
    sandboxServer.use(http.post('*/getSingleGarage', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    type(field(dialog, 'area'), 'Typed while away');
    window.dispatchEvent(new Event('visibilitychange'));
    click(within(dialog).getByText('Submit'));
    await waitFor(() => expect(bodies('/editGarageProfile')).toHaveLength(1));
    expect(bodies('/editGarageProfile')[0]).toMatchObject({ area: 'Typed while away' });
    expect(bodies('/getSingleGarage')).toHaveLength(reads);
  });

  it('checks a URL the user changes, even to another value without a scheme', async () => {
    activeGarages()[0].urlLink = 'oldtownmotors.in';
    const { dialog } = await openEditGarage();
    await waitFor(() => expect(field(dialog, 'urlLink')).toHaveValue('oldtownmotors.in'));
    type(field(dialog, 'urlLink'), 'newtownmotors.in');
    click(within(dialog).getByText('Submit'));
    expect(await within(dialog).findByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(bodies('/editGarageProfile')).toEqual([]);
  });

  it('says Failed to fetch garage data. when the garage cannot be read, and loads it on Retry', async () => {
    const garage = await openManagement();
    sandbox.faults.set('POST /getSingleGarage', { status: 500, times: 1 });
    click(within(rows()[0]).getByRole('button', { name: `Edit ${garage.garageName}` }));
    expect(await screen.findByText('Failed to fetch garage data.')).toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Retry' }));
    // The failure's stand-in gives way to the form.
    await waitFor(() =>
      expect(field(screen.getByRole('dialog', { name: `Edit Garage: ${garage.garageName}` }), 'garageName')).toHaveValue(garage.garageName),
    );
    expect(bodies('/getSingleGarage')).toHaveLength(2);
  });
});

describe('add garage and approval', () => {
  it('answers Add at once with the dialog, its 28 inputs following a frame later, and takes no Submit before them', async () => {
    await openManagement();
    click(await screen.findByText('Add Garage'));
    // The first state with the form's dialog: its title and buttons, the fields still coming.
    const dialog = await screen.findByRole('dialog', { name: 'Add Garage' });
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(field(dialog, 'garageName')).toBeNull();
    await waitFor(() => expect(field(dialog, 'garageName')).not.toBeNull());
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('refuses a phone, PAN, GSTIN, coordinates and URL that are not valid, with a message in the form', async () => {
    await openManagement();
    click(await screen.findByText('Add Garage'));
    const dialog = await openDialog('Add Garage');
    type(field(dialog, 'garageName'), 'Sai Auto Works');
    await choose(combobox(dialog, 'businessType'), 'Workshops/Garages/Modification');
    click(radio(dialog, '2'));
    type(field(dialog, 'phoneNumber'), 'abc-not-a-p');
    type(field(dialog, 'pancardNumber'), 'xyz');
    type(field(dialog, 'gstNumber'), '123');
    type(field(dialog, 'latitude'), '999');
    type(field(dialog, 'longitude'), '-999');
    type(field(dialog, 'urlLink'), 'javascript:alert(1)');
    click(within(dialog).getByText('Submit'));
    expect(await within(dialog).findByText('Enter a 10-digit mobile number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a PAN like ABCDE1234F.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a 15-character GSTIN like 27ABCDE1234F1Z5.')).toBeInTheDocument();
    expect(within(dialog).getByText('Latitude must be between -90 and 90.')).toBeInTheDocument();
    expect(within(dialog).getByText('Longitude must be between -180 and 180.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument();

    type(field(dialog, 'pancardNumber'), 'ABCPK1234F');
    type(field(dialog, 'gstNumber'), '27ABCPX1234F1Z5');
    expect(await within(dialog).findByText('The GSTIN must contain the PAN (characters 3 to 12).')).toBeInTheDocument();
    expect(field(dialog, 'garageName').closest('form')).toHaveAttribute('novalidate');
    expect(bodies('/garage_Registation')).toEqual([]);
  }, 90_000);

  it('validates, registers without a token and goes to Approve Garage', async () => {
    await openManagement();
    click(await screen.findByText('Add Garage'));
    const dialog = await openDialog('Add Garage');
    click(within(dialog).getByText('Submit'));
    expect(await within(dialog).findByText('Please input your Garage Name!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your Phone number!')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Select Business Type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please input your vehicle Type!')).toBeInTheDocument();
    expect(combobox(dialog, 'city')).toHaveAttribute('aria-disabled', 'true');
    // No VITE_GOOGLE_MAPS_KEY in tests: the plain address fields and no Places widget.
    for (const source of ['address', 'area', 'state', 'city', 'latitude', 'longitude']) expect(field(dialog, source)).not.toBeNull();
    expect(within(dialog).queryByTestId('places-autocomplete')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Search the address on Google Maps')).not.toBeInTheDocument();

    type(field(dialog, 'garageName'), 'Sai Auto Works');
    type(field(dialog, 'phoneNumber'), '9876501234');
    await choose(combobox(dialog, 'businessType'), 'Workshops/Garages/Modification');
    click(radio(dialog, '2'));
    click(labelled(dialog, 'Sunday Closed'));
    fireEvent.change(labelled(dialog, 'Monday Start hour'), { target: { value: '10' } });
    click(within(dialog).getByText('Submit'));
    expect(await screen.findByText('Garage registered successfully')).toBeInTheDocument();
    const call = sent.find((entry) => entry.path === '/garage_Registation')!;
    expect(call.auth).toBeNull();
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({
      garageName: 'Sai Auto Works',
      phoneNumber: '9876501234',
      businessType: 'Workshops',
      garageType: 2,
      imagePath: '',
      categories: [],
      startTime: '10:00:00 AM',
      endTime: '06:00:00 PM',
      promotions: false,
    });
    expect((body.availableTimes as unknown[])[0]).toEqual({
      day: 'Monday',
      slots: [{ startTime: '10:00:00 AM', endTime: '06:00:00 PM' }],
      checked: false,
    });
    expect((body.availableTimes as unknown[])[6]).toEqual({ day: 'Sunday', slots: [], checked: true });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/ApproveGarage'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Sai Auto Works'));
  }, 90_000);

  it('approves a pending garage after confirmation and goes to management', async () => {
    const pending = pendingGarages();
    renderScreen('/admin/ApproveGarage', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(10, pending.length)));
    expect(rows()[0]).toHaveTextContent(pending[0].garageName);
    click(within(rows()[0]).getByRole('button', { name: `Approve: ${pending[0].garageName}` }));
    expect(await screen.findByText('Are you sure Approve this Garage?')).toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Approve Success')).toBeInTheDocument();
    expect(bodies('/adminConformation')).toEqual([{ UserId: pending[0]._id, Conformation: 1 }]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/GarageManagement'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(pending[0].garageName));
  });

  it('stays on Approve Garage after approving for a role without Garage Management', async () => {
    const approveFeature = sandbox.store.db.features.find((feature) => feature.endPoint.replace(/^\//, '') === 'admin/ApproveGarage')!;
    const role = sandbox.store.db.roles.find((candidate) => candidate.roleName === 'Catalogue Manager')!;
    role.features.push({ featureId: approveFeature._id, privileges: [{ privilegesType: 'Read' }] });
    const pending = pendingGarages();
    renderScreen('/admin/ApproveGarage', 'subadmin');
    await waitFor(() => expect(rows()).toHaveLength(Math.min(10, pending.length)));
    click(within(rows()[0]).getByRole('button', { name: `Approve: ${pending[0].garageName}` }));
    click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Approve Success')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).not.toHaveTextContent(pending[0].garageName));
    expect(window.location.pathname).toBe('/admin/ApproveGarage');
    expect(screen.queryByText(/Access denied/)).toBeNull();
  });

  it('shows No garages to display. when nothing awaits approval', async () => {
    for (const garage of sandbox.store.db.garages) if (garage.accountStatus === 'pending') garage.accountStatus = 'active';
    renderScreen('/admin/ApproveGarage', 'admin');
    expect(await screen.findByText('No garages to display.')).toBeInTheDocument();
  });
});
