#!/usr/bin/env node
/**
 * `npm run contract:strict`: writes src/api/contract/strict/<area>.ts, the strict reading of each
 * area's answers as source (src/api/contract/strictSource.ts), formatted as the repository is.
 * Run it after changing a schema; a unit test fails while the files differ from the schemas.
 *
 *   node scripts/contract-strict.mjs [--check]   # --check: exit 1 when a file would change
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = join(ROOT, 'src/api/contract/strict');
const load = async (path) => (await runnerImport(join(ROOT, path), { root: ROOT, configFile: false, logLevel: 'error' })).module;
const { CALLS } = await load('src/api/contract/index.ts');
const { strictSource } = await load('src/api/contract/strictSource.ts');
const check = process.argv.includes('--check');

mkdirSync(DIR, { recursive: true });
let differ = 0;
for (const area of Object.keys(CALLS)) {
  const { calls } = await load(`src/api/contract/${area}.ts`);
  const file = join(DIR, `${area}.ts`);
  const source = await format(
    strictSource(
      area,
      CALLS[area].map((call) => calls[call]),
    ),
    { ...(await resolveConfig(file)), filepath: file },
  );
  let written = '';
  try {
    written = readFileSync(file, 'utf8');
  } catch {
    /* a new area */
  }
  if (written === source) continue;
  differ++;
  if (check) console.log(`${file} differs from the schemas`);
  else writeFileSync(file, source);
}
console.log(check ? `${differ} of ${Object.keys(CALLS).length} files differ` : `${differ} of ${Object.keys(CALLS).length} files written`);
if (check && differ) process.exitCode = 1;
