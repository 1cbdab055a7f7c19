import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeOf } from '../../src/api/reporting';
import { readRuntimeConfig } from '../../src/lib/runtimeConfig';
import { applyRuntimeConfig, product, productLabel } from '../../src/config';

/**
 * /config.json's schema (deploy/config.schema.json) as the console reads it and as the container's
 * settings script checks and writes it: both accept and refuse the same values.
 */
const folder = mkdtempSync(join(tmpdir(), 'console-settings-'));
writeFileSync(join(folder, 'csp-script-hashes.txt'), "'sha256-x'\n");
const PAGE = '<link rel="icon" href="/favicon.svg"><script>var a = "/";</script><script type="module" src="/assets/index.js"></script>';
writeFileSync(join(folder, 'index.html'), PAGE);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The settings script as the nginx image sources it: its exit line, and the /config.json it wrote. */
function settingsScript(settings: Record<string, string>) {
  const run = spawnSync('sh', ['-c', '. ./deploy/console-settings.envsh'], {
    env: {
      PATH: process.env.PATH,
      CONSOLE_ROOT: folder,
      CONSOLE_CONFIG_DIR: join(folder, 'config'),
      CONSOLE_SERVER_TEMPLATE: 'deploy/nginx.conf',
      ...settings,
    },
    encoding: 'utf8',
  });
  const written = run.status === 0 ? readFileSync(join(folder, 'config', 'config.json'), 'utf8') : undefined;
  const server = run.status === 0 ? readFileSync(join(folder, 'config', 'server.conf'), 'utf8') : undefined;
  const page =
    settings.BASE_PATH && run.status === 0 ? readFileSync(join(folder, 'config', 'site', settings.BASE_PATH, 'index.html'), 'utf8') : undefined;
  rmSync(join(folder, 'config'), { recursive: true, force: true });
  return { ok: run.status === 0, error: run.stderr.trim(), written, server, page };
}

const SETTING = {
  apiUrl: 'API_URL',
  uploadUrl: 'UPLOAD_URL',
  product: 'PRODUCT',
  productLabel: 'PRODUCT_LABEL',
  siteUrl: 'SITE_URL',
  googleMapsKey: 'GOOGLE_MAPS_KEY',
  reportUrl: 'REPORT_URL',
  basePath: 'BASE_PATH',
  versionCheckSeconds: 'VERSION_CHECK_SECONDS',
} as const;
const SAMPLES: [keyof typeof SETTING, string, boolean][] = [
  ['apiUrl', 'https://api.example.in', true],
  ['apiUrl', 'http://127.0.0.1:8081/v2/', true],
  ['apiUrl', 'ftp://api.example.in', false],
  ['apiUrl', 'https://api.example.in/?token=1', false],
  ['apiUrl', 'https://api.example.in/"x', false],
  ['uploadUrl', 'https://upload.example.in', true],
  ['product', 'marketplace', true],
  ['product', 'market place', false],
  ['productLabel', "Raj's Garages — 修车", true],
  ['productLabel', 'A "quoted" label', false],
  ['productLabel', '<b>label</b>', false],
  ['productLabel', 'x'.repeat(61), false],
  ['siteUrl', 'https://www.example.in/', true],
  ['googleMapsKey', 'AIzaSyA-key_1', true],
  ['googleMapsKey', 'key with spaces', false],
  ['reportUrl', 'https://telemetry.example.in/console', true],
  ['reportUrl', 'javascript:alert(1)', false],
  ['basePath', '/console/', true],
  ['basePath', '/ops/console/', true],
  ['basePath', '/console', false],
  ['basePath', '/../', false],
  ['versionCheckSeconds', '3600', true],
  ['versionCheckSeconds', '0', false],
  ['versionCheckSeconds', '1h', false],
];

