#!/usr/bin/env node
/**
 * `npm run bench`: the bundle bench, the list query bench, the facets and data checks bench, the parser bench (row cutter against
 * JSON.parse), the contract bench (100,000 garages read in the list worker's path with and without the schema), the Garage
 * Management bench (1,000, 10,000 and 100,000 sandbox garages in Chromium), the dashboard bench (with the GET /getAllUsers
 * count of one session), the renders bench (React's renders per search keystroke) and the typing bench (a search typed while 100,000 garages arrive), the start-up and screen-change benches beside a bare react-admin list, each in its own Node process,
 * followed by a short
 * summary. Figures only: no time or size makes it fail, only a bench that
 * could not run (exit 1).
 *
 *   npm run bench                 # builds the console first
 *   npm run bench -- --no-build   # reuses dist/
 *   npm run bench -- --sizes 1000,10000
 *   npm run bench -- --no-garages  # skips the Garage Management and dashboard benches (several minutes)
 *   npm run bench -- --startup-sizes 10000,100000  # the start-up bench also at those sizes
 *   npm run bench -- --cpu-slowdown 6  # the browser benches at 1x and 6x slower CPU (default 4; 1 measures 1x only)
 *   node test/bench/startup.mjs    # the start-up comparison with the bare react-admin list alone
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const passthrough = (names) => {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    if (!names.includes(args[i])) continue;
    out.push(args[i]);
    if (args[i] === '--sizes') out.push(args[++i]);
  }
  return out;
};

/** The start-up, Garage Management and typing benches measure at 1x and at this CPU slowdown. */
const slowdown = ['--cpu-slowdown', args.includes('--cpu-slowdown') ? args[args.indexOf('--cpu-slowdown') + 1] : '4'];

const scratch = mkdtempSync(join(tmpdir(), 'garage-bench-'));
const benches = [
  { name: 'bundle', script: 'test/bench/bundle.mjs', args: passthrough(['--no-build']) },
  // Cold opens beside a bare react-admin list; the bundle bench has just built dist/ (the anchor builds here).
  {
    name: 'startup',
    script: 'test/bench/startup.mjs',
    args: [
      '--no-build',
      '--build-anchor',
      ...slowdown,
      ...(args.includes('--startup-sizes') ? ['--sizes', args[args.indexOf('--startup-sizes') + 1]] : []),
    ],
  },
  // Menu clicks to a list opened before and to one not opened yet, beside the anchor's route change (the anchor built above).
  { name: 'screenChange', script: 'test/bench/screenChange.mjs', args: ['--no-build'] },
  // The same clicks made with the mouse, held 100 ms as a hand does: what the console does on the press counts.
  { name: 'screenChange (mouse)', script: 'test/bench/screenChange.mjs', args: ['--no-build', '--press-ms', '100'] },
  { name: 'listQuery', script: 'test/bench/listQuery.mjs', args: passthrough(['--sizes']) },
  { name: 'facets', script: 'test/bench/facets.mjs', args: [] },
  // The bundle bench has just built dist/.
  { name: 'parser', script: 'test/bench/parser.mjs', args: passthrough(['--sizes']) },
  // The list worker's path with and without reading the rows through the contract's schema.
  { name: 'contract', script: 'test/bench/contract.mjs', args: [] },
  ...(args.includes('--no-garages')
    ? []
    : [
        { name: 'garages', script: 'test/bench/garages.mjs', args: ['--no-build', ...slowdown, ...passthrough(['--sizes'])] },
        { name: 'dashboard', script: 'test/bench/dashboard.mjs', args: ['--no-build', ...passthrough(['--sizes'])] },
        // React's renders per search keystroke at 10,000 garages, from a profiling build of its own.
        { name: 'renders', script: 'test/bench/renders.mjs', args: [...passthrough(['--no-build']), ...slowdown] },
        // A search typed while 100,000 garages still arrive.
        { name: 'typingWhileLoading', script: 'test/bench/typingWhileLoading.mjs', args: ['--no-build', '--sizes', '100000'] },
      ]),
];

