import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstDataRow, pagePerTest, screenshot, seriousViolations, setPreference, signInAsAdmin } from './browser';

const PHONE = { width: 390, height: 844 };
const page = pagePerTest({ viewport: PHONE });

/** How far the page itself scrolls sideways (0 when only the tables do). */
const pageOverflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The open dialog's paper covers the whole viewport. */
async function expectFullScreenDialog(target: Page) {
  const box = await target.locator('[role="dialog"]:visible').last().boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
}

/** The Filters button the filters fold behind on a phone, and Clear Filters inside it, in each language walked. */
const FOLD = { en: { filters: 'Filters', clear: 'Clear Filters' }, ar: { filters: 'عوامل التصفية', clear: 'مسح عوامل التصفية' } };

/** The filters fold behind one button, so the first row is on the first screen; the button counts what is set. */
async function foldedFilters(language: 'en' | 'ar') {
  const words = FOLD[language];
  const firstRow = await firstDataRow(page()).boundingBox();
  expect(firstRow!.y + firstRow!.height).toBeLessThan(PHONE.height);
  expect(await page().getByRole('searchbox').count()).toBe(0);
  await page().getByRole('button', { name: words.filters, exact: true }).click();
  const sheet = page().getByRole('dialog', { name: words.filters });
  await sheet.getByRole('searchbox').fill('MKT');
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-filters-${language}`);
  await page().keyboard.press('Escape');
  // Kept while closed (a search typed just before closing still applies), hidden.
  await sheet.waitFor({ state: 'hidden' });
  await page()
    .getByRole('button', { name: `${words.filters} (1)`, exact: true })
    .click();
  await sheet.getByRole('button', { name: words.clear }).click();
  await page().keyboard.press('Escape');
  await page().getByRole('button', { name: words.filters, exact: true }).waitFor();
}

/** Garage Management, its folded filters, a row action, the subscriptions modal and the drawer at a phone's width, in one language. */
async function walkThrough(language: 'en' | 'ar') {
  await firstDataRow(page()).waitFor();
  expect(await pageOverflow(page())).toBe(0);
  await foldedFilters(language);
  // The table scrolls sideways inside its card.
  const region = page().locator('[role="region"][tabindex="0"]').first();
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-garage-management-${language}`);

  // A row action far to the side: the status switch opens its modal over the whole screen.
  const row = page().locator('tbody tr').first();
  await row.locator('td.column-status input[type="checkbox"], td input[role="switch"], td .MuiSwitch-input').first().click();
  await expectFullScreenDialog(page());
  expect(await seriousViolations(page())).toBe('');
  await page().keyboard.press('Escape');
  await page().locator('[role="dialog"]:visible').waitFor({ state: 'detached' });

  await row.locator('td.column-subscriptions button').click();
  await page().locator('[role="dialog"]:visible [role="tab"]').first().waitFor();
  await expectFullScreenDialog(page());
  expect(await pageOverflow(page())).toBe(0);
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-subscriptions-${language}`);
  await page().keyboard.press('Escape');
  await page().locator('[role="dialog"]:visible').waitFor({ state: 'detached' });

  // The app bar's first button opens the menu drawer (below 992 px).
  await page().locator('header button').first().click();
  const drawer = page().locator('.MuiDrawer-paper:visible').first();
  await drawer.locator('[role="menuitem"]').first().waitFor();
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-drawer-${language}`);
  await page().keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

describe('a console that works on a phone (390 x 844)', () => {
  it('shows Garage Management, its row actions, the subscriptions modal and the drawer in English and Arabic', async () => {
    await signInAsAdmin(page(), '/admin/GarageManagement');
    await walkThrough('en');
    await setPreference(page(), 'locale', 'ar');
    await page().goto('/admin/GarageManagement');
    await walkThrough('ar');
    await expect(page().evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
  });

  it('keeps the other main lists and their dialogs inside the screen', async () => {
    await signInAsAdmin(page(), '/admin/category');
    for (const path of ['/admin/Subscription', '/admin/category']) {
      await page().goto(path);
      await firstDataRow(page()).waitFor();
      expect(await pageOverflow(page())).toBe(0);
      expect(await seriousViolations(page())).toBe('');
    }
    await page().getByRole('button', { name: 'Add Category' }).click();
    await expectFullScreenDialog(page());
    expect(await seriousViolations(page())).toBe('');
  });
});
