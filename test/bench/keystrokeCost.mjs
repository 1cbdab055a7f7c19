#!/usr/bin/env node
/**
 * Keystroke cost bench: where a search keystroke's time goes on Garage Management, by the browser's
 * own phases, traced in Chromium. Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/keystrokeCost.mjs [--no-build] [--dist <dir>] [--sizes 10000] [--cpu-slowdown 4] [--rounds 2]
 *        [--variant 'name=css' ...]
 *
 * On a sandbox of `--sizes` garages (10,000 by default), signed in, with every row in: the page's CPU
 * slowed `--cpu-slowdown` times (4 by default), six keys in the search box (z, Backspace, q,
 * Backspace, x, Backspace), each awaited until the pager shows its new total. Per key: the time to
 * rows net of the search's debounce (the median), and from a DevTools trace of the six, the averages of
 * style recalculation, layout, paint, pre-paint and layerize, script in tasks over 20 ms and the key's
 * own `keypress` handling. Each `--variant name=css` adds that style sheet to the open page before
 * the keys (e.g. `--variant 'eight-columns=tbody td:nth-child(n+9),thead th:nth-child(n+9){display:none}'`),
 * measured in turn with the page as shipped, `--rounds` times.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  buildUnlessAsked,
  keyToNewTotal,
  launchChromium,
  listComplete,
  log,
  option,
  outermostSlices,
  previewServer,
  searchDebounceMs,
  signedInPage,
  sizesOption,
  slowDown,
  textTable,
} from './harness.mjs';

const args = process.argv.slice(2);
const variants = [['as shipped', '']];
args.forEach((arg, index) => {
  if (arg !== '--variant') return;
  const [name, ...css] = args[index + 1].split('=');
  variants.push([name, css.join('=')]);
});
const rate = Number(option('--cpu-slowdown', '4'));
const rounds = Number(option('--rounds', '2'));
const [garages] = sizesOption('10000');
const KEYS = ['z', 'Backspace', 'q', 'Backspace', 'x', 'Backspace'];
const TRACE = join(ROOT, 'test/artifacts/bench-keystroke-trace.json');

/** The six keys on an open Garage Management, traced: the per-key figures. */
async function measure(browser, page, css) {
  if (css) await page.addStyleTag({ content: css });
  await slowDown(page.context(), page, rate);
  const debounceMs = await searchDebounceMs(page);
  await page.getByRole('searchbox').first().click();
  await browser.startTracing(page, { path: TRACE, categories: ['devtools.timeline'] });
  const nets = [];
  for (const key of KEYS) {
    const { start, end } = await keyToNewTotal(page, key);
    nets.push(end - start - debounceMs);
    // The URL written after the rows and the frame after them, before the next key.
    await page.waitForTimeout(1200);
  }
  await browser.stopTracing();
  // Each phase once: a Paint inside a Paint is part of it.
  const events = outermostSlices(
    JSON.parse(readFileSync(TRACE, 'utf8')).traceEvents.filter((event) => event.ph === 'X'),
    (event) => `${event.pid}:${event.tid}:${event.name}`,
  );
  const perKey = (matches) => events.filter(matches).reduce((sum, event) => sum + event.dur / 1000, 0) / KEYS.length;
  const named = (name) => perKey((event) => event.name === name);
  return {
    net: [...nets].sort((a, b) => a - b)[Math.floor(nets.length / 2)],
    style: named('UpdateLayoutTree'),
    layout: named('Layout'),
    paint: named('Paint'),
    prePaint: named('PrePaint'),
    layerize: named('Layerize'),
    script: perKey((event) => event.name === 'FunctionCall' && event.dur > 20_000),
    keypress: perKey((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keypress'),
  };
}

buildUnlessAsked();
const preview = previewServer({ port: 4621, stateFile: 'test/artifacts/bench-keystroke-sandbox.json', timeoutMs: 240_000 });
await preview.start(garages);
const browser = await launchChromium();
const rows = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [name, css] of variants) {
      const { context, page } = await signedInPage(browser, preview.base);
      try {
        await page.goto('/admin/GarageManagement');
        await page.locator('tbody tr').first().waitFor({ timeout: 120_000 });
        await page.waitForFunction(listComplete, undefined, { polling: 100, timeout: 120_000 });
        // The parts drawn once the first reads are done, before the keys.
        await page.waitForTimeout(3000);
        const figures = await measure(browser, page, css);
        rows.push([name, String(round), ...Object.values(figures).map((ms) => ms.toFixed(0))]);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  preview.stop();
  rmSync(TRACE, { force: true });
}
log(
  `\nGarage Management, ${garages.toLocaleString('en')} garages, ${rate}x CPU: per search key (ms; net: median of six keys; the rest: traced averages)\n`,
);
log(textTable(['page', 'round', 'net', 'style', 'layout', 'paint', 'pre-paint', 'layerize', 'script', 'keypress'], rows));
process.exit(0);
