import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { preferenceKey } from '../../src/lib/preferences';
import type { Fault } from '../../src/sandbox/faults';
import { WAIT_MS } from './suite';

/** This worker's console: each e2e worker has its own preview server and sandbox. */
export const baseURL = () => {
  const urls = inject('baseURLs');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return urls[worker % urls.length];
};

/** Debian's Chromium headless shell where installed (a quarter faster here than the full browser), else Chromium. */
const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/** Debian's Chromium, started as the machine's probe does (no background traffic), with any `extraArgs`. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  });
}

/**
 * E2E_CPU_SLOWDOWN=N runs each page's main thread N times slower (DevTools' CPU throttling): a race a
 * busy machine hits now and then shows on every run (docs/testing.md).
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

/** A page whose waits give up after the suite's WAIT_MS. */
export async function newPage(browser: Browser, options?: Parameters<typeof newContext>[1]): Promise<Page> {
  const context = await newContext(browser, options);
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * A request from the test to this worker's sandbox (`path` under /api). Sent again once when the
 * connection is reset before any answer: the client may reuse a kept-alive socket just as the server
 * closes it, which a busy machine makes likely.
 */
export async function sandboxRequest(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${baseURL()}/api${path}`, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(`${baseURL()}/api${path}`, init);
  }
}

/** Reseeds this worker's sandbox (with `garages` garages instead of the usual few; `longText`: every free-text field long). */
export async function resetSandbox(options: { garages?: number; longText?: boolean } = {}): Promise<void> {
  await sandboxRequest('/__sandbox/reset', { method: 'POST', body: JSON.stringify(options) });
}

/** Sets a fault switch of this worker's sandbox (docs/sandbox.md), e.g. `setFault('GET /CategoryAdminList', { drift: 'rowsKey' })`. */
export async function setFault(call: string, fault: Fault) {
  await sandboxRequest('/__sandbox/faults', { method: 'POST', body: JSON.stringify({ call, ...fault }) });
}

/**
 * Opens a file of the console's origin that runs no console code, so storage can be written first.
 * A console left running could act on the change (a removed session signs it out, and signing out
 * clears the session the test writes next).
 */
async function openOrigin(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/favicon.svg' || !page.url().startsWith(baseURL())) await page.goto('/favicon.svg');
}

/**
 * Signs in through the API (POST /adminSignIn, then the profile call, as the sign-in screen does),
 * stores the session the way the console stores it, and opens `path`. The sign-in screen itself
 * is tested with `signInThroughForm`.
 */
export async function signIn(page: Page, email: string, password: string, path = '/admin/dashboard'): Promise<void> {
  const answer = (await (
    await sandboxRequest('/adminSignIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, passWord: password }),
    })
  ).json()) as { token?: string; message?: string };
  if (!answer.token) throw new Error(`Sign-in refused for ${email}: ${answer.message}`);
  const profile = (await (await sandboxRequest('/admin_marketplace_dashboard', { headers: { authorization: `Bearer ${answer.token}` } })).json()) as {
    data?: { role?: string; features?: unknown[] };
  };
  const session = { token: answer.token, email, role: profile.data?.role, features: profile.data?.features ?? [] };
  await openOrigin(page);
  await page.evaluate((stored) => localStorage.setItem('admin', stored), JSON.stringify(session));
  await page.goto(path);
}

/** The sandbox's demo administrator signed in through the API, on `path` once the console shows it. */
export async function signInAsAdmin(page: Page, path = '/admin/dashboard'): Promise<void> {
  await signIn(page, DEMO_ADMIN_EMAIL, 'Admin@123', path);
  await page.waitForURL(`**${path}`);
}

/** Moves the open console to the list at `path`, once its first row shows. */
export async function openList(page: Page, path: string): Promise<void> {
  await navigate(page, path);
  await firstDataRow(page).waitFor();
}

/**
 * The list's first row of data: react-admin draws five placeholder rows in the table's body when
 * the rows take over a second, and those must not count as the list's rows.
 */
export const firstDataRow = (page: Page) => page.locator('tbody tr.RaDataTable-row').first();

/** The administrator on the list at `path`, once its first row shows. */
export async function openListAsAdmin(page: Page, path: string): Promise<void> {
  await signInAsAdmin(page, path);
  await firstDataRow(page).waitFor();
}

/**
 * Signs in by filling the sign-in screen, as a user does: to `next` when given; otherwise it opens the
 * screen first unless the console is on it (where a sign-in that a deep link asked for returns to that link).
 */
export async function signInThroughForm(page: Page, email: string, password: string, next?: string): Promise<void> {
  if (next) await page.goto(`/login?next=${encodeURIComponent(next)}`);
  else if (!new URL(page.url()).pathname.endsWith('/login')) await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** The sandbox's demo administrator. */
export const DEMO_ADMIN_EMAIL = 'admin@garagehub.in';

/**
 * Sets a react-admin store value (language, theme) of `account` before the app reads it: the demo
 * administrator's unless told, `null` for the sign-in screens (each account keeps its own).
 */
export async function setPreference(page: Page, key: string, value: unknown, account: string | null = DEMO_ADMIN_EMAIL): Promise<void> {
  await openOrigin(page);
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [preferenceKey(account ?? undefined, key), value] as const);
}

/** Types a date's digits in its field's order (e.g. '31032027' into DD-MM-YYYY, '20270331' into YYYY-MM-DD) into a form's date picker, found by its source (`date-{source}`). */
export async function typeDate(scope: Page | Locator, source: string, digits: string): Promise<void> {
  // The picker's hidden input sits beside its day, month and year sections.
  const field = scope.getByTestId(`date-${source}`).locator('xpath=..');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(digits);
}

/**
 * Moves the open console to `path` as an in-app link does (history push, no reload); loads the page
 * when the console is not open yet. Screens reached this way skip a full start of the console.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const consoleOpen = await page.evaluate(() => document.querySelector('.RaLayout-appFrame') !== null).catch(() => false);
  if (!consoleOpen) {
    await page.goto(path);
    return;
  }
  const current = new URL(page.url());
  if (`${current.pathname}${current.search}` === path) return;
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  // Two frames: the router has rendered the new route, so the last screen's rows are gone.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A picture of the page for people to look at, taken when E2E_SCREENSHOTS is set (a twentieth of
 * the stage's time otherwise); a failed test's page is always pictured (`pagePerTest`).
 */
export async function screenshot(target: Page | Locator, name: string, { always = false, fullPage = false } = {}): Promise<void> {
  if (!always && !process.env.E2E_SCREENSHOTS) return;
  const path = `test/artifacts/screens/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/** Screens (path, width and open dialog) already analysed with every rule in this run, by either worker. */
const analysedInFull = new Set<string>();
/** Screens and their look (seriousViolations) whose contrast has been measured in this run. */
const contrastMeasured = new Set<string>();

/**
 * The two workers share what they have analysed through a file of the run (globalSetup.ts), one
 * line each: 'full <screen>' or 'look <screen> <look>'.
 */
function recallAnalyses(): void {
  for (const line of readFileSync(inject('axeMemory'), 'utf8').split('\n')) {
    if (line.startsWith('full ')) analysedInFull.add(line.slice(5));
    else if (line.startsWith('look ')) contrastMeasured.add(line.slice(5));
  }
}

function noteAnalysis(kind: 'full' | 'look', key: string): void {
  appendFileSync(inject('axeMemory'), `${kind} ${key}\n`);
}

/**
 * axe-core's minified build, put in a page before its first analysis: the same code as `axe.source`
 * in 580 KB rather than 1.3 MB, 0.3 s to send and compile here against 0.45 s.
 */
let axeSource: string | undefined;
const minifiedAxe = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** The WCAG A and AA rules every screen is held to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core in the page: violations of impact serious or critical, one per line ('' when none).
 * The first time the run sees a screen (path, width and open dialog) it is analysed with every WCAG A/AA rule;
 * its other languages and themes change colours and text, so they are analysed for contrast only,
 * once per look: the same elements in the same colours and direction (another language of the same
 * direction changes only the words) have the contrast already measured.
 * axe runs in the page itself and reports violations only: the Playwright wrapper opened a blank
 * page per analysis and sent back every passing node, four times the cost for the same verdict.
 */
export async function seriousViolations(page: Page): Promise<string> {
  // Colours measured half-way through a fade are not the colours anyone reads.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // A screen is named without its words, which change with the language: path plus each open dialog's controls.
  // Its look: direction, how many elements it has, and the colours of the page, app bar, menu and dialog.
  const { screen, look } = await page.evaluate(() => {
    const colours = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? `${getComputedStyle(element).backgroundColor}/${getComputedStyle(element).color}` : '-';
    };
    return {
      // The width too: a phone's cards are another layout of the same path, with rules of their own.
      screen: `${location.pathname} ${window.innerWidth} ${[...document.querySelectorAll('[role="dialog"]')].map((dialog) => dialog.querySelectorAll('input, select, textarea, button').length).join(',')}`,
      look: [
        document.documentElement.dir,
        document.getElementsByTagName('*').length,
        ...['body', 'header', '.MuiDrawer-paper', '[role="dialog"]'].map(colours),
      ].join(' '),
    };
  });
  recallAnalyses();
  if (analysedInFull.has(screen) && contrastMeasured.has(`${screen} ${look}`)) return '';
  const runOnly = analysedInFull.has(screen) ? { type: 'rule' as const, values: ['color-contrast'] } : { type: 'tag' as const, values: WCAG_AA };
  if (!analysedInFull.has(screen)) noteAnalysis('full', screen);
  noteAnalysis('look', `${screen} ${look}`);
  analysedInFull.add(screen);
  contrastMeasured.add(`${screen} ${look}`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(minifiedAxe());
  const violations = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((result) => result.violations),
    { runOnly, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`);
      return `${violation.id}: ${violation.help} — ${nodes.join(' | ')}`;
    })
    .join('\n');
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first test file and kept for the next (the files of a
 * worker share its modules: vitest.config.ts); launched again if it went away.
 */
async function workerBrowser(): Promise<Browser> {
  const current = await sharedBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  sharedBrowser = launchBrowser();
  return sharedBrowser;
}

/**
 * The worker's Chromium for the test file and, before each test, a fresh page and (unless `reseed` is false,
 * for files whose tests only read) a reseeded sandbox. Returns the current page.
 */
export function pagePerTest({ reseed = true, viewport }: { reseed?: boolean; viewport?: { width: number; height: number } } = {}): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  /** What the console threw and nothing caught, in any page of the test's context. */
  let uncaught: string[] = [];
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  beforeEach(async () => {
    if (reseed) await resetSandbox();
    page = await newPage(browser!, viewport);
    uncaught = [];
    page.context().on('weberror', (error) => uncaught.push(error.error().stack ?? error.error().message));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 80)}`, { always: true }).catch(() => undefined);
    }
    // A context left open keeps a copy of the console running beside the next test's.
    await page?.context().close();
    if (uncaught.length > 0) throw new Error(`The console threw and nothing caught it:\n${uncaught.join('\n\n')}`);
  });
  return () => page!;
}

