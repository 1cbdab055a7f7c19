import { screen, waitFor, within } from '@testing-library/react';
import { addDays, differenceInCalendarDays, format, parseISO, startOfMonth, startOfWeek, subMonths, subWeeks } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/endpoints';
import { request } from '../../src/api/http';
import { customerLeadsOf } from '../../src/api/customerManagement';
import { renderApp, renderScreen, setupUser, signInStored } from './renderApp';
import { resetSandbox, sandbox, sent, signInAs } from './sandboxServer';

beforeEach(resetSandbox);
afterEach(() => vi.restoreAllMocks());

const SLOW = { timeout: 60_000 };
const now = new Date();
const monthLabel = (date: Date) => new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' }).format(date);
const fullDay = (date: Date) => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);

/** A chart card switched to its table, once its figures have arrived; the rows' cell texts. */
async function tableOf(testId: string): Promise<string[][]> {
  const card = await screen.findByTestId(testId, undefined, SLOW);
  const toggle = within(card).getByRole('switch', { name: 'Show as table' });
  await waitFor(() => expect(toggle).toBeEnabled(), SLOW);
  if (!(toggle as HTMLInputElement).checked) await setupUser().click(toggle);
  return shownRows(testId);
}

/** The rows a chart card's table shows now, as cell texts. */
function shownRows(testId: string): string[][] {
  const table = within(screen.getByTestId(testId)).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The business-type chart's rows for these garages: most first, then by name. */
function businessTypeRows(garages: readonly { businessType?: string }[]): string[][] {
  const labels: Record<string, string> = { Workshops: 'Workshops/Garages/Modification', Accessories: 'Accessories', Washing: 'Washing/Detailing' };
  return [...countBy(garages, (garage) => garage.businessType)]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, count]) => [labels[type]!, String(count)]);
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function signInAsSubadmin(email: string) {
  localStorage.setItem('admin', JSON.stringify({ token: signInAs('subadmin', email), role: 'subadmin' }));
}

/** Some live garages registered over the last year: the seed's dates are relative to its own moment, which today may be far behind. */
function registeredLately() {
  sandbox.store.db.garages
    .filter((garage) => garage.accountStatus === 'active')
    .slice(0, 24)
    .forEach((garage, index) => (garage.registationDate = addDays(now, -15 * index).toISOString()));
}

