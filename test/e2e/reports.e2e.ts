import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  columnCells,
  firstDataRow,
  navigate,
  openListAsAdmin,
  pagePerTest,
  resetSandbox,
  screenshot,
  seriousViolations,
  setPreference,
  signIn,
  signInAsAdmin,
  DEMO_ADMIN_EMAIL,
} from './browser';
import { DOCUMENTED_WORDS, wordsOutside } from './documentedWords';

const page = pagePerTest();

/** Calls the sandbox API with the signed-in admin's token (to learn what the seed holds). */
function callApi<T>(target: Page, path: string, body?: unknown): Promise<T> {
  return target.evaluate(
    async ([url, payload]) => {
      const { token } = JSON.parse(localStorage.getItem('admin') ?? '{}');
      const response = await fetch(`/api${url}`, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return response.json();
    },
    [path, body] as const,
  ) as Promise<T>;
}

const bodyOf = (request: Request) => request.postDataJSON();

/**
 * How far each figure of a column (its head and its cells) ends from its cell's end edge, in px: the
 * right in English, the left in Arabic. Figures lined up for reading down end at the cell's padding.
 */
const figureEndGaps = (target: Page, source: string) =>
  target.locator(`table .column-${source}`).evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const [text, box] = [range.getBoundingClientRect(), cell.getBoundingClientRect()];
      return Math.round(getComputedStyle(cell).direction === 'rtl' ? text.left - box.left : box.right - text.right);
    }),
  );
const rowCount = () => page().locator('tbody tr').count();

