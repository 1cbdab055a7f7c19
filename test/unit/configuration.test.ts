import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

/**
 * README 'Configuration': every setting the code reads is listed in .env.example (and the console's in
 * the README's table); with VITE_API_URL set, `npm run dev` sends the console's calls to its own origin
 * and passes them on to the real backend, while a build calls the backend itself.
 */

const text = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const sources = (dir: string): string[] =>
  readdirSync(new URL(`../../${dir}`, import.meta.url), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}/${entry.name}`) : /\.tsx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
  );

describe('the settings', () => {
  const read = new Set(
    [...sources('src'), ...sources('build'), 'vite.config.ts'].flatMap((path) => text(path).match(/\b(?:VITE|SANDBOX)_[A-Z_]+\b/g) ?? []),
  );
  read.delete('VITE_CONFIG_NATIVE_IGNORE_WARNING'); // set by the npm scripts, not a setting
  read.add('PORT');

  it("are each listed in .env.example, commented, and the console's in the README table", () => {
    expect(read.size).toBeGreaterThan(7);
    const example = text('.env.example');
    const readme = text('README.md');
    for (const name of read) {
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
      if (name.startsWith('VITE_')) expect(readme, name).toContain(`| \`${name}\` |`);
    }
    expect(example.match(/^[A-Z_]+=/m), 'nothing set').toBeNull();
  });
});

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the real backend (and the upload host), recording what reaches it. */
function backend(name: string) {
  const received: Received[] = [];
  const server: Server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ answeredBy: name }));
    });
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the console configured for a real backend', () => {
  // Read afresh under each test's settings (another test file may have read it already in this worker).
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('calls its own origin under the dev server (/api, /upload) and the configured hosts once built', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.in/v1/');
    vi.stubEnv('VITE_UPLOAD_URL', 'https://upload.example.in');
    vi.stubEnv('DEV', true);
    expect(await import('../../src/config')).toMatchObject({ apiUrl: '/api', uploadUrl: '/upload', isSandbox: false });
    vi.resetModules();
    vi.stubEnv('DEV', false);
    expect(await import('../../src/config')).toMatchObject({
      apiUrl: 'https://api.example.in/v1',
      uploadUrl: 'https://upload.example.in',
      isSandbox: false,
    });
  });

  it('sends the upload to the API when no upload host is set, and to the sandbox at /api without VITE_API_URL', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.in');
    vi.stubEnv('VITE_UPLOAD_URL', '');
    vi.stubEnv('DEV', false);
    expect(await import('../../src/config')).toMatchObject({ apiUrl: 'https://api.example.in', uploadUrl: 'https://api.example.in' });
    vi.resetModules();
    vi.stubEnv('VITE_API_URL', '');
    vi.stubEnv('DEV', true);
    expect(await import('../../src/config')).toMatchObject({ apiUrl: '/api', uploadUrl: '/api', isSandbox: true });
  });
});

describe('npm run dev with VITE_API_URL', () => {
  const api = backend('api');
  const upload = backend('upload');
  let dev: ViteDevServer;
  let origin: string;
  const saved = { api: process.env.VITE_API_URL, upload: process.env.VITE_UPLOAD_URL };

  beforeAll(async () => {
    process.env.VITE_API_URL = `${await api.start()}/v1`;
    process.env.VITE_UPLOAD_URL = await upload.start();
    dev = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
    await dev.listen();
    origin = dev.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });

  afterAll(async () => {
    await dev?.close();
    await Promise.all([api.stop(), upload.stop()]);
    for (const [name, value] of [
      ['VITE_API_URL', saved.api],
      ['VITE_UPLOAD_URL', saved.upload],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('passes a call to /api on to the backend: path under its base, query, method, body and token kept, its Host the backend', async () => {
    const answer = await fetch(`${origin}/api/CategoryAdminList?page=2`, {
      method: 'POST',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json', origin },
      body: JSON.stringify({ search: 'brake' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ answeredBy: 'api' });
    const [call] = api.received;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/CategoryAdminList?page=2', body: '{"search":"brake"}' });
    expect(call!.headers).toMatchObject({ authorization: 'Bearer token-1', host: new URL(process.env.VITE_API_URL!).host });
  });

  it('passes the logo upload under /upload on to VITE_UPLOAD_URL, and serves no sandbox', async () => {
    expect(await (await fetch(`${origin}/upload/uploadImage`, { method: 'POST', body: 'logo' })).json()).toEqual({ answeredBy: 'upload' });
    expect(upload.received.at(-1)).toMatchObject({ method: 'POST', url: '/uploadImage', body: 'logo' });
    // The sandbox's own switch is not there: the call reaches the real backend.
    await fetch(`${origin}/api/__sandbox/reset`, { method: 'POST' });
    expect(api.received.at(-1)).toMatchObject({ url: '/v1/__sandbox/reset' });
  });
});