describe('garage portal dashboard', () => {
  it('counts registrations per month and per week, split by status, as Garage Management holds them', async () => {
    signInStored('admin');
    registeredLately();
    const garages = (await request(api.garageList)).garages.filter((garage) => garage.accountStatus === 'active');
    renderScreen('/admin/dashboard', 'admin');
    const firstMonth = startOfMonth(subMonths(now, 11));
    const byMonth = (status: boolean) =>
      countBy(
        garages.filter((garage) => garage.status === status),
        (garage) => {
          const date = new Date(garage.registationDate!);
          return date >= firstMonth ? monthLabel(date) : undefined;
        },
      );
    const active = byMonth(true);
    const inactive = byMonth(false);
    const expected = Array.from({ length: 12 }, (_, index) => {
      const label = monthLabel(startOfMonth(subMonths(now, 11 - index)));
      const [a, i] = [active.get(label) ?? 0, inactive.get(label) ?? 0];
      return [label, String(a), String(i), String(a + i)];
    });
    expect(expected.some((row) => row[3] !== '0')).toBe(true);
    expect(await tableOf('chart-registrations')).toEqual(expected);

    await setupUser().click(within(screen.getByTestId('chart-registrations')).getByRole('button', { name: 'By week' }));
    const firstWeek = subWeeks(startOfWeek(now, { weekStartsOn: 1 }), 51);
    const weekly = countBy(garages, (garage) => {
      const week = startOfWeek(new Date(garage.registationDate!), { weekStartsOn: 1 });
      return week >= firstWeek ? fullDay(week) : undefined;
    });
    const weeks = await tableOf('chart-registrations');
    expect(weeks).toHaveLength(52);
    expect(weeks[0][0]).toBe(`${fullDay(firstWeek)} – ${fullDay(addDays(firstWeek, 6))}`);
    for (const [range, , , total] of weeks) expect(`${range}: ${total}`).toBe(`${range}: ${weekly.get(range.split(' – ')[0]) ?? 0}`);
  }, 90_000);

  it('lists the ten states with most garages and every business type', async () => {
    signInStored('admin');
    const garages = (await request(api.garageList)).garages.filter((garage) => garage.accountStatus === 'active');
    sent.length = 0;
    renderScreen('/admin/dashboard', 'admin');
    const states = [...countBy(garages, (garage) => garage.state)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10);
    expect(await tableOf('chart-states')).toEqual(states.map(([state, count]) => [state, String(count)]));
    expect(await tableOf('chart-business')).toEqual(businessTypeRows(garages));

    // The chart's click-through opens Garage Management on the rows the figures were computed from.
    const [topState, topCount] = states[0];
    await setupUser().click(within(screen.getByTestId('chart-states')).getByRole('link', { name: topState }));
    await screen.findByText(new RegExp(`of ${topCount}$`), undefined, SLOW);
    expect(sent.filter((call) => call.path === '/getAllUsers')).toHaveLength(1);

    // The list says when its rows were loaded and reads them again on demand, behind the rows shown.
    expect(await screen.findByTestId('list-loaded-at')).toHaveTextContent(/^Rows loaded at \d{2}:\d{2}/);
    await setupUser().click(screen.getByRole('button', { name: 'Load again' }));
    await waitFor(() => expect(sent.filter((call) => call.path === '/getAllUsers')).toHaveLength(2), SLOW);
    expect(screen.getByText(new RegExp(`of ${topCount}$`))).toBeInTheDocument();
  }, 60_000);

  it("reads the charts' lists from the server again on the app bar's Refresh", async () => {
    const typesNow = async () => businessTypeRows((await request(api.garageList)).garages.filter((garage) => garage.accountStatus === 'active'));
    signInStored('admin');
    const before = await typesNow();
    renderApp('/admin/dashboard', 'admin');
    expect(await tableOf('chart-business')).toEqual(before);
    const moved = sandbox.store.db.garages.find((garage) => garage.accountStatus === 'active' && garage.businessType === 'Accessories')!;
    moved.businessType = 'Washing';
    const after = await typesNow();
    expect(after).not.toEqual(before);
    const reads = sent.filter((call) => call.path === '/getAllUsers').length;
    await setupUser().click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent.filter((call) => call.path === '/getAllUsers').length).toBeGreaterThan(reads), SLOW);
    await waitFor(() => expect(shownRows('chart-business')).toEqual(after), SLOW);
  }, 60_000);

  it('sorts the approval queue by age in calendar days and links each age to Approve Garage for its dates', async () => {
    // Spread the pending garages over the three ages.
    const pending = sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const ages = [0, 3, 40, 7, 8, 1];
    pending.forEach((garage, index) => (garage.registationDate = addDays(now, -ages[index % ages.length]).toISOString()));
    const counts = countBy(pending, (garage) => {
      const age = differenceInCalendarDays(now, new Date(garage.registationDate!));
      return age === 0 ? 'Today' : age <= 7 ? '1–7 days' : 'Older than 7 days';
    });
    renderScreen('/admin/dashboard', 'admin');
    const oldest = Math.max(...pending.map((_, index) => ages[index % ages.length]));
    const day = (offset: number) => fullDay(addDays(now, -offset));
    expect(await tableOf('chart-approvals')).toEqual([
      ['Today', `${day(0)} – ${day(0)}`, String(counts.get('Today') ?? 0)],
      ['1–7 days', `${day(7)} – ${day(1)}`, String(counts.get('1–7 days') ?? 0)],
      ['Older than 7 days', `${day(oldest)} – ${day(8)}`, String(counts.get('Older than 7 days') ?? 0)],
    ]);
    const card = screen.getByTestId('chart-approvals');
    const iso = (offset: number) => format(addDays(now, -offset), 'yyyy-MM-dd');
    expect(within(card).getByRole('link', { name: '1–7 days' })).toHaveAttribute(
      'href',
      `/admin/ApproveGarage?filter=${encodeURIComponent(JSON.stringify({ from: iso(7), to: iso(1) }))}`,
    );
    expect(within(card).getByRole('link', { name: 'Open Approve Garage' })).toHaveAttribute('href', '/admin/ApproveGarage');
  }, 60_000);

  it('counts subscriptions expiring in the next 30 days and leads per day over the last 30', async () => {
    // One plan ends in five days and one ended yesterday, whatever the seed holds.
    const [ending, ended] = sandbox.store.db.subscriptions.filter((subscription) => subscription.subscriptionPlan.date);
    ending.subscriptionPlan.expiryDate = addDays(now, 5).toISOString();
    ended.subscriptionPlan.expiryDate = addDays(now, -1).toISOString();
    // Leads on some of the last 30 days too: the seed's dates are relative to its own moment, which today may be far behind.
    sandbox.store.db.leads.slice(0, 6).forEach((lead, index) => (lead.date = addDays(now, -4 * index).toISOString()));
    signInStored('admin');
    const first = await request(api.subscriptionList, { limit: 10, page: 1, garageId: '' });
    const rows = (await request(api.subscriptionList, { limit: first.totalCount ?? 0, page: 1, garageId: '' })).data ?? [];
    const expiring = rows.filter((row) => {
      const days = differenceInCalendarDays(new Date(row.expiryDate!), now);
      return days >= 0 && days <= 30;
    });
    const leads = (await request(api.leadList, {})).data?.leadsWithDetails ?? [];
    const perDay = countBy(leads, (lead) => {
      const age = differenceInCalendarDays(now, new Date(lead.date!));
      return age >= 0 && age < 30 ? fullDay(new Date(lead.date!)) : undefined;
    });
    renderScreen('/admin/dashboard', 'admin');
    await waitFor(() => expect(screen.getByTestId('expiring-count')).toHaveTextContent(String(expiring.length)), SLOW);
    const soonest = [...expiring].sort((a, b) => new Date(a.expiryDate!).getTime() - new Date(b.expiryDate!).getTime())[0];
    expect(expiring.length).toBeGreaterThan(0);
    await setupUser().click(screen.getByRole('button', { name: `Open the subscriptions of ${soonest.garageName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Subscriptions: ${soonest.garageName}` }, SLOW);
    expect(dialog).toHaveTextContent(soonest.garageName!);
    await setupUser().click(within(dialog).getAllByRole('button', { name: /close/i })[0]);
    const table = await tableOf('chart-leads');
    expect(table).toHaveLength(30);
    expect(table.at(-1)![0]).toBe(fullDay(now));
    for (const row of table) expect(`${row[0]}: ${row.at(-1)}`).toBe(`${row[0]}: ${perDay.get(row[0]) ?? 0}`);
  }, 60_000);

  it('shows a failed chart with Retry and an empty one with its text, while the counters show', async () => {
    sandbox.faults.set('GET /getAllUsers', { status: 500, times: 1 });
    sandbox.store.db.leads.length = 0;
    registeredLately();
    renderScreen('/admin/dashboard', 'admin');
    const registrations = await screen.findByTestId('chart-registrations');
    await within(registrations).findByText('This chart could not be loaded.', undefined, SLOW);
    expect(screen.getByTestId('count-allGarages')).not.toHaveTextContent('');
    await within(await screen.findByTestId('chart-leads')).findByText('Nothing to show yet.', undefined, SLOW);
    await setupUser().click(within(registrations).getByRole('button', { name: 'Retry' }));
    await within(registrations).findByRole('img', { name: /Garage registrations/ }, SLOW);
  }, 60_000);

  it('shows a sub-admin only the charts backed by the screens of their role', async () => {
    signInAsSubadmin('ananya.iyer@garagehub.in');
    renderScreen('/admin/dashboard');
    await screen.findByTestId('chart-registrations', undefined, SLOW);
    await screen.findByTestId('chart-approvals');
    expect(screen.queryByTestId('chart-leads')).toBeNull();
    expect(screen.queryByTestId('chart-expiring')).toBeNull();
  }, 60_000);
});

