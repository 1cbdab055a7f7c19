#!/usr/bin/env node
/**
 * Finder bench: the built console against a sandbox of 100,000 garages (or --sizes). Prints figures only.
 *
 *   node test/bench/finder.mjs [--no-build] [--dist <dir>] [--sizes 100000]
 *
 * Chromium signs in, opens Garage Management and waits until every row is in the list engine, moves
 * to Category through the finder, opens the finder with Ctrl+K and types a garage's mobile number one
 * digit at a time, then a name prefix: for each key, the time from the key press until the finder
 * shows the results for the new text (its listbox's `data-answered`), and the longest main-thread task.
 */
import {
  buildUnlessAsked,
  forEachSandboxSize,
  launchChromium,
  listComplete,
  log,
  observeLongTasks,
  previewServer,
  signedInPage,
  sizesOption,
  upperMedian,
} from './harness.mjs';

const preview = previewServer({ port: 4613, stateFile: 'test/artifacts/bench-finder-sandbox.json', timeoutMs: 240000 });
const sizes = sizesOption('100000');

async function measure(garages) {
  const browser = await launchChromium();
  try {
    const { page } = await signedInPage(browser, preview.base, { prepare: (context) => context.addInitScript(observeLongTasks) });
    await page.goto('/admin/GarageManagement');
    await page.locator('tbody tr').first().waitFor({ timeout: 180_000 });
    await page.waitForFunction(listComplete, undefined, { polling: 200, timeout: 300_000 });
    // A garage near the end of the answer: its mobile number, read from the last page.
    const mobile = await page.evaluate(async () => {
      const cells = Array.from(document.querySelectorAll('tbody tr td')).map((cell) => cell.textContent ?? '');
      return cells.find((text) => /^\d{10}$/.test(text));
    });
    // To Category through the finder itself (the page, and the list worker with its rows, stay).
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Find a screen or a garage' });
    await input.fill('category');
    await page
      .getByRole('option', { name: /^Category/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/category');
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await page.keyboard.press('Control+k');
    await input.waitFor();
    const keystrokes = [];
    for (const key of [...(mobile ?? '9876543210'), ...Array(10).fill('Backspace'), ...'sha']) {
      const start = await page.evaluate(() => performance.now());
      await page.keyboard.press(key);
      const handle = await page.waitForFunction(
        () => {
          const box = document.querySelector('[role="listbox"][data-answered]');
          const text = document.querySelector('input[role="combobox"]')?.value.trim().toLowerCase();
          return box && box.getAttribute('data-answered') === text ? performance.now() : 0;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const end = await handle.jsonValue();
      const longest = await page.evaluate(
        ([from, to]) =>
          window.__longTasks
            .filter((task) => task.start + task.duration >= from && task.start <= to)
            .reduce((max, task) => Math.max(max, task.duration), 0),
        [start, end],
      );
      keystrokes.push({ key, elapsed: end - start, longest });
      await page.waitForTimeout(150);
    }
    const found = await page.getByRole('option').count();
    return { garages, mobile, keystrokes, found };
  } finally {
    await browser.close();
  }
}

async function main() {
  buildUnlessAsked();
  await forEachSandboxSize(preview, sizes, async (garages) => {
    const result = await measure(garages);
    const times = result.keystrokes.map((entry) => entry.elapsed);
    log(
      `\nFinder at ${garages.toLocaleString('en')} garages (rows in): keystroke to results median ${upperMedian(times).toFixed(0)} ms, ` +
        `slowest ${Math.max(...times).toFixed(0)} ms, longest main-thread task ${Math.max(...result.keystrokes.map((entry) => entry.longest)).toFixed(0)} ms\n` +
        `  each: ${result.keystrokes.map((entry) => `${entry.key === 'Backspace' ? '⌫' : entry.key} ${entry.elapsed.toFixed(0)}`).join(', ')}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
