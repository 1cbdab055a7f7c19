#!/usr/bin/env node
/**
 * Lighthouse, mobile preset (simulated slow 4G and a 4x slower CPU) or `--preset desktop`, on the built
 * console signed in as the administrator: `/admin/category` and Garage Management, and the sign-in
 * screen; with `--anchor`, the bare react-admin list (`test/bench/anchor/`) first, in the same run.
 * Prints the performance score and its main figures; nothing passes or fails on a number.
 *
 *   node test/bench/lighthouse.mjs [--no-build] [--dist <dir>] [--runs 2] [--preset desktop] [--anchor] [--paths /admin/category,/admin/GarageManagement]
 *
 * Lighthouse runs through `npx lighthouse@12` (fetched once into npm's cache; not a dependency of the
 * console) against Debian's Chromium, started here with a profile holding the session, so the run
 * measures the console and not the sign-in redirect. The HTTP cache is cleared before each run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  ANCHOR_BASE,
  CHROMIUM_ARGS,
  ROOT,
  adminSession,
  buildAnchorUnlessAsked,
  buildUnlessAsked,
  flag,
  log,
  option,
  previewServer,
  startAnchor,
} from './harness.mjs';

const PORT = 4631;
const DEBUG_PORT = 9341;
const runs = Number(option('--runs', '2'));
const paths = option('--paths', '/admin/category,/admin/GarageManagement,/login').split(',');
const preset = option('--preset', 'mobile');
/** The anchor's list, as the start-up bench opens it. */
const ANCHOR_PATH = '/?rows=300#/items';
const preview = previewServer({ port: PORT, stateFile: 'test/artifacts/bench-lighthouse-sandbox.json', timeoutMs: 120000 });

function lighthouse(url, output) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      `--port=${DEBUG_PORT}`,
      '--disable-storage-reset',
      '--only-categories=performance',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], timeout: 240000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  return JSON.parse(readFileSync(output, 'utf8'));
}

buildUnlessAsked();
if (flag('--anchor')) buildAnchorUnlessAsked();
await preview.start(50);
const stopAnchor = flag('--anchor') ? await startAnchor() : undefined;
const profileDir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
// Chromium of its own (Lighthouse drives it through the debugging port); Playwright only writes the session first.
const browser = spawn(
  process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profileDir}`, 'about:blank'],
  { stdio: 'ignore' },
);
for (let tries = 0; tries < 120; tries += 1) {
  const up = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
try {
  for (const path of [...(stopAnchor ? [ANCHOR_PATH] : []), ...paths]) {
    const base = path === ANCHOR_PATH ? ANCHOR_BASE : preview.base;
    for (let run = 1; run <= runs; run += 1) {
      const connected = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
      const page = await connected.contexts()[0].newPage();
      if (base === preview.base) {
        await page.goto(`${preview.base}/favicon.svg`);
        const stored = path === '/login' ? null : JSON.stringify(await adminSession(preview.base));
        await page.evaluate((value) => (value ? localStorage.setItem('admin', value) : localStorage.removeItem('admin')), stored);
      }
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      await connected.close();
      const report = lighthouse(`${base}${path}`, join(ROOT, 'test/artifacts/lighthouse.json'));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      const seconds = (id) => `${(audit(id) / 1000).toFixed(1)} s`;
      log(
        `${base === ANCHOR_BASE ? 'bare react-admin list' : path} (${preset}) run ${run}: score ${report.categories.performance.score?.toFixed(2)}  FCP ${seconds('first-contentful-paint')}  LCP ${seconds('largest-contentful-paint')}  TBT ${Math.round(audit('total-blocking-time'))} ms  SI ${seconds('speed-index')}  CLS ${audit('cumulative-layout-shift').toFixed(3)}  (${report.finalDisplayedUrl.replace(base, '')})`,
      );
    }
  }
} finally {
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  browser.kill();
  await exited;
  preview.stop();
  stopAnchor?.();
  rmSync(profileDir, { recursive: true, force: true });
}
