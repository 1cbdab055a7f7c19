import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { product } from '../../src/config';
import { resources } from '../../src/areas/registry';
import { DEMO_SUBADMIN } from '../../src/sandbox/demo';
import type { SandboxShape } from '../../src/sandbox/shapes';
import { baseURL, dataCells, navigate, pagePerTest, sandboxRequest, signIn, signInAsAdmin } from './browser';

/**
 * The console against backends shaped otherwise than the sandbox's usual answers, both within the
 * contract (docs/sandbox.md, SANDBOX_SHAPE): `minimal` answers only what the documents promise,
 * `mongoose` adds what a Mongoose server does. An administrator and a sub-admin open every list they
 * have; no list may fail or mark a cell it could not read; a few cheap saves go through.
 */
const LISTS = ['/admin/dashboard', `/admin/${product}/dashboard`, ...resources.map((resource) => `/${resource.route}`)];

async function setShape(shape: SandboxShape) {
  const answer = await sandboxRequest('/__sandbox/shape', { method: 'POST', body: JSON.stringify({ shape }) });
  expect(answer.status).toBe(200);
}

/** What the screen at `path` shows that it should not: a failed list, unreadable rows or cells. */
async function problemsAt(page: Page, path: string): Promise<string[]> {
  await navigate(page, path);
  // Settled: rows, the empty message, a chart or a failure.
  const settled = await page
    .locator('tbody tr.RaDataTable-row, .RaEmpty-message, [role="alert"], [data-testid="unreadable-rows"], svg.MuiChartsSurface-root, .MuiCard-root')
    .first()
    .waitFor()
    .then(() => true)
    .catch(() => false);
  if (!settled) return [`${path}: nothing shown`];
  const problems = await page.evaluate(() => {
    const texts = [...document.querySelectorAll('[role="alert"], [data-testid="unreadable-rows"]')].map((element) =>
      (element as HTMLElement).innerText.trim(),
    );
    if (/could not be read/i.test(document.body.innerText)) texts.push('"could not be read" on the screen');
    return texts.filter(Boolean);
  });
  return problems.map((text) => `${path}: ${text}`);
}

