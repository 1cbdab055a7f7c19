import { act, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { App } from '../../src/App';
import { SEEN_KEY } from '../../src/layout/WaitingWork';
import { createProviders, setupUser } from './renderApp';
import { resetSandbox, sandbox, sent, signInAs } from './sandboxServer';

const ENQUIRIES = 'admin/SubscriptionEnquiry';

beforeEach(resetSandbox);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const pendingCount = () => sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3).length;

/** A garage that is live now waits for approval again (as a new registration would). */
function oneMorePending() {
  const garage = sandbox.store.db.garages.find((candidate) => candidate.accountStatus === 'active')!;
  Object.assign(garage, { accountStatus: 'pending', regStatus: 3 });
}

function renderConsole(path: string, session: { token: string; role: string }, stored: Record<string, unknown> = {}) {
  localStorage.setItem('admin', JSON.stringify(session));
  window.history.pushState({}, '', path);
  const store = memoryStore(stored);
  return render(<App storeOf={() => store} i18nProvider={createI18nProvider()} providers={createProviders()} />);
}

/** The page's visibility as the browser reports it, with the event it sends. */
async function setHidden(hidden: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  // The browser's event bubbles from the document to the window, where react-query listens. Awaited:
  // what it renders may wait for code still loading (the filter's date pickers).
  await act(async () => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

const approveEntry = (count: number) => screen.findByRole('menuitem', { name: `Approve Garage, ${count} waiting` });
const advanceAMinute = () => act(() => void vi.advanceTimersByTime(60_000));

describe('waiting work in the menu', () => {
  it("counts garages waiting for approval from GET /adminDashboard, refreshes each minute only while the tab is visible, names the total in a hidden tab's title and lowers at once after an approval", async () => {
    // Only the minute's interval is driven by the test; requests and rendering keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = setupUser();
    const waiting = pendingCount();
    renderConsole('/admin/ApproveGarage', { token: signInAs('admin'), role: 'admin' });
    const entry = await approveEntry(waiting);
    expect(within(entry).getByTestId('waiting-count')).toHaveTextContent(String(waiting));
    expect(document.title).toBe('Approve Garage · Garage Marketplace Admin');

    oneMorePending();
    await advanceAMinute();
    await approveEntry(waiting + 1);

    // Hidden: no reads each minute, and the tab's title carries the total.
    await setHidden(true);
    await waitFor(() => expect(document.title).toBe(`(${waiting + 1}) Approve Garage · Garage Marketplace Admin`));
    const readsWhileHidden = sent.filter((call) => call.path === '/adminDashboard').length;
    oneMorePending();
    await advanceAMinute();
    await advanceAMinute();
    expect(sent.filter((call) => call.path === '/adminDashboard')).toHaveLength(readsWhileHidden);
    // Visible again: read at once, and the title is the screen's again.
    await setHidden(false);
    await approveEntry(waiting + 2);
    expect(document.title).toBe('Approve Garage · Garage Marketplace Admin');

    const main = screen.getByRole('main');
    const approve = (await within(main).findAllByRole('button', { name: /^Approve: / }))[0];
    await user.click(approve);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('Approve Success');
    await approveEntry(waiting + 1);
    expect(screen.getByRole('menuitem', { name: `Approve Garage, ${waiting + 1} waiting` })).toBeInTheDocument();
  }, 60_000);

  it('counts the enquiries that arrived since the list was last opened; opening it clears the count', async () => {
    const user = setupUser();
    const enquiries = sandbox.store.db.enquiries;
    const since = Date.parse(enquiries[3].createdAt);
    const arrived = enquiries.filter((enquiry) => Date.parse(enquiry.createdAt) > since).length;
    expect(arrived).toBeGreaterThan(0);
    renderConsole('/admin/dashboard', { token: signInAs('admin'), role: 'admin' }, { [SEEN_KEY]: { [ENQUIRIES]: since } });
    const entry = await screen.findByRole('menuitem', { name: `Subscription Enquiry, ${arrived} new` });
    await user.click(entry);
    await waitFor(() => expect(window.location.pathname).toBe(`/${ENQUIRIES}`));
    await screen.findByRole('menuitem', { name: 'Subscription Enquiry' });
    // Back on the dashboard, nothing new has arrived since.
    await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    await screen.findByRole('menuitem', { name: `Approve Garage, ${pendingCount()} waiting` });
    expect(screen.getByRole('menuitem', { name: 'Subscription Enquiry' })).toBeInTheDocument();
  }, 60_000);

  it("says a count could not be read instead of showing none, and shows the count once a minute's read answers", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sandbox.faults.set('GET /adminDashboard', { status: 500, times: 1 });
    renderConsole('/admin/GarageManagement', { token: signInAs('admin'), role: 'admin' });
    const entry = await screen.findByRole('menuitem', { name: 'Approve Garage, waiting work could not be counted' });
    expect(within(entry).getByTestId('waiting-count')).toHaveTextContent('?');
    expect(within(entry).getByTestId('waiting-count')).toHaveAttribute(
      'title',
      'The waiting work could not be counted. It is counted again every minute.',
    );
    await advanceAMinute();
    await approveEntry(pendingCount());
  }, 60_000);

  it('counts only the screens the role may open: a sub-admin with Approve Garage sees its count, and nothing is read for the lists it lacks', async () => {
    renderConsole('/admin/GarageManagement', { token: signInAs('subadmin', 'ananya.iyer@garagehub.in'), role: 'Garage Operations' });
    await approveEntry(pendingCount());
    expect(screen.queryByRole('menuitem', { name: /Subscription Enquiry/ })).toBeNull();
    expect(sent.filter((call) => ['/admin/getAllEnquires', '/customerManagement'].includes(call.path))).toEqual([]);
  }, 60_000);
});
