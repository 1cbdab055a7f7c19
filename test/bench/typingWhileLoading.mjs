#!/usr/bin/env node
/**
 * A search typed while Garage Management's rows still arrive: the built console against sandboxes of
 * 10,000 and 100,000 garages. Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/typingWhileLoading.mjs [--no-build] [--dist <dir>] [--sizes 10000,100000] [--keys 5]
 *
 * Once the first rows show, the search box is given the marketplace id of a row already shown (one
 * input event, as a paste), then the next one, while the loading line is still there. Per search: from
 * the input until the list shows that one row, less the filter bar's debounce, and whether rows were
 * still arriving when it showed. Meanwhile the main thread and the list worker are CPU-profiled: their
 * busy time and the functions that took it (self time), to tell the worker's parsing, its query and the
 * page's render apart.
 */
import {
  buildUnlessAsked,
  forEachSandboxSize,
  launchChromium,
  log,
  option,
  previewServer,
  searchDebounceMs,
  signedInPage,
  sizesOption,
  upperMedian,
} from './harness.mjs';

const preview = previewServer({ port: 4613, stateFile: 'test/artifacts/bench-typing-sandbox.json', timeoutMs: 240000 });
const sizes = sizesOption('10000,100000');
const keys = Number(option('--keys', '5'));

/** A DevTools session on the page's list worker (the browser's flat protocol, messages by target). */
async function workerSession(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'worker');
  if (!target) throw new Error('no list worker');
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let next = 0;
  const waiting = new Map();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        const id = ++next;
        waiting.set(id, resolve);
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      }),
    detach: () => cdp.detach().catch(() => undefined),
  };
}

/** Busy time of a CPU profile and its largest self times, by function and file. */
function summary(profile, top = 8) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.split('/').pop() || '';
    const name = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const idle = self.get('(idle)') ?? 0;
  const total = (profile.endTime - profile.startTime) / 1000;
  const busy = [...self.entries()].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]);
  return { total, busy: total - idle, top: busy.slice(0, top) };
}

async function measure(garages) {
  const browser = await launchChromium();
  try {
    const { context, page } = await signedInPage(browser, preview.base, { networkIdle: true });
    await page.goto('/admin/GarageManagement', { waitUntil: 'commit' });
    const idCells = () => Array.from(document.querySelectorAll('tbody tr td')).filter((cell) => /^MKT\d+$/.test(cell.textContent ?? ''));
    await page.waitForFunction(`(${idCells})().length >= ${keys}`, undefined, { polling: 'raf', timeout: 180_000 });
    const ids = await page.evaluate(`(${idCells})().map((cell) => cell.textContent)`);
    const debounceMs = await searchDebounceMs(page);
    const worker = await workerSession(browser);
    const main = await context.newCDPSession(page);
    for (const session of [worker, main]) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
    }
    const search = page.getByRole('searchbox', { name: 'Search' });
    const searches = [];
    for (const id of ids.slice(0, keys)) {
      const start = await page.evaluate(() => performance.now());
      await search.fill(id);
      const shown = await page.waitForFunction(
        ([wanted, cellsOf]) => {
          const cells = new Function(`return (${cellsOf})()`)();
          if (cells.length !== 1 || cells[0].textContent !== wanted) return 0;
          return { at: performance.now(), arriving: Boolean(document.querySelector('[data-testid="list-progress"]')) };
        },
        [id, idCells.toString()],
        { polling: 'raf', timeout: 60_000 },
      );
      const { at, arriving } = await shown.jsonValue();
      searches.push({ id, afterDebounce: at - start - debounceMs, arriving });
    }
    const [workerProfile, mainProfile] = await Promise.all([worker.send('Profiler.stop'), main.send('Profiler.stop')]);
    await worker.detach();
    return { garages, searches, worker: summary(workerProfile.profile), main: summary(mainProfile.profile) };
  } finally {
    await browser.close();
  }
}

async function main() {
  buildUnlessAsked();
  await forEachSandboxSize(preview, sizes, async (garages) => {
    const result = await measure(garages);
    const during = result.searches.filter((entry) => entry.arriving);
    log(
      `\n${garages.toLocaleString('en')} garages: search to its row, after the debounce: median ${upperMedian(result.searches.map((entry) => entry.afterDebounce)).toFixed(0)} ms ` +
        `(${during.length} of ${result.searches.length} while rows arrived; each: ${result.searches.map((entry) => `${entry.afterDebounce.toFixed(0)}${entry.arriving ? '' : ' (all in)'}`).join(', ')})`,
    );
    for (const [thread, profile] of [
      ['list worker', result.worker],
      ['main thread', result.main],
    ]) {
      log(`  ${thread}: busy ${profile.busy.toFixed(0)} of ${profile.total.toFixed(0)} ms profiled; self time:`);
      for (const [name, ms] of profile.top) log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
