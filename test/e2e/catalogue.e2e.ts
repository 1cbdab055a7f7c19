import { describe, expect, it } from 'vitest';
import {
  baseURL,
  columnTexts,
  dataCells,
  firstDataRow,
  navigate,
  openListAsAdmin,
  pagePerTest,
  screenshot,
  seriousViolations,
  setFault,
  setPreference,
  signIn,
  signInAsAdmin,
} from './browser';

const page = pagePerTest();

describe('category management', () => {
  // One visit: the list passes axe in English and light, adds, toggles, and keeps a refused duplicate.
  it('adds a category, shows it first, toggles its status, and keeps what was typed when the server refuses a duplicate', async () => {
    await openListAsAdmin(page(), '/admin/category');
    expect(await page().locator('tbody tr').count()).toBe(10);
    expect(await seriousViolations(page()), 'en lite').toBe('');
    await screenshot(page(), 'category-en-lite');
    await page().getByRole('button', { name: 'Add Category' }).click();
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Please Select Vehicle Type').waitFor();
    await page().getByText('Please Enter Category Name').waitFor();
    // react-admin's inputs hand MUI 9 props it no longer takes, which React wrote out as attributes (patches/).
    expect(await page().locator('[inputprops], [inputref]').count(), 'props written out as attributes').toBe(0);
    await page().getByRole('radio', { name: 'Bike' }).check();
    await page()
      .getByRole('textbox', { name: /^Category Name/ })
      .fill('Chain Lubrication');
    const sent = page().waitForRequest((request) => request.url().endsWith('/api/addCategoryAdmin'));
    await page().getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON()).toEqual({ categoryImage: '', vehicleType: 2, categoryName: 'Chain Lubrication', categoryDescription: '' });
    await page().getByText('Category Added Successfully').waitFor();
    const firstRow = page().locator('tbody tr').first();
    await firstRow.getByText('Chain Lubrication').waitFor();
    await screenshot(page(), 'category-added-en');

    await firstRow.getByRole('switch').click();
    await page().getByText('Are you sure Deactivate this Category?').waitFor();
    const toggled = page().waitForRequest((request) => request.url().endsWith('/api/ChangeCategoryAdminStatus'));
    await page().getByRole('button', { name: 'Yes' }).click();
    expect((await toggled).postDataJSON()).toMatchObject({ status: false });
    await page().getByText('Category is now Inactive').waitFor();
    await firstRow.getByText('Inactive', { exact: true }).waitFor();

    // A seeded category's name (the second row: the first is the one just added).
    const existing = (await dataCells(page().locator('tbody tr').nth(1)).nth(3).textContent())!.trim();
    await page().getByRole('button', { name: 'Add Category' }).click();
    await page().getByRole('radio', { name: 'Car' }).check();
    await page()
      .getByRole('textbox', { name: /^Category Name/ })
      .fill(existing);
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Category already exists').waitFor();
    await expect(
      page()
        .getByRole('textbox', { name: /^Category Name/ })
        .inputValue(),
    ).resolves.toBe(existing);
  });

  it('shows an error with Retry when the list fails', async () => {
    await setFault('GET /CategoryAdminList', { status: 500, times: 1 });
    await signInAsAdmin(page(), '/admin/category');
    await page().getByText('The list could not be loaded.').waitFor();
    await page().getByRole('button', { name: 'Retry' }).click();
    await firstDataRow(page()).waitFor();
  });

  it('passes axe in Arabic and dark, and in semi-dark (English and light: above)', async () => {
    for (const [locale, theme] of [
      ['ar', 'dark'],
      ['en', 'semi-dark'],
    ] as const) {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      await openListAsAdmin(page(), '/admin/category');
      expect(await seriousViolations(page()), `${locale} ${theme}`).toBe('');
      await screenshot(page(), `category-${locale}-${theme}`);
      await page().evaluate(() => localStorage.removeItem('admin'));
    }
  });
});

