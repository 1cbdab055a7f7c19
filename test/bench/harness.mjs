/**
 * What the browser benches share: their command-line options, the build, a preview server of the
 * built console on a sandbox of a given size, Debian's Chromium started without background traffic,
 * a page signed in through the sign-in form, and how figures are summed up and printed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CREDENTIALS = { email: 'admin@garagehub.in', password: 'Admin@123' };
export const CHROMIUM_ARGS = [
  '--enable-precise-memory-info',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const log = (...parts) => console.log(...parts);

/**
 * The trace slices not inside an earlier one of the same key (by default the same thread), so that
 * nested slices are counted once: a frame's Paint holds a Paint per self-painting part of the page.
 */
export function outermostSlices(slices, keyOf = (slice) => `${slice.pid}:${slice.tid}`) {
  const openUntil = new Map();
  return [...slices]
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
    .filter((slice) => {
      const key = keyOf(slice);
      if (slice.ts < (openUntil.get(key) ?? -Infinity)) return false;
      openUntil.set(key, slice.ts + slice.dur);
      return true;
    });
}

const args = process.argv.slice(2);
export const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
export const flag = (name) => args.includes(name);
export const DIST = resolve(ROOT, option('--dist', 'dist'));
export const sizesOption = (fallback) => option('--sizes', fallback).split(',').map(Number);
/** `--compare <dir>`: another build of the console (e.g. an older commit's) measured in the same run. */
export const COMPARE_DIST = option('--compare', undefined) && resolve(ROOT, option('--compare', undefined));

/**
 * `--cpu-slowdown N`: the CPU speeds a browser bench measures at, 1x and Nx slower (Chromium's DevTools
 * CPU throttling of the page's main thread; the list worker runs unthrottled on its own thread).
 */
export const CPU_SLOWDOWNS = [...new Set([1, Math.max(1, Number(option('--cpu-slowdown', '1')))])];
export const slowdownLabel = (rate) => `${rate}x CPU`;

