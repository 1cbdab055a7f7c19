#!/usr/bin/env node
/**
 * The start-up budget: the JavaScript a signed-in administrator's browser loads before the first row
 * of /admin/category (gzip -9 of the built files, KB = 1000 bytes) must stay within BUDGET_KB. Exits 1
 * over budget (or when it cannot measure), 0 within it.
 *
 *   node test/bench/budget.mjs [--no-build] [--dist <dir>]
 *
 * The built console (`vite build` unless --no-build) under `vite preview` on its sandbox; one cold open
 * in a fresh Chromium context holding the session, until a data row shows. Scripts the page or its
 * workers fetched before that moment count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST, buildUnlessAsked, log, previewServer, adminSession } from './harness.mjs';

/** What this round reached (464 KB with facets and the menu's counts, from 511 KB) and a little room; lower it when the first screen gets lighter. */
export const BUDGET_KB = 470;

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
    const page = await context.newPage();
    const scripts = new Set();
    let rowShown = false;
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (!rowShown && (request.resourceType() === 'script' || path.endsWith('.js'))) scripts.add(path);
    });
    await page.goto(`${base}/admin/category`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll('tbody tr td')).some((cell) => (cell.textContent ?? '').trim()),
      undefined,
      {
        polling: 'raf',
        timeout: 120_000,
      },
    );
    rowShown = true;
    return [...scripts];
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
  if (kb > BUDGET_KB) {
    log('  files: ' + scripts.map((path) => path.replace(/^\/assets\//, '')).join(', '));
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`budget check could not run: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  preview.stop();
}