describe('reports', () => {
  it('pages through the inventory of all garages and of one garage', async () => {
    // Four garages: 60 parts, one garage holding 25 of them (three pages of 10, 10 and 5).
    await resetSandbox({ garages: 4 });
    await openListAsAdmin(page(), '/admin/Inventory');
    const all = await callApi<{ data: { parts: { garageName: string }[]; pagination: { totalCount: number } } }>(page(), '/getListOfInventory', {
      limit: 1000,
      page: 1,
      garageId: '',
    });
    expect(await rowCount()).toBe(10);
    await page().getByText(`1-10 of ${all.data.pagination.totalCount}`).waitFor();

    const second = page().waitForRequest((request) => request.url().endsWith('/api/getListOfInventory'));
    await page().getByRole('button', { name: 'Go to next page' }).click();
    expect(bodyOf(await second)).toEqual({ limit: 10, page: 2, garageId: '' });
    await page().getByText(`11-20 of ${all.data.pagination.totalCount}`).waitFor();

    // The seed gives one garage (the first live one) exactly 25 parts; page through its own inventory.
    // Parts carry the garage's name only (001 §3): its id comes from the garage name list.
    const counts = new Map<string, number>();
    for (const part of all.data.parts) counts.set(part.garageName, (counts.get(part.garageName) ?? 0) + 1);
    const withPages = [...counts.entries()].filter(([, count]) => count === 25);
    expect(withPages).toHaveLength(1);
    const garage = { name: withPages[0][0] };
    const { data: names } = await callApi<{ data: { _id: string; garageName: string }[] }>(page(), '/garageNameList');
    const garageId = names.find((entry) => entry.garageName === garage.name)!._id;
    const picked = page().waitForRequest((request) => request.url().endsWith('/api/getListOfInventory') && bodyOf(request).garageId === garageId);
    await page().getByRole('combobox', { name: 'Garage', exact: true }).fill(garage.name);
    await page()
      .getByRole('option', { name: new RegExp(`^${garage.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    expect(bodyOf(await picked)).toEqual({ limit: 10, page: 1, garageId });
    await page().getByText('1-10 of 25').waitFor();
    expect(await rowCount()).toBe(10);
    const seen = new Set(await page().locator('tbody tr').allTextContents());
    for (const [pageNo, range, shown] of [
      [2, '11-20 of 25', 10],
      [3, '21-25 of 25', 5],
    ] as const) {
      const next = page().waitForRequest((request) => request.url().endsWith('/api/getListOfInventory') && bodyOf(request).page === pageNo);
      await page().getByRole('button', { name: 'Go to next page' }).click();
      expect(bodyOf(await next)).toEqual({ limit: 10, page: pageNo, garageId });
      await page().getByText(range).waitFor();
      await expect.poll(rowCount).toBe(shown);
      for (const text of await page().locator('tbody tr').allTextContents()) seen.add(text);
    }
    // 25 different parts across the three pages, all of the picked garage.
    expect(seen.size).toBe(25);
    expect([...seen].every((text) => text.includes(garage.name))).toBe(true);
    await expect(page().getByRole('button', { name: 'Go to next page' }).isDisabled()).resolves.toBe(true);
    await screenshot(page(), 'reports-inventory-garage-last-page');
  });

  it('sends a push notification to the garages of one city', async () => {
    await openListAsAdmin(page(), '/admin/Pushnotifications');
    const { data: garages } = await callApi<{ data: { _id: string; garageName: string; city: string; state: string }[] }>(page(), '/garageNameList');
    const byCity = new Map<string, typeof garages>();
    for (const garage of garages) byCity.set(garage.city, [...(byCity.get(garage.city) ?? []), garage]);
    const [city, inCity] = [...byCity.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    const state = inCity[0].state;

    await page().getByRole('button', { name: 'Add PushNotification' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'State' }).fill(state);
    await page().getByRole('option', { name: state, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Cities' }).fill(city);
    await page().getByRole('option', { name: city, exact: true }).click();
    await dialog.getByText(`Garages matching the choices: ${inCity.length}`).waitFor();
    for (const garage of inCity) {
      await dialog.getByRole('combobox', { name: 'Garages' }).click();
      await page()
        .getByRole('option', { name: `${garage.garageName} (${city})` })
        .click();
    }
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Monsoon check-up week');
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Offer wipers, brakes and tyre checks this week.');
    await screenshot(page(), 'reports-push-dialog');
    const sent = page().waitForRequest((request) => request.url().endsWith('/api/addPushNotification'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const payload = bodyOf(await sent);
    expect(payload).toMatchObject({ image: '', state, location: [city], vehicleType: 3, businessType: '', title: 'Monsoon check-up week' });
    expect([...payload.garageId].sort()).toEqual(inCity.map((garage) => garage._id).sort());
    await page().getByText('Notification added successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page().locator('tbody tr').first().getByText('Monsoon check-up week').waitFor();
  });

  it('at a 4x slower CPU, acts on the first click on Add as it shows, on Ctrl+K pressed before and as the rows show, and on ? pressed before', async () => {
    const cdp = await page().context().newCDPSession(page());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signIn(page(), DEMO_ADMIN_EMAIL, 'Admin@123', '/admin/Pushnotifications');
    // Clicked as soon as it can be (Playwright waits only until it is visible and still).
    await page().getByRole('button', { name: 'Add PushNotification' }).click();
    await page().getByRole('dialog').getByRole('combobox', { name: 'State' }).waitFor();

    const finder = page().getByRole('combobox', { name: 'Find a screen or a garage' });
    // Pressed on the frame index.html paints, before the console's code runs: kept, and acted on.
    await page().reload({ waitUntil: 'commit' });
    await page().locator('h1').first().waitFor();
    await page().keyboard.press('Control+k');
    await finder.waitFor();
    await page().keyboard.press('Escape');
    await finder.waitFor({ state: 'detached' });
    await page().reload({ waitUntil: 'commit' });
    await firstDataRow(page()).waitFor();
    await page().keyboard.press('Control+k');
    await finder.waitFor();

    // ? on the frame, before the console listens: the shortcuts' list opens once it does.
    await page().reload({ waitUntil: 'commit' });
    await page().locator('h1').first().waitFor();
    expect(await page().getByRole('button', { name: 'Profile' }).count()).toBe(0);
    await page().keyboard.press('?');
    await page().getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  });

  it('deletes a rating comment with Undo: gone at once, the call goes after the notice', async () => {
    await openListAsAdmin(page(), '/admin/Ratings');
    const firstRow = page().locator('tbody tr').first();
    const before = await firstRow.getByRole('button', { name: /^Delete comment:/ }).count();
    const deleted = page().waitForRequest((request) => request.url().endsWith('/api/deleteRaating'), { timeout: 15_000 });
    const clicked = Date.now();
    await firstRow
      .getByRole('button', { name: /^Delete comment:/ })
      .first()
      .click();
    await page().getByText('Comment is Delete Successfully').waitFor();
    await page().getByRole('button', { name: 'Undo' }).waitFor();
    await expect.poll(() => firstRow.getByRole('button', { name: /^Delete comment:/ }).count()).toBe(before - 1);
    expect(Object.keys(bodyOf(await deleted))).toEqual(['ratingId']);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(5_000);
    await expect.poll(() => firstRow.getByRole('button', { name: /^Delete comment:/ }).count()).toBe(before - 1);
    await screenshot(page(), 'reports-ratings');
  });

  // One start of the console: Sale Invoice's axe check in English and light, then Coins History.
  it('passes axe on Sale Invoice and Coins History in English and light; opens bank details in Coins History and exports only for admin', async () => {
    await openListAsAdmin(page(), '/admin/SaleInvoice');
    expect(await seriousViolations(page()), '/admin/SaleInvoice en lite').toBe('');
    // Amounts end at the cell's padding (16 px), the head's label too, whatever their width.
    expect(new Set(await figureEndGaps(page(), 'totalAmounts'))).toEqual(new Set([16]));
    await screenshot(page(), 'reports-SaleInvoice-en-lite');
    await navigate(page(), '/admin/sales');
    await firstDataRow(page()).waitFor();
    expect(await seriousViolations(page()), '/admin/sales en lite').toBe('');
    await screenshot(page(), 'reports-sales-en-lite');
    const { detailedWallet } = await callApi<{ detailedWallet: unknown[] }>(page(), '/sales');
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('exported_data.xlsx');
    const XLSX = await import('xlsx');
    const book = XLSX.read(readFileSync((await file.path())!));
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.exported_data, { header: 1 });
    expect(sheet[0]).toEqual(['S.No', 'Garage ID', 'Garage Name', 'Phone Number', 'Credited Date', 'Credited Amount', 'Bank Details', 'InVoice']);
    expect(sheet).toHaveLength(detailedWallet.length + 1);
    await page()
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^View: Bank Details/ })
      .click();
    await page().getByRole('dialog').getByRole('columnheader', { name: 'IFSC Code' }).waitFor();
    await screenshot(page(), 'reports-coins-bank');
  });

  it('passes axe in Arabic and English, light and dark (English and light: above)', async () => {
    // One start of the console per language and theme; its screens are then opened in the app.
    for (const [locale, theme, paths] of [
      ['ar', 'dark', ['/admin/SaleInvoice']],
      ['ar', 'lite', ['/admin/Ratings', '/admin/Inventory']],
      ['en', 'dark', ['/admin/Pushnotifications']],
    ] as const) {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      for (const path of paths) {
        if (path === paths[0]) await signInAsAdmin(page(), path);
        else await navigate(page(), path);
        await firstDataRow(page()).waitFor();
        expect(await seriousViolations(page()), `${path} ${locale} ${theme}`).toBe('');
        await screenshot(page(), `reports${path.replace('/admin/', '-')}-${locale}-${theme}`);
        if (path === '/admin/SaleInvoice') {
          expect(wordsOutside(await columnCells(page(), 'fuelType').allTextContents(), DOCUMENTED_WORDS[locale].fuel), 'sale invoices').toEqual([]);
          expect(new Set(await figureEndGaps(page(), 'totalAmounts')), 'amounts end on the left').toEqual(new Set([16]));
        }
      }
    }
    await page().getByRole('button', { name: 'Add PushNotification' }).click();
    await page().getByRole('dialog').getByRole('combobox', { name: 'State' }).waitFor();
    expect(await seriousViolations(page()), 'push dialog').toBe('');
  });
});
