#!/usr/bin/env node
/**
 * Screen-change bench: a click on a menu entry to another list, until that list's first row shows,
 * beside the bare react-admin list's own route change (test/bench/anchor: items -> owners), in one
 * run. Figures only: nothing here passes or fails on a number.
 *
 *   node test/bench/screenChange.mjs [--no-build] [--dist <dir>] [--compare <dir>] [--runs 3] [--point-ms 200] [--summary-file <path>]
 *
 * Each round is a fresh browser context signed in as the administrator, opened on /admin/category;
 * once its first row shows and the browser idles, the bench clicks in the menu, in turns:
 *   - Garage Management, a list not opened yet in this page (its code and rows load on the click);
 *   - Categories, a list opened before;
 *   - Garage Management again, opened before too.
 * The anchor, opened on its items list: owners (not opened yet), then items (opened before).
 * For each click, on the page's clock: from the click to the frame after the new list's heading and
 * a first row (one whose text differs from the last list's) are in the page, and the longest
 * main-thread task in that span (PerformanceObserver 'longtask': only tasks over 50 ms count).
 * `--point-ms N` moves the pointer onto the entry N ms before each click, as a user points before
 * clicking (what the page does on pointing, such as asking for the screen's code, then counts); the
 * time is still counted from the click.
 * `--press-ms N` clicks with the mouse, held down N ms as a hand does (about 100), rather than by
 * the link's click(): what the page does on the press counts, the time is still counted from the
 * click (the release).
 */
import { writeFileSync } from 'node:fs';
import {
  ANCHOR_BASE,
  COMPARE_DIST,
  DESKTOP_CONTEXT,
  adminSession,
  buildAnchorUnlessAsked,
  buildUnlessAsked,
  launchChromium,
  log,
  median,
  observeLongTasks,
  option,
  previewServer,
  startAnchor,
  textTable,
} from './harness.mjs';

const runs = Number(option('--runs', '3'));
const pointMs = Number(option('--point-ms', '0'));
const pressMs = Number(option('--press-ms', '0'));
const summaryFile = option('--summary-file', undefined);
const consoles = [
  { label: '', server: previewServer({ port: 4633, stateFile: 'test/artifacts/bench-screens-sandbox.json', timeoutMs: 300000 }) },
  ...(COMPARE_DIST
    ? [
        {
          label: ` [${option('--compare', '')}]`,
          server: previewServer({
            port: 4635,
            stateFile: 'test/artifacts/bench-screens-compare-sandbox.json',
            timeoutMs: 300000,
            dist: COMPARE_DIST,
          }),
        },
      ]
    : []),
];

const firstRowText = () => {
  const cells = Array.from(document.querySelector('tbody tr')?.querySelectorAll('td') ?? []);
  return cells.some((cell) => (cell.textContent ?? '').trim()) ? (document.querySelector('tbody tr')?.textContent ?? '') : '';
};

/**
 * In the page: clicks `link` (or, with `byMouse`, waits for the mouse's click on it), then waits for
 * `heading` to read `title` and a new first row, and a frame to be drawn.
 */
const changeScreen = ({ link, heading, title, byMouse }) =>
  new Promise((done, fail) => {
    const anchor = document.querySelector(link);
    if (!anchor) return fail(new Error(`no menu entry ${link}`));
    const firstRowText = () => {
      const row = document.querySelector('tbody tr');
      return Array.from(row?.querySelectorAll('td') ?? []).some((cell) => (cell.textContent ?? '').trim()) ? (row?.textContent ?? '') : '';
    };
    const rowBefore = firstRowText();
    let start;
    const poll = () => {
      const titled = Array.from(document.querySelectorAll(heading)).some((element) => (element.textContent ?? '').trim() === title);
      const row = firstRowText();
      if (titled && row && row !== rowBefore)
        requestAnimationFrame(() =>
          setTimeout(() => done({ shown: performance.now() - start, longest: Math.max(0, ...window.__longTasks.map((task) => task.duration)) })),
        );
      else if (performance.now() - start > 120_000) fail(new Error(`${title} did not show`));
      else requestAnimationFrame(poll);
    };
    const clicked = () => {
      window.__longTasks = [];
      start = performance.now();
      requestAnimationFrame(poll);
    };
    if (byMouse) anchor.addEventListener('click', clicked, { once: true, capture: true });
    else {
      clicked();
      anchor.click();
    }
  });