const outcomes = [];
for (const bench of benches) {
  const summaryFile = join(scratch, `${bench.name}.json`);
  console.log(`\n════ ${bench.name}: node ${bench.script} ${bench.args.join(' ')}`.trimEnd());
  const started = Date.now();
  const result = spawnSync(process.execPath, [bench.script, ...bench.args, '--summary-file', summaryFile], { cwd: ROOT, stdio: 'inherit' });
  let summary;
  try {
    summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    summary = undefined;
  }
  outcomes.push({ ...bench, status: result.status, seconds: (Date.now() - started) / 1000, summary });
}
rmSync(scratch, { recursive: true, force: true });

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const lines = [];
const bundle = outcomes[0];
if (bundle.summary) {
  const s = bundle.summary;
  lines.push(['JS for /login (gzip)', `${kb(s.loginGzip)} (budget ${s.budgetKb} KB)`]);
  lines.push(['+ JS after sign-in → /admin/category', kb(s.additionalGzip)]);
  lines.push(['cumulative JS (gzip)', kb(s.cumulativeGzip)]);
  lines.push(["dashboard charts' own JS (gzip)", kb(s.dashboardOwnGzip)]);
  lines.push(['/admin/category first row', `${s.firstRowMs.toFixed(0)} ms`]);
  lines.push(['largest asset (gzip)', `${s.largest[0]?.name} ${kb(s.largest[0]?.gzip ?? 0)}`]);
} else {
  lines.push(['bundle', `did not finish (exit ${bundle.status})`]);
}
const startup = outcomes.find((o) => o.name === 'startup');
for (const screen of startup?.summary?.screens ?? []) {
  lines.push([
    `start-up, ${screen.cpuSlowdown}x CPU: ${screen.name}`,
    `ready ${(screen.readyMs / 1000).toFixed(2)} s, heading ${(screen.headingMs / 1000).toFixed(2)} s, blocking ${(screen.blockingMs / 1000).toFixed(2)} s, longest task ${(screen.longestMs / 1000).toFixed(2)} s, JS ${kb(screen.jsGzip)} gzip`,
  ]);
}
const screenChange = outcomes.find((o) => o.name === 'screenChange');
for (const step of screenChange?.summary?.steps ?? [])
  lines.push([`screen change: ${step.name}`, `first row ${step.shownMs.toFixed(0)} ms, longest task ${step.longestMs.toFixed(0)} ms`]);
const list = outcomes.find((o) => o.name === 'listQuery');
if (list.summary) {
  for (const seed of list.summary.seeds) {
    const rows = list.summary.results.filter((r) => r.size === seed.size);
    const worst = rows.reduce((a, b) => (b.median > a.median ? b : a));
    const label = `${seed.size.toLocaleString('en-US')} garages`;
    lines.push([`${label}: seed`, `${(seed.seedMs / 1000).toFixed(2)} s, heap ${(seed.heapUsed / 1_048_576).toFixed(0)} MB`]);
    lines.push([`${label}: slowest query (median)`, `${worst.query} ${worst.median.toFixed(2)} ms (p95 ${worst.p95.toFixed(2)} ms)`]);
  }
} else {
  lines.push(['listQuery', `did not finish (exit ${list.status})`]);
}
const facets = outcomes.find((o) => o.name === 'facets');
for (const result of facets?.summary?.results ?? []) {
  lines.push([
    `facets, ${result.size.toLocaleString('en-US')} garages: ${result.figure}`,
    `${result.median.toFixed(1)} ms (p95 ${result.p95.toFixed(1)} ms)`,
  ]);
}
const parser = outcomes.find((o) => o.name === 'parser');
for (const result of parser?.summary?.results ?? []) {
  lines.push([
    `parser, ${result.garages.toLocaleString('en-US')} garages (${result.mb.toFixed(0)} MB)`,
    `row cutter ${result.cutterMbs.toFixed(1)} MB/s, JSON.parse ${result.jsonParseMbs.toFixed(1)} MB/s (${result.ratio.toFixed(2)}x)`,
  ]);
}
const contract = outcomes.find((o) => o.name === 'contract');
for (const result of contract?.summary?.results ?? []) {
  const bare = result.ways['no schema'];
  for (const [way, figures] of Object.entries(result.ways)) {
    if (way === 'no schema') continue;
    const cost = (ms, of) => `${ms >= of ? '+' : ''}${(((ms - of) / of) * 100).toFixed(1)}%`;
    lines.push([
      `contract, ${result.garages.toLocaleString('en-US')} garages: ${way}`,
      `first rows ${figures.firstRowMs.toFixed(1)} ms (${cost(figures.firstRowMs, bare.firstRowMs)}), all rows ${figures.allMs.toFixed(0)} ms (${cost(figures.allMs, bare.allMs)}; reading ${((figures.readingMs / bare.allMs) * 100).toFixed(1)}% of the load)`,
    ]);
  }
}
for (const o of outcomes) lines.push([`${o.name} bench`, `exit ${o.status}, ${o.seconds.toFixed(1)} s`]);

const width = Math.max(...lines.map(([k]) => k.length));
console.log('\n════ summary');
for (const [key, value] of lines) console.log(`${key.padEnd(width)}  ${value}`);

process.exitCode = outcomes.every((o) => o.status === 0) ? 0 : 1;
