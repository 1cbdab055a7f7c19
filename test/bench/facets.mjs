#!/usr/bin/env node
/**
 * Facets and data checks bench: the list engine's pure query (countFacets, countChecks and
 * runListQuery of src/data/listQuery.ts) over seeded garages, 100,000 by default, with the garage
 * lists' own declarations (GARAGE_FACETS, PENDING_GARAGE_CHECKS). It runs in Node, not in the
 * browser's list worker: the worker runs this same code over the same rows, so the figures are
 * those of the worker's computation without the message round trip (a few KB of counts). Prints
 * figures only; nothing here passes or fails on a number.
 *
 *   node test/bench/facets.mjs [--sizes 100000] [--summary-file <path>]
 *
 * - 'checks, rows just arrived': every check's count on a list never counted before (the duplicate
 *   indexes and each row's values are built in the run): the Data checks button's first answer.
 * - 'checks, columns read': the same once the worker has read the list's columns, which it does
 *   between other queries as soon as the rows are in.
 * - 'tick: …': what one tick costs the worker: every facet's counts plus the page of rows shown.
 * - 'tick: first search …': the same for the first search of a list just in (sorted once, nothing searched yet).
 * Per figure: 2 warm-up runs, then 9 timed runs; median and p95 (nearest rank).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const WARMUP = 2;
const RUNS = 9;
const args = process.argv.slice(2);
const summaryFile = args.includes('--summary-file') ? args[args.indexOf('--summary-file') + 1] : undefined;
const sizes = args.includes('--sizes') ? args[args.indexOf('--sizes') + 1].split(',').map((s) => Number(s.replace(/_/g, ''))) : [100_000];

async function load(path) {
  const { module } = await runnerImport(join(ROOT, path), { root: ROOT, configFile: false, logLevel: 'error' });
  return module;
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return {
    median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)],
  };
}

function time(run, fresh = () => undefined) {
  let out;
  const times = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const input = fresh();
    const t0 = performance.now();
    out = run(input);
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return { ...stats(times), out };
}

async function main() {
  const { columnReads, countFacets, countChecks, runListQuery } = await load('src/data/listQuery.ts');
  const { GARAGE_FACETS, GARAGE_SEARCH, PENDING_GARAGE_CHECKS } = await load('src/areas/garages/model.ts');
  const { createSeed } = await load('src/sandbox/seed/index.ts');
  const results = [];
  for (const size of sizes) {
    const seedStart = performance.now();
    const rows = createSeed({ garages: size }).garages;
    console.log(`\n${size.toLocaleString('en-US')} garages seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const plain = (facets) => facets.map(({ source, field, each }) => ({ source, field, each }));
    const spec = {
      search: GARAGE_SEARCH,
      dateField: 'registationDate',
      isActive: (row) => row.status === true,
      facets: plain(GARAGE_FACETS),
      checks: PENDING_GARAGE_CHECKS,
    };
    const sort = { field: 'registationDate', order: 'DESC' };
    const counts = countFacets(rows, {}, spec);
    const [state] = counts.state.map((entry) => entry.value);
    const [business] = counts.businessType.map((entry) => entry.value);
    const tick = (filter) => () => {
      const facets = countFacets(rows, filter, spec);
      const page = runListQuery(rows, { filter, sort, page: 1, perPage: 10 }, spec);
      return `${page.total.toLocaleString('en-US')} rows, ${facets.city.length} cities`;
    };
    const figures = [
      // A new rows array and new facet declarations: nothing counted before, as when a list has just arrived.
      [
        'checks, rows just arrived',
        (fresh) => Object.values(countChecks(fresh.rows, {}, fresh.spec)).join('/') + ' (per check)',
        () => ({ rows: rows.slice(), spec: { ...spec, facets: plain(GARAGE_FACETS) } }),
      ],
      [
        'facets, rows just arrived',
        (fresh) => `${countFacets(fresh.rows, {}, fresh.spec).city.length} cities`,
        () => ({ rows: rows.slice(), spec: { ...spec, facets: plain(GARAGE_FACETS) } }),
      ],
      // The worker reads these columns as soon as a list has arrived (columnReads); the menu then only counts.
      ['checks, columns read', () => Object.values(countChecks(rows, {}, spec)).join('/')],
      [`tick: state ${state}`, tick({ state: [state] })],
      [`tick: + business type ${business}`, tick({ state: [state], businessType: [business] })],
      [`tick: + search 'auto', active`, tick({ state: [state], businessType: [business], q: 'auto', status: 'active' })],
      // A list just in (rows' search texts kept as they arrived, columns read, sorted once): its first search builds what it searches.
      [
        `tick: first search 'auto' of a list`,
        (fresh) => {
          const filter = { q: 'auto' };
          const facets = countFacets(fresh, filter, spec);
          const page = runListQuery(fresh, { filter, sort, page: 1, perPage: 10 }, spec);
          return `${page.total.toLocaleString('en-US')} rows, ${facets.city.length} cities`;
        },
        () => {
          const fresh = rows.slice();
          for (const read of columnReads(fresh, spec)) read();
          runListQuery(fresh, { sort, page: 1, perPage: 10 }, spec);
          return fresh;
        },
      ],
      [
        'check duplicatePhone: grouped page',
        () => `${runListQuery(rows, { filter: { check: 'duplicatePhone' }, sort, page: 1, perPage: 10 }, spec).total} rows`,
      ],
      ['checks under a state', () => Object.values(countChecks(rows, { state: [state] }, spec)).join('/')],
    ];
    const lines = [];
    for (const [label, run, fresh] of figures) {
      const { median, p95, out } = time(run, fresh);
      results.push({ size, figure: label, median, p95 });
      lines.push([label, out, median.toFixed(1), p95.toFixed(1)]);
    }
    const widths = [0, 1, 2, 3].map((i) =>
      Math.max(...[['figure', 'result', 'median ms', 'p95 ms'], ...lines].map((line) => String(line[i]).length)),
    );
    for (const line of [['figure', 'result', 'median ms', 'p95 ms'], ...lines])
      console.log(line.map((cell, i) => (i >= 2 ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  '));
  }
  if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ results }));
}

try {
  await main();
} catch (error) {
  console.error(`facets bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
