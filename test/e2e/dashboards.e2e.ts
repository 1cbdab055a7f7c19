import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstDataRow, navigate, pagePerTest, screenshot, seriousViolations, setFault, setPreference, signIn } from './browser';

const page = pagePerTest();
const SUBADMIN_PASSWORD = 'Subadmin@123';
/** Role 'Garage Operations': Garage Management and Approve Garage. */
const GARAGE_OPERATIONS = 'ananya.iyer@garagehub.in';
/** Role 'Marketplace Support': My Customer, Booking Management, Leads, Users, Quotes. */
const MARKETPLACE_SUPPORT = 'farhan.qureshi@garagehub.in';

async function signInTo(
  page: Page,
  email: string,
  password: string,
  { locale = 'en', theme = 'lite', path = '/admin/dashboard' }: { locale?: 'en' | 'ar'; theme?: string; path?: string } = {},
) {
  await setPreference(page, 'locale', locale, email);
  await setPreference(page, 'themeName', theme, email);
  await signIn(page, email, password, path);
  await page.waitForURL(`**${path}`);
}

/** The whole dashboard, charts included. */
async function fullScreenshot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: true });
}

/** A chart card once its loading state has gone. */
async function chartReady(page: Page, testId: string): Promise<Locator> {
  const card = page.getByTestId(testId);
  await card.waitFor();
  // The card's own loading status (named); MUI X's charts keep an unnamed live region of their own.
  await expect.poll(() => card.locator('[role="status"][aria-label]').count()).toBe(0);
  return card;
}

async function showTable(card: Locator, label: string) {
  await card.getByRole('switch', { name: label }).check();
  await card.getByRole('table').waitFor();
}

/** The list's 'of N' in its pager. */
const pagerText = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first().textContent();

/** A URL filter date (YYYY-MM-DD) as the filter bar shows it (DD-MM-YYYY). */
const shownDate = (day: string) => day.split('-').reverse().join('-');

const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');

