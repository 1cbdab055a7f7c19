#!/usr/bin/env node
/**
 * Where a cold open spends its time before the first row: when the code and the rows arrive, the
 * paints, the long tasks, and the main thread's self time per built chunk (a CPU profile). Figures
 * only.
 *
 *   node test/bench/firstRender.mjs [--no-build] [--path /admin/category] [--runs 3] [--cpu-slowdown 4]
 *
 * Each open is a fresh browser context (empty HTTP cache) of Debian's Chromium, signed in as the
 * administrator, on a sandbox of 200 garages. The first opens also say what the page drew by its
 * first row (elements, Emotion's style rules inserted) and, from a DevTools trace of its main thread,
 * the browser's style recalculation, layout and paint up to then.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, adminSession, buildUnlessAsked, log, observeLongTasks, option, previewServer, slowDown } from './harness.mjs';

const path = option('--path', '/admin/category');
const runs = Number(option('--runs', '3'));
/** --cpu-slowdown N: the page's CPU N times slower (DevTools throttling). */
const rate = Number(option('--cpu-slowdown', '1'));

/** Milliseconds of main-thread self time per script file (hash dropped), from a CPU profile. */
function selfTimeByFile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  profile.samples.forEach((id, index) => {
    const { url, functionName } = nodes.get(id).callFrame;
    const file = (url.split('/').pop() || functionName || '(native)').replace(/-[\w-]{8}\.js$/, '.js');
    byFile.set(file, (byFile.get(file) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return byFile;
}

/** Main-thread milliseconds up to the first row, by kind, from a DevTools trace (nested calls counted in each kind). */
const TRACED = { UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', ParseAuthorStyleSheet: 'style' };
function tracedTimes(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const mark = events.find((event) => event.name === 'bench-first-row');
  const times = { style: 0, layout: 0, paint: 0 };
  if (!mark) return times;
  for (const event of events) {
    const kind = TRACED[event.name];
    if (kind && event.ph === 'X' && event.pid === mark.pid && event.tid === mark.tid && event.ts + (event.dur ?? 0) <= mark.ts)
      times[kind] += event.dur / 1000;
  }
  return times;
}

async function open(browser, base, session, profiled) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    await slowDown(context, page, rate);
    await page.goto('/favicon.svg');
    await page.evaluate((stored) => localStorage.setItem('admin', stored), JSON.stringify(session));
    await page.addInitScript(observeLongTasks);
    const requests = [];
    page.on('requestfinished', (request) => requests.push(request));
    const cdp = profiled ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (!profiled) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
    await page.goto(path);
    await page.locator('tbody tr').first().waitFor({ timeout: 120_000 });
    const figures = await page.evaluate(() => ({
      firstRow: performance.mark('bench-first-row').startTime,
      elements: document.getElementsByTagName('*').length,
      styleRules: Array.from(document.styleSheets)
        .filter((sheet) => sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.dataset.emotion !== undefined)
        .reduce((count, sheet) => count + sheet.cssRules.length, 0),
      origin: performance.timeOrigin,
      paints: Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
      longTasks: window.__longTasks.map((task) => Math.round(task.duration)),
    }));
    const profile = cdp ? (await cdp.send('Profiler.stop')).profile : undefined;
    const traced = profiled ? undefined : tracedTimes(await browser.stopTracing());
    const timesOf = (test) =>
      requests
        .filter((request) => test(new URL(request.url()).pathname))
        .map((request) => ({
          start: request.timing().startTime - figures.origin,
          end: request.timing().startTime - figures.origin + request.timing().responseEnd,
        }))
        // What the first row waited for; calls and chunks finished after it are not.
        .filter(({ end }) => end <= figures.firstRow);
    const rowsIn = Math.max(0, ...timesOf((pathname) => pathname.startsWith('/api/') && !pathname.includes('dashboard')).map(({ end }) => end));
    return {
      ...figures,
      traced,
      rowsIn,
      // Scripts asked for before the rows were in: what loads later (in idle time) is not waited for.
      codeIn: Math.max(
        0,
        ...timesOf((pathname) => pathname.endsWith('.js'))
          .filter(({ start }) => start < rowsIn)
          .map(({ end }) => end),
      ),
      selfTime: profile && selfTimeByFile(profile),
    };
  } finally {
    await context.close();
  }
}

buildUnlessAsked();
const server = previewServer({ port: 4632, stateFile: 'test/artifacts/bench-first-render-sandbox.json', timeoutMs: 120_000 });
await server.start(200);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const session = await adminSession(server.base);
  const seconds = (ms) => (ms / 1000).toFixed(2);
  log(`${path}, cold, signed in, ${rate}x CPU (seconds from navigation)`);
  for (let run = 0; run < runs; run += 1) {
    const figures = await open(browser, server.base, session, false);
    log(
      `  first row ${seconds(figures.firstRow)}  first paint ${seconds(figures.paints['first-paint'] ?? 0)}  FCP ${seconds(figures.paints['first-contentful-paint'] ?? 0)}` +
        `  code in ${seconds(figures.codeIn)}  rows in ${seconds(figures.rowsIn)}  long tasks ${figures.longTasks.join(', ')} ms`,
    );
    const { style, layout, paint } = figures.traced;
    log(
      `    drawn: ${figures.elements} elements, ${figures.styleRules} style rules inserted;` +
        `  browser: style ${style.toFixed(0)} ms, layout ${layout.toFixed(0)} ms, paint ${paint.toFixed(0)} ms`,
    );
  }
  const totals = new Map();
  for (let run = 0; run < runs; run += 1) {
    const { selfTime } = await open(browser, server.base, session, true);
    for (const [file, ms] of selfTime) totals.set(file, (totals.get(file) ?? 0) + ms / runs);
  }
  log('main-thread self time up to the first row, per chunk (ms, mean of the profiled opens):');
  for (const [file, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12)) log(`  ${ms.toFixed(0).padStart(6)}  ${file}`);
} finally {
  await browser.close();
  server.stop();
}
