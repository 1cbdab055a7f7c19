#!/usr/bin/env node
/**
 * Start-up bench: cold opens of the built console beside a bare react-admin list (the anchor,
 * test/bench/anchor: one <List> with a five-column <DataTable> over ra-data-fakerest, default layout,
 * English, built with the console's Vite and versions), in one run. Figures only: nothing here passes
 * or fails on a number.
 *
 *   node test/bench/startup.mjs [--no-build] [--build-anchor] [--dist <dir>] [--compare <dir>] [--runs 3] [--only category,dashboard] [--no-frame] [--sizes 10000,100000] [--cpu-slowdown 4] [--summary-file <path>] [--served nginx] [--network-agent] [--latency 300]
 *
 * --no-build reuses dist/ (and the anchor's build in test/artifacts/bench-anchor-dist, unless --build-anchor).
 *
 * Each open is a fresh browser context (empty HTTP cache) of one Chromium, driven over DevTools' pipe
 * without DevTools' network agent, as a user's browser runs (harness.mjs launchPlainChromium; with
 * --network-agent, as under Playwright, whose agent has V8 parse again the scripts each request came
 * from); a signed-in open starts from
 * the localStorage of an administrator who signed in through the form and opened these screens once. The screens are opened in turns (a round visits each once, each round starting one screen further on), `--runs` rounds.
 * On the new document's clock (performance.now), polled every frame:
 *   - ready: the first data row (lists), every counter showing a number (dashboard), the e-mail field (/login);
 *   - heading: the screen's heading painted (its h1; the anchor's title in its app bar): the frame index.html
 *     made at build time reports its heading's paint (Element Timing), the others are polled;
 *   - blocking: the sum of each main-thread task's time over 50 ms, for tasks that started before ready
 *     (Lighthouse's TBT, counted from navigation start), and the longest of them;
 *   - JS: gzip -9 of the built files of every script whose response ended before ready (worker scripts included).
 * --compare <dir> opens another build of the console (e.g. `npx vite build --outDir <dir>` of an older
 * commit) in the same rounds, each on its own sandbox. --sizes adds Garage Management at those sandbox sizes against the anchor holding as many rows.
 * --cpu-slowdown N measures every screen at 1x and again with the page's CPU N times slower (DevTools throttling).
 * --latency N answers each of the console's calls N ms later (the sandbox's fault switch): a server a round trip away.
 * --served nginx serves every build as the deployed image does (Debian's nginx with deploy/nginx.conf's compression,
 * harness.mjs nginxInFront) instead of by `vite preview`, which compresses each script as it sends it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  ANCHOR_BASE,
  ANCHOR_DIST,
  COMPARE_DIST,
  CPU_SLOWDOWNS,
  DIST,
  buildAnchorUnlessAsked,
  buildUnlessAsked,
  flag,
  garageRowShown,
  launchChromium,
  launchPlainChromium,
  log,
  median,
  nginxInFront,
  observeLongTasks,
  option,
  previewServer,
  SERVED,
  signedInPage,
  slowdownLabel,
  startAnchor,
  textTable,
} from './harness.mjs';

const runs = Number(option('--runs', '3'));
const extraSizes = option('--sizes', '')
  .split(',')
  .filter(Boolean)
  .map(Number)
  .filter((size) => size > 0);
const summaryFile = option('--summary-file', undefined);
/** --latency N: every call of the console's sandbox answered N ms later, as a server a round trip away (the bare list calls none). */
const latencyMs = Number(option('--latency', '0'));
/** The sandbox's fault switch for every call, set once the stored sign-in is made. */
const answerLater = (base, ms) =>
  fetch(`${base}/api/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ call: '*', latencyMs: ms }),
  });
/** --only category,dashboard: the screens whose name holds one of these words (the anchor always runs). */
const only = option('--only', '').split(',').filter(Boolean);
// The console built from this checkout and, with --compare <dir>, another build of it (e.g. before a change) in the same run.
const consoles = [
  { label: '', dist: DIST, server: previewServer({ port: 4613, stateFile: 'test/artifacts/bench-startup-sandbox.json', timeoutMs: 300000 }) },
  ...(COMPARE_DIST
    ? [
        {
          label: ` [${option('--compare', '')}]`,
          dist: COMPARE_DIST,
          server: previewServer({
            port: 4615,
            stateFile: 'test/artifacts/bench-startup-compare-sandbox.json',
            timeoutMs: 300000,
            dist: COMPARE_DIST,
          }),
        },
      ]
    : []),
];

for (const target of consoles) target.base = target.server.base;
/** Where the bare list is opened: its preview server, or nginx with --served nginx. */
let anchorBase = ANCHOR_BASE;

/** --served nginx: each build behind nginx on a port of its own (the console's API still its preview's sandbox). */
async function serveAsDeployed() {
  const anchor = { root: ANCHOR_DIST, port: 4640 };
  const sites = consoles.map((target, index) => ({ target, root: target.dist, port: 4641 + index, api: target.server.base }));
  const stop = await nginxInFront([anchor, ...sites]);
  anchorBase = `http://127.0.0.1:${anchor.port}`;
  for (const { target, port } of sites) target.base = `http://127.0.0.1:${port}`;
  log(`  served by nginx as deployed: the bare list at ${anchorBase}, ${sites.map(({ target }) => target.base).join(', ')}`);
  return stop;
}