/**
 * What looks broken in a list's filter bar: fields of different heights (an outlined date beside
 * filled selects) and a select whose label runs under its arrow.
 */
export function filterBarFaults(page: Page): Promise<string[]> {
  return page.locator('[role="search"]').evaluate((bar) => {
    // Fields drawn but not shown (the date pickers' hidden first draw, beside their stand-ins) have no boxes.
    const shown = [...bar.querySelectorAll('.MuiInputBase-root, .MuiPickersInputBase-root')].filter((box) => box.getClientRects().length > 0);
    const boxes = shown.map((box) => ({
      name: box.closest('.MuiFormControl-root, .MuiPickersTextField-root')?.querySelector('.MuiInputLabel-root')?.textContent ?? '',
      height: Math.round(box.getBoundingClientRect().height),
    }));
    const heights = new Set(boxes.map(({ height }) => height));
    const uneven = heights.size > 1 ? [`fields of different heights: ${boxes.map(({ name, height }) => `${name} ${height}`).join(', ')}`] : [];
    const covered = [...bar.querySelectorAll('.MuiSelect-icon')].flatMap((icon) => {
      const label = icon.closest('.MuiFormControl-root')?.querySelector('.MuiInputLabel-root');
      if (!label) return [];
      const [a, b] = [label.getBoundingClientRect(), icon.getBoundingClientRect()];
      return a.left < b.right && b.left < a.right ? [`'${label.textContent}' runs under its arrow`] : [];
    });
    return [...uneven, ...covered];
  });
}

