#!/usr/bin/env node
/**
 * Page-render bench: how long the console takes to show another page of a list once its rows are
 * loaded, in Chromium, on the built console. Figures only: nothing here passes or fails on a number.
 *
 *   node test/bench/tableRender.mjs [--no-build] [--dist <dir>] [--compare <dir>] [--pages 12] [--only garage,category]
 *
 * For Garage Management (28 columns) and /admin/category, signed in as the administrator: after the
 * first rows, the bench clicks 'Go to next page' and 'Go to previous page' in turns, `--pages` times.
 * For each click, on the page's clock:
 *   - painted: from the click to the frame after the first row's text changed (whatever the page waited for);
 *   - main thread: the main thread's task time in that span (Chrome's TaskDuration metric), i.e. the page render;
 *   - longest task: the longest main-thread task (PerformanceObserver 'longtask', so only those over 50 ms).
 * The first click of each direction is left out (it loads code and warms caches).
 * --compare <dir> measures another build (e.g. `npx vite build --outDir <dir>` of an older commit) in the same run,
 * the two builds in turns.
 */
import {
  COMPARE_DIST,
  buildUnlessAsked,
  launchChromium,
  log,
  median,
  observeLongTasks,
  option,
  previewServer,
  signedInPage,
  textTable,
} from './harness.mjs';

const pages = Number(option('--pages', '12'));
const only = option('--only', '').split(',').filter(Boolean);
const builds = [
  { label: 'this build', server: previewServer({ port: 4623, stateFile: 'test/artifacts/bench-table-sandbox.json', timeoutMs: 300000 }) },
  ...(COMPARE_DIST
    ? [
        {
          label: option('--compare', ''),
          server: previewServer({ port: 4625, stateFile: 'test/artifacts/bench-table-compare-sandbox.json', timeoutMs: 300000, dist: COMPARE_DIST }),
        },
      ]
    : []),
];
const SCREENS = [
  { name: 'Garage Management', path: '/admin/GarageManagement' },
  { name: '/admin/category', path: '/admin/category' },
].filter((screen) => only.length === 0 || only.some((word) => screen.name.toLowerCase().includes(word.toLowerCase())));

const firstRowText = () => document.querySelector('tbody tr')?.textContent ?? '';

/** In the page: clicks the pager button, then waits for the first row to change and a frame to be drawn. */
const turnPage = (label) =>
  new Promise((done, fail) => {
    const button = document.querySelector(`button[aria-label="${label}"]`);
    if (!button || button.disabled) return fail(new Error(`no enabled '${label}' button`));
    const before = document.querySelector('tbody tr')?.textContent ?? '';
    window.__longTasks = [];
    const start = performance.now();
    button.click();
    const poll = () => {
      const now = document.querySelector('tbody tr')?.textContent ?? '';
      if (now && now !== before) {
        // The frame that shows the new rows: after the next animation frame's paint.
        requestAnimationFrame(() =>
          setTimeout(() => done({ painted: performance.now() - start, tasks: window.__longTasks.map((task) => task.duration) })),
        );
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });

async function measureScreen(page, cdp, screen) {
  await page.goto(screen.path);
  await page.waitForFunction(() => (document.querySelector('tbody tr')?.textContent ?? '').trim(), undefined, { timeout: 120_000 });
  await page.waitForFunction(firstRowText, undefined, { timeout: 60_000 });
  const taskTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  const results = [];
  for (let turn = 0; turn < pages + 2; turn++) {
    const label = turn % 2 === 0 ? 'Go to next page' : 'Go to previous page';
    const busyBefore = await taskTime();
    const { painted, tasks } = await page.evaluate(turnPage, label);
    const busy = (await taskTime()) - busyBefore;
    if (turn >= 2) results.push({ painted, busy, longest: Math.max(0, ...tasks) });
  }
  return results;
}

const ms = (values) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function main() {
  buildUnlessAsked();
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const build of builds) {
      await build.server.start(50);
      build.session = await signedInPage(browser, build.server.base, {
        timeout: 120_000,
        prepare: (context) => context.addInitScript(observeLongTasks),
      });
      build.cdp = await build.session.context.newCDPSession(build.session.page);
      await build.cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    }
    for (const screen of SCREENS)
      for (const build of builds) {
        const results = await measureScreen(build.session.page, build.cdp, screen);
        rows.push([`${screen.name} [${build.label}]`, results]);
      }
  } finally {
    for (const build of builds) build.server.stop();
    await browser.close();
  }
  log(`\nPage renders (${pages} per screen; median (min–max) ms; longest task counts only tasks over 50 ms)\n`);
  const headers = ['screen', 'click to painted', 'main-thread time', 'longest task'];
  const cells = rows.map(([name, results]) => [
    name,
    ms(results.map((r) => r.painted)),
    ms(results.map((r) => r.busy)),
    ms(results.map((r) => r.longest)),
  ]);
  log(textTable(headers, cells));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
