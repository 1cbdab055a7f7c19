#!/usr/bin/env node
/**
 * Contract bench: the list worker's path for 100,000 garages (GET /getAllUsers fed in 64 KB pieces,
 * as Chromium's fetch hands them over) without and with the rows read through the garage row's
 * schema (src/api/contract/boundary.ts listReaderOf: the strict reading written at build time per row,
 * the tolerant one, with the schemas, only for a row that deviates). Prints the time to the first rows and to every row, best of --runs.
 *
 *   node test/bench/contract.mjs [--sizes 100000] [--runs 5] [--summary-file <json>]
 *
 * Three ways over the same bytes: the rows cut and parsed only (no schema), the same plus the
 * schema on rows as the documents describe them (the sandbox's rows), and the same on rows that
 * each carry an undocumented field (`zipCode`, as a server might send it: information, through the tolerant reading), so every row takes the
 * tolerant reading: the worst case.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const sizes = option('--sizes', '100000').split(',').map(Number);
const runs = Number(option('--runs', 5));
const summaryFile = option('--summary-file');
const PIECE = 64 * 1024;

// A server's module runner stays open, so the reader's later chunks (the tolerant reading) load as in the worker.
// The plugin is TypeScript: loaded by a plain server first (Node before 22.18 does not strip types itself).
/** A module runner without config file, port or HMR, as scripts/run-ts.mjs uses. */
const RUNNER = { root: ROOT, configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } };
const pluginLoader = await createServer(RUNNER);
const { strictReadings } = await pluginLoader.ssrLoadModule(join(ROOT, 'build/strictReadings.ts'));
await pluginLoader.close();
const vite = await createServer({ ...RUNNER, plugins: [strictReadings()] });
const load = (path) => vite.ssrLoadModule(join(ROOT, path));
const { createSeed } = await load('src/sandbox/seed/index.ts');
const { RowCutter } = await load('src/data/listEngine/rowCutter.ts');
const { listReaderOf } = await load('src/api/contract/boundary.ts');
const { readRow } = await load('src/api/contract/read.ts');
const { calls } = await load('src/api/contract/garages.ts');
const { strict } = await vite.ssrLoadModule('virtual:contract-strict/garages');
const CALL = 'GET /getAllUsers';
const contract = calls[CALL];
const documented = createSeed({ garages: 2_000 }).garages;
const withExtraField = documented.map((garage) => ({ ...garage, zipCode: '560001' }));
/** As an Express + Mongoose server sends them: `__v` and `updatedAt` on every row and sub-document, an `_id` on each sub-document. */
const stored = (value, inList = false) => {
  if (Array.isArray(value)) return value.map((item) => stored(item, true));
  if (value === null || typeof value !== 'object') return value;
  const fields = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, stored(field)]));
  return { ...(inList && !('_id' in fields) && { _id: '6724645800050000000000ff' }), ...fields, __v: 0, updatedAt: '2024-11-01T10:00:00.000Z' };
};
const asMongooseSends = documented.map((garage) => stored(garage));
if (readRow(contract, asMongooseSends[0]).deviations.length !== 0 || !strict[CALL].row(asMongooseSends[0])) {
  throw new Error("rows as Mongoose sends them should pass the strict reading: Mongo's own fields are expected");
}
if (readRow(contract, documented[0]).deviations.length !== 0 || readRow(contract, withExtraField[0]).deviations.length === 0) {
  throw new Error('the documented rows should conform and the rows with an extra field deviate');
}

/** The answer's bytes, written copy by copy: one string of them all is longer than V8 allows for Mongoose's rows. */
function piecesOf(rows, copies) {
  const encoder = new TextEncoder();
  const block = encoder.encode(JSON.stringify(rows).slice(1, -1));
  const parts = [encoder.encode('{"responseCode":200,"garages":[')];
  for (let copy = 0; copy < copies; copy++) parts.push(...(copy ? [encoder.encode(',')] : []), block);
  parts.push(encoder.encode(`],"totalGarages":${rows.length * copies}}`));
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => (bytes.set(part, offset), offset + part.length), 0);
  const pieces = [];
  for (let offset = 0; offset < bytes.length; offset += PIECE) pieces.push(bytes.subarray(offset, offset + PIECE));
  return { pieces, mb: bytes.length / 1e6 };
}