describe('one count per figure', () => {
  it("shows the garages waiting for approval as one number in the Approve Garages box, the menu's count and the approval queue, from the box's first figure", async () => {
    // A browser that allows motion: a counter counting up would show other numbers first.
    const reducedMotion = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...reducedMotion(query), matches: false }));
    // One garage more than the seed waits, so the figure is this data's and no seeded constant.
    Object.assign(
      sandbox.store.db.garages.find((garage) => garage.accountStatus === 'active')!,
      { accountStatus: 'pending', regStatus: 3 },
    );
    const waiting = sandbox.store.db.garages.filter((garage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3).length;
    renderApp('/admin/dashboard', 'admin');
    const box = await screen.findByTestId('count-approveGarage', undefined, SLOW);
    await waitFor(() => expect(box).toHaveTextContent(/\d/), SLOW);
    expect(box).toHaveTextContent(String(waiting));
    await screen.findByRole('menuitem', { name: `Approve Garage, ${waiting} waiting` }, SLOW);
    await within(await screen.findByTestId('chart-approvals', undefined, SLOW)).findByText(`${waiting} waiting`, undefined, SLOW);
    expect(box).toHaveTextContent(String(waiting));
  }, 60_000);
});

describe('marketplace portal dashboard', () => {
  it('counts bookings and quotes per week, waiting customer leads by age and our garages by city', async () => {
    signInStored('admin');
    // Bookings in some of the last 12 weeks: the seed's dates are relative to its own moment, which today may be far behind.
    sandbox.store.db.bookings.slice(0, 8).forEach((booking, index) => (booking.bookingDate = format(addDays(now, -9 * index), 'yyyy-MM-dd')));
    const bookings = (await request(api.bookingList)).data ?? [];
    const firstWeek = subWeeks(startOfWeek(now, { weekStartsOn: 1 }), 11);
    const weekOf = (value: string) => {
      const week = startOfWeek(parseISO(value), { weekStartsOn: 1 });
      return week >= firstWeek ? fullDay(week) : undefined;
    };
    const bookingWeeks = countBy(bookings, (booking) => weekOf(booking.bookingDate!));
    const customerLeads = customerLeadsOf((await request(api.customerList)).data ?? []);
    const ages = countBy(customerLeads, (lead) => {
      const age = differenceInCalendarDays(now, new Date(lead.createdAt ?? ''));
      return Number.isNaN(age) || age > 7 ? 'Older than 7 days' : age === 0 ? 'Today' : '1–7 days';
    });
    const garages = (await request(api.onlineGarageList)).data.data;
    const cities = [...countBy(garages, (garage) => garage.city)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10);

    renderScreen('/admin/marketplace/dashboard', 'admin');
    const weeks = await tableOf('chart-activity');
    expect(weeks).toHaveLength(12);
    for (const [range, booked] of weeks) expect(`${range}: ${booked}`).toBe(`${range}: ${bookingWeeks.get(range.split(' – ')[0]) ?? 0}`);
    expect((await tableOf('chart-waiting-leads')).map((row) => [row[0], row[2]])).toEqual(
      ['Today', '1–7 days', 'Older than 7 days'].map((age) => [age, String(ages.get(age) ?? 0)]),
    );
    expect(await tableOf('chart-cities')).toEqual(cities.map(([city, count]) => [city, String(count)]));
  }, 90_000);
});

describe('lists opened from a chart', () => {
  it('narrows Garage Management to the state and business type in its URL, showing the state while it is set', async () => {
    signInStored('admin');
    const garages = (await request(api.garageList)).garages.filter((garage) => garage.accountStatus === 'active');
    const [state] = [...countBy(garages, (garage) => garage.state)].sort((a, b) => b[1] - a[1])[0];
    const expected = garages.filter((garage) => garage.state === state && garage.businessType === 'Workshops').length;
    expect(expected).toBeGreaterThan(0);
    const filter = encodeURIComponent(JSON.stringify({ state, businessType: 'Workshops' }));
    renderScreen(`/admin/GarageManagement?filter=${filter}`, 'admin');
    await screen.findByText(new RegExp(`of ${expected}$`), undefined, SLOW);
    // The bar's selects are drawn a frame after the rest of it.
    expect(await screen.findByRole('combobox', { name: 'State' })).toHaveTextContent(state);
    expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveTextContent('Workshops/Garages/Modification');
  }, 60_000);

  it('offers no state select on Garage Management until a link sets one', async () => {
    renderScreen('/admin/GarageManagement', 'admin');
    await screen.findByRole('combobox', { name: 'Business Type' }, SLOW);
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  }, 60_000);
});
