import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviations, deviationsAsText, recordDeviations, type DeviationReport } from '../../src/api/contract/deviations';
import { bodyRowTexts, renderApp, renderScreen, setupUser } from './renderApp';
import { resetSandbox } from './sandboxServer';

beforeEach(() => {
  resetSandbox();
  clearDeviations();
});

const MISSING_ROWS: DeviationReport = { call: 'GET /CategoryAdminList', field: 'categories', expected: 'list', received: 'nothing', kind: 'missing' };
const EPOCH_DATES: DeviationReport = {
  call: 'GET /getAllUsers',
  field: 'garages[].registationDate',
  expected: 'ISO date',
  received: 'number',
  rows: 12,
  kind: 'tolerated',
};
const OBJECT_ID: DeviationReport = {
  call: 'GET /getAllUsers',
  field: 'garages[]._id',
  expected: 'string',
  received: 'object',
  rows: 1,
  kind: 'unreadable',
};

const tableRows = () => bodyRowTexts(screen.getByTestId('diagnostics-table'));

/** The rows of what a test recorded: the console's own reads (the menu's counts) may add theirs meanwhile. */
const rowsOf = (...reports: DeviationReport[]) =>
  tableRows().filter(([call, field]) => reports.some((report) => report.call === call && report.field === field));

/** A deviation as Copy gives it, up to its time. */
const copiedLine = ({ call, field, expected, received, kind, rows = 0 }: DeviationReport) =>
  [call, field, expected, received, kind, rows].join('\t') + '\t';

const COPY_HEADER = 'call\tfield\texpected\treceived\tkind\trows\tfirst seen';

describe('the diagnostics screen', () => {
  it("shows an administrator the session's deviations, counted in the app bar, follows new ones and copies them as text", async () => {
    recordDeviations([MISSING_ROWS, EPOCH_DATES]);
    const user = setupUser();
    renderApp('/admin/diagnostics', 'admin');
    await screen.findByRole('heading', { level: 1, name: 'Diagnostics' });
    await waitFor(() => expect(document.title).toMatch(/^Diagnostics · /));
    expect(rowsOf(MISSING_ROWS, EPOCH_DATES)).toEqual([
      ['GET /CategoryAdminList', 'categories', 'list', 'nothing', 'Missing', 'Whole answer', expect.any(String)],
      ['GET /getAllUsers', 'garages[].registationDate', 'ISO date', 'number', 'Tolerated', '12', expect.any(String)],
    ]);
    // The app bar's buttons come a render after the screen shows.
    await screen.findByTestId('diagnostics-button');
    const appBarLink = () => screen.getByTestId('diagnostics-button');
    expect(appBarLink()).toHaveAttribute('href', '/admin/diagnostics');
    expect(appBarLink()).toHaveAccessibleName(`Diagnostics: ${tableRows().length} deviations`);

    // A list read while the screen is open adds its deviation at once.
    act(() => recordDeviations([OBJECT_ID]));
    expect(rowsOf(OBJECT_ID)).toEqual([['GET /getAllUsers', 'garages[]._id', 'string', 'object', 'Unreadable', '1', expect.any(String)]]);
    expect(appBarLink()).toHaveAccessibleName(`Diagnostics: ${tableRows().length} deviations`);

    // What reaches the clipboard, as the console writes it (user-event's clipboard reads back through jsdom's
    // FileReader, which takes none of the Node Blobs the component tests send files with).
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    await screen.findByText('Copied: paste it into a message to the backend team.');
    const copied = String(writeText.mock.calls.at(-1)?.[0]).split('\n');
    expect(copied[0]).toBe(COPY_HEADER);
    for (const report of [MISSING_ROWS, EPOCH_DATES, OBJECT_ID])
      expect(
        copied.some((line) => line.startsWith(copiedLine(report))),
        report.field,
      ).toBe(true);
  });

  it("keeps the tab's deviations through a reload: the screen opened by its address still lists them", async () => {
    recordDeviations([EPOCH_DATES]);
    recordDeviations([{ ...EPOCH_DATES, rows: 3 }]);
    // A reload: the page's modules start again from what the tab kept.
    vi.resetModules();
    const reloaded = await import('../../src/api/contract/deviations');
    expect(reloaded.deviationLog()).toEqual([expect.objectContaining({ ...EPOCH_DATES, rows: 15 })]);
    reloaded.clearDeviations();
    vi.resetModules();
    expect((await import('../../src/api/contract/deviations')).deviationLog()).toEqual([]);
  });

  it('says so when every answer matched the documents, with nothing to copy', async () => {
    // The screen alone: without the menu, nothing else is read.
    renderScreen('/admin/diagnostics', 'admin');
    expect(await screen.findByTestId('diagnostics-empty')).toHaveTextContent('Every answer in this session matched the documents.');
    expect(screen.queryByRole('button', { name: 'Copy as text' })).toBeNull();
  });

  it('offers the text to select and copy by hand when the browser refuses to copy', async () => {
    recordDeviations([MISSING_ROWS]);
    const user = setupUser();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderScreen('/admin/diagnostics', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Copy as text' }));
    await screen.findByText('The browser did not allow copying. Select the text below and copy it.');
    expect(screen.getByRole('textbox', { name: 'Deviations as text' })).toHaveValue(deviationsAsText());
    expect(deviationsAsText().split('\n')[1]!.startsWith(copiedLine(MISSING_ROWS))).toBe(true);
  });

  it('is refused to a sub-admin, who has no way to it in the app bar', async () => {
    recordDeviations([MISSING_ROWS]);
    renderApp('/admin/diagnostics', 'subadmin');
    expect(await screen.findByTestId('access-reason')).toHaveTextContent('Only an administrator can do this.');
    expect(screen.queryByRole('table')).toBeNull();
    // Once the app bar's buttons are drawn (they come a render after the screen), none leads to diagnostics.
    await screen.findByRole('button', { name: 'Theme' });
    expect(screen.queryByTestId('diagnostics-button')).toBeNull();
  });
});
