#!/usr/bin/env node
/**
 * After-the-rows bench: what the main thread does in the time after Garage Management's first row, from
 * a DevTools trace of each open. Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/afterRows.mjs [--no-build] [--dist <dir>] [--compare <dir>] [--sizes 10000] [--runs 3] [--window 3000] [--tasks] [--plain]
 *
 * Signed in on a sandbox of `--sizes` garages, each run opens the dashboard, then Garage Management
 * traced until its list is complete and 5 s more. Per run: the first row (on the new document's
 * clock), then in the `--window` ms after it (3 s by default; the trace ends 5 s after the list is
 * complete) the longest main-thread task, the tasks over 50 ms, the time spent recalculating style and the time of every task. `--tasks` lists each task over 30 ms with its largest
 * phases (style, layout, paint, script by file, garbage collection). `--compare <dir>` measures another
 * build in turn, run for run.
 * `--plain` opens each run as a user's browser would, as `startup.mjs` does: Chromium without
 * Playwright, whose DevTools network agent captures the script stack of every request a page sends
 * (25 `modulepreload` links for a dialog's code took 17–19 ms under it, 3–7 without), and without a
 * trace; the tasks over 50 ms come from the page's Long Tasks API, so the style and task-time columns
 * stay empty, and `--tasks` lists them with the long animation frames and the scripts run in each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COMPARE_DIST,
  DIST,
  ROOT,
  buildUnlessAsked,
  flag,
  garageRowShown,
  launchChromium,
  launchPlainChromium,
  listComplete,
  log,
  observeLongTasks,
  option,
  outermostSlices,
  previewServer,
  signedInPage,
  sizesOption,
  textTable,
} from './harness.mjs';

const [garages] = sizesOption('10000');
const runs = Number(option('--runs', '3'));
const WINDOW_MS = Number(option('--window', '3000'));
const TRACE = join(ROOT, 'test/artifacts/bench-after-rows-trace.json');
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const PHASES = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'MinorGC', 'MajorGC', 'v8.compile', 'EvaluateScript']);

/** One traced open: the first row and the main thread's tasks in the window after it. */
async function open(browser, base) {
  const { page } = await signedInPage(browser, base, { networkIdle: true });
  await page.goto('/admin/dashboard');
  await page.waitForLoadState('networkidle');
  await browser.startTracing(page, { path: TRACE, categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
  await page.goto('/admin/GarageManagement', { waitUntil: 'commit' });
  const rowsAt = await (await page.waitForFunction(garageRowShown, undefined, { polling: 'raf', timeout: 180_000 })).jsonValue();
  await page.waitForFunction(listComplete, undefined, { polling: 100, timeout: 240_000 });
  await page.waitForTimeout(5000);
  await browser.stopTracing();
  await page.context().close();
  const events = JSON.parse(readFileSync(TRACE, 'utf8')).traceEvents;
  const start = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes('GarageManagement'))
    .at(-1);
  const onMain = events.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X');
  // Tasks that start after the frame painting the first row, within the window.
  const from = start.ts + rowsAt * 1000 + 5000;
  const to = from + WINDOW_MS * 1000;
  const within = (event) => event.ts >= from && event.ts < to;
  const tasks = onMain.filter((event) => TASKS.has(event.name) && within(event));
  const ms = (events) => events.reduce((sum, event) => sum + event.dur / 1000, 0);
  return {
    rowsAt,
    longest: Math.max(0, ...tasks.map((task) => task.dur / 1000)),
    over50: tasks.filter((task) => task.dur > 50_000).length,
    style: ms(onMain.filter((event) => event.name === 'UpdateLayoutTree' && within(event))),
    busy: ms(tasks),
    listing: tasks
      .filter((task) => task.dur > 30_000)
      .map((task) => {
        const nameOf = (event) =>
          PHASES.has(event.name)
            ? event.name
            : event.name === 'FunctionCall' && event.args?.data?.url
              ? `script ${event.args.data.url.split('/').pop()}`
              : undefined;
        const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && nameOf(event));
        // A phase inside one of the same name (a Paint in a Paint, a call in a call of the same file) counts once.
        const parts = {};
        for (const event of outermostSlices(inside, nameOf)) parts[nameOf(event)] = (parts[nameOf(event)] ?? 0) + event.dur / 1000;
        const largest = Object.entries(parts)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, time]) => `${name} ${time.toFixed(0)}`);
        return `  +${((task.ts - from) / 1000 + 5).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms (${largest.join(', ')})`;
      }),
  };
}

