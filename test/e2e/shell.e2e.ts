import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { preferenceKey } from '../../src/lib/preferences';
import { SCREEN_CODE_KEY } from '../../src/lib/screenCode';
import { EARLY_ROWS_KEY } from '../../src/data/listEngine/earlyRead';
import { EARLY_ROWS_ID } from '../../src/layout/earlyRows';
import {
  DEMO_ADMIN_EMAIL,
  firstDataRow,
  openListAsAdmin,
  signIn,
  screenshot,
  seriousViolations,
  setPreference,
  signInThroughForm,
  pagePerTest,
  signInAsAdmin,
} from './browser';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const page = pagePerTest();

/**
 * Answers the calls matching `pattern` with a 500 until a Retry button is pressed (markRetryPresses).
 * A fixed number of failures raced the console's own reads of the same call (the menu's counts, made
 * when the browser is idle), which could end the error before the click.
 */
const failUntilRetryPressed = (pattern: string) =>
  page().route(pattern, async (route) => {
    const pressed = await page()
      .evaluate(() => document.documentElement.dataset.retryPressed === 'yes')
      .catch(() => false);
    if (pressed) await route.fallback();
    else await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) });
  });

/** From now on, pressing an alert's button (its Retry, in any language) ends the failures of failUntilRetryPressed, as the press begins. */
const markRetryPresses = () =>
  page().evaluate(() =>
    document.addEventListener(
      'pointerdown',
      (event) => {
        if ((event.target as Element).closest('[role="alert"] button')) document.documentElement.dataset.retryPressed = 'yes';
      },
      true,
    ),
  );

/** Whether the page shows a dark background (the dark theme). */
const darkPage = () =>
  page().evaluate(() => {
    const [red, green, blue] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return red + green + blue < 3 * 64;
  });