describe('garage portal dashboard', () => {
  it('shows the admin the counters, then every chart; a state in the table opens Garage Management filtered to it, all from one GET /getAllUsers', async () => {
    let allUsersAsked = 0;
    page().on('request', (request) => void (new URL(request.url()).pathname.endsWith('/getAllUsers') && allUsersAsked++));
    await signInTo(page(), 'admin@garagehub.in', 'Admin@123');
    await expect.poll(() => page().getByTestId('count-allGarages').textContent()).toMatch(/^\d+$/);
    for (const id of ['chart-registrations', 'chart-approvals', 'chart-states', 'chart-business', 'chart-leads', 'chart-expiring'])
      await chartReady(page(), id);
    await expect.poll(() => page().getByTestId('expiring-count').textContent()).toMatch(/^\d+$/);
    expect(await seriousViolations(page())).toBe('');
    await fullScreenshot(page(), 'dashboard-garage-en');

    const states = page().getByTestId('chart-states');
    await states.getByRole('img', { name: /Garages by state/ }).waitFor();
    await showTable(states, 'Show as table');
    const firstRow = states.getByRole('row').nth(1);
    const state = (await firstRow.getByRole('cell').nth(0).textContent())!;
    const count = (await firstRow.getByRole('cell').nth(1).textContent())!;
    expect(await seriousViolations(page())).toBe('');
    await screenshot(states, 'dashboard-states-table-en');
    await firstRow.getByRole('link', { name: state }).click();
    await page().waitForURL('**/admin/GarageManagement?**');
    expect(filterOf(page())).toEqual({ state });
    await page().getByRole('combobox', { name: 'State' }).getByText(state).waitFor();
    await expect.poll(() => pagerText(page())).toMatch(new RegExp(`of ${count}$`));
    // The list reads the rows the dashboard already holds: no second download, no progress line.
    await expect.poll(() => page().getByTestId('list-loaded-at').textContent()).toMatch(/^Rows loaded at /);
    expect(await page().getByTestId('list-progress').count()).toBe(0);
    await navigate(page(), '/admin/dashboard');
    await chartReady(page(), 'chart-states');
    await navigate(page(), '/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
    expect(allUsersAsked).toBe(1);
  });

  it('opens Garage Management for the week or month of a clicked bar, with its status', async () => {
    await signInTo(page(), 'admin@garagehub.in', 'Admin@123');
    const card = await chartReady(page(), 'chart-registrations');
    await card.locator('.MuiBarChart-element').first().click();
    await page().waitForURL('**/admin/GarageManagement?**');
    const filter = filterOf(page());
    expect(filter.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(filter.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['active', 'inactive']).toContain(filter.status);
    await expect(page().getByTestId('filter-from').inputValue()).resolves.toBe(shownDate(filter.from));
    await expect(page().getByTestId('filter-to').inputValue()).resolves.toBe(shownDate(filter.to));
  });

  it('in Arabic, mirrors the dashboard, writes dates in Arabic and opens Approve Garage from a bar of the queue', async () => {
    await signInTo(page(), 'admin@garagehub.in', 'Admin@123', { locale: 'ar' });
    await expect.poll(() => page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const id of ['chart-registrations', 'chart-approvals', 'chart-states', 'chart-business', 'chart-leads', 'chart-expiring'])
      await chartReady(page(), id);
    expect(await seriousViolations(page())).toBe('');
    await fullScreenshot(page(), 'dashboard-garage-ar');
    const queue = page().getByTestId('chart-approvals');
    const waiting = (await queue
      .getByText(/في الانتظار$/)
      .first()
      .textContent())!;
    await showTable(queue, 'عرض كجدول');
    const older = queue.getByRole('row').filter({ hasText: 'أكثر من 7 أيام' });
    // Dates in Arabic (month names), counts as Arabic's number format writes them.
    await expect(older.getByRole('cell').nth(1).textContent()).resolves.toMatch(/[\u0621-\u064A]+ \d{4} – \d+ [\u0621-\u064A]+ \d{4}/);
    const counts = await queue.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => Number(row.lastElementChild?.textContent)));
    expect(waiting).toBe(`${counts.reduce((sum, count) => sum + count, 0)} في الانتظار`);
    await queue.getByRole('switch', { name: 'عرض كجدول' }).uncheck();
    // The tallest bar: MUI X 9 also draws the empty ones (zero height).
    const bars = queue.locator('.MuiBarChart-element');
    const heights = await bars.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    await bars.nth(heights.indexOf(Math.max(...heights))).click();
    await page().waitForURL('**/admin/ApproveGarage?**');
    const filter = filterOf(page());
    expect(Object.keys(filter).sort()).toEqual(['from', 'to']);
    await expect(page().getByTestId('filter-from').inputValue()).resolves.toBe(shownDate(filter.from));
    await firstDataRow(page()).waitFor();
  });

  it('shows a sub-admin only the charts of their screens, and a failed chart on its own with Retry', async () => {
    await setFault('GET /getAllApproveUsers', { status: 500, times: 1 });
    await signInTo(page(), GARAGE_OPERATIONS, SUBADMIN_PASSWORD);
    await expect.poll(() => page().getByTestId('count-allGarages').textContent()).toMatch(/^\d+$/);
    await chartReady(page(), 'chart-registrations');
    await chartReady(page(), 'chart-states');
    const queue = await chartReady(page(), 'chart-approvals');
    await queue.getByText('This chart could not be loaded.').waitFor();
    await page()
      .getByTestId('chart-registrations')
      .getByRole('img', { name: /Garage registrations/ })
      .waitFor();
    expect(await page().getByTestId('chart-leads').count()).toBe(0);
    expect(await page().getByTestId('chart-expiring').count()).toBe(0);
    await fullScreenshot(page(), 'dashboard-garage-subadmin-en');
    await queue.getByRole('button', { name: 'Retry' }).click();
    await queue.getByRole('img', { name: /Approval queue/ }).waitFor();
    await showTable(queue, 'Show as table');
    await queue.getByRole('link').first().click();
    await page().waitForURL('**/admin/ApproveGarage?**');
    await firstDataRow(page()).waitFor();
  });

  it('reads well in the dark and semi-dark themes', async () => {
    for (const theme of ['dark', 'semi-dark']) {
      await signInTo(page(), 'admin@garagehub.in', 'Admin@123', { theme });
      for (const id of ['chart-registrations', 'chart-approvals', 'chart-states', 'chart-business', 'chart-leads', 'chart-expiring'])
        await chartReady(page(), id);
      expect(await seriousViolations(page())).toBe('');
      await fullScreenshot(page(), `dashboard-garage-${theme}-en`);
      await page().evaluate(() => localStorage.clear());
    }
  });

  it('keeps the dates along a time axis apart and whole on a phone, in English and Arabic', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    for (const locale of ['en', 'ar'] as const) {
      await signInTo(page(), 'admin@garagehub.in', 'Admin@123', { locale });
      for (const id of ['chart-registrations', 'chart-leads']) {
        const card = await chartReady(page(), id);
        const dates = await card.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').evaluateAll((labels) =>
          labels
            .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
            .sort((a, b) => a.box.left - b.box.left)
            .map(({ text, box }) => ({ text, left: box.left, right: box.right })),
        );
        expect(dates.length, `${locale} ${id}`).toBeGreaterThan(2);
        expect(
          dates.filter((date) => date.text.includes('…')).map((date) => date.text),
          `${locale} ${id}: dates cut short`,
        ).toEqual([]);
        const touching = dates.slice(1).filter((date, index) => date.left < dates[index]!.right + 4);
        expect(
          touching.map((date) => date.text),
          `${locale} ${id}: dates running into the one before`,
        ).toEqual([]);
      }
    }
  });
});

