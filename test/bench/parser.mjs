#!/usr/bin/env node
/**
 * Parser bench: the list engine's row cutter (src/data/listEngine/rowCutter.ts: rows cut out of the
 * bytes, JSON.parse per piece) against JSON.parse of the whole text, on a GET /getAllUsers answer of
 * seeded garages fed in 64 KB pieces (what Chromium's fetch hands over). Prints MB/s only.
 *
 *   node test/bench/parser.mjs [--sizes 10000,100000] [--runs 3] [--summary-file <json>]
 *
 * JSON.parse is timed from the bytes (TextDecoder then JSON.parse), as the engine would have to.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const sizes = option('--sizes', '10000,100000').split(',').map(Number);
const runs = Number(option('--runs', 3));
const summaryFile = option('--summary-file');
const PIECE = 64 * 1024;

const load = async (path) => (await runnerImport(join(ROOT, path), { root: ROOT, configFile: false, logLevel: 'error' })).module;
const { createSeed } = await load('src/sandbox/seed/index.ts');
const { RowCutter } = await load('src/data/listEngine/rowCutter.ts');
const seeded = createSeed({ garages: 2_000 }).garages;

const results = [];
for (const garages of sizes) {
  const copies = Math.max(1, Math.round(garages / seeded.length));
  const bytes = new TextEncoder().encode(
    JSON.stringify({ responseCode: 200, garages: Array.from({ length: copies }, () => seeded).flat(), totalGarages: seeded.length * copies }),
  );
  const pieces = [];
  for (let offset = 0; offset < bytes.length; offset += PIECE) pieces.push(bytes.subarray(offset, offset + PIECE));
  const mb = bytes.length / 1e6;
  console.log(`answer: ${mb.toFixed(0)} MB, ${(seeded.length * copies).toLocaleString('en')} garages, ${pieces.length} pieces of 64 KB`);
  const ways = {
    'row cutter (engine)': () => {
      const cutter = new RowCutter('garages');
      let rows = 0;
      for (const piece of pieces) rows += cutter.write(piece).length;
      if (cutter.end().totalGarages !== seeded.length * copies) throw new Error('totalGarages not read');
      return rows;
    },
    'JSON.parse of the whole text': () => JSON.parse(new TextDecoder().decode(bytes)).garages.length,
  };
  // Rounds of every way in turn, so warm-up and the machine's load fall on both alike.
  const best = Object.fromEntries(Object.keys(ways).map((name) => [name, { ms: Infinity, rows: 0 }]));
  for (let round = 0; round < runs; round++) {
    for (const [name, run] of Object.entries(ways)) {
      const start = performance.now();
      const rows = run();
      best[name] = { ms: Math.min(best[name].ms, performance.now() - start), rows };
    }
  }
  const rate = (name) => mb / (best[name].ms / 1000);
  for (const [name, { ms, rows }] of Object.entries(best)) {
    console.log(
      `${name.padEnd(30)} ${rate(name).toFixed(1).padStart(6)} MB/s  (${rows.toLocaleString('en')} rows, best of ${runs}: ${ms.toFixed(0)} ms)`,
    );
  }
  const ratio = rate('row cutter (engine)') / rate('JSON.parse of the whole text');
  console.log(`row cutter / JSON.parse: ${ratio.toFixed(2)}x`);
  results.push({
    garages: seeded.length * copies,
    mb,
    cutterMbs: rate('row cutter (engine)'),
    jsonParseMbs: rate('JSON.parse of the whole text'),
    ratio,
  });
}
if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ results }));
