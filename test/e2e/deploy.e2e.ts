import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, ConsoleMessage, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxServer } from '../../src/sandbox/server';
import realBackend from '../realBackend.json';
import { firstDataRow, launchBrowser, signInThroughForm } from './browser';
import { WAIT_MS } from './suite';

/**
 * The console as deployed: Debian's nginx serves the real-backend build (test/real-build.mjs) with
 * deploy/nginx.conf, its settings completed by deploy/console-settings.envsh as the nginx image does
 * at start; the sandbox answers at the build's API host, which only this test's Chromium resolves.
 */

const NGINX = process.env.NGINX_PATH || ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const DIST = resolve(realBackend.outDir);
/** The template's settings, in the order the settings script prints them. */
const SETTINGS = ['API_ORIGIN', 'UPLOAD_ORIGIN', 'IMAGE_ORIGINS', 'GOOGLE_MAPS_KEY', 'NGINX_LISTEN', 'CONSOLE_ROOT', 'CSP_SCRIPT_HASHES'];
const BUILD_SOURCES = ['src', 'i18n', 'public', 'index.html', 'vite.config.ts', 'build', 'package-lock.json', 'test/realBackend.json'];

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
  if (spawnSync('node', ['test/real-build.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('The real-backend build failed.');
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** The sandbox at an origin of its own, answering the console's cross-origin calls as the real API must (CORS). */
function sandboxApi(consoleOrigin: string): Server {
  const { middleware } = createSandboxServer({ mountPath: '' });
  return createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', consoleOrigin);
    response.setHeader('Vary', 'Origin');
    if (request.method !== 'OPTIONS') return middleware(request, response, () => response.writeHead(404).end());
    response
      .writeHead(204, { 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE', 'Access-Control-Allow-Headers': 'Authorization, Content-Type' })
      .end();
  });
}

/** deploy/nginx.conf as the nginx image fills it: the settings script completes the settings, envsubst puts them in. */
function serverConfig(settings: Record<string, string>): string {
  const printed = `. ./deploy/console-settings.envsh && printf '%s\\0' ${SETTINGS.map((name) => `"$${name}"`).join(' ')}`;
  const completed = spawnSync('sh', ['-c', printed], { env: { PATH: process.env.PATH, ...settings }, encoding: 'utf8' });
  if (completed.status !== 0) throw new Error(`deploy/console-settings.envsh refused the settings: ${completed.stderr}`);
  const values = completed.stdout.split('\0');
  const filled = new Map(SETTINGS.map((name, index) => [name, values[index]]));
  return readFileSync('deploy/nginx.conf', 'utf8').replace(/\$\{(\w+)\}/g, (placeholder, name: string) => filled.get(name) ?? placeholder);
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

/** Content-Security-Policy directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  const entries = (policy ?? '').split(';').map((directive) => directive.trim().split(/\s+/));
  return Object.fromEntries(entries.map(([name, ...sources]) => [name, sources]));
}

describe('the console behind nginx with deploy/nginx.conf', () => {
  let folder: string | undefined;
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let api: Server | undefined;
  let browser: Browser | undefined;
  let consoleUrl = '';

  beforeAll(async () => {
    ensureRealBackendBuild();
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((done) => probe.close(done));
    consoleUrl = `http://127.0.0.1:${port}`;
    api = sandboxApi(consoleUrl);
    const apiPort = await listen(api);
    folder = mkdtempSync(join(tmpdir(), 'console-nginx-'));
    const settings = { API_ORIGIN: realBackend.apiUrl, UPLOAD_ORIGIN: realBackend.uploadUrl, NGINX_LISTEN: `127.0.0.1:${port}`, CONSOLE_ROOT: DIST };
    nginx = startNginx(folder, serverConfig(settings));
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    await untilServing(nginx, `${consoleUrl}/favicon.svg`, () => nginxLog);
    browser = await launchBrowser([`--host-resolver-rules=MAP ${new URL(realBackend.apiUrl).host} 127.0.0.1:${apiPort}`]);
  });

  afterAll(async () => {
    await browser?.close();
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((done) => nginx!.once('exit', done));
      nginx.kill('SIGTERM');
      await stopped;
    }
    api?.closeAllConnections();
    await new Promise((done) => (api ? api.close(done) : done(undefined)));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('opens a deep link and signs an admin in to a list, with no policy violation and the stated headers', async () => {
    const context = await browser!.newContext({ baseURL: consoleUrl, viewport: { width: 1366, height: 860 } });
    context.setDefaultTimeout(WAIT_MS);
    const violations: string[] = [];
    await context.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    );
    const policyMessages: string[] = [];
    const notePolicyMessage = (message: ConsoleMessage) => {
      if (/Content.Security.Policy/i.test(message.text())) policyMessages.push(message.text());
    };
    context.on('console', notePolicyMessage);
    const page = await context.newPage();
    page.on('worker', (worker) => worker.on('console', notePolicyMessage));
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
    expect(policyMessages).toEqual([]);
    // The list's rows came through the list engine's worker, which the policy let start and call the API.
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(/^\/assets\/worker-[\w-]+\.js$/));

    const pageHeaders = await deepLink!.allHeaders();
    // A chunk of the start path, hundreds of kilobytes, so compressed (the entry, under 1 KB, goes as it is).
    const script = responses.find((response) => /^\/assets\/start-shared-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    const scriptHeaders = await script!.allHeaders();
    const policy = directives(pageHeaders['content-security-policy']);
    const firstPaintHash = readFileSync(join(DIST, 'csp-script-hashes.txt'), 'utf8').trim();
    expect(firstPaintHash).toMatch(/^'sha256-[\w+/]+={0,2}'$/);
    expect(policy['script-src']).toEqual(["'self'", firstPaintHash]);
    expect(policy['connect-src']).toEqual(["'self'", new URL(realBackend.apiUrl).origin, new URL(realBackend.uploadUrl).origin]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(pageHeaders).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-encoding': 'gzip',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(pageHeaders['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(scriptHeaders).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
      'content-security-policy': pageHeaders['content-security-policy'],
    });
    // A build file that is not there is missing, not the console's page under a script's name.
    expect((await fetch(`${consoleUrl}/assets/no-such-file.js`)).status).toBe(404);

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
});
