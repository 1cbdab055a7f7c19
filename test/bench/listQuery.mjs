#!/usr/bin/env node
/**
 * List query bench: `runListQuery` (src/data/listQuery.ts) over seeded garages of 1,000, 10,000
 * and 100,000 rows. Prints figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/listQuery.mjs [--sizes 1000,10000,100000] [--summary-file <path>]
 *
 * The TypeScript sources are loaded with Vite's module runner (`runnerImport` from 'vite', no
 * config file), the same transform Vitest uses: Node's own type stripping resolves no extensionless import, and
 * neither tsx nor vite-node is installed. If the seed module cannot be imported yet (someone may
 * be finishing it), it retries every 30 s, up to BENCH_SEED_RETRIES times (default 20).
 *
 * Per query: 3 warm-up runs, then 15 timed runs (performance.now()); median and p95 (nearest rank,
 * which for 15 runs is the slowest run). Then a column's first sort of the whole list (a new rows array
 * each run): by a field, and by a declared sort rule (the garages' `sorts`: business type by its name).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const WARMUP = 3;
const RUNS = 15;
const RETRY_MS = 30_000;
const RETRIES = Number(process.env.BENCH_SEED_RETRIES ?? 20);

const args = process.argv.slice(2);
const summaryFile = args.includes('--summary-file') ? args[args.indexOf('--summary-file') + 1] : undefined;
const sizes = args.includes('--sizes')
  ? args[args.indexOf('--sizes') + 1].split(',').map((s) => Number(s.replace(/_/g, '')))
  : [1_000, 10_000, 100_000];

/** A garbage collector for steadier heap figures, without needing --expose-gc on the command line. */
setFlagsFromString('--expose-gc');
const gc = globalThis.gc ?? runInNewContext('gc');

const GARAGE_SEARCH = ['garageName', 'garageOwnerName', 'phoneNumber', 'marketplaceId', 'email', 'pancardNumber', 'gstNumber', 'businessType'];
const SORT = { field: 'registationDate', order: 'DESC' };
const DAY_MS = 86_400_000;

const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function table(headers, rows, align) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function load(path) {
  const { module } = await runnerImport(join(ROOT, path), { root: ROOT, configFile: false, logLevel: 'error' });
  return module;
}

async function loadSeed() {
  for (let attempt = 0; ; attempt++) {
    try {
      const module = await load('src/sandbox/seed/index.ts');
      if (typeof module.createSeed !== 'function') throw new Error('createSeed is not exported (yet)');
      // A smoke call, so a half-finished module fails here rather than mid-bench.
      module.createSeed({ garages: 1 });
      return module;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`  seed not importable yet (${message}); retrying in ${RETRY_MS / 1000} s (${attempt + 1}/${RETRIES})`);
      await sleep(RETRY_MS);
    }
  }
}

/** Local `YYYY-MM-DD` of a time, as the filter bar's date inputs hold it. */
function ymd(ms) {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  return { median, p95 };
}

async function main() {
  const { runListQuery } = await load('src/data/listQuery.ts');
  const { timeOf } = await load('src/lib/dates.ts');
  const { GARAGE_SORTS } = await load('src/areas/garages/model.ts');
  console.log('▶ loading src/sandbox/seed/index.ts');
  const { createSeed } = await loadSeed();

  const spec = {
    search: GARAGE_SEARCH,
    dateField: 'registationDate',
    isActive: (row) => row.status === true,
  };
  const results = [];
  const firstSorts = [];
  const seeds = [];

  for (const size of sizes) {
    gc();
    const seedStart = performance.now();
    let data = createSeed({ garages: size });
    const seedMs = performance.now() - seedStart;
    const rows = data.garages;
    gc();
    const heapUsed = process.memoryUsage().heapUsed;
    data = undefined; // keep only the garages from here on
    gc();
    const heapGarages = process.memoryUsage().heapUsed;

    let latest = -Infinity;
    for (const row of rows) latest = Math.max(latest, timeOf(row.registationDate));
    const range = { from: ymd(latest - 90 * DAY_MS), to: ymd(latest) };
    const queries = [
      ['no filter', {}],
      ["search 'auto'", { q: 'auto' }],
      [`date ${range.from}..${range.to}`, { ...range }],
      ['status active', { status: 'active' }],
      ['all combined', { q: 'auto', ...range, status: 'active' }],
    ];

    console.log(
      `\n${size.toLocaleString('en-US')} garages: seeded in ${(seedMs / 1000).toFixed(2)} s, heapUsed ${mb(heapUsed)} after seeding (after gc), ${mb(heapGarages)} with only the garages kept`,
    );
    seeds.push({ size, seedMs, heapUsed, heapGarages });

    const tableRows = [];
    for (const [label, filter] of queries) {
      const query = { filter, sort: SORT, page: 1, perPage: 10 };
      let total = 0;
      for (let i = 0; i < WARMUP; i++) total = runListQuery(rows, query, spec).total;
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const out = runListQuery(rows, query, spec);
        times.push(performance.now() - t0);
        total = out.total;
      }
      const { median, p95 } = stats(times);
      results.push({ size, query: label, median, p95, total });
      tableRows.push([label, total.toLocaleString('en-US'), median.toFixed(2), p95.toFixed(2)]);
    }
    console.log(table(['query (registationDate DESC, page 1 of 10)', 'matches', 'median ms', 'p95 ms'], tableRows, ['l', 'r', 'r', 'r']));

    // A column's first sort: the rows array is new each run, so nothing sorted before is reused.
    const sortRows = [];
    for (const [label, field, sorts] of [
      ['registationDate, the field', 'registationDate', undefined],
      ['businessType, the field', 'businessType', undefined],
      ['businessType by its name (sorts)', 'businessType', GARAGE_SORTS],
      ['gstNumber or gstIn (sorts)', 'gstNumber', GARAGE_SORTS],
    ]) {
      const query = { sort: { field, order: 'ASC' }, page: 1, perPage: 10 };
      const times = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const fresh = rows.slice();
        const t0 = performance.now();
        runListQuery(fresh, query, { ...spec, sorts });
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      const { median, p95 } = stats(times);
      firstSorts.push({ size, sort: label, median, p95 });
      sortRows.push([label, median.toFixed(1), p95.toFixed(1)]);
    }
    console.log(table(['first sort of the whole list, page 1 of 10', 'median ms', 'p95 ms'], sortRows, ['l', 'r', 'r']));
  }

  if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ seeds, results, firstSorts }));
}

try {
  await main();
} catch (error) {
  console.error(`listQuery bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