async function saves(page: Page): Promise<string[]> {
  const failed: string[] = [];
  const attempt = async (name: string, run: () => Promise<void>) =>
    // The error's first line and Playwright's call log (what it waited for, what it found).
    run().catch((error: Error) => void failed.push(`${name}: ${error.message.split('\n').slice(0, 6).join(' | ')}`));
  await attempt('add a category', async () => {
    await navigate(page, '/admin/category');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByRole('radio', { name: 'Bike' }).check();
    await page.getByRole('textbox', { name: /^Category Name/ }).fill('Shape Check');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Category Added Successfully').waitFor();
  });
  await attempt('add a city', async () => {
    await navigate(page, '/admin/cities');
    await page.getByRole('button', { name: 'Add City' }).click();
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: /^State/ })
      .fill('Kerala');
    await page.getByRole('option', { name: 'Kerala' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /^City Name/ })
      .fill('Shape Town');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('City Added Successfully').waitFor();
  });
  await attempt('toggle a promo code', async () => {
    await navigate(page, '/admin/Promocodes');
    const row = page
      .locator('tbody tr.RaDataTable-row')
      .filter({ has: page.getByRole('switch') })
      .first();
    await row.getByRole('switch').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(/^Promocode is now (Active|Inactive)$/).waitFor();
  });
  await attempt('sort the states by the name each shows, sent as stateName or name (000 §3), Z to A', async () => {
    await navigate(page, '/admin/states');
    const sortButton = page.locator('thead th.column-stateName button');
    await sortButton.click();
    await page.locator('thead th.column-stateName[aria-sort="ascending"]').waitFor();
    await sortButton.click();
    await page.locator('thead th.column-stateName[aria-sort="descending"]').waitFor();
    // The header shows the order asked at once; the rows follow with its answer, a moment later on a busy machine.
    const zToA = (names: string[]) => [...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
    await expect
      .poll(
        async () => {
          const names = await page.locator('tbody td.column-stateName').allTextContents();
          return names.length > 1 && names.join('|') === zToA(names).join('|') ? 'Z to A' : names;
        },
        { timeout: 15_000 },
      )
      .toBe('Z to A');
  });
  await attempt('edit a live garage untouched: its categories and GST number go back as they came', async () => {
    await navigate(page, `/admin/${product}/ourGarage`);
    // The garages as this shape answers them.
    const garages = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('admin') ?? '{}');
      const answer = await (await fetch('/api/onlineGarages', { headers: { Authorization: `Bearer ${token}` } })).json();
      return answer.data.data as Record<string, unknown>[];
    });
    // Every row in: until then the rows shown are those arrived, in the server's order, and the first one changes.
    await page
      .locator('.MuiTablePagination-displayedRows')
      .filter({ hasText: new RegExp(`of ${garages.length.toLocaleString('en-US')}$`) })
      .waitFor();
    await page.getByTestId('list-progress').waitFor({ state: 'detached' });
    const firstRow = page.locator('tbody tr.RaDataTable-row').first();
    const garageName = (await dataCells(firstRow).nth(4).textContent())!.trim();
    const garage = garages.find((row) => row.garageName === garageName);
    if (!garage) throw new Error(`${garageName} is not in the answer`);
    await page.context().grantPermissions(['geolocation'], { origin: baseURL() });
    await page.context().setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await firstRow.getByRole('button', { name: `Edit ${garageName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Garage Name/ }).waitFor();
    const edited = page.waitForRequest((request) => request.url().endsWith('/api/editGarageProfile'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const body = (await edited).postDataJSON();
    const categories = ((garage.categories ?? []) as { categoryName?: string }[]).map((category) => category.categoryName);
    // Read without categories, none are sent ([] would wipe those the server holds).
    expect(body.specialized).toEqual(garage.categories ? categories : undefined);
    expect(body.gstNumber).toBe(garage.gstNumber ?? garage.gstIn ?? '');
    expect(body.bussinessType).toBe(garage.businessType ?? garage.bussinessType);
    await dialog.waitFor({ state: 'detached' });
  });
  await attempt("save a page's SEO untouched: every field it had goes back", async () => {
    await navigate(page, `/admin/${product}/page`);
    const loaded = page.waitForResponse((response) => response.url().includes('/api/getSinglePage/'));
    await page
      .locator('tbody tr.RaDataTable-row')
      .first()
      .getByRole('link', { name: /^Seo Edit:/ })
      .click();
    const answer = await (await loaded).json();
    const stored = (answer.data?.data ?? answer.data) as Record<string, unknown>;
    await page.getByRole('heading', { name: /^SEO: / }).waitFor();
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/SEOdata') && request.method() === 'PUT');
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await saved).postDataJSON();
    const fields = [
      'title',
      'url',
      'location',
      'vehicleType',
      'categoryType',
      'serviceName',
      'seoTitle',
      'seoDescription',
      'seoMetaData',
      'seoColonical',
      'seoSiteMap',
      'seoSiteType',
    ];
    const had = fields.filter((field) => stored[field] !== undefined && stored[field] !== '');
    expect(Object.fromEntries(had.map((field) => [field, body[field]]))).toEqual(Object.fromEntries(had.map((field) => [field, stored[field]])));
    // And nothing it lacked is sent empty over what the server may hold.
    expect(fields.filter((field) => stored[field] === undefined && field in body)).toEqual([]);
  });
  return failed;
}

describe('the console against other shapes of answers', () => {
  const page = pagePerTest();
  afterAll(() => setShape('documented'));

  // SHAPES=minimal runs one shape.
  for (const shape of (process.env.SHAPES?.split(',') ?? ['minimal', 'mongoose', 'alternatives']) as SandboxShape[])
    it(`${shape}: every list opens without an error or an unreadable cell, for an administrator and a sub-admin, and saves go through`, async () => {
      await setShape(shape);
      await signInAsAdmin(page());
      const problems: string[] = [];
      for (const path of LISTS) problems.push(...(await problemsAt(page(), path)));
      problems.push(...(await saves(page())));

      await signIn(page(), DEMO_SUBADMIN.email, DEMO_SUBADMIN.password, '/admin/dashboard');
      await page().waitForURL('**/admin/dashboard');
      // The role's screens (Category, Service) beside the Dashboard, once the menu shows them.
      const menu = page().locator('.RaSidebar-fixed a[href^="/admin"]');
      await expect.poll(() => menu.count()).toBeGreaterThan(1);
      const links = [...new Set(await menu.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname)))];
      for (const path of links) problems.push(...(await problemsAt(page(), path)).map((problem) => `sub-admin ${problem}`));
      expect(problems).toEqual([]);
    });
});
