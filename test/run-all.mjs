#!/usr/bin/env node
/**
 * `npm test`: every test on a fresh machine. Installs Debian's Chromium when missing (as root),
 * type-checks, runs unit and component tests, builds the console, then runs the end-to-end and
 * accessibility tests in that Chromium against the built console on the sandbox backend. A second
 * build for a real backend must carry no sandbox code.
 * Ends with one line 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const artifacts = 'test/artifacts';
mkdirSync(artifacts, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

function ensureChromium() {
  if (chromiumPath()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium is missing: install Debian\'s package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.');
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return run('install chromium', 'apt-get', ['update', '-qq'], env) && run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env) && Boolean(chromiumPath());
}

function counts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

let passed = 0;
let failed = 0;
const steps = [];

const typesOk = run('types', 'npx', ['tsc', '-b']);
steps.push(['types', typesOk]);
if (typesOk) passed += 1;
else failed += 1;

run('unit and component', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${artifacts}/vitest.json`]);
const fast = counts(`${artifacts}/vitest.json`);
passed += fast.passed;
failed += fast.failed;
steps.push(['unit and component', fast.failed === 0]);

const browserReady = ensureChromium();
const built = browserReady && run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
steps.push(['build', built]);
const realBuildClean = run('real-backend build has no sandbox code', 'node', ['test/real-build.mjs']);
steps.push(['real-backend build has no sandbox code', realBuildClean]);
if (realBuildClean) passed += 1;
else failed += 1;
if (built) {
  run('end-to-end', 'npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${artifacts}/e2e.json`], {
    CHROMIUM_PATH: chromiumPath(),
  });
  const e2e = counts(`${artifacts}/e2e.json`);
  passed += e2e.passed;
  failed += e2e.failed;
  steps.push(['end-to-end', e2e.failed === 0]);
} else {
  failed += 1;
}

console.log('\n' + steps.map(([name, ok]) => `${ok ? '✔' : '✘'} ${name}`).join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
