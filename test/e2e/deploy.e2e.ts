import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxServer } from '../../src/sandbox/server';
import realBackend from '../realBackend.json';
import { firstDataRow, launchBrowser, signInThroughForm } from './browser';
import { WAIT_MS } from './suite';

/**
 * The console as deployed: Debian's nginx serves the real-backend build (test/real-build.mjs) with
 * deploy/nginx.conf, its settings checked and /config.json written by deploy/console-settings.envsh
 * as the nginx image does at start. One build, served by three servers: A and B with two backends
 * (two API hosts, which only this test's Chromium resolves, both the sandbox), A with a reporting
 * endpoint; R from a folder of its own, replaced by another release while a tab is open.
 */

const NGINX = process.env.NGINX_PATH || ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const DIST = resolve(realBackend.outDir);
const BUILD_SOURCES = ['src', 'i18n', 'public', 'build', 'index.html', 'vite.config.ts', 'package-lock.json', 'test/realBackend.json'];
/** Backend B's API host: another name for the sandbox, given only in B's /config.json. */
const API_B = 'http://api-two.console.test';
const REPORT_URL = 'http://report.console.test/problems';

/** When a file, or the newest file under a folder, last changed. */
function lastChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => lastChange(join(path, name))));
}

/** `npm test` has just made the real-backend build; a run of this file alone makes it when it is missing or stale. */
function ensureRealBackendBuild(): void {
  const page = join(DIST, 'index.html');
  if (existsSync(page) && statSync(page).mtimeMs >= Math.max(...BUILD_SOURCES.map(lastChange))) return;
  // Vitest sets NODE_ENV=test, under which Vite would build the dev server's console (calls through /api).
  const build = spawnSync('node', ['test/real-build.mjs'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('The real-backend build failed.');
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** The sandbox at an origin of its own, answering the consoles' cross-origin calls as the real API must (CORS). */
function sandboxApi(): Server {
  const { middleware } = createSandboxServer({ mountPath: '' });
  return createServer((request, response) => {
    // Every console of this test is on 127.0.0.1.
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    if (request.method !== 'OPTIONS') return middleware(request, response, () => response.writeHead(404).end());
    response
      .writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE', 'Access-Control-Allow-Headers': 'Authorization, Content-Type' })
      .end();
  });
}

/** The settings script as the image's entrypoint sources it, with deploy/nginx.conf as its template. */
function settingsScript(settings: Record<string, string>, runAs: string[] = []) {
  const [command, ...args] = [...runAs, 'sh'];
  return spawnSync(command, args, {
    input: '. ./deploy/console-settings.envsh',
    env: { PATH: process.env.PATH, CONSOLE_SERVER_TEMPLATE: 'deploy/nginx.conf', ...settings },
    encoding: 'utf8',
  });
}

/** The console's server as the settings script writes it from deploy/nginx.conf (in CONSOLE_CONFIG_DIR, beside /config.json). */
function serverConfig(settings: Record<string, string>): string {
  const completed = settingsScript(settings);
  if (completed.status !== 0) throw new Error(`deploy/console-settings.envsh refused the settings: ${completed.stderr}`);
  return readFileSync(join(settings.CONSOLE_CONFIG_DIR, 'server.conf'), 'utf8');
}

/** Debian's nginx in the foreground with the console's server, everything it writes in `folder`. */
function startNginx(folder: string, server: string): ChildProcess {
  if (!NGINX) throw new Error("nginx is missing: install Debian's package (sudo apt-get install -y nginx) or set NGINX_PATH.");
  writeFileSync(join(folder, 'console.conf'), server);
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // Workers keep this user (as root nginx would switch to nobody, who may not read the checkout).
    `user ${userInfo().username};`,
    `pid ${join(folder, 'nginx.pid')};`,
    'events { worker_connections 64; }',
    'http {',
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(folder, kind)};`),
    `include ${join(folder, 'console.conf')};`,
    '}',
  ];
  writeFileSync(join(folder, 'nginx.conf'), main.join('\n'));
  return spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** The reporting endpoint: keeps each JSON body posted to it. */
function reportReceiver(received: string[]): Server {
  return createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    if (request.method === 'OPTIONS') {
      return response.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' }).end();
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString());
      response.writeHead(204).end();
    });
  });
}

/**
 * Another release of the same build, as a redeploy brings one: every file under assets/ renamed
 * (other hashes) and every reference to it rewritten; the precompressed copies are left out.
 */
function anotherRelease(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const assets = join(to, 'assets');
  const names = readdirSync(assets).filter((name) => !/\.gz$/.test(name));
  for (const name of readdirSync(assets).filter((name) => /\.gz$/.test(name))) rmSync(join(assets, name));
  rmSync(join(to, 'index.html.gz'), { force: true });
  const renamed = new RegExp(`(?<=[/"'\`])(${names.map((name) => name.replaceAll('.', '\\.')).join('|')})`, 'g');
  for (const file of [...names.map((name) => join(assets, name)), join(to, 'index.html')]) {
    if (/\.(js|css|html)$/.test(file)) writeFileSync(file, readFileSync(file, 'utf8').replace(renamed, 'next-$1'));
  }
  for (const name of names) renameSync(join(assets, name), join(assets, `next-${name}`));
}

/** Once nginx answers `url` (it prints nothing when ready); fails when it stops, or takes longer than a wait. */
async function untilServing(nginx: ChildProcess, url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  const answers = () =>
    fetch(url)
      .then((answer) => answer.ok)
      .catch(() => false);
  while (!(await answers())) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx is not serving ${url}: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One nginx over `root` with these settings, its /config.json in a folder of its own. */
interface Served {
  url: string;
  nginx: ChildProcess;
  log: string;
}

/** Content-Security-Policy directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  const entries = (policy ?? '').split(';').map((directive) => directive.trim().split(/\s+/));
  return Object.fromEntries(entries.map(([name, ...sources]) => [name, sources]));
}

/** A page that records policy violations (events and console messages, its worker's too) and the hosts it calls. */
async function watchedPage(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  const notePolicyMessage = (message: ConsoleMessage) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  };
  context.on('console', notePolicyMessage);
  const origins = new Set<string>();
  context.on('request', (request) => void origins.add(new URL(request.url()).origin));
  const page = await context.newPage();
  page.on('worker', (worker) => worker.on('console', notePolicyMessage));
  return { page, violations, origins };
}

describe('the console behind nginx with deploy/nginx.conf', () => {
  let folder = '';
  const servers: Served[] = [];
  let api: Server | undefined;
  let reports: Server | undefined;
  const received: string[] = [];
  let browser: Browser | undefined;
  let serverA: Served;
  let serverB: Served;
  let serverR: Served;
  /** A's build and backend under a sub-path. */
  let serverP: Served;
  /** Over a copy of its own, whose version.json changes; it checks every second. */
  let serverV: Served;

  async function serve(name: string, root: string, settings: Record<string, string>): Promise<Served> {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((done) => probe.close(done));
    const own = join(folder, name);
    mkdirSync(own);
    // Both loopbacks, IPv4 and IPv6, as the image listens on both by default.
    const addresses = `127.0.0.1:${port} [::1]:${port}`;
    const config = serverConfig({ ...settings, NGINX_LISTEN: addresses, CONSOLE_ROOT: root, CONSOLE_CONFIG_DIR: join(own, 'config') });
    const served: Served = { url: `http://127.0.0.1:${port}`, nginx: startNginx(own, config), log: '' };
    served.nginx.stderr!.on('data', (chunk: Buffer) => (served.log += chunk.toString()));
    servers.push(served);
    await untilServing(served.nginx, `${served.url}/healthz`, () => served.log);
    return served;
  }

  beforeAll(async () => {
    ensureRealBackendBuild();
    folder = mkdtempSync(join(tmpdir(), 'console-nginx-'));
    api = sandboxApi();
    const apiPort = await listen(api);
    reports = reportReceiver(received);
    const reportPort = await listen(reports);
    cpSync(DIST, join(folder, 'site'), { recursive: true });
    cpSync(DIST, join(folder, 'v-site'), { recursive: true });
    [serverA, serverB, serverR, serverP, serverV] = await Promise.all([
      serve('a', DIST, { API_URL: realBackend.apiUrl, UPLOAD_URL: realBackend.uploadUrl, REPORT_URL }),
      serve('b', DIST, { API_URL: API_B }),
      serve('r', join(folder, 'site'), { API_URL: realBackend.apiUrl, UPLOAD_URL: realBackend.uploadUrl }),
      serve('p', DIST, { API_URL: realBackend.apiUrl, UPLOAD_URL: realBackend.uploadUrl, BASE_PATH: '/console/' }),
      serve('v', join(folder, 'v-site'), { API_URL: realBackend.apiUrl, UPLOAD_URL: realBackend.uploadUrl, VERSION_CHECK_SECONDS: '1' }),
    ]);
    const hosts = [realBackend.apiUrl, API_B].map((url) => `MAP ${new URL(url).host} 127.0.0.1:${apiPort}`);
    browser = await launchBrowser([`--host-resolver-rules=${[...hosts, `MAP ${new URL(REPORT_URL).host} 127.0.0.1:${reportPort}`].join(', ')}`]);
  });

  afterAll(async () => {
    await browser?.close();
    for (const { nginx } of servers) {
      if (nginx.exitCode !== null) continue;
      const stopped = new Promise((done) => nginx.once('exit', done));
      nginx.kill('SIGTERM');
      await stopped;
    }
    for (const server of [api, reports]) {
      server?.closeAllConnections();
      await new Promise((done) => (server ? server.close(done) : done(undefined)));
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const newContext = async (server: Served) => {
    const context = await browser!.newContext({ baseURL: server.url, viewport: { width: 1366, height: 860 } });
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  const signedIn = async (page: Page) => {
    await page.goto('/login');
    await signInThroughForm(page, 'admin@garagehub.in', 'Admin@123');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/category');
    await firstDataRow(page).waitFor();
  };

  it('opens a deep link and signs an admin in to a list, with no policy violation and the stated headers', async () => {
    const context = await newContext(serverA);
    const { page, violations, origins } = await watchedPage(context);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));

    const deepLink = await page.goto('/admin/category');
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughForm(page, 'admin@garagehub.in', 'Admin@123');
    await page.waitForURL('**/admin/category');
    await firstDataRow(page).waitFor();
    // Loaded again, signed in: the first-paint script now draws the saved frame before the console's code runs.
    await page.reload();
    await firstDataRow(page).waitFor();

    expect(violations).toEqual([]);
    // Backend A's console calls its own API only (B's, the same build, is the next test).
    expect([...origins].sort()).toEqual([serverA.url, new URL(realBackend.apiUrl).origin].sort());
    // The list's rows came through the list engine's worker, which the policy let start and call the API.
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(/^\/assets\/worker-[\w-]+\.js$/));

    const pageHeaders = await deepLink!.allHeaders();
    // A chunk of the start path, hundreds of kilobytes, so compressed (the entry, under 1 KB, goes as it is).
    const script = responses.find((response) => /^\/assets\/start-shared-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    const scriptHeaders = await script!.allHeaders();
    // V8's compile hint stays the start chunks' first line through minifying (build/compileHints.ts).
    expect((await (await fetch(script!.url())).text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
    const policy = directives(pageHeaders['content-security-policy']);
    const firstPaintHash = readFileSync(join(DIST, 'csp-script-hashes.txt'), 'utf8').trim();
    expect(firstPaintHash).toMatch(/^'sha256-[\w+/]+={0,2}'$/);
    expect(policy['script-src']).toEqual(["'self'", firstPaintHash]);
    const reportOrigin = new URL(REPORT_URL).origin;
    expect(policy['connect-src']).toEqual(["'self'", new URL(realBackend.apiUrl).origin, new URL(realBackend.uploadUrl).origin, reportOrigin]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', new URL(realBackend.apiUrl).origin, new URL(realBackend.uploadUrl).origin]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual([REPORT_URL]);
    expect(policy['report-to']).toEqual(['console']);
    expect(pageHeaders).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-encoding': 'gzip',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-robots-tag': 'noindex, nofollow',
      'reporting-endpoints': `console="${REPORT_URL}"`,
    });
    expect(pageHeaders['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    // The marketplace Edit Garage saves the browser's location (002 §5): allowed to the console itself only.
    expect(pageHeaders['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)/);
    expect(scriptHeaders).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
      'content-security-policy': pageHeaders['content-security-policy'],
    });
    // A build file that is not there is missing, not the console's page under a script's name.
    expect((await fetch(`${serverA.url}/assets/no-such-file.js`)).status).toBe(404);

    const shown = (headers: Record<string, string>) =>
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n');
    writeFileSync(
      'test/artifacts/deploy-headers.txt',
      `GET /admin/category\n${shown(pageHeaders)}\n\nGET ${new URL(script!.url()).pathname}\n${shown(scriptHeaders)}\n`,
    );
    await context.close();
  });

  it('answers /healthz on IPv4 and IPv6, /version.json, /robots.txt and /config.json, and never a source map', async () => {
    for (const url of [serverA.url, serverA.url.replace('127.0.0.1', '[::1]')]) {
      const health = await fetch(`${url}/healthz`);
      expect([health.status, await health.text()]).toEqual([200, 'ok\n']);
    }
    const version = await fetch(`${serverA.url}/version.json`);
    expect(version.headers.get('cache-control')).toBe('no-cache');
    expect(await version.json()).toEqual(JSON.parse(readFileSync(join(DIST, 'version.json'), 'utf8')));
    expect(JSON.parse(readFileSync(join(DIST, 'version.json'), 'utf8'))).toEqual({ version: expect.any(String), commit: expect.any(String) });
    const robots = await fetch(`${serverA.url}/robots.txt`);
    expect([robots.headers.get('x-robots-tag'), await robots.text()]).toEqual(['noindex, nofollow', 'User-agent: *\nDisallow: /\n']);
    const config = await fetch(`${serverB.url}/config.json`);
    expect([config.headers.get('content-type'), config.headers.get('cache-control')]).toEqual(['application/json', 'no-cache']);
    expect(await config.json()).toEqual({ apiUrl: API_B, uploadUrl: API_B, basePath: '/' });
    // The maps are built (beside dist/) but not served, not even when one is put in the served folder.
    const script = readdirSync(join(DIST, 'assets')).find((name) => /^start-shared-.*\.js$/.test(name))!;
    expect(existsSync(join(`${DIST}-sourcemaps`, 'assets', `${script}.map`))).toBe(true);
    writeFileSync(join(folder, 'site', 'assets', `${script}.map`), '{}');
    expect((await fetch(`${serverR.url}/assets/${script}.map`)).status).toBe(403);
    rmSync(join(folder, 'site', 'assets', `${script}.map`));
  });

  it('stops with one line, writing nothing, when its config folder cannot be written (a read-only root without the tmpfs)', () => {
    const locked = join(folder, 'locked');
    mkdirSync(join(locked, 'config'), { recursive: true });
    chmodSync(locked, 0o755);
    chmodSync(join(locked, 'config'), 0o555);
    // The image runs it as an unprivileged user; root would write into any folder.
    const runAs = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    for (const configDir of [join(locked, 'config'), join(locked, 'config', 'console')]) {
      const run = settingsScript({ API_URL: realBackend.apiUrl, CONSOLE_ROOT: DIST, CONSOLE_CONFIG_DIR: configDir }, runAs);
      expect([run.status, run.stdout, run.stderr]).toEqual([
        1,
        '',
        `console settings: cannot write to CONSOLE_CONFIG_DIR ${configDir}: it must be writable (with a read-only root, a tmpfs: docker run --tmpfs /tmp)\n`,
      ]);
    }
    expect(readdirSync(join(locked, 'config'))).toEqual([]);
  });

  it('one build, another backend: its console calls only the API its /config.json names, with no policy violation', async () => {
    const context = await newContext(serverB);
    const { page, violations, origins } = await watchedPage(context);
    let configRequests = 0;
    let pageLoads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configRequests += 1;
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
    });
    await signedIn(page);
    expect(violations).toEqual([]);
    expect([...origins].sort()).toEqual([serverB.url, API_B].sort());
    expect(directives((await (await fetch(`${serverB.url}/`)).headers.get('content-security-policy')) ?? '')['connect-src']).toEqual([
      "'self'",
      API_B,
      API_B,
    ]);
    // Asked for once a page load, by index.html's preload, which the console's own read then used.
    expect(configRequests).toBe(pageLoads);
    await context.close();
  });

  it.each([
    ['/', () => serverA],
    ['/console/', () => serverP],
  ])('one build at %s: signs in, opens a list from the menu and reloads a deep link, every file from under that path', async (base, server) => {
    const { url } = server();
    const context = await browser!.newContext({ viewport: { width: 1366, height: 860 } });
    context.setDefaultTimeout(WAIT_MS);
    const { page, violations } = await watchedPage(context);
    const paths: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === url) paths.push(new URL(request.url()).pathname);
    });

    await page.goto(`${url}${base}admin/category`);
    await page.waitForURL((address) => address.pathname === `${base}login`);
    await signInThroughForm(page, 'admin@garagehub.in', 'Admin@123');
    await page.waitForURL((address) => address.pathname === `${base}admin/category`);
    await firstDataRow(page).waitFor();
    await page.locator(`a[href="${base}admin/Promocodes"]`).click();
    await page.waitForURL((address) => address.pathname === `${base}admin/Promocodes`);
    await firstDataRow(page).waitFor();
    await page.reload();
    await firstDataRow(page).waitFor();

    expect(new URL(page.url()).pathname).toBe(`${base}admin/Promocodes`);
    expect(violations).toEqual([]);
    expect(paths).toContain(`${base}config.json`);
    // The seed's pictures are paths in the rows (/images/…), the data's, not the console's files.
    expect(paths.filter((path) => !path.startsWith(base) && !path.startsWith('/images/'))).toEqual([]);
    await context.close();
  });

  it('under a sub-path, the path without its slash moves to it, and nothing is served outside it', async () => {
    const bare = await fetch(`${serverP.url}/console`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/console/']);
    expect((await fetch(`${serverP.url}/favicon.svg`)).status).toBe(404);
    expect((await fetch(`${serverP.url}/console/favicon.svg`)).status).toBe(200);
  });

  it('finds a new release on its timer while the tab stays in front, and offers it without touching the form being filled', async () => {
    const context = await newContext(serverV);
    const page = await context.newPage();
    await signedIn(page);
    let pageLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
    });
    await page.getByRole('button', { name: 'Add Category' }).click();
    const name = page.getByRole('textbox', { name: /^Category Name/ });
    await name.fill('Chain');

    // Released meanwhile; the tab neither hides nor loses focus, so only the timer can find it.
    writeFileSync(join(folder, 'v-site', 'version.json'), JSON.stringify({ version: '99.0.0', commit: 'next' }));
    const offer = page.getByText('A new version is available.');
    await offer.waitFor();
    await name.pressSequentially(' Lube');
    expect(await name.inputValue()).toBe('Chain Lube');
    expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(pageLoads).toBe(0);
    await context.close();
  });

  it('a redeploy while a tab is open: a screen not opened yet opens, reloading once at most; failing again, a message with Reload', async () => {
    const context = await newContext(serverR);
    const page = await context.newPage();
    await signedIn(page);
    // The menu's entries draw after the screen (a deferred render): the link is there before the release is replaced, as for a user who sees it.
    const promoCodes = page.locator('a[href="/admin/Promocodes"]');
    await promoCodes.waitFor();
    let pageLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
    });
    const errorPages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /dynamically imported module/.test(message.text())) errorPages.push(message.text());
    });
    // The release the tab started with is replaced by another: none of its chunks is there any more.
    // Swapped whole, as an image is: copied file by file, a load the page began meanwhile could meet half a release.
    const next = join(folder, 'next');
    anotherRelease(DIST, next);
    renameSync(join(folder, 'site'), join(folder, 'replaced'));
    renameSync(next, join(folder, 'site'));

    await promoCodes.click();
    await page.waitForURL('**/admin/Promocodes');
    await firstDataRow(page)
      .waitFor()
      .catch(async (error: Error) => {
        // What the page showed instead, so that a failure here says why.
        const shown = await page.evaluate(() => ({
          url: location.pathname,
          reloadedForChunk: sessionStorage.getItem('console.reloadedForChunk'),
          text: document.body.innerText.slice(0, 400),
        }));
        throw new Error(`${error.message}\npage loads: ${pageLoads}; ${JSON.stringify(shown)}`);
      });
    expect(pageLoads).toBeLessThanOrEqual(1);
    // The screen came from the new release; neither react-admin's error page nor the failure message shows.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/next-PromoCodeList-/.test(entry.name))),
    ).toBe(true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await page.getByText('could not be loaded', { exact: false }).count()).toBe(0);
    expect(errorPages.length).toBeLessThanOrEqual(1);

    // A screen whose code fails too, so soon after that reload: a message with Reload, not another reload.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const screens = { roles: 'RoleList', subAdminManagement: 'SubAdminList', GarageManagement: 'GarageManagementList', features: 'FeatureList' };
    const [route, chunk] = Object.entries(screens).find(([, list]) => !loaded.some((path) => path.startsWith(`/assets/next-${list}-`)))!;
    for (const name of readdirSync(join(folder, 'site', 'assets')).filter((name) => name.startsWith(`next-${chunk}-`))) {
      rmSync(join(folder, 'site', 'assets', name));
    }
    await page.locator(`a[href="/admin/${route}"]`).click();
    const failure = page.getByRole('alert').filter({ hasText: 'This part of the console could not be loaded' });
    await failure.getByRole('button', { name: 'Reload' }).waitFor();
    expect(pageLoads).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('posts an uncaught error to the reporting endpoint, without row data or the token', async () => {
    const context = await newContext(serverA);
    const page = await context.newPage();
    await signedIn(page);
    const row = await firstDataRow(page).innerText();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('admin') ?? '{}').token as string);
    received.length = 0;
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('deploy test: an uncaught error');
      });
    });
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const bodies = received.map((body) => JSON.parse(body) as Record<string, unknown>);
    expect(bodies.filter((body) => body.kind === 'error')).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Error: deploy test: an uncaught error',
        route: '/admin/category',
        version: expect.any(String),
      }),
    ]);
    const sent = received.join('\n');
    for (const cell of row.split(/\s+/).filter((word) => word.length > 3)) expect(sent).not.toContain(cell);
    expect(sent).not.toContain(token);
    await context.close();
  });
});
