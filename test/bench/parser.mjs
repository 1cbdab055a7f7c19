#!/usr/bin/env node
/**
 * Streaming parser bench: the list engine's @streamparser/json settings against JSON.parse, on a
 * GET /getAllUsers answer of seeded garages fed in 256 KB pieces. Prints MB/s only.
 *
 *   node test/bench/parser.mjs [--mb 100] [--runs 3]
 *
 * Ways compared (best of the runs each):
 *   - text: every piece through TextDecoder, then written as a string (the parser encodes it back);
 *   - bytes: the pieces written as they arrive (the parser decodes only the strings it keeps);
 *   - the text and bytes ways with the tokenizer's string (and number) buffers;
 *   - JSON.parse of the whole text, the bound to aim for.
 * Each streaming way uses the engine's options: only the rows and the head fields are emitted
 * (`paths`) and nothing is kept once emitted (`keepStack: false`).
 */
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { JSONParser } from '@streamparser/json';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const targetMb = option('--mb', 100);
const runs = option('--runs', 3);
const PIECE = 256 * 1024;

const { module } = await runnerImport(join(ROOT, 'src/sandbox/seed/index.ts'), { root: ROOT, configFile: false, logLevel: 'error' });
const seeded = module.createSeed({ garages: 2_000 }).garages;
const seededBytes = Buffer.byteLength(JSON.stringify(seeded));
const copies = Math.max(1, Math.round((targetMb * 1e6) / seededBytes));
const text = JSON.stringify({
  responseCode: 200,
  garages: Array.from({ length: copies }, () => seeded).flat(),
  totalGarages: seeded.length * copies,
});
const bytes = new TextEncoder().encode(text);
const pieces = [];
for (let offset = 0; offset < bytes.length; offset += PIECE) pieces.push(bytes.subarray(offset, offset + PIECE));
const mb = bytes.length / 1e6;
console.log(`answer: ${mb.toFixed(0)} MB, ${(seeded.length * copies).toLocaleString('en')} garages, ${pieces.length} pieces of 256 KB`);

function streamed(asText, extra = {}) {
  let rows = 0;
  const parser = new JSONParser({ paths: ['$.garages.*', '$.responseCode', '$.message'], keepStack: false, ...extra });
  parser.onValue = ({ key, stack }) => {
    if (stack.length === 2 && typeof key === 'number') rows++;
  };
  const decoder = new TextDecoder();
  for (const piece of pieces) parser.write(asText ? decoder.decode(piece, { stream: true }) : piece);
  if (!parser.isEnded) parser.end();
  return rows;
}

const ways = {
  'text (TextDecoder, then write a string)': () => streamed(true),
  'bytes (write the pieces as they arrive)': () => streamed(false),
  'text, stringBufferSize 64 KB': () => streamed(true, { stringBufferSize: 64 * 1024 }),
  'bytes, stringBufferSize 64 KB': () => streamed(false, { stringBufferSize: 64 * 1024 }),
  'bytes, string 64 KB and number 64 buffers': () => streamed(false, { stringBufferSize: 64 * 1024, numberBufferSize: 64 }),
  'JSON.parse of the whole text': () => JSON.parse(new TextDecoder().decode(bytes)).garages.length,
};
// Rounds of every way in turn, so warm-up and the machine's load fall on all of them alike.
const best = Object.fromEntries(Object.keys(ways).map((name) => [name, { ms: Infinity, rows: 0 }]));
for (let round = 0; round < runs; round++) {
  for (const [name, run] of Object.entries(ways)) {
    const start = performance.now();
    const rows = run();
    best[name] = { ms: Math.min(best[name].ms, performance.now() - start), rows };
  }
}
for (const [name, { ms, rows }] of Object.entries(best)) {
  console.log(
    `${name.padEnd(44)} ${(mb / (ms / 1000)).toFixed(1).padStart(6)} MB/s  (${rows.toLocaleString('en')} rows, best of ${runs}: ${ms.toFixed(0)} ms)`,
  );
}
