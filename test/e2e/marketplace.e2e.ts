import { describe, expect, it } from 'vitest';
import {
  baseURL,
  navigate,
  screenshot,
  seriousViolations,
  setPreference,
  signIn,
  pagePerTest,
  signInAsAdmin,
  openList,
  typeDate,
  dataCells,
  drawnOutOfOrder,
  columnCells,
} from './browser';
import { DOCUMENTED_WORDS, wordsOutside } from './documentedWords';

const page = pagePerTest();
const rows = () => page().locator('tbody tr');

/** Our Garage narrowed to one garage by its marketplace id. */
async function findLiveGarage(marketplaceId: string) {
  await openList(page(), '/admin/marketplace/ourGarage');
  await page().getByRole('searchbox', { name: 'Search' }).fill(marketplaceId);
  await expect.poll(() => rows().count()).toBe(1);
  return rows().first();
}

describe('marketplace garages', () => {
  it('approves a requested garage, finds it in Our Garage, sponsors it and sees the analytics again', async () => {
    await signInAsAdmin(page(), '/admin/marketplace/approveGarage');
    await openList(page(), '/admin/marketplace/approveGarage');
    const first = rows().first();
    const marketplaceId = (await dataCells(first).nth(3).textContent())!.trim();
    const garageName = (await dataCells(first).nth(4).textContent())!.trim();
    await first.getByText('Pending').waitFor();
    await screenshot(page(), 'marketplace-approve-en');
    await first.getByRole('button', { name: `Approve: ${garageName}` }).click();
    await page().getByText('Are you sure Approve this Garage?').waitFor();
    const approved = page().waitForRequest((request) => request.url().endsWith('/api/approveGarageRequest'));
    await page().getByRole('button', { name: 'Yes' }).click();
    expect(Object.keys((await approved).postDataJSON())).toEqual(['garageId']);
    await page().getByText('Approve Success').waitFor();
    await page().getByRole('cell', { name: marketplaceId, exact: true }).waitFor({ state: 'detached' });

    const row = await findLiveGarage(marketplaceId);
    await row.getByText(garageName, { exact: true }).waitFor();
    await row.getByRole('button', { name: `Marketplace Analytics: ${garageName}` }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByLabel('Jobs Completed').waitFor();
    await dialog.getByLabel('Sponsored', { exact: true }).check();
    await typeDate(dialog, 'sponsoredStartDate', '20261105');
    await typeDate(dialog, 'sponsoredEndDate', '20261205');
    await dialog.getByLabel('Radius (km)').fill('8');
    await dialog.getByLabel('Price (₹)').fill('4999');
    await screenshot(page(), 'marketplace-analytics-en');
    const saved = page().waitForRequest((request) => request.url().endsWith('/api/admin/marketplaceAnalyticData'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      isSponsored: true,
      sponsoredStartDate: '2026-11-05',
      sponsoredEndDate: '2026-12-05',
      sponsoredRadius: 8,
      sponsoredPrice: 4999,
    });
    await page().getByText('Analytics data updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await rows()
      .first()
      .getByRole('button', { name: `Marketplace Analytics: ${garageName}` })
      .click();
    await expect.poll(() => page().getByRole('dialog').getByLabel('Radius (km)').inputValue()).toBe('8');
    expect(await page().getByRole('dialog').getByLabel('Price (₹)').inputValue()).toBe('4999');
    expect(await page().getByRole('dialog').getByTestId('date-sponsoredEndDate').inputValue()).toBe('2026-12-05');
    expect(await seriousViolations(page())).toBe('');
  });

  it('saves an edit with the browser location, and says why nothing was saved when it is refused', async () => {
    await signInAsAdmin(page(), '/admin/marketplace/ourGarage');
    await openList(page(), '/admin/marketplace/ourGarage');
    const marketplaceId = (await dataCells(rows().first()).nth(3).textContent())!.trim();
    const garageName = (await dataCells(rows().first()).nth(4).textContent())!.trim();
    const row = await findLiveGarage(marketplaceId);
    await page().context().grantPermissions(['geolocation'], { origin: baseURL() });
    await page().context().setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await row.getByRole('button', { name: `Edit ${garageName}` }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Garage Name/ }).waitFor();
    await dialog.getByRole('textbox', { name: /^Garage Name/ }).fill(`${garageName} Prime`);
    await screenshot(page(), 'marketplace-edit-en');
    const edited = page().waitForRequest((request) => request.url().endsWith('/api/editGarageProfile'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const body = (await edited).postDataJSON();
    expect(body).toMatchObject({ garageName: `${garageName} Prime`, latitude: 12.9716, longitude: 77.5946 });
    // The hours were not touched: the stored week goes back as the popup's availableTimes, a day each.
    expect(body.availableTimes.map((entry: { day: string }) => entry.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await dialog.waitFor({ state: 'detached' });
    await rows().first().getByText(`${garageName} Prime`).waitFor();

    await page().context().clearPermissions();
    await page().evaluate(() => {
      // The refusal a user gives in the browser's prompt.
      navigator.geolocation.getCurrentPosition = (_ok, fail) =>
        fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    });
    let refusedRequests = 0;
    page().on('request', (request) => {
      if (request.url().endsWith('/api/editGarageProfile')) refusedRequests += 1;
    });
    await rows()
      .first()
      .getByRole('button', { name: `Edit ${garageName} Prime` })
      .click();
    await page().getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Nothing was saved: allow this site to use your location, then submit again.').waitFor();
    expect(refusedRequests).toBe(0);
    await page().getByRole('dialog').waitFor();
  });
});

describe('marketplace customers', () => {
  it("opens a customer's booking history", async () => {
    await signInAsAdmin(page(), '/admin/marketplace/mycustomer');
    await openList(page(), '/admin/marketplace/mycustomer');
    const history = page()
      .getByRole('button', { name: /^View booking history/ })
      .filter({ hasText: /View \([1-9]/ })
      .first();
    const count = Number(/\((\d+)\)/.exec((await history.textContent())!)![1]);
    await history.click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('columnheader', { name: 'Garage Name' }).waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(count);
    await screenshot(page(), 'marketplace-booking-history-en');
  });
});

describe('marketplace screens pass axe in English and Arabic', () => {
  it('checks every screen', async () => {
    const paths = ['approveGarage', 'ourGarage', 'mycustomer', 'booking', 'quotes', 'users'].map((name) => `/admin/marketplace/${name}`);
    for (const [locale, theme] of [
      ['en', 'lite'],
      ['ar', 'dark'],
    ] as const) {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      await signInAsAdmin(page(), paths[0]);
      for (const path of [...paths, '/admin/customerManagement']) {
        await openList(page(), path);
        expect(await seriousViolations(page()), `${locale} ${path}`).toBe('');
        await screenshot(page(), `marketplace-${path.split('/').pop()}-${locale}`);
        // A documented fuel type reads in the user's language.
        if (path.endsWith('/mycustomer') || path.endsWith('/booking'))
          expect(wordsOutside(await columnCells(page(), 'fuelType').allTextContents(), DOCUMENTED_WORDS[locale].fuel), `${locale} ${path}`).toEqual(
            [],
          );
      }
      // A booking's time reads as written in Arabic too: '04:00 PM', not 'PM 04:00'.
      await openList(page(), '/admin/marketplace/booking');
      const times = await drawnOutOfOrder(page().locator('tbody td'), /^\d{2}:\d{2} [AP]M$/);
      expect(times.matched, locale).toBeGreaterThan(0);
      expect(times.outOfOrder, `${locale}: times drawn out of order`).toEqual([]);
      await page().evaluate(() => localStorage.removeItem('admin'));
    }
  });

  it('shows a sub-admin with the feature the list without Export, and refuses Our Garage', async () => {
    await signIn(page(), 'farhan.qureshi@garagehub.in', 'Subadmin@123', '/admin/marketplace/quotes');
    await openList(page(), '/admin/marketplace/quotes');
    expect(await page().getByRole('button', { name: 'Export' }).count()).toBe(0);
    await navigate(page(), '/admin/marketplace/ourGarage');
    await page().getByText('Access denied').waitFor();
  });
});