// ---------------------------------------------------------------------------------------------
// What each screen waits for (run in the page)
// ---------------------------------------------------------------------------------------------
/** The screen's heading, painted: laid out and holding text. */
const headingPainted = (selector) => {
  const element = document.querySelector(selector);
  return element && element.getBoundingClientRect().height > 0 && (element.textContent ?? '').trim() ? performance.now() : 0;
};
const READY = {
  login: () => (document.querySelector('input[name="email"]') ? performance.now() : 0),
  // A data row, not a loading skeleton: a row with a cell holding text.
  list: () => (Array.from(document.querySelectorAll('tbody tr td')).some((cell) => (cell.textContent ?? '').trim()) ? performance.now() : 0),
  garages: garageRowShown,
  counters: () => {
    const boxes = Array.from(document.querySelectorAll('[data-testid^="count-"]'));
    return boxes.length > 0 && boxes.every((box) => /^\d[\d,]*$/.test(box.textContent ?? '')) ? performance.now() : 0;
  },
};

function screens(garages) {
  const size = garages ? ` (${garages.toLocaleString('en-US')})` : '';
  const anchorRows = garages ?? 300;
  const anchor = {
    name: `bare react-admin list, ${anchorRows.toLocaleString('en-US')} rows`,
    dist: ANCHOR_DIST,
    url: `${anchorBase}/?rows=${anchorRows}#/items`,
    ready: READY.list,
    heading: '#react-admin-title',
  };
  const ofConsole = ({ label, dist, base, storage }) => [
    ...(garages
      ? []
      : [
          { name: `/login (signed out)${label}`, dist, url: `${base}/login`, ready: READY.login, heading: 'h1, [data-shell-heading]' },
          {
            name: `/admin/category${label}`,
            dist,
            storage,
            url: `${base}/admin/category`,
            ready: READY.list,
            heading: 'h1, [data-shell-heading]',
          },
        ]),
    {
      name: `Garage Management${size}${label}`,
      dist,
      storage,
      url: `${base}/admin/GarageManagement`,
      ready: READY.garages,
      heading: 'h1, [data-shell-heading]',
    },
    ...(garages
      ? []
      : [
          {
            name: `dashboard (counters)${label}`,
            dist,
            storage,
            url: `${base}/admin/dashboard`,
            ready: READY.counters,
            heading: 'h1, [data-shell-heading]',
          },
        ]),
  ];
  return [anchor, ...consoles.flatMap(ofConsole).filter((screen) => only.length === 0 || only.some((word) => screen.name.includes(word)))];
}

