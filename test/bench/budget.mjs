#!/usr/bin/env node
/**
 * The start-up budget: the JavaScript a browser loads before the first screen shows (gzip -9 of the
 * built files, KB = 1000 bytes, and how many files) must stay within each route's budget: `/login`
 * signed out until the sign-in form, and as a signed-in administrator `/admin/category` and Garage
 * Management until a data row. Exits 1 when a route is over (or cannot be measured), 0 within.
 *
 *   node test/bench/budget.mjs [--no-build] [--dist <dir>] [--files]
 *
 * --files lists the scripts counted.
 *
 * The built console (`vite build` unless --no-build) under `vite preview` on its sandbox; one cold open
 * per route, each in a fresh Chromium context, until the screen shows. Scripts the page or its workers
 * asked for before that moment count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, adminSession, buildUnlessAsked, flag, launchChromium, log, previewServer } from './harness.mjs';

/**
 * What each route measures now and a little room (docs/performance.md "Budget"); lower them when a
 * screen gets lighter. `ready`: the screen shows when an element matching `selector` holds text
 * matching `text` (any element, without `text`).
 */
export const ROUTES = [
  // 168.2 KB since the page's entry asks for the profile and the page's list while the console's code loads (167.7 before);
  // 167.7 KB since react-admin's <Admin> gave way to its context and core UI (its default login form left the start; 168.4 before);
  // 168.0 KB in 5 files (173.0 before node-polyglot's Object.entries polyfill gave way to the browser's own; 172.1 before the base path).
  { name: '/login', path: '/login', signedIn: false, ready: { selector: 'input[name="email"]' }, budget: { kb: 169, files: 5 } },
  // 414.2 KB in 11 files since a list's first rows, as last drawn, are drawn again before the console runs when the worker
  // reads the same records (the list's asks noted, the recorder's mount, 0.1 KB in the entry; the drawing's own code loads only
  // where a drawing was recorded: 0.75 s against 1.15 s for the bare list at 1x; 413.7 before);
  // 413.6 KB in 11 files since the list worker loads the dashboards' aggregates with the first figure asked (1.5 KB; the worker starts
  // before the first rows) and its read rests at the start until the first rows are painted (0.3 KB; 414.8 before);
  // 414.0 KB in 11 files since the app bar's Refresh reads the lists and charts the engine keeps from the server again
  // (it answered them from their kept rows; 413.9 before);
  // 413.4 KB in 11 files since fuel types and lead sources read in the user's language and a lead's source is searched in the
  // words of all six (the sources' words in the areas' declarations; 412.7 before);
  // 412.7 KB in 11 files since a waiting count not read shows '?' and a phone's shut menu marks a failed access check (412.4 before);
  // 412.4 KB in 11 files since a role changed meanwhile is followed and the menu's failed check has its
  // closed-sidebar form (412.0 before); 412.0 KB in 11 files since the menu says when the profile call failed, with Retry (411.8 before);
  // 411.4 KB in 11 files since the subscriptions' payment-link and messaging rules load with their screens (413.0 before);
  // 412.1 KB in 11 files since the entry asks for the profile and the list it read last time while the console's code loads
  // (0.21 s earlier with a server 300 ms away; 411.6 before);
  // 411.1 KB in 11 files since the lists' own frame replaced react-admin's ListView and forms left the start
  // (react-hook-form, react-admin's form, inputs and save button: only the lazy dialogs and editors draw a form; 441.9 before);
  // 441.5 KB in 11 files since the diagnostics log is kept for the tab (sessionStorage; 441.2 before);
  // 441.2 KB in 11 files since the data checks read GST from either documented field, the requested
  // garages' categories from their specializations, and services, SEO pages, roles and cities declared
  // their phone cards (440.8 before); 440.3 KB in 11 files since the garage forms' values and payloads load with the forms (saves.ts), 442.1
  // before; 441.1 KB in 11 files (440.5 before the filter bar's selects sized to their labels, the phone's
  // language button and the record's name column kept in view when a wide table scrolls sideways;
  // 440.0 a round before; 439.4 before the console's own route link and navigate, which keep the menu and
  // saved views off the search keystroke; 444.4 before the Object.entries polyfill left; 444.1 before the screen's code remembered for the next load, which asks for it at
  // its start; 443.9 before the filters asked for and still waiting for their page counted as the list's;
  // 443.2 before this round's code loading that waits for the connection and the menu's drawn mark; 442.5 before the table drawn apart from its rows, a search handed to the list with
  // its answer, and ICU's number data loaded while the code compiles: all off the keystroke or the start's
  // evaluation; 441.9 before the page buttons drawn again one by one and the rows' keys that
  // let a search update its rows in place, both off the keystroke; 441.1 before the menu's entries were memoised and told whether they are active,
  // off the search keystroke; 440.5 before the list's query was read apart from its answer, off it too;
  // 439.3 before the app bar's own buttons, tooltips drawn when first wanted and
  // language menu drawn when first opened: react-admin's, still in its layout's code, drew the bar three
  // times in the commit that mounts it; 439.0 before the filter bar's held space was laid out as the bar
  // is, for no layout shift on a first visit at desktop width; 438.8 before the app bar's and menu's stable route context, the profile call at
  // boot, the phone pager waiting for the cards' code and the start's User Timing marks): 435.8 before this round's base path, system theme and offline notice (+0.9), dense
  // rows and the density choice (+0.9), and the menu entries' own component with the loading dialog a click
  // before its code shows (+1.2), all drawn or answering on the first screen; 447.5 before date-fns left the
  // start and the filter fields came after the rows.
  {
    name: '/admin/category',
    path: '/admin/category',
    signedIn: true,
    ready: { selector: 'tbody tr td', text: '\\S' },
    budget: { kb: 415, files: 11 },
  },
  // 418.2 KB since the same drawing of the first rows (417.7 before);
  // 417.6 KB since the same aggregates and start rest (418.9 before);
  // 418.0 KB since the same Refresh (417.9 before);
  // 417.5 KB since the same fuel types and lead sources (416.8 before);
  // 416.5 KB since the same role change and closed-sidebar notice (416.1 before); 416.1 KB since the same failed-profile notice in the menu (415.9 before);
  // 415.5 KB since the same subscriptions' rules off the start (417.0 before);
  // 416.1 KB since the same early profile and list (415.6 before);
  // 415.2 KB since the same list frame and forms off the start (445.9 before);
  // 445.5 KB since the same diagnostics log (445.2 before); 445.2 KB since the same data checks and cards (444.8 before); 444.3 KB since the garage forms' values and payloads load with the forms (saves.ts), 446.1 before;
  // 445.0 KB (444.8 before the language and theme menus were parted from their buttons, for the phone's
  // overflow menu, whose own code loads on a phone only); 443.8 KB in 12 files (443.1 before the same route link and navigate; 448.2 before the Object.entries polyfill left; 447.8 and 447.6 before the same two; 446.9 before the same waiting for the connection; 446.3 before the table's frame, the search and ICU above; 445.7 before the page buttons and row keys above): 476.4 KB in 26 before its row modals and the Add Garage form loaded when first
  // opened (or once the first reads are done) rather than with the screen; 481.9
  // before date-fns left. Ready at a garage's public id: a data row, not a loading skeleton.
  {
    name: 'Garage Management',
    path: '/admin/GarageManagement',
    signedIn: true,
    ready: { selector: 'tbody tr td', text: '^MKT\\d+$' },
    budget: { kb: 419, files: 12 },
  },
];

