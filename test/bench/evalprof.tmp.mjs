import { adminSession, launchChromium, previewServer, option } from './harness.mjs';
import { readFileSync, existsSync } from 'node:fs';
import sourceMap from 'source-map-js';
const dist = option('--dist', 'dist');
const preview = previewServer({ port: 4717, stateFile: 'test/artifacts/probe8-state.json', timeoutMs: 180000, dist });
await preview.start(200);
const session = await adminSession(preview.base);
const browser = await launchChromium();
const maps = new Map();
const mapOf = (file) => { if (!maps.has(file)) { const p = `${dist}-sourcemaps/assets/${file}.map`; maps.set(file, existsSync(p) ? new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null); } return maps.get(file); };
const byFile = new Map(); let total = 0; const runs = Number(option('--runs', '3'));
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ baseURL: preview.base, viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  await page.evaluate((s) => localStorage.setItem('admin', s), JSON.stringify(session));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto('/admin/category');
  await page.waitForFunction(() => performance.getEntriesByName('console:code').length > 0, null, { timeout: 60000 });
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // the last long contiguous busy run before the end = eval task: take samples in the final 150 ms window where not idle
  let t = profile.startTime; const times = profile.timeDeltas.map((d) => (t += d));
  const end = times[times.length - 1];
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < end - 120000) continue;
    const n = byId.get(profile.samples[i]);
    const f = n.callFrame;
    if (['(idle)', '(program)', '(garbage collector)', '(root)'].includes(f.functionName)) { const k = f.functionName; byFile.set(k, (byFile.get(k) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000); continue; }
    const file = f.url.split('/').pop();
    let key = file || '(native) ' + f.functionName;
    const m = file && mapOf(file);
    if (m) { const pos = m.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }); if (pos.source) { const src = pos.source; key = src.includes('node_modules/') ? src.replace(/.*node_modules\//, '').split('/').slice(0, src.includes('node_modules/@') ? 3 : 2).join('/') : src.replace(/.*?src\//, 'src/'); } }
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000; total += dt;
    byFile.set(key, (byFile.get(key) ?? 0) + dt);
  }
  await context.close();
}
console.log('JS self ms per open in the last 120 ms before console:code', (total / runs).toFixed(1));
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / runs).toFixed(1).padStart(7), k);
await browser.close(); preview.stop(); process.exit(0);
