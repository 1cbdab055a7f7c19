#!/usr/bin/env node
/**
 * The start-up budget: the JavaScript a signed-in administrator's browser loads before the first row
 * of /admin/category (gzip -9 of the built files, KB = 1000 bytes) must stay within BUDGET_KB. Exits 1
 * over budget (or when it cannot measure), 0 within it.
 *
 *   node test/bench/budget.mjs [--no-build] [--dist <dir>] [--files]
 *
 * --files lists the scripts counted.
 *
 * The built console (`vite build` unless --no-build) under `vite preview` on its sandbox; one cold open
 * in a fresh Chromium context holding the session, until a data row shows. Scripts the page or its
 * workers asked for before that moment count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST, buildUnlessAsked, flag, log, previewServer, adminSession } from './harness.mjs';

/** 438.6 KB once the start path came as three grouped chunks (vite.config.ts, from 465.5 KB in 82 files), and a little room; lower it when the first screen gets lighter. */
export const BUDGET_KB = 445;

const preview = previewServer({ port: 4616, stateFile: 'test/artifacts/bench-budget-sandbox.json', timeoutMs: 120000 });

async function scriptsBeforeFirstRow(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    await context.addInitScript(
      (stored) => {
        if (!localStorage.getItem('admin')) localStorage.setItem('admin', stored);
      },
      JSON.stringify(await adminSession(base)),
    );
    // The moment the first data row is put in the page, on the wall clock the request timings use.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!Array.from(document.querySelectorAll('tbody tr td')).some((cell) => (cell.textContent ?? '').trim())) return;
        window.firstRowAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) requests.push(request);
    });
    await page.goto(`${base}/admin/category`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.firstRowAt, undefined, { timeout: 120_000 });
    const firstRowAt = await page.evaluate(() => window.firstRowAt);
    // Scripts asked for before that moment. Those loaded when idle after the rows start later,
    // however long a busy machine takes to notice the row.
    const asked = await Promise.all(
      requests.map(async (request) =>
        (await request.response().catch(() => null)) && request.timing().startTime < firstRowAt ? request : undefined,
      ),
    );
    return [...new Set(asked.filter(Boolean).map((request) => new URL(request.url()).pathname))];
  } finally {
    await browser.close();
  }
}

function gzipKb(paths) {
  return (
    paths.reduce((sum, path) => {
      const file = join(DIST, decodeURIComponent(path).replace(/^\/+/, ''));
      return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }, 0) / 1000
  );
}

try {
  buildUnlessAsked();
  await preview.start(50);
  const scripts = await scriptsBeforeFirstRow(preview.base);
  const kb = gzipKb(scripts);
  const verdict = kb <= BUDGET_KB ? 'within' : 'OVER';
  log(`JS before the first row of /admin/category: ${kb.toFixed(1)} KB gzip in ${scripts.length} files, ${verdict} the budget of ${BUDGET_KB} KB`);
  if (kb > BUDGET_KB || flag('--files')) log('  files: ' + scripts.map((path) => path.replace(/^\/assets\//, '')).join(', '));
  if (kb > BUDGET_KB) process.exitCode = 1;
} catch (error) {
  console.error(`budget check could not run: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  preview.stop();
}
