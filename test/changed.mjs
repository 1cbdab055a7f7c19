#!/usr/bin/env node
/**
 * `npm run test:changed [-- <git ref>]`: the checks a change touches, for the inner loop. The changed
 * files are those git shows against HEAD (or the ref given), untracked ones included. oxlint and
 * Prettier's check read only them; the type check is the incremental `tsc -b`, which checks again only
 * what the change reaches; Vitest runs the unit and component test files that import a changed file,
 * directly or not (`--changed`). The browser tests, the builds and the recipe are left to `npm test`.
 */
import { spawn, spawnSync } from 'node:child_process';

const ref = process.argv[2] ?? 'HEAD';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const git = (args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git(['diff', '--name-only', '--diff-filter=d', ref]), ...git(['ls-files', '--others', '--exclude-standard'])])];
if (changed.length === 0) {
  console.log(`No file changed against ${ref}.`);
  process.exit(0);
}
console.log(`${changed.length} changed against ${ref}: ${changed.join(', ')}`);

/** Runs a command; its output is printed whole when it ends, so that the logs do not interleave. */
function run(label, command, args) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn(command, args, { env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`${status === 0 ? '✔' : '✘'} ${label} (${seconds(since)})\n`);
      resolve(status === 0);
    });
  });
}

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const results = await Promise.all([
  lintable.length > 0 ? run('lint', 'npx', ['oxlint', '--deny-warnings', '--report-unused-disable-directives', ...lintable]) : Promise.resolve(true),
  run('format', 'npx', ['oxfmt', '--check', '--no-error-on-unmatched-pattern', ...changed]),
  run('types', 'npx', ['tsc', '-b']),
  run('unit and component tests that import a changed file', 'npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests']),
]);
console.log(`test:changed ${results.every(Boolean) ? 'passed' : 'FAILED'} in ${seconds(started)}`);
process.exit(results.every(Boolean) ? 0 : 1);
