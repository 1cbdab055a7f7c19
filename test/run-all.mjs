#!/usr/bin/env node
/**
 * `npm test`: every test on a fresh machine. Installs Debian's Chromium when it is missing (as
 * root), lints, type-checks, runs unit and component tests, builds the console, then runs the
 * end-to-end and accessibility tests in that Chromium against the built console on the sandbox
 * backend. A second build for a real backend must carry no sandbox code.
 * Prints each stage's duration and ends with one line 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const artifacts = 'test/artifacts';
mkdirSync(artifacts, { recursive: true });
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const stages = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`◀ ${label}: exit ${result.status} in ${seconds.toFixed(1)} s`);
  return { ok: result.status === 0, seconds };
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

/** Debian's Chromium for the end-to-end tests, installed only where none is found. */
function installChromium() {
  const found = chromiumPath();
  if (found) {
    console.log(`\n▶ install chromium: skipped, found ${found}`);
    return { ok: true, seconds: 0 };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error("Chromium is missing: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.");
    return { ok: false, seconds: 0 };
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = run('install chromium', 'apt-get', ['update', '-qq'], env);
  const install = update.ok ? run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env) : { ok: false, seconds: 0 };
  return { ok: install.ok && Boolean(chromiumPath()), seconds: update.seconds + install.seconds };
}

/** Passed and failed tests of a Vitest JSON report; a missing report counts as one failure. */
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

/** A stage that is itself one check (lint, types, a build): one pass or one failure. */
function check(label, outcome) {
  stages.push({ label, ...outcome });
  if (outcome.ok) passed += 1;
  else failed += 1;
  return outcome.ok;
}

/** A stage that runs a Vitest suite: its tests count one by one. */
function suite(label, report, command, args, env) {
  const outcome = run(label, command, [...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`], env);
  const tests = counts(report);
  passed += tests.passed;
  failed += tests.failed;
  stages.push({ label, ok: outcome.ok && tests.failed === 0, seconds: outcome.seconds });
}

const chromium = installChromium();
stages.push({ label: 'install chromium', ...chromium });

check('lint', run('lint', 'npx', ['eslint', '.']));
check('types', run('types', 'npx', ['tsc', '-b']));
suite('unit and component', `${artifacts}/vitest.json`, 'npx', ['vitest', 'run']);
const built = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
stages.push({ label: 'build', ...built });
check('real-backend build has no sandbox code', run('real-backend build', 'node', ['test/real-build.mjs']));
if (built.ok && chromium.ok) {
  suite('end-to-end', `${artifacts}/e2e.json`, 'npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts'], { CHROMIUM_PATH: chromiumPath() });
} else {
  console.error('\nEnd-to-end tests not run: ' + (built.ok ? 'no Chromium' : 'the build failed'));
  failed += 1;
}

console.log('\n' + stages.map(({ label, ok, seconds }) => `${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`).join('\n'));
console.log(`total ${stages.reduce((sum, stage) => sum + stage.seconds, 0).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