describe('marketplace portal dashboard', () => {
  it('shows the admin bookings and quotes, waiting customer leads and cities; a city opens Our Garage filtered to it', async () => {
    await signInTo(page(), 'admin@garagehub.in', 'Admin@123', { path: '/admin/marketplace/dashboard' });
    for (const id of ['chart-activity', 'chart-waiting-leads', 'chart-cities']) await chartReady(page(), id);
    expect(await seriousViolations(page())).toBe('');
    await fullScreenshot(page(), 'dashboard-marketplace-en');
    const cities = page().getByTestId('chart-cities');
    await showTable(cities, 'Show as table');
    const city = (await cities.getByRole('row').nth(1).getByRole('cell').nth(0).textContent())!;
    await cities.getByRole('switch', { name: 'Show as table' }).uncheck();
    await cities.locator('.MuiBarChart-element').first().click();
    await page().waitForURL('**/admin/marketplace/ourGarage?**');
    expect(filterOf(page())).toEqual({ city });
    await firstDataRow(page()).waitFor();
  });

  it('shows a marketplace sub-admin in Arabic the charts of their screens; a week of bookings opens that week', async () => {
    await signInTo(page(), MARKETPLACE_SUPPORT, SUBADMIN_PASSWORD, { locale: 'ar', path: '/admin/marketplace/dashboard' });
    const activity = await chartReady(page(), 'chart-activity');
    await chartReady(page(), 'chart-waiting-leads');
    expect(await page().getByTestId('chart-cities').count()).toBe(0);
    expect(await seriousViolations(page())).toBe('');
    await fullScreenshot(page(), 'dashboard-marketplace-subadmin-ar');
    await showTable(activity, 'عرض كجدول');
    await screenshot(activity, 'dashboard-activity-table-ar');
    await activity.getByRole('row').last().getByRole('link').click();
    await page().waitForURL('**/admin/marketplace/booking?**');
    const filter = filterOf(page());
    await expect(page().getByTestId('filter-from').inputValue()).resolves.toBe(shownDate(filter.from));
    await expect(page().getByTestId('filter-to').inputValue()).resolves.toBe(shownDate(filter.to));
  });
});