/** A list row's data cell: lists with bulk actions open each row with a selection cell, left out here. */
const DATA_CELL = 'td:not(.ConsoleCell-selection)';

/** A list row's data cells (selection cell left out). */
export const dataCells = (row: Locator): Locator => row.locator(DATA_CELL);

/** The cells of one column of the list's rows, by the column's source (its class `column-<source>`, dots and all). */
export const columnCells = (page: Page, source: string): Locator => page.locator(`tbody td[class~="column-${source}"]`);

/** One data column's texts (0-based, selection cell left out) for every row the locator matches. */
export function columnTexts(rows: Locator, index: number): Promise<string[]> {
  return rows.evaluateAll(
    (elements, [selector, column]) => elements.map((row) => row.querySelectorAll(selector)[column as number]?.textContent ?? ''),
    [DATA_CELL, index] as const,
  );
}

/**
 * The texts of `cells` matching `pattern` whose first character is not drawn left of their last: a
 * left-to-right value ('04:00 PM') turned about by the right-to-left text around it ('PM 04:00').
 */
export function drawnOutOfOrder(cells: Locator, pattern: RegExp): Promise<{ matched: number; outOfOrder: string[] }> {
  return cells.evaluateAll((elements, source) => {
    const matching = elements.filter((element) => new RegExp(source).test(element.textContent ?? ''));
    const range = document.createRange();
    const outOfOrder = matching.flatMap((element) => {
      const text = element.firstChild!;
      const left = (offset: number) => (range.setStart(text, offset), range.setEnd(text, offset + 1), range.getBoundingClientRect().left);
      return left(0) < left(text.textContent!.length - 1) ? [] : [element.textContent ?? ''];
    });
    return { matched: matching.length, outOfOrder };
  }, pattern.source);
}
