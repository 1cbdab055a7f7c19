#!/usr/bin/env node
/**
 * Garage Management bench: the built console against sandboxes of 10,000 and 100,000 garages.
 * Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/garages.mjs [--no-build] [--dist <dir>] [--sizes 1000,10000,100000] [--cpu-slowdown 4]
 *
 * For each size: `vite preview` with SANDBOX_GARAGES=<n> on a fresh state file; Chromium signs in,
 * then measures, at 1x and, with --cpu-slowdown N, with the page's CPU N times slower,
 *   a. first rows: navigation to /admin/GarageManagement until the first `tbody tr` (performance.now
 *      of the new document, so it includes GET /getAllUsers and parsing its answer), with the moments
 *      the console asked for the rows and their answer arrived;
 *   b. complete: until the list has every row (no loading progress line left and the pager's total
 *      no longer grows), the longest main-thread task (long-task observer) during the load, in the frame that paints
 *      the first rows (the bench sees them in that frame's animation callback, before its layout and paint), begun
 *      after the first rows until complete, and in the 5 s after complete (the work that follows a list: the menu's counts, code loaded ahead), and the
 *      main-thread JS heap after a garbage collection (and the list worker's heap when there is one);
 *   c. keystrokes in search (z, Backspace, q, Backspace, x): from the key press until the pager shows the new total, minus the
 *      filter bar's debounce (read from the page, 300 ms before the list engine), and the main-thread long tasks (> 50 ms) in that window;
 *   d. Export: from the click until the download starts, and the longest main-thread task meanwhile.
 */
import {
  CPU_SLOWDOWNS,
  buildUnlessAsked,
  forEachSandboxSize,
  garageRowShown,
  keyToNewTotal,
  launchChromium,
  listComplete,
  log,
  observeLongTasks,
  previewServer,
  searchDebounceMs,
  signedInPage,
  sizesOption,
  slowDown,
  slowdownLabel,
  upperMedian,
} from './harness.mjs';

const preview = previewServer({ port: 4611, stateFile: 'test/artifacts/bench-garages-sandbox.json', timeoutMs: 240000 });
const BASE = preview.base;
const sizes = sizesOption('1000,10000,100000');

/** Used JS heap of the page's dedicated workers (the list engine), through the browser's DevTools protocol. */
async function workerHeapOf(browser) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    let total;
    for (const target of targetInfos.filter((info) => info.type === 'worker')) {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      const answer = new Promise((resolve) => {
        const listener = (event) => {
          if (event.sessionId !== sessionId) return;
          const message = JSON.parse(event.message);
          if (message.id !== 1) return;
          cdp.off('Target.receivedMessageFromTarget', listener);
          resolve(message.result?.usedSize);
        };
        cdp.on('Target.receivedMessageFromTarget', listener);
      });
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }) });
      const used = await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (typeof used === 'number') total = (total ?? 0) + used;
    }
    return total;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The list call's resource timing, read in the page's workers (the list engine asks there) and moved to the page's clock. */
async function listCallTimes(page, path) {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  for (const worker of page.workers()) {
    const entry = await worker
      .evaluate((wanted) => {
        const found = performance.getEntriesByType('resource').findLast((resource) => resource.name.endsWith(wanted));
        return found && { origin: performance.timeOrigin, start: found.startTime, end: found.responseEnd, bytes: found.encodedBodySize };
      }, path)
      .catch(() => undefined);
    if (entry) return { requested: entry.origin + entry.start - pageOrigin, answered: entry.origin + entry.end - pageOrigin, bytes: entry.bytes };
  }
  return undefined;
}

/** How long after the list is complete its page is watched for long tasks. */
const SETTLED_MS = 5000;