describe('services, states and cities', () => {
  it('filters services by vehicle and search, and clears the filters; both lists pass axe, states with the reversed badge', async () => {
    await signInAsAdmin(page(), '/admin/services');
    await firstDataRow(page()).waitFor();
    await page().getByRole('combobox', { name: 'Vehicle Type' }).click();
    await page().getByRole('option', { name: 'Bike' }).click();
    await page().waitForURL(/vehicleType/);
    const vehicles = await columnTexts(page().locator('tbody tr'), 5);
    expect(new Set(vehicles)).toEqual(new Set(['Bike']));
    await page().getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page().locator('tbody tr').count()).resolves.toBe(10);
    expect(await seriousViolations(page())).toBe('');

    await navigate(page(), '/admin/states');
    await firstDataRow(page()).waitFor();
    expect(await seriousViolations(page())).toBe('');
  });

  it("asks for the profile and the list's rows while the console's code loads on the list's next visit, once each", async () => {
    await openListAsAdmin(page(), '/admin/category');
    // The next visit as a cold open: the stored session and what the first visit remembered, an empty HTTP cache.
    const cold = await page()
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), viewport: { width: 1366, height: 860 }, storageState: await page().context().storageState() });
    try {
      const next = await cold.newPage();
      const asked: { path: string; at: number }[] = [];
      // Finished requests, the page's and the list worker's, with the browser's own start times.
      next.on('requestfinished', (request) => void asked.push({ path: new URL(request.url()).pathname, at: request.timing().startTime }));
      await next.goto('/admin/category');
      await firstDataRow(next).waitFor();
      const codeRan = await next.evaluate(() => performance.timeOrigin + performance.getEntriesByName('console:code')[0].startTime);
      const profile = asked.filter((call) => call.path === '/api/admin_marketplace_dashboard');
      const rows = asked.filter((call) => call.path === '/api/CategoryAdminList');
      expect(profile).toHaveLength(1);
      expect(rows).toHaveLength(1);
      expect(profile[0].at).toBeLessThan(codeRan);
      expect(rows[0].at).toBeLessThan(codeRan);
    } finally {
      await cold.close();
    }
  });

  it('lists cities of the chosen state, edits a tier and adds a city', async () => {
    await signInAsAdmin(page(), '/admin/cities');
    // The picker starts on the first state once the states arrive; typing earlier would be overwritten.
    const statePicker = page().getByRole('combobox', { name: 'State' });
    await expect.poll(() => statePicker.inputValue()).not.toBe('');
    await statePicker.fill('Maharashtra');
    await page().getByRole('option', { name: 'Maharashtra' }).waitFor();
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Enter');
    await page().getByRole('searchbox', { name: 'Search' }).fill('Pune');
    const row = page()
      .locator('tbody tr')
      .filter({ has: page().getByRole('cell', { name: 'Pune', exact: true }) });
    await row.waitFor();
    await row.getByRole('button', { name: /Tier Edit/ }).click();
    await page().getByRole('combobox', { name: 'Tier' }).click();
    await page().getByRole('option', { name: 'Tier-2' }).click();
    const tier = page().waitForRequest((request) => request.url().endsWith('/api/updateCity'));
    await page().getByRole('button', { name: 'Submit' }).click();
    expect((await tier).postDataJSON()).toEqual({ city: 'Pune', tier: 2 });
    await page().getByText('Tier Updated Successfully').waitFor();

    await page().getByRole('button', { name: 'Add City' }).click();
    await page()
      .getByRole('dialog')
      .getByRole('combobox', { name: /^State/ })
      .fill('Kerala');
    await page().getByRole('option', { name: 'Kerala' }).waitFor();
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Enter');
    await page()
      .getByRole('dialog')
      .getByRole('textbox', { name: /^City Name/ })
      .fill('Varkala Beach');
    const added = page().waitForRequest((request) => request.url().endsWith('/api/addCity'));
    await page().getByRole('button', { name: 'Submit' }).click();
    expect((await added).postDataJSON()).toMatchObject({ cityName: 'Varkala Beach', country: 'IN' });
    await page().getByText('City Added Successfully').waitFor();
    await screenshot(page(), 'cities-en');
  });

  it('says, in Arabic and dark too, that the state picker got only part of its list when the answer broke off, and Retry reads it whole', async () => {
    await setPreference(page(), 'locale', 'ar');
    await setPreference(page(), 'themeName', 'dark');
    // The answer stalls after its first rows, then breaks off: the rows before the break were read.
    await setFault('GET /listOfStates', { failAfterBytes: 3000, chunkDelayMs: 5000, times: 1 });
    await signInAsAdmin(page(), '/admin/cities');
    const cutShort = page()
      .getByRole('alert')
      .filter({ hasText: /وصل أول \d+ من الخيارات فقط/ });
    await cutShort.waitFor();
    expect(await page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'cities-states-cut-short-ar-dark', { always: true });
    await cutShort.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await cutShort.waitFor({ state: 'detached' });
  });
});

describe('sub-admin access', () => {
  it('sees only the features of the role and is refused other screens with the reason', async () => {
    await signIn(page(), 'catalogue@garagehub.in', 'Subadmin@123');
    await page().waitForURL('**/admin/dashboard');
    const menu = page().locator('.RaSidebar-fixed [role="menu"]');
    await menu.getByRole('menuitem', { name: 'Category' }).waitFor();
    const entries = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
    // Role value 'subadmin': Dashboard, SubAdmin Management (list and roles) and the role's features.
    expect(entries).toEqual(['Dashboard', 'SubAdmin Management', 'SubAdmin list', 'Roles', 'Category', 'Service']);
    await navigate(page(), '/admin/category');
    await firstDataRow(page()).waitFor();
    expect(await page().getByRole('button', { name: 'Export' }).count()).toBe(0);
    await navigate(page(), '/admin/GarageManagement');
    await page().getByText('Access denied').waitFor();
    await page().getByText('Your role has not been given this feature.').waitFor();
    await screenshot(page(), 'subadmin-denied-en');
  });
});
