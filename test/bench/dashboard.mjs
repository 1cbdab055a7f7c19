#!/usr/bin/env node
/**
 * Dashboard bench: both portal dashboards of the built console against large sandboxes.
 * Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/dashboard.mjs [--no-build] [--dist <dir>] [--sizes 50000,100000] [--counters-only]
 *
 * For each size: `vite preview` with SANDBOX_GARAGES=<n> on a fresh state file; Chromium signs in,
 * then for /admin/dashboard and /admin/marketplace/dashboard (a fresh page load each) measures, on
 * the new document's clock (performance.now):
 *   a. counters: until every counter shows a number;
 *   b. charts: until every chart card has left its loading state (drawn, empty or failed);
 *   c. main-thread long tasks (> 50 ms, PerformanceObserver 'longtask'): the longest one after the
 *      counters showed, while the charts fill in, and the longest of the whole load.
 * and, first, one session moving inside the console: sign-in lands on the dashboard, then Garage
 * Management (until its first row), then the dashboard again (until its charts): how many GET
 * /getAllUsers it asked.
 * --counters-only measures (a) alone (a console without charts, e.g. an older build via --dist).
 */
import {
  buildUnlessAsked,
  flag,
  forEachSandboxSize,
  launchChromium,
  log,
  observeLongTasks,
  previewServer,
  signedInPage,
  sizesOption,
} from './harness.mjs';

const preview = previewServer({ port: 4612, stateFile: 'test/artifacts/bench-dashboard-sandbox.json', timeoutMs: 300000 });
const BASE = preview.base;
const sizes = sizesOption('50000,100000');
const countersOnly = flag('--counters-only');

const DASHBOARDS = [
  { path: '/admin/dashboard', charts: ['chart-registrations', 'chart-approvals', 'chart-states', 'chart-business', 'chart-leads', 'chart-expiring'] },
  { path: '/admin/marketplace/dashboard', charts: ['chart-activity', 'chart-waiting-leads', 'chart-cities'] },
];

/** Waits until every chart card of the dashboard has left its loading state; performance.now then. */
async function chartsSettled(page, dashboard) {
  const charts = await page.waitForFunction(
    (ids) =>
      ids.every((id) => {
        const card = document.querySelector(`[data-testid="${id}"]`);
        // The card's own loading status is named; MUI X's charts keep an unnamed live region of their own.
        return card && !card.querySelector('[role="status"][aria-label]');
      })
        ? performance.now()
        : 0,
    dashboard.charts,
    { polling: 200, timeout: 300_000 },
  );
  return charts.jsonValue();
}

async function measureDashboard(page, dashboard, calls) {
  calls.length = 0;
  await page.goto(dashboard.path, { waitUntil: 'commit', timeout: 180_000 });
  const counters = await page.waitForFunction(
    () => {
      const boxes = Array.from(document.querySelectorAll('[data-testid^="count-"]'));
      return boxes.length > 0 && boxes.every((box) => /^\d[\d,]*$/.test(box.textContent ?? '')) ? performance.now() : 0;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const countersAt = await counters.jsonValue();
  if (countersOnly) return { countersAt };
  const chartsAt = await chartsSettled(page, dashboard);
  const failed = await page.evaluate((ids) => ids.filter((id) => document.querySelector(`[data-testid="${id}"] .MuiAlert-root`)), dashboard.charts);
  const tasks = await page.evaluate(() => window.__longTasks);
  const longest = (list) => list.reduce((max, task) => Math.max(max, task.duration), 0);
  const afterCounters = tasks.filter((task) => task.start + task.duration > countersAt);
  return {
    countersAt,
    chartsAt,
    failed,
    calls: [...calls],
    longestAfterCounters: longest(afterCounters),
    over100: afterCounters.filter((task) => task.duration > 100).length,
    longestOverall: longest(tasks),
  };
}

async function measure() {
  const browser = await launchChromium();
  try {
    /** The API calls of the load being measured (the Worker's included): path, status or failure, seconds. */
    const calls = [];
    const started = new Map();
    let allUsersAsked = 0;
    const record = (request, outcome) => {
      if (!started.has(request)) return;
      calls.push(`${new URL(request.url()).pathname.replace('/api', '')} ${outcome} ${((Date.now() - started.get(request)) / 1000).toFixed(1)} s`);
    };
    // Watched from the sign-in on: its landing on the dashboard counts in the session's GET /getAllUsers.
    const watchCalls = async (context) => {
      await context.addInitScript(observeLongTasks);
      context.on('request', (request) => {
        if (!request.url().includes('/api/')) return;
        started.set(request, Date.now());
        if (new URL(request.url()).pathname.endsWith('/getAllUsers')) allUsersAsked += 1;
      });
      // A request that finishes as the context closes has no response left to read.
      context.on('requestfinished', async (request) => record(request, (await request.response().catch(() => null))?.status() ?? '?'));
      context.on('requestfailed', (request) => record(request, request.failure()?.errorText ?? 'failed'));
    };
    const { page } = await signedInPage(browser, BASE, { prepare: watchCalls, timeout: 180_000 });
    // Let the first visit's calls finish, so each measured load starts from a quiet server.
    if (!countersOnly) await chartsSettled(page, DASHBOARDS[0]).catch(() => undefined);
    /** Moves inside the console as its links do (the router follows the history), keeping the page and its list worker. */
    const moveTo = (path) =>
      page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    let session;
    if (!countersOnly) {
      await moveTo('/admin/GarageManagement');
      await page.waitForSelector('tbody tr', { timeout: 240_000 });
      await moveTo(DASHBOARDS[0].path);
      await chartsSettled(page, DASHBOARDS[0]).catch(() => undefined);
      session = { getAllUsers: allUsersAsked };
    }
    await page.waitForLoadState('networkidle', { timeout: 240_000 }).catch(() => undefined);
    const results = [];
    for (const dashboard of DASHBOARDS) results.push({ path: dashboard.path, ...(await measureDashboard(page, dashboard, calls)) });
    return { results, session };
  } finally {
    await browser.close();
  }
}

async function main() {
  buildUnlessAsked();
  const rows = [];
  const sessions = [];
  await forEachSandboxSize(preview, sizes, async (garages) => {
    const { results, session } = await measure();
    for (const result of results) rows.push({ garages, ...result });
    if (session) sessions.push({ garages, ...session });
  });
  log('\nDashboards (ms after navigation start; long tasks in ms)\n');
  for (const row of rows) {
    const size = row.garages.toLocaleString('en').padStart(8);
    if (countersOnly) {
      log(`${size} garages ${row.path}: counters ${row.countersAt.toFixed(0)}`);
      continue;
    }
    log(
      `${size} garages ${row.path}: counters ${row.countersAt.toFixed(0)}, charts ${row.chartsAt.toFixed(0)}` +
        `${row.failed.length ? ` (failed: ${row.failed.join(', ')})` : ''}; longest task after the counters ${row.longestAfterCounters.toFixed(0)} ` +
        `(${row.over100} over 100 ms), longest of the whole load ${row.longestOverall.toFixed(0)}`,
    );
    log(`    calls: ${row.calls.join('; ')}`);
  }
  for (const session of sessions) {
    log(
      `${session.garages.toLocaleString('en').padStart(8)} garages: sign-in → dashboard → Garage Management → dashboard asked GET /getAllUsers ${session.getAllUsers} time(s)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
