import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviations, deviationsAsText, recordDeviations, type DeviationReport } from '../../src/api/contract/deviations';
import { renderApp, setupUser } from './renderApp';
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

/** The table's body rows, each as its cells' texts. */
const tableRows = () =>
  within(screen.getByTestId('diagnostics-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the diagnostics screen', () => {
  it("shows an administrator the session's deviations from the app bar, follows new ones and copies them as text", async () => {
    recordDeviations([MISSING_ROWS, EPOCH_DATES]);
    const user = setupUser();
    renderApp('/admin/dashboard', 'admin');
    await user.click(await screen.findByRole('link', { name: 'Diagnostics: 2 deviations' }));
    await screen.findByRole('heading', { level: 1, name: 'Diagnostics' });
    expect(window.location.pathname).toBe('/admin/diagnostics');
    await waitFor(() => expect(document.title).toMatch(/^Diagnostics · /));
    expect(tableRows()).toEqual([
      ['GET /CategoryAdminList', 'categories', 'list', 'nothing', 'Missing', 'Whole answer', expect.any(String)],
      ['GET /getAllUsers', 'garages[].registationDate', 'ISO date', 'number', 'Tolerated', '12', expect.any(String)],
    ]);

    // A list read while the screen is open adds its deviation at once.
    act(() => recordDeviations([OBJECT_ID]));
    expect(tableRows()[2]).toEqual(['GET /getAllUsers', 'garages[]._id', 'string', 'object', 'Unreadable', '1', expect.any(String)]);
    screen.getByRole('link', { name: 'Diagnostics: 3 deviations' });

    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    await screen.findByText('Copied: paste it into a message to the backend team.');
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(deviationsAsText());
    expect(copied.split('\n')).toHaveLength(4);
    expect(copied).toContain('GET /getAllUsers\tgarages[]._id\tstring\tobject\tunreadable\t1\t');
  });

  it('says so when every answer matched the documents, with nothing to copy', async () => {
    renderApp('/admin/diagnostics', 'admin');
    expect(await screen.findByTestId('diagnostics-empty')).toHaveTextContent('Every answer in this session matched the documents.');
    expect(screen.queryByRole('button', { name: 'Copy as text' })).toBeNull();
    screen.getByRole('link', { name: 'Diagnostics' });
  });

  it('offers the text to select and copy by hand when the browser refuses to copy', async () => {
    recordDeviations([MISSING_ROWS]);
    const user = setupUser();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    renderApp('/admin/diagnostics', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Copy as text' }));
    await screen.findByText('The browser did not allow copying. Select the text below and copy it.');
    expect(screen.getByRole('textbox', { name: 'Deviations as text' })).toHaveValue(deviationsAsText());
  });

  it('is refused to a sub-admin, who has no way to it in the app bar', async () => {
    recordDeviations([MISSING_ROWS]);
    renderApp('/admin/diagnostics', 'subadmin');
    expect(await screen.findByTestId('access-reason')).toHaveTextContent('Only an administrator can do this.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('diagnostics-button')).toBeNull();
  });
});