async function measure(garages, rate) {
  const browser = await launchChromium();
  try {
    const { context, page } = await signedInPage(browser, BASE, { networkIdle: true });
    await slowDown(context, page, rate);

    // Long tasks of every document, from its start.
    await context.addInitScript(observeLongTasks);
    const longestTask = (from, to) =>
      page.evaluate(
        ([a, b]) =>
          window.__longTasks
            .filter((task) => task.start + task.duration >= a && task.start <= b)
            .reduce((max, task) => Math.max(max, task.duration), 0),
        [from, to],
      );

    /** The longest task that began within [from, to]. */
    const longestTaskStarting = (from, to) =>
      page.evaluate(
        ([a, b]) => window.__longTasks.filter((task) => task.start >= a && task.start <= b).reduce((max, task) => Math.max(max, task.duration), 0),
        [from, to],
      );

    const firstRows = [];
    let answerBytes = 0;
    for (let run = 0; run < 2; run++) {
      await page.goto('/admin/dashboard');
      await page.waitForLoadState('networkidle');
      await page.goto('/admin/GarageManagement', { waitUntil: 'commit' });
      const handle = await page.waitForFunction(garageRowShown, undefined, { polling: 'raf', timeout: 180_000 });
      const rowsAt = await handle.jsonValue();
      // Complete: no progress line and the answer has been read to its end.
      const done = await page.waitForFunction(listComplete, undefined, {
        polling: 100,
        timeout: 240_000,
      });
      const completeAt = await done.jsonValue();
      const loadTask = await longestTask(0, completeAt);
      // The task of the frame that paints the first rows: the bench sees them in its animation frame
      // callback, before that frame's layout and paint, so the task began before `rowsAt`.
      const rowsFrameTask = await longestTaskStarting(rowsAt - 50, rowsAt);
      // Once rows show, what the page does while the rest arrives (progress, pages followed): tasks begun after them.
      const streamingTask = await longestTaskStarting(rowsAt, completeAt);
      // What follows the list while the user starts working: the menu's counts, the code loaded ahead.
      await page.waitForTimeout(SETTLED_MS);
      const settlingTask = await longestTask(completeAt, completeAt + SETTLED_MS);
      // When the list worker asked for the rows and when their answer had arrived, on the page's clock.
      const call = await listCallTimes(page, '/api/getAllUsers');
      if (call?.bytes) answerBytes = call.bytes;
      firstRows.push({ rowsAt, completeAt, loadTask, rowsFrameTask, streamingTask, settlingTask, ...call });
    }
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const mainHeap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const workerHeap = await workerHeapOf(browser).catch(() => undefined);
    const debounceMs = await searchDebounceMs(page);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    const keystrokes = [];
    // Each key changes the total: a rare letter narrows the list, Backspace widens it again.
    for (const key of ['z', 'Backspace', 'q', 'Backspace', 'x']) {
      const { start, end } = await keyToNewTotal(page, key);
      const longTasks = await page.evaluate(
        ([from, to]) => window.__longTasks.filter((task) => task.start >= from && task.start <= to).reduce((sum, task) => sum + task.duration, 0),
        [start, end],
      );
      const longest = await longestTask(start, end);
      keystrokes.push({ key, elapsed: end - start, afterDebounce: end - start - debounceMs, longTasks, longest });
      await page.waitForTimeout(500);
    }
    await search.fill('');
    await page.waitForTimeout(debounceMs + 1500);

    // Export of every row.
    const exportStart = await page.evaluate(() => performance.now());
    const download = page.waitForEvent('download', { timeout: 240_000 });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await download;
    const exportEnd = await page.evaluate(() => performance.now());
    const exportTask = await longestTask(exportStart, exportEnd);
    const exported = { ms: exportEnd - exportStart, longest: exportTask };
    return { garages, rate, firstRows, answerBytes, keystrokes, mainHeap, workerHeap, exported };
  } finally {
    await browser.close();
  }
}

async function main() {
  buildUnlessAsked();
  const results = [];
  await forEachSandboxSize(preview, sizes, async (garages) => {
    for (const rate of CPU_SLOWDOWNS) results.push(await measure(garages, rate));
  });
  log('\nGarage Management (ms; first rows and complete: cold, then warm server; keystroke: median of 5)\n');
  const mib = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1_048_576).toFixed(0)} MiB`);
  for (const result of results) {
    const after = upperMedian(result.keystrokes.map((entry) => entry.afterDebounce));
    const tasks = upperMedian(result.keystrokes.map((entry) => entry.longTasks));
    const runs = (pick) => result.firstRows.map((run) => (pick(run) === undefined ? '?' : pick(run).toFixed(0))).join(' / ');
    log(
      `${result.garages.toLocaleString('en').padStart(8)} garages, ${slowdownLabel(result.rate)}: first rows ${runs((run) => run.rowsAt)} ms, complete ${runs((run) => run.completeAt)} ms ` +
        `(getAllUsers asked at ${runs((run) => run.requested)} ms, answered at ${runs((run) => run.answered)} ms; answer ${(result.answerBytes / 1e6).toFixed(1)} MB); ` +
        `longest main-thread task while loading ${runs((run) => run.loadTask)} ms (the frame painting the first rows ${runs((run) => run.rowsFrameTask)} ms; begun after them ${runs((run) => run.streamingTask)} ms; in the ${SETTLED_MS / 1000} s after complete ${runs((run) => run.settlingTask)} ms)\n` +
        `           keystroke to rows ${after.toFixed(0)} ms after the debounce (long tasks ${tasks.toFixed(0)} ms, longest ${Math.max(...result.keystrokes.map((entry) => entry.longest)).toFixed(0)} ms; each: ${result.keystrokes.map((entry) => `${entry.key} ${entry.afterDebounce.toFixed(0)}`).join(', ')})\n` +
        `           export of every row ${result.exported.ms.toFixed(0)} ms (longest main-thread task ${result.exported.longest.toFixed(0)} ms); heap after load: main thread ${mib(result.mainHeap)}, list worker ${mib(result.workerHeap)}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
