import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { LOCALES } from '../../i18n/locales';
import { THEME_NAMES } from '../../src/layout/themeNames';
import { firstDataRow, openList, openListAsAdmin, pagePerTest, screenshot, seriousViolations, signInAsAdmin } from './browser';

const page = pagePerTest();
const dialog = () => page().getByRole('dialog').last();
/** The app bar's open language or theme menu (the side menu has menu items too). */
const popupMenu = () => page().locator('.MuiMenu-paper:visible');
const menusClosed = () => expect.poll(() => popupMenu().count()).toBe(0);

/** Bodies of the requests to `path` sent while `action` runs. */
async function bodiesOf(target: Page, path: string, action: () => Promise<void>): Promise<unknown[]> {
  const seen: Request[] = [];
  const listener = (request: Request) => void (request.url().endsWith(`/api${path}`) && seen.push(request));
  target.on('request', listener);
  try {
    await action();
  } finally {
    target.off('request', listener);
  }
  return seen.map((request) => request.postDataJSON());
}

const selectRows = async (count: number) => {
  for (let index = 0; index < count; index++) await page().locator('tbody tr').nth(index).getByRole('checkbox').check();
};

describe('bulk actions and the finder', () => {
  it('bulk deactivates two garages (two PUT /manageGarageProfile, status false) and bulk approves two pending garages (two PUT /adminConformation)', async () => {
    await signInAsAdmin(page(), '/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
    // Active garages only, so that both selected rows change.
    await openList(page(), `/admin/GarageManagement?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`);
    await selectRows(2);
    await page().getByRole('button', { name: 'Deactivate', exact: true }).click();
    await dialog().getByText('Deactivate: 2 selected rows?').waitFor();
    await dialog().getByRole('textbox', { name: 'Reason (optional, sent with every row)' }).fill('Documents expired');
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'bulk-confirm-en');
    const sentStatus = await bodiesOf(page(), '/manageGarageProfile', async () => {
      await dialog().getByRole('button', { name: 'Deactivate (2)' }).click();
      await dialog().getByText('2 done, 0 refused, 0 failed, 0 not sent').waitFor();
    });
    expect(sentStatus).toHaveLength(2);
    for (const body of sentStatus) expect(body).toMatchObject({ reason: 'Documents expired', status: false });
    expect(new Set(sentStatus.map((body) => (body as { garageId: string }).garageId)).size).toBe(2);
    expect(await dialog().locator('[data-state="done"]').count()).toBe(2);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'bulk-results-en');
    await dialog().getByRole('button', { name: 'Close' }).click();

    await openList(page(), '/admin/ApproveGarage');
    await selectRows(2);
    await page().getByRole('button', { name: 'Approve', exact: true }).click();
    const approvals = await bodiesOf(page(), '/adminConformation', async () => {
      await dialog().getByRole('button', { name: 'Approve (2)' }).click();
      await dialog().getByText('2 done, 0 refused, 0 failed, 0 not sent').waitFor();
    });
    expect(approvals).toHaveLength(2);
    for (const body of approvals) expect(Object.keys(body as object)).toEqual(['UserId', 'Conformation']);
  });

  it('Ctrl+K from Category finds a garage by its mobile number and shows it in Garage Management', async () => {
    await openListAsAdmin(page(), '/admin/category');
    const garage = await page().evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('admin') ?? '{}');
      const answer = await (await fetch('/api/getAllUsers', { headers: { authorization: `Bearer ${token}` } })).json();
      return (answer.garages as { garageName: string; phoneNumber: string; accountStatus: string }[]).find((row) => row.accountStatus === 'active')!;
    });
    await page().keyboard.press('Control+k');
    const input = page().getByRole('combobox', { name: 'Find a screen or a garage' });
    await input.fill(garage.phoneNumber);
    const option = page().getByRole('option').filter({ hasText: garage.garageName });
    await option.waitFor();
    expect(await option.textContent()).toContain(garage.phoneNumber);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'finder-en');
    while ((await option.getAttribute('aria-selected')) !== 'true') await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Enter');
    await page().waitForURL('**/admin/GarageManagement?**');
    await expect.poll(() => page().locator('tbody tr').count()).toBe(1);
    expect(await page().locator('tbody tr').first().textContent()).toContain(garage.garageName);
  });

  it('selection toolbar, bulk dialog and finder in the six languages, light and dark: mirrored in Arabic, axe clean', async () => {
    await openListAsAdmin(page(), '/admin/category');
    let shownLanguage = 'English';
    // Switched from the app bar's menus, as a user does: the open console follows without a reload.
    for (const [locale, theme] of [
      ['ar', 'dark'],
      ['zh', 'lite'],
      ['es', 'dark'],
      ['fr', 'lite'],
      ['it', 'dark'],
      ['en', 'dark'],
    ] as const) {
      const language = LOCALES.find((entry) => entry.locale === locale)!.name;
      await page().locator('header').getByRole('button', { name: shownLanguage }).click();
      await popupMenu().getByRole('menuitem', { name: language }).click();
      shownLanguage = language;
      await menusClosed();
      // The language's messages may load after the menu closes; the app bar names it once they have.
      await page().locator('header').getByRole('button', { name: language }).waitFor();
      await expect.poll(() => page().evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await page().locator('header button[aria-haspopup="menu"]').click();
      // The theme menu's labels change with the language: its entries are found by their place.
      await popupMenu().getByRole('menuitem').nth(THEME_NAMES.indexOf(theme)).click();
      await menusClosed();
      await page().locator('tbody tr').first().getByRole('checkbox').check();
      expect(await seriousViolations(page()), `${locale} ${theme} list`).toBe('');
      await screenshot(page(), `bulk-toolbar-${locale}-${theme}`);
      await page().locator('[data-test="bulk-actions-toolbar"] button').nth(2).click();
      await dialog().waitFor();
      expect(await seriousViolations(page()), `${locale} ${theme} bulk`).toBe('');
      await screenshot(page(), `bulk-confirm-${locale}-${theme}`);
      await page().keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      await page().keyboard.press('Control+k');
      await page().locator('input[role="combobox"]').fill('a');
      await page().getByRole('option').first().waitFor();
      expect(await seriousViolations(page()), `${locale} ${theme} finder`).toBe('');
      await screenshot(page(), `finder-${locale}-${theme}`);
      await page().keyboard.press('Escape');
      await page().locator('input[role="combobox"]').waitFor({ state: 'detached' });
    }
  });
});
