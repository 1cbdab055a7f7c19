#!/usr/bin/env node
/**
 * Bundle bench: how much JavaScript the built console sends for /login, and for signing in and
 * opening the category list. Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/bundle.mjs [--no-build] [--summary-file <path>]
 *
 * 1. `npx vite build` (sandbox mode: VITE_API_URL left unset) unless --no-build.
 * 2. `npx vite preview --port 4610 --strictPort` with the sandbox backend on a fresh
 *    test/artifacts/bench-sandbox.json, waited for until /login answers 200.
 * 3. Debian's Chromium (playwright-core) records every JS response while it
 *    a. opens /login and waits for network idle;
 *    b. signs in (→ /admin/dashboard), then loads /admin/category and waits for a `tbody tr`.
 *    Sizes are those of the files in dist/ (raw, and gzip level 9 as a static server would send).
 * 4. The dashboards' own JS: their lazy chart chunks, the Worker and the chunks only these import.
 *
 * KB = 1000 bytes, as Vite's build report counts them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const PORT = 4610;
const BASE = `http://127.0.0.1:${PORT}`;
const STATE_FILE = 'test/artifacts/bench-sandbox.json';
const BUDGET_KB = 220;
const CREDENTIALS = { email: 'admin@garagehub.in', password: 'Admin@123' };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const summaryFile = args.includes('--summary-file') ? args[args.indexOf('--summary-file') + 1] : undefined;

const kb = (bytes) => (bytes / 1000).toFixed(1);
const log = (...parts) => console.log(...parts);

// ---------------------------------------------------------------------------------------------
// Sizes of files in dist/
// ---------------------------------------------------------------------------------------------
const sizeCache = new Map();
/** Raw and gzip-9 bytes of a dist/ file named by its URL path, or undefined when not in dist/. */
function distSize(urlPath) {
  if (sizeCache.has(urlPath)) return sizeCache.get(urlPath);
  const file = join(DIST, decodeURIComponent(urlPath).replace(/^\/+/, ''));
  let size;
  if (file.startsWith(DIST) && existsSync(file)) {
    const bytes = readFileSync(file);
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  sizeCache.set(urlPath, size);
  return size;
}

function totals(paths) {
  let raw = 0;
  let gzip = 0;
  const missing = [];
  for (const path of paths) {
    const size = distSize(path);
    if (!size) {
      missing.push(path);
      continue;
    }
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: paths.length, raw, gzip, missing };
}

function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Build and preview server
// ---------------------------------------------------------------------------------------------
function build() {
  log(`▶ build: npx vite build (VITE_CONFIG_NATIVE_IGNORE_WARNING=true, sandbox mode)`);
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  delete env.VITE_API_URL;
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build exited with ${result.status}`);
  log(`◀ build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let server;
function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM'); // the whole group: npx and the vite process under it
  } catch {
    try {
      server.kill('SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

async function startServer() {
  mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true });
  rmSync(join(ROOT, STATE_FILE), { force: true }); // fresh sandbox data every run
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', SANDBOX_STATE_FILE: STATE_FILE };
  delete env.VITE_API_URL;
  delete env.PORT;
  log(`▶ preview: npx vite preview --port ${PORT} --strictPort (SANDBOX_STATE_FILE=${STATE_FILE})`);
  const started = Date.now();
  server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env,
    detached: true, // own process group, so stopServer() reaches vite under npx
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`preview server exited with ${server.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${BASE}/login`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        log(`◀ preview: /login answered 200 after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`preview server did not answer 200 on /login within 90 s:\n${output}`);
}

// ---------------------------------------------------------------------------------------------
// Browser run
// ---------------------------------------------------------------------------------------------
async function measure() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 860 }, reducedMotion: 'reduce' });
    const page = await context.newPage();

    /** Every JS URL path seen so far, in order of first response, with the phase that first saw it. */
    const seen = new Map();
    let phase = 'login';
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isJs = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (!isJs || url.origin !== BASE) return;
      if (!seen.has(url.pathname)) seen.set(url.pathname, phase);
    });
    const pathsOf = (name) => [...seen].filter(([, p]) => p === name).map(([path]) => path);

    // a. /login
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.locator('input[name="email"]').waitFor();

    // b. sign in, then the category list
    phase = 'dashboard';
    await page.locator('input[name="email"]').fill(CREDENTIALS.email);
    await page.locator('input[name="password"]').fill(CREDENTIALS.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    phase = 'category';
    const wallStart = Date.now();
    await page.goto('/admin/category', { waitUntil: 'commit' });
    // performance.now() of the new document counts from its navigation start; polled every frame.
    const firstRowHandle = await page.waitForFunction(() => (document.querySelector('tbody tr') ? performance.now() : 0), undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    const firstRowMs = await firstRowHandle.jsonValue();
    const wallMs = Date.now() - wallStart;
    await page.waitForLoadState('networkidle');
    const rows = await page.locator('tbody tr').count();

    return {
      login: pathsOf('login'),
      dashboard: pathsOf('dashboard'),
      category: pathsOf('category'),
      firstRowMs,
      wallMs,
      rows,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------
function largestAssets(count) {
  const dir = join(DIST, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, ...distSize(`/assets/${name}`) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

/** Chunks a dist/assets file imports statically (`import ... from "./x.js"`, `import "./x.js"`); dynamic imports are left out. */
function staticImportsOf(name) {
  const text = readFileSync(join(DIST, 'assets', name), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]);
}

function reachableFrom(names) {
  const seen = new Set();
  const stack = [...names];
  while (stack.length) {
    const name = stack.pop();
    if (seen.has(name) || !existsSync(join(DIST, 'assets', name))) continue;
    seen.add(name);
    stack.push(...staticImportsOf(name));
  }
  return seen;
}

/**
 * The dashboards' own JS: the charts' lazy chunks, the Worker and every chunk only they import
 * (the charting library), i.e. what the console would not load without the charts.
 */
function dashboardOwnJs(loadedPaths) {
  const roots = readdirSync(join(DIST, 'assets')).filter((name) => /^(GarageCharts|MarketplaceCharts|garageFigures\.worker)-[\w-]+\.js$/.test(name));
  const charts = reachableFrom(roots);
  const rest = reachableFrom(loadedPaths.map((path) => path.replace(/^\/assets\//, '')).filter((name) => !charts.has(name)));
  return [...charts].filter((name) => !rest.has(name)).map((name) => `/assets/${name}`);
}

async function main() {
  if (!noBuild) build();
  else log('▶ build: skipped (--no-build), using the existing dist/');
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run without --no-build');

  await startServer();
  const result = await measure();

  const login = totals(result.login);
  const dashboard = totals(result.dashboard);
  const category = totals(result.category);
  const afterSignIn = totals([...result.dashboard, ...result.category]);
  const cumulative = totals([...result.login, ...result.dashboard, ...result.category]);
  const dashboardOwn = totals(dashboardOwnJs([...result.login, ...result.dashboard, ...result.category]));

  log('\nJavaScript sent (gzip -9 of the dist/ files; KB = 1000 bytes)\n');
  log(
    table(
      ['page', 'files', 'raw KB', 'gzip KB'],
      [
        ['/login', login.files, kb(login.raw), kb(login.gzip)],
        ['+ sign in → /admin/dashboard', dashboard.files, kb(dashboard.raw), kb(dashboard.gzip)],
        ['+ /admin/category', category.files, kb(category.raw), kb(category.gzip)],
        ['= additional after /login (b)', afterSignIn.files, kb(afterSignIn.raw), kb(afterSignIn.gzip)],
        ['= cumulative', cumulative.files, kb(cumulative.raw), kb(cumulative.gzip)],
      ],
      ['l', 'r', 'r', 'r'],
    ),
  );
  for (const [label, set] of [
    ['/login', result.login],
    ['dashboard', result.dashboard],
    ['category', result.category],
  ]) {
    log(`  ${label}: ${set.map((p) => p.replace(/^\/assets\//, '')).join(', ') || '(none)'}`);
  }
  const missing = [...login.missing, ...dashboard.missing, ...category.missing];
  if (missing.length) log(`  not found in dist/ (not counted): ${missing.join(', ')}`);

  log(
    `\n/admin/category: first table row ${result.firstRowMs.toFixed(0)} ms after navigation start (performance.now); ` +
      `${result.wallMs} ms wall clock around goto → row; ${result.rows} rows once idle`,
  );
  log(`\nJS for /login: ${kb(login.gzip)} KB gzip (budget ${BUDGET_KB} KB)`);
  log(
    `Dashboard charts' own JS (lazy, loaded with the dashboard): ${dashboardOwn.files} files, ${kb(dashboardOwn.raw)} KB raw, ${kb(dashboardOwn.gzip)} KB gzip`,
  );

  const largest = largestAssets(5);
  log('\nLargest JS files in dist/assets\n');
  log(
    table(
      ['file', 'raw KB', 'gzip KB'],
      largest.map((f) => [f.name, kb(f.raw), kb(f.gzip)]),
      ['l', 'r', 'r'],
    ),
  );

  const summary = {
    loginGzip: login.gzip,
    loginRaw: login.raw,
    loginFiles: login.files,
    additionalGzip: afterSignIn.gzip,
    dashboardOwnGzip: dashboardOwn.gzip,
    cumulativeGzip: cumulative.gzip,
    firstRowMs: result.firstRowMs,
    budgetKb: BUDGET_KB,
    largest: largest.map((f) => ({ name: f.name, gzip: f.gzip })),
  };
  if (summaryFile) writeFileSync(summaryFile, JSON.stringify(summary));
  return summary;
}

try {
  await main();
  stopServer();
} catch (error) {
  stopServer();
  console.error(`bundle bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