/** Slows the page's main thread `rate` times, from its next navigation on. */
export async function slowDown(context, page, rate) {
  if (rate <= 1) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Builds the console for the sandbox into DIST unless --no-build; fails when there is nothing to serve. */
export function buildUnlessAsked() {
  if (!flag('--no-build')) {
    log(`▶ build into ${DIST}`);
    const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
    delete env.VITE_API_URL;
    const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`vite build exited with ${result.status}`);
  }
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: build first`);
}

/** Stops a server spawned `detached`: its whole process group, so the vite process under npx too. */
function stopGroup(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

/** `vite preview` of DIST (or `dist`) on `port`, its sandbox seeded with a given number of garages; stopped on exit. */
export function previewServer({ port, stateFile, timeoutMs, dist = DIST }) {
  const base = `http://127.0.0.1:${port}`;
  let server;
  let output = '';
  const stop = () => {
    if (server && server.exitCode === null && server.signalCode === null) stopGroup(server);
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

  const start = async (garages) => {
    mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true });
    rmSync(join(ROOT, stateFile), { force: true });
    const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', SANDBOX_STATE_FILE: stateFile, SANDBOX_GARAGES: String(garages) };
    delete env.VITE_API_URL;
    const started = Date.now();
    server = spawn('npx', ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`preview exited with ${server.exitCode}:\n${output}`);
      try {
        // The sandbox seeds on its first API call.
        const response = await fetch(`${base}/api/listOfStates`, { signal: AbortSignal.timeout(timeoutMs / 2) });
        if (response.status === 200 || response.status === 401) {
          log(`  preview with ${garages.toLocaleString('en')} garages ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
          return;
        }
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`preview did not answer within ${timeoutMs / 1000} s:\n${output}`);
  };

  return { base, start, stop, output: () => output };
}

/**
 * Starts `preview` on a fresh sandbox of each size in turn and runs `measure(garages)` against it. A size
 * that fails is logged with the server's last output and the next size still runs.
 */
export async function forEachSandboxSize(preview, sizes, measure) {
  for (const garages of sizes) {
    await preview.start(garages);
    try {
      await measure(garages);
    } catch (error) {
      log(`  ${garages.toLocaleString('en')} garages: ${error.message.split('\n')[0]}\n  server said: ${preview.output().slice(-1500)}`);
    } finally {
      preview.stop();
      // The next size's server takes the same port.
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
}

/** Debian's Chromium (or $CHROMIUM_PATH), headless, with CHROMIUM_ARGS. */
export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** The window the benches open the console in: a desktop screen, without animations to wait out. */
export const DESKTOP_CONTEXT = { viewport: { width: 1366, height: 860 }, reducedMotion: 'reduce' };

/**
 * Debian's Chromium (or $CHROMIUM_PATH) driven over DevTools' pipe without Playwright, for the cold
 * opens `startup.mjs` times, as close to a user's browser as a bench gets. Playwright's pages cost both
 * the console and the bare list about 0.15 s per cold open (4 December), and Playwright turns on
 * DevTools' network agent, which captures the script stack of each request a page sends: V8 then parses
 * the scripts on it again to find their lines (`V8.CollectSourcePositions`), 90–110 ms of the console's
 * main thread before the first row of /admin/category (22 requests sent from its code) against 0–4 ms
 * for the bare list. Here only the target, page and emulation agents run, unless `networkAgent` turns
 * the network agent on as Playwright does.
 * Resolves to { newPage(options), close() }.
 */
export async function launchPlainChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chrome = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--hide-scrollbars',
      '--mute-audio',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-extensions',
      '--force-color-profile=srgb',
      '--remote-debugging-pipe',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const pending = new Map();
  const listeners = new Set();
  let lastId = 0;
  let received = '';
  chrome.stdio[4].on('data', (chunk) => {
    received += chunk.toString();
    for (let end = received.indexOf('\0'); end >= 0; end = received.indexOf('\0')) {
      const message = JSON.parse(received.slice(0, end));
      received = received.slice(end + 1);
      const waiter = message.id && pending.get(message.id);
      if (!waiter) for (const listener of listeners) listener(message);
      else {
        pending.delete(message.id);
        if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
        else waiter.resolve(message.result);
      }
    }
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject, method });
      chrome.stdio[3].write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  /**
   * A fresh browser context (empty HTTP cache) with one desktop page: `storage` is a Playwright storage
   * state (its local storage is written before the first page's scripts run), `rate` the main thread's
   * CPU slowdown, `initScripts` run in each new document.
   */
  async function newPage({ storage, rate = 1, initScripts = [], networkAgent = false } = {}) {
    const { browserContextId } = await send('Target.createBrowserContext');
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const workers = [];
    const onAttached = (message) => {
      if (message.method === 'Target.attachedToTarget' && message.sessionId === sessionId && message.params.targetInfo.type === 'worker')
        workers.push(message.params.sessionId);
    };
    listeners.add(onAttached);
    const inPage = (method, params) => send(method, params, sessionId);
    await inPage('Page.enable');
    await inPage('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: DESKTOP_CONTEXT.viewport.width,
      height: DESKTOP_CONTEXT.viewport.height,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await inPage('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: DESKTOP_CONTEXT.reducedMotion }] });
    if (rate > 1) await inPage('Emulation.setCPUThrottlingRate', { rate });
    if (networkAgent) await inPage('Network.enable');
    if (storage?.cookies?.length) await send('Storage.setCookies', { cookies: storage.cookies, browserContextId });
    const stored = Object.fromEntries((storage?.origins ?? []).map(({ origin, localStorage }) => [origin, localStorage]));
    const writeStorage = `(() => { const items = (${JSON.stringify(stored)})[location.origin];
      if (!items || sessionStorage.getItem('bench-storage')) return;
      sessionStorage.setItem('bench-storage', '1');
      for (const { name, value } of items) localStorage.setItem(name, value); })();`;
    for (const source of [writeStorage, ...initScripts.map((script) => `(${script})();`)])
      await inPage('Page.addScriptToEvaluateOnNewDocument', { source });

    /** `fn(arg)` evaluated in the page (or a worker's session), awaited, its value returned. */
    const evaluate = async (fn, arg, session = sessionId) => {
      const { result, exceptionDetails } = await send(
        'Runtime.evaluate',
        { expression: `(${fn})(${JSON.stringify(arg)})`, awaitPromise: true, returnByValue: true },
        session,
      );
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    };
    return {
      evaluate,
      /** Navigates and resolves once the new document is there (Playwright's waitUntil 'commit'). */
      async goto(url) {
        await inPage('Page.navigate', { url });
        for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
          const at = await evaluate(() => location.href).catch(() => '');
          if (at !== 'about:blank' && at !== '') return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        throw new Error(`${url} not opened within 120 s`);
      },
      /** Resolves to `fn(arg)`'s first truthy value, tried on every frame in the page; fails after `timeoutMs`. */
      waitForFunction: (fn, arg, timeoutMs = 300_000) =>
        Promise.race([
          evaluate(
            `(arg) => new Promise((done) => { const fn = ${fn}; const tick = () => { const value = fn(arg); if (value) done(value); else requestAnimationFrame(tick); }; tick(); })`,
            arg,
          ),
          new Promise((_, fail) => setTimeout(() => fail(new Error(`${String(fn).slice(0, 60)} not true after ${timeoutMs} ms`)), timeoutMs).unref()),
        ]),
      /** The page's and its workers' scripts: path and when the response ended, in ms since the page's time origin. */
      async scripts() {
        const entries = () =>
          performance
            .getEntriesByType('resource')
            .map((entry) => ({ path: new URL(entry.name).pathname, end: performance.timeOrigin + entry.responseEnd }))
            .filter(({ path }) => path.endsWith('.js'));
        const origin = await evaluate(() => performance.timeOrigin);
        const all = [await evaluate(entries), ...(await Promise.all(workers.map((worker) => evaluate(entries, undefined, worker).catch(() => []))))];
        return all.flat().map(({ path, end }) => ({ path, end: end - origin }));
      },
      close: async () => {
        listeners.delete(onAttached);
        await send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  }

  return {
    newPage,
    close: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      await send('Browser.close').catch(() => chrome.kill());
      await exited;
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * A new desktop context of `browser` on `base`, signed in as the demo administrator through the /login
 * form (as a user signs in, so the console writes its own session and preferences), with its page on
 * /admin/dashboard. Resolves to { context, page }. (adminSession, below, fetches the same session through
 * the API, for a bench that only needs it stored.)
 *   - prepare(context): runs before the first page loads (init scripts, request listeners);
 *   - timeout: how long the landing on the dashboard may take (larger sandboxes answer slower);
 *   - networkIdle: also waits until the dashboard's own calls are done.
 */
export async function signedInPage(browser, base, { prepare, timeout = 60_000, networkIdle = false } = {}) {
  const context = await browser.newContext({ ...DESKTOP_CONTEXT, baseURL: base });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(CREDENTIALS.email);
    await page.locator('input[name="password"]').fill(CREDENTIALS.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/admin/dashboard', { timeout });
    if (networkIdle) await page.waitForLoadState('networkidle');
    return { context, page };
  } catch (error) {
    // The caller gets no context to close: a browser shared by several sign-ins keeps none half signed in.
    await context.close();
    throw error;
  }
}

/** The list's search debounce in ms, as the page states it (`data-search-debounce`); 300 where it does not. */
export const searchDebounceMs = (page) =>
  page.evaluate(() => Number(document.querySelector('[data-search-debounce]')?.getAttribute('data-search-debounce') ?? 300));

/** The pager's text ('1-10 of 8,500'), read in the page. */
export const pagerTotal = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';

/**
 * Presses `key` and waits (each frame) until the pager's text changes: the page's clock at the key and
 * at the frame that shows the new total.
 */
export async function keyToNewTotal(page, key) {
  const before = await page.evaluate(pagerTotal);
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.press(key);
  const handle = await page.waitForFunction(
    ([previous, getText]) => {
      const text = new Function(`return (${getText})()`)();
      return text && text !== previous ? performance.now() : 0;
    },
    [before, pagerTotal.toString()],
    { polling: 'raf', timeout: 60_000 },
  );
  return { start, end: await handle.jsonValue() };
}

/**
 * Run in the page: when Garage Management shows a data row, not its loading skeleton (a cell reading MKT
 * and digits, its marketplace id), as performance.now(); 0 until then.
 */
export const garageRowShown = () =>
  Array.from(document.querySelectorAll('tbody tr td')).some((cell) => /^MKT\d+$/.test(cell.textContent ?? '')) ? performance.now() : 0;

/**
 * Run in the page: when the list engine has every row of the open list (its 'Rows loaded at …' line shows and
 * no progress line), as performance.now(); 0 until then. Not the progress line's absence alone: that line is
 * drawn a frame or more after the first rows, so a poll between the two took a list still arriving for complete
 * (at 4x CPU, keystrokes were measured while 10,000 and 100,000 garages were still being read).
 */
export const listComplete = () =>
  document.querySelector('[data-testid="list-loaded-at"]') && !document.querySelector('[data-testid="list-progress"]') ? performance.now() : 0;

/** An init script: every main-thread task over 50 ms from navigation on, as { start, duration } in window.__longTasks. */
export function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) =>
    window.__longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
  ).observe({ type: 'longtask', buffered: true });
}

/** The demo administrator's session as the console stores it ('admin' in local storage): sign-in, then the profile call. */
export async function adminSession(base) {
  const post = await fetch(`${base}/api/adminSignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CREDENTIALS.email, passWord: CREDENTIALS.password }),
  });
  const { token } = await post.json();
  const profile = await (await fetch(`${base}/api/admin_marketplace_dashboard`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { token, email: CREDENTIALS.email, role: profile.data?.role, features: profile.data?.features ?? [] };
}

/** The bare react-admin list the start-up and Lighthouse benches measure beside the console. */
export const ANCHOR_DIST = join(ROOT, 'test/artifacts/bench-anchor-dist');
const ANCHOR_PORT = 4614;
export const ANCHOR_BASE = `http://127.0.0.1:${ANCHOR_PORT}`;

/** The bare react-admin list (`test/bench/anchor/`), built unless `--no-build` finds a build. */
export function buildAnchorUnlessAsked() {
  if (!flag('--no-build') || flag('--build-anchor') || !existsSync(join(ANCHOR_DIST, 'index.html'))) {
    log(`▶ build the anchor into ${ANCHOR_DIST}`);
    const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
    const result = spawnSync('npx', ['vite', 'build', '--config', 'test/bench/anchor/vite.config.mjs', '--logLevel', 'warn'], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`anchor build exited with ${result.status}`);
  }
}

/** `vite preview` of the anchor at ANCHOR_BASE; resolves to its stop function. */
export async function startAnchor() {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--config', 'test/bench/anchor/vite.config.mjs', '--port', String(ANCHOR_PORT), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }, detached: true, stdio: 'ignore' },
  );
  const stop = () => stopGroup(server);
  process.on('exit', stop);
  for (let tries = 0; tries < 240; tries++) {
    const up = await fetch(ANCHOR_BASE).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return stop;
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('the anchor preview did not answer within 60 s');
}

/** How the start-up bench serves the builds: `preview` (vite preview), or `nginx` (nginxInFront). */
export const SERVED = option('--served', 'preview');

/**
 * `--served nginx`: the builds served as the deployed image serves them, by Debian's nginx with
 * deploy/nginx.conf's compression (the build's gzip copies sent as they are, the rest compressed as sent),
 * rather than by `vite preview`, which compresses every answer as it sends it. Each site is `root` on
 * `port`; with `api`, its /api and /images go on to that preview server (the sandbox). Resolves to a stop function.
 */
export async function nginxInFront(sites) {
  const nginx = process.env.NGINX_PATH || ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx) throw new Error("--served nginx needs Debian's nginx (sudo apt-get install -y nginx) or NGINX_PATH");
  const folder = join(ROOT, 'test/artifacts/bench-nginx');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const compression = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8').match(/^\s*gzip\w* [^$\n]*;$/gm);
  if (!compression?.some((line) => line.includes('gzip_static on')))
    throw new Error('deploy/nginx.conf no longer sends gzip copies: update nginxInFront');
  const siteBlock = ({ root, port, api }) => `
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri /index.html; }
    ${api ? ['/api/', '/images/'].map((path) => `location ${path} { proxy_pass ${api}; proxy_http_version 1.1; proxy_buffering off; }`).join('\n    ') : ''}
  }`;
  writeFileSync(
    join(folder, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${folder}/${kind};`).join(' ')}
${compression.join('\n')}
${sites.map(siteBlock).join('\n')}
}
`,
  );
  const nginxProcess = spawn(nginx, ['-c', join(folder, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  nginxProcess.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => nginxProcess.exitCode === null && nginxProcess.kill();
  process.on('exit', stop);
  for (let tries = 0; tries < 80; tries++) {
    if (nginxProcess.exitCode !== null) throw new Error(`nginx exited with ${nginxProcess.exitCode}: ${output}`);
    const up = await fetch(`http://127.0.0.1:${sites[0].port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return stop;
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`nginx did not answer within 20 s: ${output}`);
}

/** The middle value; for an even count, the mean of the two middle values. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The value at the middle rank; for an even count the upper of the two middle values, unlike `median`. */
export const upperMedian = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A text table: columns padded to their widest cell, the first (names) left-aligned, the others (figures) right-aligned. */
export function textTable(headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
