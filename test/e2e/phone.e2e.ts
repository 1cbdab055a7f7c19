import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/areas/registry';
import { navigate, pagePerTest, screenshot, seriousViolations, setPreference, signInAsAdmin } from './browser';

const PHONE = { width: 390, height: 844 };
const page = pagePerTest({ viewport: PHONE });

/** How far the page itself scrolls sideways (0 when nothing is wider than the screen). */
const pageOverflow = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A list's records on a phone: one card each. */
const cards = (target: Page) => target.locator('[data-testid="phone-list"] > li');

/** The open dialog's paper covers the whole viewport. */
async function expectFullScreenDialog(target: Page) {
  // Polled: a dialog whose code is still loading shows a placeholder, replaced as it comes.
  await expect
    .poll(() => target.locator('[role="dialog"]:visible').last().boundingBox())
    .toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
}

/**
 * The records on the first screen: at least 4 (or every one of a shorter page) wholly shown, each
 * name inside the screen's width with its text; '' when so, else what is wrong.
 */
async function firstScreenProblems(target: Page): Promise<string> {
  return cards(target).evaluateAll((items, width) => {
    const whole = items.filter((item) => {
      const box = item.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const unreadable = whole.filter((item) => {
      const name = item.querySelector('.ConsoleCard-title');
      const box = name?.getBoundingClientRect();
      return !box || !name?.textContent?.trim() || box.left < 0 || box.right > width;
    });
    // A record named by a date, or a card showing a database id, does not tell records apart at a glance.
    const date = /^[\d٠-٩]{1,4}[-/.][\d٠-٩]{1,2}[-/.][\d٠-٩]{2,4}$/;
    const namedByDate = items.filter((item) => date.test(item.querySelector('.ConsoleCard-title')?.textContent?.trim() ?? ''));
    const showingIds = items.filter((item) =>
      Array.from(item.querySelectorAll('.ConsoleCard-title, .ConsoleCard-fact')).some((part) =>
        /^[0-9a-f]{24}$/.test(part.textContent?.trim() ?? ''),
      ),
    );
    // '500 460' tells nothing: a number shows with its column's name (a mobile number reads as one).
    const bareNumbers = items.filter((item) =>
      Array.from(item.querySelectorAll('.ConsoleCard-fact')).some((fact) => {
        const text = fact.textContent?.trim() ?? '';
        return /^[\d٠-٩.,]+$/.test(text) && !/^[6-9]\d{9}$/.test(text);
      }),
    );
    const problems = [];
    if (whole.length < Math.min(4, items.length)) problems.push(`${whole.length} of ${items.length} records on the first screen`);
    if (unreadable.length > 0) problems.push(`${unreadable.length} names not readable`);
    if (namedByDate.length > 0) problems.push(`${namedByDate.length} records named by a date`);
    if (showingIds.length > 0) problems.push(`${showingIds.length} cards showing a database id`);
    if (bareNumbers.length > 0) problems.push(`${bareNumbers.length} cards showing a number without its name`);
    return problems.join(', ');
  }, PHONE.width);
}

/** The Filters button the filters fold behind on a phone, and Clear Filters inside it, in each language walked. */
const FOLD = {
  en: { filters: 'Filters', clear: 'Clear Filters', more: 'More' },
  ar: { filters: 'عوامل التصفية', clear: 'مسح عوامل التصفية', more: 'المزيد' },
};

/**
 * The filters fold behind one button, so the first records are on the first screen; the button counts what is set.
 * A search typed in the sheet and closed at once with Escape (before the search's pause) is applied and kept:
 * Escape in a search field would otherwise also empty it.
 */
async function foldedFilters(language: 'en' | 'ar') {
  const words = FOLD[language];
  expect(await page().getByRole('searchbox').count()).toBe(0);
  await page().getByRole('button', { name: words.filters, exact: true }).click();
  const sheet = page().getByRole('dialog', { name: words.filters });
  await sheet.getByRole('searchbox').fill('MKT');
  await page().keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  await page()
    .getByRole('button', { name: `${words.filters} (1)`, exact: true })
    .click();
  // Opened again: the search is still there, and still counted.
  expect(await sheet.getByRole('searchbox').inputValue()).toBe('MKT');
  expect(
    await page()
      .getByRole('button', { name: `${words.filters} (1)`, exact: true, includeHidden: true })
      .count(),
  ).toBe(1);
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-filters-${language}`);
  await sheet.getByRole('button', { name: words.clear }).click();
  await page().keyboard.press('Escape');
  await page().getByRole('button', { name: words.filters, exact: true }).waitFor();
}

/** The app bar's overflow menu's words, and the theme each walk picks in it. */
const BAR = {
  en: { more: 'More options', language: 'Language', theme: 'Theme', pick: 'Dark', dark: true },
  ar: { more: 'خيارات أخرى', language: 'اللغة', theme: 'المظهر', pick: 'فاتح', dark: false },
} as const;

/** Whether the page's background is dark. */
const darkPage = (target: Page) =>
  target.evaluate(() => {
    const [red = 255, green = 255, blue = 255] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
    return red + green + blue < 3 * 128;
  });

/**
 * On a phone the language, theme and diagnostics share one menu, so the screen's title keeps its room
 * (beside six buttons it kept its first letters); a theme picked there applies and the focus returns.
 */
async function barOverflowMenu(language: 'en' | 'ar') {
  const words = BAR[language];
  const more = page().getByRole('button', { name: new RegExp(`^${words.more}`) });
  await more.waitFor();
  expect((await page().locator('#react-admin-title').boundingBox())?.width, 'the app bar title').toBeGreaterThan(120);
  await more.click();
  const menu = page().getByRole('menu');
  await menu.getByRole('menuitem', { name: new RegExp(words.language) }).waitFor();
  await menu.getByTestId('diagnostics-button').waitFor();
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-bar-menu-${language}`);
  await menu.getByRole('menuitem', { name: new RegExp(words.theme) }).click();
  await page().getByRole('menuitem', { name: words.pick, exact: true }).click();
  await page().getByRole('menu').waitFor({ state: 'detached' });
  await expect.poll(() => darkPage(page()), { message: `the ${words.pick} theme applies` }).toBe(words.dark);
  await expect
    .poll(() => more.evaluate((button) => button === document.activeElement), { message: 'the focus returns to the menu button' })
    .toBe(true);
}

/** Garage Management as cards, its folded filters, a record's menu and actions, the subscriptions modal and the drawer, in one language. */
async function walkThrough(language: 'en' | 'ar') {
  await cards(page()).first().waitFor();
  expect(await pageOverflow(page())).toBe(0);
  expect(await firstScreenProblems(page())).toBe('');
  await barOverflowMenu(language);
  await foldedFilters(language);
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-garage-management-${language}`);

  // A tap opens what a click on the row opens on a desktop: here, nothing but the record itself.
  const card = cards(page()).first();
  await card.locator('.ConsoleCard-open').click();
  const details = page().locator('[role="dialog"]:visible').last();
  await details.locator('.column-address').waitFor();
  await expectFullScreenDialog(page());
  await page().keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });

  // The record's menu holds its other columns and its actions: the status switch opens its modal over the whole screen.
  await card.getByRole('button', { name: new RegExp(`^${FOLD[language].more}: `) }).click();
  await details.locator('.column-address').waitFor();
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-record-menu-${language}`);
  await details.locator('input[role="switch"], input[type="checkbox"]').first().click();
  await page().locator('[role="dialog"]:visible').nth(1).waitFor();
  await expectFullScreenDialog(page());
  expect(await seriousViolations(page())).toBe('');
  await page().keyboard.press('Escape');
  await page().locator('[role="dialog"]:visible').nth(1).waitFor({ state: 'detached' });

  await details.locator('.column-subscriptions button').click();
  await page().locator('[role="dialog"]:visible [role="tab"]').first().waitFor();
  await expectFullScreenDialog(page());
  expect(await pageOverflow(page())).toBe(0);
  expect(await seriousViolations(page())).toBe('');
  await screenshot(page(), `phone-subscriptions-${language}`);
  await page().keyboard.press('Escape');
  await page().locator('[role="dialog"]:visible [role="tab"]').first().waitFor({ state: 'detached' });
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
  it('shows Garage Management as cards, a record menu with its actions, the subscriptions modal and the drawer in English and Arabic', async () => {
    await signInAsAdmin(page(), '/admin/GarageManagement');
    await walkThrough('en');
    await setPreference(page(), 'locale', 'ar');
    await page().goto('/admin/GarageManagement');
    await walkThrough('ar');
    await expect(page().evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
  });

  it('shuts a menu kept open on a desktop when the window narrows, opens it at one tap, and has it open again when widened', async () => {
    await page().setViewportSize({ width: 1366, height: 860 });
    await signInAsAdmin(page(), '/admin/category');
    const toggle = page().locator('header button').first();
    // Closed and opened again: the menu's state is stored open, as a desktop user who chose it has it.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Open menu');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Close menu');
    await page().setViewportSize(PHONE);
    const drawer = page().locator('.MuiDrawer-paper:visible [role="menuitem"]').first();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(await drawer.count()).toBe(0);
    await toggle.click();
    await drawer.waitFor();
    await page().keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page().setViewportSize({ width: 1366, height: 860 });
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Close menu');
  });

  it("opens a customer's details from the record menu, where the card shows the name as text", async () => {
    await signInAsAdmin(page(), '/admin/customerManagement');
    const card = cards(page()).first();
    await card.getByRole('button', { name: new RegExp(`^${FOLD.en.more}: `) }).click();
    const details = page().locator('[role="dialog"]:visible').last();
    await details
      .getByRole('button', { name: /Customer Details/ })
      .first()
      .click();
    await page()
      .getByRole('dialog', { name: /Customer Details/ })
      .waitFor();
  });

  it('shows every list as cards, at least 4 with readable names on the first screen, in English (light) or Arabic (dark), and a dialog over the whole screen', async () => {
    const problems: string[] = [];
    // Every other list in English in the light theme, the rest in Arabic in the dark one: each list's cards
    // are checked once, both directions and themes on half of them (the cards are one component), and axe
    // checks the contrast of both looks.
    for (const [language, theme, half] of [
      ['en', 'lite', 0],
      ['ar', 'dark', 1],
    ] as const) {
      await setPreference(page(), 'locale', language);
      await setPreference(page(), 'themeName', theme);
      await signInAsAdmin(page(), '/admin/dashboard');
      for (const resource of resources.filter((_, index) => index % 2 === half)) {
        const path = `/${resource.route}`;
        await navigate(page(), path);
        await page().locator('[data-testid="phone-list"] > li, [data-testid="empty-text"], [role="alert"]').first().waitFor();
        const found = [
          await firstScreenProblems(page()),
          (await pageOverflow(page())) > 0 ? 'the page scrolls sideways' : '',
          await seriousViolations(page()),
        ];
        problems.push(...found.filter(Boolean).map((problem) => `${language} ${path}: ${problem}`));
        await screenshot(page(), `phone-list${path.replaceAll('/', '-')}-${language}`);
      }
    }
    expect(problems).toEqual([]);
    // Still in Arabic: Add Category's form over the whole screen.
    await navigate(page(), '/admin/category');
    await page().getByRole('button', { name: 'إضافة فئة' }).click();
    await expectFullScreenDialog(page());
    expect(await seriousViolations(page())).toBe('');
  });
});