/** One read of the answer as the engine does it: rows cut per piece, then (with a reader) read through the schema. */
async function readAll(pieces, reader) {
  const start = performance.now();
  const cutter = new RowCutter('garages');
  let firstRowMs;
  let rows = 0;
  let readingMs = 0;
  for (const piece of pieces) {
    const cut = cutter.write(piece);
    const before = performance.now();
    let batch = reader ? reader.rows(cut) : cut.filter((row) => row !== null && typeof row === 'object');
    if (batch instanceof Promise) batch = await batch;
    readingMs += performance.now() - before;
    rows += batch.length;
    if (firstRowMs === undefined && batch.length) firstRowMs = performance.now() - start;
  }
  const head = cutter.end();
  if (reader) {
    if (!cutter.foundRows) throw reader.noRows(200);
    await reader.rest(head);
  }
  return { firstRowMs, allMs: performance.now() - start, readingMs, rows };
}

const results = [];
for (const garages of sizes) {
  const copies = Math.max(1, Math.round(garages / documented.length));
  const asDocumented = piecesOf(documented, copies);
  const withExtra = piecesOf(withExtraField, copies);
  const fromMongoose = piecesOf(asMongooseSends, copies);
  console.log(
    `answer: ${asDocumented.mb.toFixed(0)} MB, ${(documented.length * copies).toLocaleString('en')} garages, ${asDocumented.pieces.length} pieces of 64 KB`,
  );
  const ways = {
    'no schema': () => readAll(asDocumented.pieces),
    'schema, rows as documented': () => readAll(asDocumented.pieces, listReaderOf(CALL, strict[CALL])),
    'no schema, rows as Mongoose sends them': () => readAll(fromMongoose.pieces),
    'schema, rows as Mongoose sends them': () => readAll(fromMongoose.pieces, listReaderOf(CALL, strict[CALL])),
    'schema, every row with an extra field': () => readAll(withExtra.pieces, listReaderOf(CALL, strict[CALL])),
  };
  // Rounds of every way in turn, so warm-up and the machine's load fall on all alike.
  const best = Object.fromEntries(Object.keys(ways).map((name) => [name, { firstRowMs: Infinity, allMs: Infinity, readingMs: Infinity, rows: 0 }]));
  for (let round = 0; round < runs; round++) {
    for (const [name, run] of Object.entries(ways)) {
      const outcome = await run();
      best[name] = {
        firstRowMs: Math.min(best[name].firstRowMs, outcome.firstRowMs),
        allMs: Math.min(best[name].allMs, outcome.allMs),
        readingMs: Math.min(best[name].readingMs, outcome.readingMs),
        rows: outcome.rows,
      };
    }
  }
  const base = best['no schema'];
  for (const [name, { firstRowMs, allMs, readingMs, rows }] of Object.entries(best)) {
    const cost = (ms, of) => (name === 'no schema' ? '' : ` (${ms >= of ? '+' : ''}${(((ms - of) / of) * 100).toFixed(1)}%)`);
    // The time inside the schema's reading itself, against the whole load without it: steadier than the difference of two loads.
    const reading = name === 'no schema' ? '' : `; reading ${readingMs.toFixed(0)} ms = ${((readingMs / base.allMs) * 100).toFixed(1)}% of the load`;
    console.log(
      `${name.padEnd(38)} first rows ${firstRowMs.toFixed(1).padStart(6)} ms${cost(firstRowMs, base.firstRowMs).padEnd(10)}  all ${rows.toLocaleString('en')} rows ${allMs.toFixed(0).padStart(6)} ms${cost(allMs, base.allMs)}${reading}`,
    );
  }
  results.push({ garages: documented.length * copies, mb: asDocumented.mb, ways: best });
}
if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ results }));
await vite.close();