/**
 * An init script for `--plain --tasks`: the page's long animation frames (over 50 ms) in
 * window.__longFrames, each with the scripts that ran in it (what called them, their file and function)
 * and when its rendering began, the browser's own attribution without a trace.
 */
function observeLongFrames() {
  window.__longFrames = [];
  new PerformanceObserver((list) =>
    window.__longFrames.push(
      ...list.getEntries().map((frame) => ({
        start: frame.startTime,
        duration: frame.duration,
        rendering: frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0,
        scripts: frame.scripts
          .filter((script) => script.duration >= 5)
          .map(
            (script) =>
              `${Math.round(script.duration)} ms ${script.invoker} ${(script.sourceURL ?? '').split('/').pop()} ${script.sourceFunctionName}`,
          ),
      })),
    ),
  ).observe({ type: 'long-animation-frame', buffered: true });
}

/** One open in a plain Chromium (`--plain`): the first row and, from the Long Tasks API, the tasks over 50 ms begun in the window after it. */
async function openPlain(plain, base, storage) {
  const page = await plain.newPage({ storage, initScripts: [observeLongTasks, observeLongFrames] });
  try {
    await page.goto(`${base}/admin/dashboard`);
    await page.waitForFunction(() => (document.querySelector('[data-testid^="count-"]') ? 1 : 0));
    await page.goto(`${base}/admin/GarageManagement`);
    const rowsAt = await page.waitForFunction(garageRowShown);
    await page.waitForFunction(listComplete);
    await page.waitForFunction((until) => (performance.now() > until ? 1 : 0), rowsAt + WINDOW_MS);
    const inWindow = (entry) => entry.start >= rowsAt + 5 && entry.start < rowsAt + WINDOW_MS;
    const tasks = (await page.evaluate(() => window.__longTasks)).filter(inWindow);
    const frames = (await page.evaluate(() => window.__longFrames)).filter(inWindow);
    return {
      rowsAt,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      over50: tasks.length,
      listing: [
        ...tasks.map((task) => `  task +${(task.start - rowsAt).toFixed(0)} ms: ${task.duration.toFixed(0)} ms`),
        ...frames.map(
          (frame) =>
            `  frame +${(frame.start - rowsAt).toFixed(0)} ms: ${frame.duration.toFixed(0)} ms, rendering ${frame.rendering.toFixed(0)}${frame.scripts.map((script) => `\n      ${script}`).join('')}`,
        ),
      ],
    };
  } finally {
    await page.close();
  }
}

buildUnlessAsked();
const builds = [DIST, COMPARE_DIST].filter(Boolean);
const previews = builds.map((dist, index) =>
  previewServer({ dist, port: 4641 + index, stateFile: `test/artifacts/bench-after-rows-sandbox-${index}.json`, timeoutMs: 240_000 }),
);
for (const preview of previews) await preview.start(garages);
const browser = await launchChromium();
const plain = flag('--plain') ? await launchPlainChromium() : undefined;
const rows = [];
try {
  // A plain open starts signed in: the session and preferences a sign-in through the form stores.
  const storages = [];
  if (plain)
    for (const preview of previews) {
      const { context } = await signedInPage(browser, preview.base, { networkIdle: true });
      storages.push(await context.storageState());
      await context.close();
    }
  for (let run = 1; run <= runs; run++) {
    for (const [index, preview] of previews.entries()) {
      const result = plain ? await openPlain(plain, preview.base, storages[index]) : await open(browser, preview.base);
      rows.push([
        builds[index].replace(`${ROOT}/`, ''),
        String(run),
        result.rowsAt.toFixed(0),
        result.longest.toFixed(0),
        String(result.over50),
        result.style?.toFixed(0) ?? '',
        result.busy?.toFixed(0) ?? '',
      ]);
      if (flag('--tasks')) log(`${builds[index]}, run ${run}:\n${result.listing.join('\n')}`);
    }
  }
} finally {
  await plain?.close();
  await browser.close();
  for (const preview of previews) preview.stop();
}
log(
  `\nGarage Management, ${garages.toLocaleString('en')} garages, 1x CPU${plain ? ', plain Chromium' : ''}: the ${WINDOW_MS / 1000} s after the first row (ms)\n`,
);
log(textTable(['build', 'run', 'first row', 'longest task', 'tasks over 50', 'style', 'tasks'], rows));