// ---------------------------------------------------------------------------------------------
// Builds and servers
// ---------------------------------------------------------------------------------------------
/**
 * What a returning administrator's browser holds (localStorage: the session, preferences, the frame the
 * console recorded for its first paint), from signing in through the form and opening the measured
 * screens once; each cold open starts a fresh context from it, with an empty HTTP cache.
 */
async function adminStorage(browser, base) {
  const { context, page } = await signedInPage(browser, base, { timeout: 120_000 });
  try {
    for (const [path, ready] of [
      ['/admin/category', READY.list],
      ['/admin/GarageManagement', READY.garages],
      ['/admin/dashboard', READY.counters],
    ]) {
      await page.goto(path);
      await page.waitForFunction(ready, undefined, { timeout: 300_000 });
      // The console records its frame and the screen's title a moment after the screen shows (older builds
      // did not), kept with the account's preferences ('RaStoreGarageConsole[<account>].console.titles'):
      // each screen's, as a returning administrator who stayed on it has them.
      await page
        .waitForFunction(
          (screen) => Object.entries(localStorage).some(([key, value]) => key.endsWith('console.titles') && JSON.parse(value)[screen]),
          path,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
      // And a list's first rows as drawn (console.earlyRows), recorded a moment after its rows show.
      if (path !== '/admin/dashboard')
        await page
          .waitForFunction((screen) => JSON.parse(localStorage.getItem('console.earlyRows') ?? 'null')?.pages?.[screen], path, { timeout: 15_000 })
          .catch(() => undefined);
    }
    const state = await context.storageState();
    const kept = state.origins.flatMap((origin) => origin.localStorage).filter((item) => /console\.(frame|titles|earlyRows)$/.test(item.name));
    log(
      `  a returning administrator's records: ${kept.map((item) => `${item.name.split('.').pop()} ${(item.value.length / 1024).toFixed(1)} KB`).join(', ') || 'none'}`,
    );
    // --no-frame: as a browser that has not recorded the console's frame yet (no drawn first paint).
    if (flag('--no-frame'))
      for (const origin of state.origins) origin.localStorage = origin.localStorage.filter((item) => !item.name.endsWith('console.frame'));
    return state;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Sizes of the built files
// ---------------------------------------------------------------------------------------------
const gzipCache = new Map();
function gzipOf(dir, urlPath) {
  const file = join(dir, decodeURIComponent(urlPath).replace(/^\/+/, ''));
  if (!gzipCache.has(file)) gzipCache.set(file, file.startsWith(dir) && existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipCache.get(file);
}

// ---------------------------------------------------------------------------------------------
// One cold open
// ---------------------------------------------------------------------------------------------
async function open(browser, screen, rate) {
  const page = await browser.newPage({ storage: screen.storage, rate, initScripts: [observeLongTasks], networkAgent: flag('--network-agent') });
  try {
    await page.goto(screen.url);
    const [headingAt, readyAt] = await Promise.all([page.waitForFunction(headingPainted, screen.heading), page.waitForFunction(screen.ready)]);
    // A frame later, so the paint that showed the screen has its entry.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    const { tasks, fcp, framePainted } = await page.evaluate(async () => ({
      tasks: window.__longTasks,
      // Awaited: /login's form is in the page a frame or two before that frame is painted.
      fcp: await new Promise((done) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) done(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(done, 2000);
      }),
      // The first-visit frame's heading: painted before the page's scripts ran, so before any polling could see it.
      framePainted: await new Promise((done) => {
        new PerformanceObserver((list) =>
          done(list.getEntries().find((entry) => entry.identifier === 'first-visit-heading')?.renderTime || undefined),
        ).observe({ type: 'element', buffered: true });
        setTimeout(done, 500);
      }),
    }));
    const before = tasks.filter((task) => task.start < readyAt);
    const blocking = before.reduce((sum, task) => sum + Math.max(0, Math.min(task.duration, readyAt - task.start) - 50), 0);
    const longest = before.reduce((max, task) => Math.max(max, task.duration), 0);
    const loaded = new Set((await page.scripts()).filter((script) => script.end <= readyAt + 50).map((script) => script.path));
    const jsGzip = [...loaded].reduce((sum, path) => sum + gzipOf(screen.dist, path), 0);
    return { readyAt, headingAt: Math.min(headingAt, framePainted ?? Infinity), fcp, blocking, longest, jsGzip };
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------
const seconds = (ms) => (ms / 1000).toFixed(2);
const spread = (values, unit = seconds) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length > 1 ? `${unit(median(sorted))} (${unit(sorted[0])}–${unit(sorted.at(-1))})` : unit(sorted[0]);
};

function table(rows) {
  const headers = ['screen', 'ready s', 'heading s', 'FCP s', 'blocking before ready s', 'longest task s', 'JS before ready KB gzip'];
  const cells = rows.map(({ screen, results }) => [
    screen.name,
    spread(results.map((r) => r.readyAt)),
    spread(results.map((r) => r.headingAt)),
    spread(results.map((r) => r.fcp ?? NaN)),
    spread(results.map((r) => r.blocking)),
    spread(results.map((r) => r.longest)),
    (median(results.map((r) => r.jsGzip)) / 1000).toFixed(1),
  ]);
  return textTable(headers, cells);
}

async function measureAll(garages, browser, rate) {
  const list = screens(garages);
  const rows = list.map((screen) => ({ screen, results: [] }));
  for (let round = 0; round < runs; round++) {
    // Each round starts one screen further on: an open right after another build's ran up to a tenth
    // slower, whichever build it was (two 8-round runs, the same builds swapped).
    for (const row of rows.map((_, index) => rows[(index + round) % rows.length])) {
      try {
        row.results.push(await open(browser, row.screen, rate));
      } catch (error) {
        log(`  ${row.screen.name}, round ${round + 1}: ${error.message.split('\n')[0]}`);
      }
    }
  }
  return rows.filter((row) => row.results.length);
}

async function main() {
  buildUnlessAsked();
  buildAnchorUnlessAsked();
  const stopAnchor = await startAnchor();
  const stopNginx = SERVED === 'nginx' ? await serveAsDeployed() : () => undefined;
  const browser = await launchChromium();
  const plain = await launchPlainChromium();
  const sections = [];
  try {
    for (const garages of [undefined, ...extraSizes]) {
      for (const { server } of consoles) await server.start(garages ?? 50);
      try {
        for (const target of consoles) target.storage = await adminStorage(browser, target.base);
        if (latencyMs > 0) for (const { server } of consoles) await answerLater(server.base, latencyMs);
        for (const rate of CPU_SLOWDOWNS) {
          const rows = await measureAll(garages, plain, rate);
          sections.push({ garages, rate, rows });
          log(
            `\nStart-up, cold opens, ${slowdownLabel(rate)} (${runs} rounds; median (min–max), on the new document's clock)${garages ? `, ${garages.toLocaleString('en-US')} garages` : ''}\n`,
          );
          log(table(rows));
        }
      } finally {
        for (const { server } of consoles) server.stop();
        await new Promise((r) => setTimeout(r, 1500));
      }
    }
  } finally {
    await browser.close();
    await plain.close();
    stopNginx();
    stopAnchor();
  }
  if (summaryFile) {
    const summary = sections.flatMap(({ rows, rate }) =>
      rows.map(({ screen, results }) => ({
        name: screen.name,
        cpuSlowdown: rate,
        readyMs: median(results.map((r) => r.readyAt)),
        headingMs: median(results.map((r) => r.headingAt)),
        blockingMs: median(results.map((r) => r.blocking)),
        longestMs: median(results.map((r) => r.longest)),
        jsGzip: median(results.map((r) => r.jsGzip)),
      })),
    );
    writeFileSync(summaryFile, JSON.stringify({ screens: summary }));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