const preview = previewServer({ port: 4616, stateFile: 'test/artifacts/bench-budget-sandbox.json', timeoutMs: 120000 });

/** The scripts one cold open of `route` asked for before its screen showed, in a fresh context of `browser`. */
async function scriptsBeforeReady(browser, base, route, session) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  try {
    if (route.signedIn)
      await context.addInitScript((stored) => {
        if (!localStorage.getItem('admin')) localStorage.setItem('admin', stored);
      }, session);
    // The moment the screen shows, on the wall clock the request timings use.
    await context.addInitScript(({ selector, text }) => {
      const pattern = text === undefined ? undefined : new RegExp(text);
      new MutationObserver((_, observer) => {
        const shown = Array.from(document.querySelectorAll(selector)).some((element) => !pattern || pattern.test((element.textContent ?? '').trim()));
        if (!shown) return;
        window.readyAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, route.ready);
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) requests.push(request);
    });
    await page.goto(`${base}${route.path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.readyAt, undefined, { timeout: 120_000 });
    const readyAt = await page.evaluate(() => window.readyAt);
    // Scripts asked for before that moment. Those loaded when idle after the screen shows start later,
    // however long a busy machine takes to notice it.
    const asked = await Promise.all(
      requests.map(async (request) => ((await request.response().catch(() => null)) && request.timing().startTime < readyAt ? request : undefined)),
    );
    return [...new Set(asked.filter(Boolean).map((request) => new URL(request.url()).pathname))];
  } finally {
    await context.close();
  }
}

function gzipKb(paths) {
  return (
    paths.reduce((sum, path) => {
      const file = join(DIST, decodeURIComponent(path).replace(/^\/+/, ''));
      return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }, 0) / 1000
  );
}

try {
  buildUnlessAsked();
  await preview.start(50);
  const session = JSON.stringify(await adminSession(preview.base));
  const browser = await launchChromium();
  try {
    for (const route of ROUTES) {
      const scripts = await scriptsBeforeReady(browser, preview.base, route, session);
      const kb = gzipKb(scripts);
      const { budget } = route;
      const over = kb > budget.kb || scripts.length > budget.files;
      log(
        `JS before ${route.name} shows: ${kb.toFixed(1)} KB gzip in ${scripts.length} files, ${over ? 'OVER' : 'within'} the budget of ${budget.kb} KB in ${budget.files} files`,
      );
      if (over || flag('--files')) log('  files: ' + scripts.map((path) => path.replace(/^\/assets\//, '')).join(', '));
      if (over) process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`budget check could not run: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  preview.stop();
}