describe('/config.json', () => {
  it.each(SAMPLES)('%s %j: accepted %s by the console and by the settings script alike', (key, value, valid) => {
    expect('config' in readRuntimeConfig({ [key]: value })).toBe(valid);
    const script = settingsScript({ API_URL: 'https://api.example.in', [SETTING[key]]: value });
    expect(script.ok).toBe(valid);
    if (!valid) expect(script.error).toMatch(new RegExp(`^console settings: ${SETTING[key]} `));
    else expect(JSON.parse(script.written!)).toMatchObject({ [key]: value });
  });

  it('is written from the environment as the console reads it; API_URL is required', () => {
    const script = settingsScript({ API_URL: 'https://api.example.in', PRODUCT_LABEL: 'Garages', REPORT_URL: 'https://r.example.in/in' });
    expect(readRuntimeConfig(JSON.parse(script.written!))).toEqual({
      config: {
        apiUrl: 'https://api.example.in',
        uploadUrl: 'https://api.example.in',
        productLabel: 'Garages',
        reportUrl: 'https://r.example.in/in',
        basePath: '/',
      },
    });
    expect(settingsScript({}).error).toBe("console settings: API_URL is not set: the backend's base URL, e.g. https://api.example.in");
  });

  it('has nginx listen on each address of NGINX_LISTEN, a bare port on IPv4 and IPv6', () => {
    const listens = (NGINX_LISTEN: string) =>
      settingsScript({ API_URL: 'https://api.example.in', NGINX_LISTEN }).server?.match(/^ *(listen .*)$/m)?.[1];
    expect(listens('127.0.0.1:9000 [::1]:9000')).toBe('listen 127.0.0.1:9000; listen [::1]:9000;');
    // Where the kernel has IPv6 (a host that turned it off would refuse the socket).
    expect(listens('8080')).toBe(existsSync('/proc/net/if_inet6') ? 'listen 8080; listen [::]:8080;' : 'listen 8080;');
    expect(settingsScript({ API_URL: 'https://api.example.in', NGINX_LISTEN: 'localhost:80' }).error).toMatch(
      /^console settings: NGINX_LISTEN is not valid: 'localhost:80'/,
    );
  });

  it('under a sub-path, serves index.html naming its files from there, its inline scripts untouched', () => {
    const script = settingsScript({ API_URL: 'https://api.example.in', BASE_PATH: '/ops/console/' });
    expect(script.page).toBe(
      '<link rel="icon" href="/ops/console/favicon.svg"><script>var a = "/";</script><script type="module" src="/ops/console/assets/index.js"></script>',
    );
    expect(script.server).toMatch(/^ *root .*\/config\/site;$/m);
    expect(script.server).toMatch(/^ *location \/ops\/console\/assets\/ \{$/m);
  });

  it('takes the backend, upload host and Maps key a build baked in where the container sets none', () => {
    writeFileSync(
      join(folder, 'built-settings.txt'),
      'API_URL=https://built.example.in\nUPLOAD_URL=https://files.example.in\nGOOGLE_MAPS_KEY=built-key\n',
    );
    try {
      const baked = settingsScript({});
      expect(baked.ok).toBe(true);
      expect(JSON.parse(baked.written!)).toMatchObject({
        apiUrl: 'https://built.example.in',
        uploadUrl: 'https://files.example.in',
        googleMapsKey: 'built-key',
      });
      expect(baked.server).toMatch(/connect-src [^;]*https:\/\/built\.example\.in/);
      expect(baked.server).toMatch(/connect-src [^;]*https:\/\/files\.example\.in/);
      // Set at run time, a backend wins, and the upload host follows it (as the console's own rule does).
      const moved = settingsScript({ API_URL: 'https://api.example.in' });
      expect(JSON.parse(moved.written!)).toMatchObject({
        apiUrl: 'https://api.example.in',
        uploadUrl: 'https://api.example.in',
        googleMapsKey: 'built-key',
      });
    } finally {
      rmSync(join(folder, 'built-settings.txt'));
    }
  });

  it('names an unknown key or a value that is not a string', () => {
    expect(readRuntimeConfig({ apiURL: 'https://api.example.in' })).toEqual({ problem: '/config.json has an unknown key "apiURL"' });
    expect(readRuntimeConfig({ product: 5 })).toEqual({ problem: '/config.json: product is not a string' });
    expect(readRuntimeConfig([])).toEqual({ problem: '/config.json is not a JSON object' });
  });
});

describe('a problem report', () => {
  it('names the screen, never the record: ids and values in the path become :id', () => {
    expect(routeOf('/admin/category')).toBe('/admin/category');
    expect(routeOf('/admin/garage/65f1c2a9b8e4d3f2a1b0c9d8/edit')).toBe('/admin/garage/:id/edit');
    expect(routeOf('/admin/seo/1234/show')).toBe('/admin/seo/:id/show');
    expect(routeOf('/admin/users/someone@example.in')).toBe('/admin/users/:id');
  });
});

describe("the marketplace portal's display name", () => {
  it('is the product a configuration names when no label is given or built in (002 writes its texts with {product}), else the label', () => {
    const before = { product, productLabel };
    try {
      applyRuntimeConfig({ product: 'carbuddy' });
      expect(productLabel).toBe('carbuddy');
      applyRuntimeConfig({ product: 'carbuddy', productLabel: 'Car Buddy' });
      expect(productLabel).toBe('Car Buddy');
      applyRuntimeConfig({ product: 'marketplace' });
      expect(productLabel).toBe('Marketplace');
    } finally {
      applyRuntimeConfig(before);
    }
  });
});