/** The steps of one round: where it opens, then the menu clicks measured. */
function consoleRound({ label, server }) {
  const gm = { link: 'a[href="/admin/GarageManagement"]', heading: '#main-content h1', title: 'Garage Management' };
  const category = { link: 'a[href="/admin/category"]', heading: '#main-content h1', title: 'Categories' };
  return {
    open: `${server.base}/admin/category`,
    server,
    steps: [
      { name: `console${label}: menu -> Garage Management, not opened yet`, ...gm },
      { name: `console${label}: menu -> Categories, opened before`, ...category },
      { name: `console${label}: menu -> Garage Management, opened before`, ...gm },
    ],
  };
}
const anchorRound = {
  open: `${ANCHOR_BASE}/?rows=300#/items`,
  steps: [
    { name: 'bare react-admin list: menu -> owners, not opened yet', link: 'a[href="#/owners"]', heading: '#react-admin-title', title: 'Owners' },
    { name: 'bare react-admin list: menu -> items, opened before', link: 'a[href="#/items"]', heading: '#react-admin-title', title: 'Items' },
  ],
};

async function round(browser, { open, server, steps }) {
  const context = await browser.newContext(DESKTOP_CONTEXT);
  try {
    if (server) {
      const session = JSON.stringify(server.session);
      await context.addInitScript((stored) => localStorage.getItem('admin') || localStorage.setItem('admin', stored), session);
    }
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    await page.goto(open);
    await page.waitForFunction(firstRowText, undefined, { polling: 'raf', timeout: 300_000 });
    // What loads once the first screen is in (menu counts, date pickers) has loaded: a user's click comes later.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
    const results = [];
    for (const step of steps) {
      if (pointMs > 0) {
        await page.hover(step.link);
        await page.waitForTimeout(pointMs);
      }
      if (pressMs > 0) {
        await page.hover(step.link);
        const measured = page.evaluate(changeScreen, { ...step, byMouse: true });
        await page.mouse.down();
        await page.waitForTimeout(pressMs);
        await page.mouse.up();
        results.push({ name: step.name, ...(await measured) });
      } else results.push({ name: step.name, ...(await page.evaluate(changeScreen, step)) });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
    }
    return results;
  } finally {
    await context.close();
  }
}

const ms = (values) =>
  values.length > 1
    ? `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
    : `${Math.round(values[0])}`;

async function main() {
  buildUnlessAsked();
  buildAnchorUnlessAsked();
  const stopAnchor = await startAnchor();
  const browser = await launchChromium();
  const byStep = new Map();
  try {
    for (const { server } of consoles) {
      await server.start(200);
      server.session = await adminSession(server.base);
    }
    for (let turn = 0; turn < runs; turn++)
      for (const plan of [anchorRound, ...consoles.map(consoleRound)])
        for (const result of await round(browser, plan)) byStep.set(result.name, [...(byStep.get(result.name) ?? []), result]);
  } finally {
    for (const { server } of consoles) server.stop();
    await browser.close();
    stopAnchor();
  }
  log(`\nScreen changes by the menu (${runs} rounds; median (min–max) ms; longest task counts only tasks over 50 ms)\n`);
  const headers = ['click', 'to first row', 'longest task'];
  const cells = [...byStep].map(([name, results]) => [name, ms(results.map((r) => r.shown)), ms(results.map((r) => r.longest))]);
  log(textTable(headers, cells));
  if (summaryFile)
    writeFileSync(
      summaryFile,
      JSON.stringify({
        steps: [...byStep].map(([name, results]) => ({
          name,
          shownMs: median(results.map((r) => r.shown)),
          longestMs: median(results.map((r) => r.longest)),
        })),
      }),
    );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