describe('sign-in and shell', () => {
  it('sends a visitor to /login, shows the demo sign-ins, and refuses a wrong password', async () => {
    await page().goto('/');
    await page().waitForURL('**/login');
    await expect(page().getByTestId('demo-credentials').textContent()).resolves.toContain('admin@garagehub.in');
    await signInThroughForm(page(), 'admin@garagehub.in', 'wrong-password');
    await page().getByRole('alert').getByText('Incorrect Password or Email ID').waitFor();
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'login-error-en');
  });

  it('shows the sign-in screen in the dark theme of a browser set to dark, without contrast faults', async () => {
    await page().emulateMedia({ colorScheme: 'dark' });
    await page().goto('/login');
    await page().getByTestId('demo-credentials').waitFor();
    expect(await darkPage()).toBe(true);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'login-dark-en');
    // The check itself sees faults: grey on grey text and an unnamed button, in a dialog so the screen is new and analysed in full.
    await page().evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div role="dialog" aria-label="Probe"><p style="color:#777;background:#888">faint</p><button type="button"><svg></svg></button></div>',
      ),
    );
    const faults = await seriousViolations(page());
    expect(faults).toMatch(/^color-contrast:/m);
    expect(faults).toMatch(/^button-name:/m);
  });

  it("signs the admin in to the dashboard with both counters; Approve Garage's menu entry carries the dashboard's count", async () => {
    await signInThroughForm(page(), 'admin@garagehub.in', 'Admin@123');
    await page().waitForURL('**/admin/dashboard');
    await page().getByText('All Garage', { exact: true }).waitFor();
    // A skeleton stands in for each counter until the counts arrive.
    await expect.poll(() => page().getByTestId('count-allGarages').textContent()).toMatch(/^\d+$/);
    await expect.poll(async () => Number(await page().getByTestId('count-approveGarage').textContent())).toBeGreaterThan(0);
    // The counter animates up to the count; the menu shows the count the call answered.
    const { data } = await page().evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('admin')!);
      return (await fetch('/api/adminDashboard', { headers: { Authorization: `Bearer ${token}` } })).json();
    });
    const waiting = Number(data.approveGarage);
    const entry = page().getByRole('menuitem', { name: `Approve Garage, ${waiting} waiting` });
    await entry.waitFor();
    expect(await entry.getByTestId('waiting-count').textContent()).toBe(String(waiting > 99 ? '99+' : waiting));
    await expect.poll(() => page().getByTestId('count-approveGarage').textContent()).toBe(String(waiting));
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'dashboard-en');
  });

  it('shows the whole garage-portal menu to the admin and the marketplace menu on switching portal', async () => {
    await signInAsAdmin(page());
    await page().waitForURL('**/admin/dashboard');
    for (const entry of [
      'Garage Management',
      'Features',
      'PromoCode',
      'Sale Invoice',
      'XLS Tracking',
      'Category',
      'Service',
      'States',
      'Cities',
      'Coins History',
      'Add New Lead',
    ]) {
      await page().getByRole('menuitem', { name: entry, exact: true }).first().waitFor();
    }
    await page()
      .getByRole('combobox', { name: /Portal/ })
      .click();
    await page().getByRole('option', { name: 'Marketplace' }).click();
    await page().waitForURL('**/admin/marketplace/dashboard');
    for (const entry of ['Pages', 'Our Garage', 'Near Me', 'My Customer', 'Booking Management', 'Service Pages', 'Users', 'Quotes']) {
      await page().getByRole('menuitem', { name: entry, exact: true }).first().waitFor();
    }
    await page().getByText('Our Marketplace Garages').waitFor();
    // Between 992 and 1199 px the sidebar is fixed, not a drawer: a click on an entry leaves it open, portal switcher and names shown.
    await page().setViewportSize({ width: 1100, height: 800 });
    await page().getByRole('menuitem', { name: 'Quotes', exact: true }).click();
    await page().waitForURL('**/admin/marketplace/quotes');
    await firstDataRow(page()).waitFor();
    await expect(
      page()
        .getByRole('combobox', { name: /Portal/ })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page().getByRole('menuitem', { name: 'Pages', exact: true }).getByText('Pages').isVisible()).resolves.toBe(true);
  });

  it('turns the whole page right-to-left in Arabic, chosen on the sign-in screen', async () => {
    await setPreference(page(), 'locale', 'ar', null);
    await page().goto('/login');
    await page().getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    await expect(page().evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'login-ar');
    await signInThroughForm(page(), 'admin@garagehub.in', 'Admin@123');
    await page().waitForURL('**/admin/dashboard');
    await page().getByTestId('count-allGarages').waitFor();
    await expect(page().evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await expect(page().evaluate(() => document.documentElement.lang)).resolves.toBe('ar');
    const sidebar = await page().locator('.RaSidebar-fixed').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(600);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'dashboard-ar');
  });

  it('shows the 404 page on an unknown path', async () => {
    await signInAsAdmin(page(), '/admin/no-such-screen');
    await page().getByText('Oops, an error has occurred. Page not found!').waitFor();
    await page().getByRole('link', { name: 'Go to Home' }).waitFor();
    // One main landmark, the layout's, with the page's heading in it.
    expect(await page().getByRole('main').count()).toBe(1);
    await page().getByRole('main').getByRole('heading', { level: 1, name: 'Oops, an error has occurred. Page not found!' }).waitFor();
  });

  it('returns to /login when the server ends the session, saying so, then back to the screen after signing in', async () => {
    await signInAsAdmin(page());
    await page().waitForURL('**/admin/dashboard');
    await page().evaluate(() => {
      const session = JSON.parse(localStorage.getItem('admin')!);
      localStorage.setItem('admin', JSON.stringify({ ...session, token: 'expired-token' }));
    });
    await page().goto('/admin/category');
    await page().waitForURL('**/login');
    // The frame painted before the console's code (recorded or made at build time) does not stay over the sign-in form.
    await page().locator('input[name="email"]').waitFor();
    await page().getByText(SESSION_ENDED).waitFor();
    expect(await page().locator('#console-shell, #console-frame').count()).toBe(0);
    await signInThroughForm(page(), 'admin@garagehub.in', 'Admin@123');
    await page().waitForURL('**/admin/category');
    // Signed out by hand later, the form tells of no ended session.
    await page().getByRole('button', { name: 'Profile' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await page().waitForURL('**/login');
    await page().locator('input[name="email"]').waitFor();
    expect(await page().getByText(SESSION_ENDED).count()).toBe(0);
  });

  it("paints the frame and the list's heading in the stored language on a first visit before any code, then leaves the screen to the console", async () => {
    const scripts = /\/assets\/.+\.js$/;
    // The console's code held back: what shows comes from index.html alone.
    await page().route(scripts, (route) => route.abort());
    await setPreference(page(), 'locale', 'ar');
    await page().evaluate(() => localStorage.setItem('admin', JSON.stringify({ token: 'not-checked-yet', email: 'admin@garagehub.in' })));
    await page().goto('/admin/category');
    const frame = page().locator('#console-frame');
    expect(await frame.isVisible()).toBe(true);
    expect(await frame.getAttribute('dir')).toBe('rtl');
    // The screen's title is its h1 before any code, for assistive technology too.
    expect(await frame.getByRole('heading', { level: 1 }).textContent()).toBe('فئات');
    await page().unroute(scripts);
    await signInAsAdmin(page(), '/admin/category');
    // The console's own heading, then the frame is gone.
    await page().locator('#main-content').getByRole('heading', { level: 1, name: 'فئات' }).waitFor();
    await frame.waitFor({ state: 'detached' });
    // The frame the console recorded here has no heading for a screen not opened yet: the build-time one, which has, takes its place.
    await page().waitForFunction((key) => localStorage.getItem(key), preferenceKey('admin@garagehub.in', 'console.frame'));
    await page().route(scripts, (route) => route.abort());
    await page().goto('/admin/GarageManagement');
    expect(await page().locator('#console-shell').count()).toBe(0);
    expect(await frame.getByRole('heading', { level: 1 }).textContent()).toBe('إدارة الورش');
  });

  it("opens a menu entry's screen when the entry is clicked on the frame painted before the console's code", async () => {
    await signInAsAdmin(page(), '/admin/category');
    const recorded = await page().waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { items: { text: string }[] } | null)?.items.map((item) => item.text),
      preferenceKey('admin@garagehub.in', 'console.frame'),
    );
    // Recorded once the menu has drawn the role's entries, however slow the machine.
    expect(await recorded.jsonValue()).toContain('Garage Management');
    const scripts = /\/assets\/.+\.js$/;
    // The console's code held back: only the frame index.html draws is there to click.
    await page().route(scripts, (route) => route.abort());
    await page().goto('/admin/category');
    const drawnEntry = await page()
      .locator('#console-shell div', { hasText: /^Garage Management$/ })
      .boundingBox();
    await page().mouse.click(drawnEntry!.x + 4, drawnEntry!.y + drawnEntry!.height / 2);
    await page().waitForURL('**/admin/GarageManagement');
    await page().unroute(scripts);
    await page().reload();
    await page().locator('#main-content').getByRole('heading', { level: 1, name: 'Garage Management' }).waitFor();
    // This load remembers the code its screen asked for, once the screen shows (however slow the machine) ...
    await page().waitForFunction(
      (path) =>
        (JSON.parse(localStorage.getItem('console.screenCode') ?? 'null') as { pages?: Record<string, string[]> } | null)?.pages?.[path]?.length,
      '/admin/GarageManagement',
    );
    // ... and the next reload asks for it with the console's own code, not after that code has run.
    await page().reload();
    await page().locator('#main-content').getByRole('heading', { level: 1, name: 'Garage Management' }).waitFor();
    const askedBeforeCodeRan = await page().evaluate(() => {
      const screenCode = performance.getEntriesByType('resource').find((entry) => /\/assets\/GarageManagementList-[\w-]+\.js$/.test(entry.name));
      return screenCode !== undefined && screenCode.startTime < performance.getEntriesByName('console:code')[0].startTime;
    });
    expect(askedBeforeCodeRan).toBe(true);
  });

  it("draws a list's first rows before the console's code runs when the server's rows are those last drawn, then the console's rows take their place", async () => {
    await signInAsAdmin(page(), '/admin/category');
    const consoleRow = firstDataRow(page());
    const drawnCells = (row: Locator) => row.locator('td').evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
    await consoleRow.waitFor();
    const shownCells = await drawnCells(consoleRow);
    // Recorded with the frame once the screen is drawn whole.
    await page().waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { pages?: Record<string, unknown> } | null)?.pages?.['/admin/category'],
      EARLY_ROWS_KEY,
    );
    await page().waitForFunction((key) => localStorage.getItem(key), preferenceKey(DEMO_ADMIN_EMAIL, 'console.frame'));
    // Every time the drawing is added to the page or removed, with whether the console's rows were there then.
    await page().addInitScript((id) => {
      const seen: boolean[] = [];
      const gone: boolean[] = [];
      Object.assign(window, { earlyRowsSeen: seen, earlyRowsGone: gone });
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) if ((node as Element).id === id) seen.push(document.querySelector('#root tbody tr') !== null);
          for (const node of change.removedNodes) if ((node as Element).id === id) gone.push(document.querySelector('#root tbody tr') !== null);
        }
      }).observe(document, { childList: true, subtree: true });
    }, EARLY_ROWS_ID);
    // The console's code held back until the drawing shows; the page's entry, its worker and the drawing's code come.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const consoleCode = /\/assets\/(start-(shared|console|lists)|boot)[\w-]*\.js$/;
    await page().route(consoleCode, async (route) => {
      await released;
      await route.continue();
    });
    await page().goto('/admin/category');
    const drawing = page().locator(`#${EARLY_ROWS_ID}`);
    const drawnRow = drawing.locator('tbody tr').first();
    await drawnRow.waitFor();
    expect(await drawnCells(drawnRow)).toEqual(shownCells);
    // A drawing: hidden from assistive technology, with no control that would take a click before the console can.
    expect(await drawing.getAttribute('aria-hidden')).toBe('true');
    expect(await drawing.locator('input, button, a, select, textarea, [role], [tabindex]').count()).toBe(0);
    expect(await page().getByRole('row').count()).toBe(0);
    release();
    await consoleRow.waitFor();
    expect(await drawing.count()).toBe(0);
    expect(await drawnCells(consoleRow)).toEqual(shownCells);
    // Drawn once, before the console's rows, and gone with the commit that added them: no moment without rows.
    const drawnAndGone = await page().evaluate(() => {
      const kept = window as unknown as { earlyRowsSeen: boolean[]; earlyRowsGone: boolean[] };
      return [kept.earlyRowsSeen, kept.earlyRowsGone];
    });
    expect(drawnAndGone).toEqual([[false], [true]]);
    // Records that are no longer those drawn (changed as the next load starts, after this page recorded its own as it left): nothing is drawn.
    await page().unroute(consoleCode);
    await page().addInitScript(
      ([key, path]) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { pages?: Record<string, { digests: string[] }> } | null;
        const drawn = stored?.pages?.[path];
        if (location.pathname !== path || !drawn) return;
        drawn.digests[0] = 'changed';
        localStorage.setItem(key, JSON.stringify(stored));
      },
      [EARLY_ROWS_KEY, '/admin/category'] as const,
    );
    await page().reload();
    await consoleRow.waitFor();
    const [firstDigest, seen] = await page().evaluate(
      ([key, path]) => [
        (JSON.parse(localStorage.getItem(key)!) as { pages: Record<string, { digests: string[] }> }).pages[path]!.digests[0],
        (window as unknown as { earlyRowsSeen: boolean[] }).earlyRowsSeen,
      ],
      [EARLY_ROWS_KEY, '/admin/category'] as const,
    );
    expect([firstDigest, seen]).toEqual(['changed', []]);
  });

  it('moves nothing on a first visit of Category and Garage Management at desktop width: the space held for the filter bar is as high as the bar', async () => {
    // Every layout shift of each load, from its start (the frame index.html paints, then the console).
    await page().addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The shifts of the load so far, once the browser has painted two more frames and reported them.
    const shifted = () =>
      page().evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                setTimeout(() => resolve((window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))),
              ),
            ),
          ),
      );
    for (const [path, width] of [
      ['/admin/category', 1366],
      ['/admin/GarageManagement', 1366],
      ['/admin/category', 1200],
      ['/admin/GarageManagement', 1920],
    ] as const) {
      await page().setViewportSize({ width, height: 860 });
      // A route never opened in this browser: no height of its filter bar recorded yet.
      await page().goto('/favicon.svg');
      await page().evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.includes('console.reserved.')) localStorage.removeItem(key);
      });
      if (path === '/admin/category' && width === 1366) await signInAsAdmin(page(), path);
      else await page().goto(path);
      await firstDataRow(page()).waitFor();
      // What comes a frame after the rows: the filter bar, the saved views and the pager.
      await page().locator('[data-filter-bar]').waitFor();
      await page().getByTestId('saved-views').waitFor();
      await page().locator('.MuiTablePagination-displayedRows').first().waitFor();
      expect(await shifted(), `${path} at ${width} px`).toBeLessThanOrEqual(0.01);
    }
  });

  it("shows the app bar's tooltips on hover and on keyboard focus, each button named before any tooltip is drawn", async () => {
    await openListAsAdmin(page(), '/admin/category');
    const bar = page().getByRole('banner');
    const refresh = bar.getByRole('button', { name: 'Refresh' });
    await bar.getByRole('button', { name: 'Theme' }).waitFor();
    expect(await page().getByRole('tooltip').count()).toBe(0);
    await refresh.hover();
    await expect.poll(() => page().getByRole('tooltip').textContent()).toBe('Refresh');
    // Refreshing draws a spinner over the button, under the pointer: the pointer stays on the button, with its tooltip.
    await refresh.click();
    await page().locator('.RaLoadingIndicator-loader').waitFor({ state: 'detached' });
    expect(await page().getByRole('tooltip').isVisible()).toBe(true);
    expect(await page().getByRole('tooltip').textContent()).toBe('Refresh');
    await page().mouse.move(600, 500);
    await page().getByRole('tooltip').waitFor({ state: 'detached' });
    // The keyboard's focus, moved on from the language button.
    await bar.getByRole('button', { name: 'English' }).focus();
    await page().keyboard.press('Tab');
    await expect.poll(() => page().getByRole('tooltip').textContent()).toBe('Theme');
    await page().keyboard.press('Escape');
    await page().getByRole('tooltip').waitFor({ state: 'detached' });
  });

  it('opens the user menu whole from the first click: Keyboard shortcuts above Logout, Logout staying put, the menu inside the window', async () => {
    await signIn(page(), DEMO_ADMIN_EMAIL, 'Admin@123', '/admin/category');
    // As soon as the button shows, before the screen's reads are done.
    await page().getByRole('button', { name: 'Profile' }).click();
    const logout = page().getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    const shortcuts = page().getByRole('menuitem', { name: 'Keyboard shortcuts' });
    expect(await shortcuts.isEnabled()).toBe(true);
    const before = await logout.boundingBox();
    // Once the screen has settled (its rows, the account's name in the bar), nothing in the menu has moved.
    await firstDataRow(page()).waitFor();
    await page().waitForLoadState('networkidle');
    expect(await logout.boundingBox()).toEqual(before);
    const menu = (await page().getByRole('menu').boundingBox())!;
    expect(menu.x + menu.width).toBeLessThanOrEqual(page().viewportSize()!.width);
  });

  it('keeps one session across tabs: signing out in one signs out the other, signing in reaches both, the language follows', async () => {
    await signInAsAdmin(page(), '/admin/category');
    const other = await page().context().newPage();
    await other.goto('/admin/states');
    await other.getByRole('menuitem', { name: 'Category', exact: true }).waitFor();
    await page().getByRole('button', { name: 'Profile' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await page().waitForURL('**/login');
    // The other tab moves on its own; on a busy machine a console start takes more than the usual wait.
    await other.waitForURL('**/login');
    // The language chosen on one sign-in screen, then signing in there, reaches the other tab at its own screen,
    // opened once: a sign-in writes the session twice (token, then role), and a second opening aborted the first.
    const openings: string[] = [];
    other.on('request', (request) => {
      if (request.isNavigationRequest()) openings.push(new URL(request.url()).pathname);
    });
    await signInThroughForm(page(), 'admin@garagehub.in', 'Admin@123');
    await page().waitForURL('**/admin/dashboard');
    await other.waitForURL('**/admin/states');
    await other.getByRole('menuitem', { name: 'Category', exact: true }).waitFor();
    expect(openings).toEqual(['/admin/states']);
    await other.getByRole('button', { name: 'English' }).click();
    await other.getByRole('menuitem', { name: 'Français' }).click();
    await page().getByRole('menuitem', { name: 'Tableau de bord' }).waitFor();
    expect(await seriousViolations(other)).toBe('');
  });

  it("keeps each account's saved views, columns, language and theme from the next account on one browser, and gives them back to their owner", async () => {
    const users = '/admin/marketplace/users';
    const support = 'farhan.qureshi@garagehub.in'; // Marketplace Support: Users among its screens
    // The first-paint frames index.html draws on each load, before the console's code runs.
    await page().addInitScript(() => {
      const drawn: string[] = [];
      Object.assign(window, { drawnFrames: drawn });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes) if ((node as Element).id === 'console-shell') drawn.push(node.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const drawnFrames = () => page().evaluate(() => (window as unknown as { drawnFrames: string[] }).drawnFrames);
    const views = page().getByTestId('saved-views');
    const signOut = async (profile: string, logout: string) => {
      await page().getByRole('button', { name: profile }).click();
      await page().getByRole('menuitem', { name: logout }).click();
      await page().getByRole('heading', { name: 'Sign in' }).waitFor();
    };

    await signInThroughForm(page(), DEMO_ADMIN_EMAIL, 'Admin@123', users);
    await firstDataRow(page()).waitFor();
    await views.getByRole('button', { name: 'Save view' }).click();
    await page().getByRole('dialog', { name: 'Save view' }).getByLabel('Name').fill('Mine');
    await page().getByRole('dialog', { name: 'Save view' }).getByRole('button', { name: 'Save' }).click();
    await views.getByRole('button', { name: 'Mine', exact: true }).waitFor();
    await page().getByRole('button', { name: 'Columns' }).click();
    await page().getByRole('switch', { name: 'Gender' }).click();
    await page().keyboard.press('Escape');
    await page().getByRole('columnheader', { name: 'Gender' }).waitFor({ state: 'detached' });
    await page().getByRole('button', { name: 'Theme' }).click();
    await page().getByRole('menuitem', { name: 'Dark', exact: true }).click();
    await page().getByRole('button', { name: 'English' }).click();
    await page().getByRole('menuitem', { name: 'Français' }).click();
    await page().getByRole('heading', { name: 'Utilisateurs', level: 1 }).waitFor();
    // The console records the account's frame for its next loads a moment after its screen shows.
    await page().waitForFunction((key) => localStorage.getItem(key) !== null, preferenceKey(DEMO_ADMIN_EMAIL, 'console.frame'));
    await signOut('Profil', 'Déconnexion');
    expect(await darkPage()).toBe(false);
    // Signed out, the browser holds nothing of the administrator's outside the administrator's own keys
    // (beside the sign-in screen's own and the browser-wide list of each page's code files).
    const ownPrefix = preferenceKey(DEMO_ADMIN_EMAIL, '');
    const signInKeys = [preferenceKey(undefined, 'version'), preferenceKey(undefined, 'locale'), SCREEN_CODE_KEY];
    const outside = await page().evaluate(() => Object.keys(localStorage));
    expect(outside.filter((key) => !key.startsWith(ownPrefix) && !signInKeys.includes(key))).toEqual([]);

    // The next account: no frame drawn from the last one's, English, lite, every column, no saved view.
    await signInThroughForm(page(), support, 'Subadmin@123', users);
    await firstDataRow(page()).waitFor();
    expect(await drawnFrames()).toEqual([]);
    await expect(page().evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    expect(await darkPage()).toBe(false);
    await page().getByRole('columnheader', { name: 'Gender' }).waitFor();
    expect(await views.getByRole('button', { name: 'Mine', exact: true }).count()).toBe(0);
    await signOut('Profile', 'Logout');

    // The administrator comes back to their own frame, language, theme, view and columns.
    await signInThroughForm(page(), DEMO_ADMIN_EMAIL, 'Admin@123', users);
    await page().getByRole('heading', { name: 'Utilisateurs', level: 1 }).waitFor();
    expect(await drawnFrames()).toHaveLength(1);
    expect(await darkPage()).toBe(true);
    await views.getByRole('button', { name: 'Mine', exact: true }).waitFor();
    await firstDataRow(page()).waitFor();
    expect(await page().getByRole('columnheader', { name: 'Genre' }).count()).toBe(0);
  });

  it("says in the menu, in Arabic and dark too, that the access could not be checked, and its Retry lists the role's screens", async () => {
    const account = 'catalogue@garagehub.in';
    await setPreference(page(), 'locale', 'ar', account);
    await setPreference(page(), 'themeName', 'dark', account);
    // The profile fails until the menu's Retry is pressed.
    await failUntilRetryPressed('**/api/admin_*_dashboard');
    await signIn(page(), account, 'Subadmin@123');
    const failed = page().getByRole('alert').filter({ hasText: 'تعذّر التحقق من صلاحيات وصولك.' });
    await failed.waitFor();
    expect(await page().locator('a[href="/admin/category"]').count()).toBe(0);
    expect(await page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await darkPage()).toBe(true);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'menu-access-check-failed-ar-dark', { always: true });
    // On a phone's width the menu shuts: its button carries a dot and says so.
    const desktop = page().viewportSize()!;
    await page().setViewportSize({ width: 390, height: 760 });
    const menuButton = page().getByRole('button', { name: /تعذّر التحقق من صلاحيات وصولك/ });
    await menuButton.getByTestId('access-check-failed-dot').waitFor();
    await screenshot(page(), 'menu-access-check-failed-phone-ar-dark', { always: true });
    await page().setViewportSize(desktop);
    await markRetryPresses();
    await failed.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await page().locator('a[href="/admin/category"]').waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('tells the user when the dashboard cannot load, and the menu that its count of garages waiting could not be read', async () => {
    // The counts fail until Retry is pressed.
    await failUntilRetryPressed('**/api/adminDashboard');
    await signInAsAdmin(page());
    await page().getByText('The dashboard counts could not be loaded.').waitFor();
    // The menu's count of garages waiting, read from the same call, says it could not be counted.
    const unread = page().getByRole('menuitem', { name: 'Approve Garage, waiting work could not be counted' });
    expect(await unread.getByTestId('waiting-count').textContent()).toBe('?');
    expect(await seriousViolations(page())).toBe('');
    await markRetryPresses();
    await page().getByRole('button', { name: 'Retry' }).click();
    await page().getByTestId('count-allGarages').waitFor();
    expect(await page().getByText('The dashboard counts could not be loaded.').count()).toBe(0);
    await page()
      .getByRole('menuitem', { name: /^Approve Garage, \d+ waiting$/ })
      .waitFor();
  });
});
