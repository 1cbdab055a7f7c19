#!/usr/bin/env node
/**
 * `npm test`: every test on a fresh machine. Installs Debian's Chromium, its headless shell and nginx
 * when missing (as root), lints beside the type check, runs unit and component tests, builds the console (and a build
 * for a real backend, which must carry no sandbox code), proves README's recipe for a new resource in a
 * copy (test/recipe.mjs), then runs the start-up budget (the JS loaded before /login, /admin/category
 * and Garage Management show) and the end-to-end and accessibility tests in that Chromium against the built
 * console on the sandbox backend. Lint, types (then the recipe, from their build info) and the builds run beside the unit and
 * component tests; the browser stages run alone.
 * Prints each stage's duration and ends with one line 'N passed, N failed'.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const artifacts = 'test/artifacts';
mkdirSync(artifacts, { recursive: true });
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const stages = [];
const suiteStarted = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`◀ ${label}: exit ${result.status} in ${seconds.toFixed(1)} s`);
  return { ok: result.status === 0, seconds };
}

/** One command, possibly beside another; its output is printed whole when it ends, so the logs do not interleave. */
function runBeside({ label, command, args, env = {} }) {
  return new Promise((resolve) => {
    console.log(`▶ ${label}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(Buffer.concat(output));
      console.log(`◀ ${label}: exit ${status} in ${seconds.toFixed(1)} s\n`);
      resolve({ ok: status === 0, seconds });
    });
  });
}

/**
 * The browser for the end-to-end tests: Debian's Chromium headless shell where installed (the same
 * Blink without the full browser's windowing: the e2e stage ran in 228 s against 286 s in the full
 * browser), else Debian's Chromium.
 */
function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.filter(Boolean).find((candidate) => existsSync(candidate));
}

/**
 * Debian's packages the tests use, by the file each installs: Chromium and its headless shell, nginx
 * for the test of the deployed web server (test/e2e/deploy.e2e.ts), and envsubst (gettext-base), with
 * which the image's start script writes its settings (deploy/console-settings.envsh; its unit and
 * nginx tests run it). CHROMIUM_PATH or NGINX_PATH names your own instead.
 */
const PACKAGES = [
  { name: 'chromium', file: '/usr/bin/chromium', own: 'CHROMIUM_PATH' },
  { name: 'chromium-headless-shell', file: '/usr/bin/chromium-headless-shell', own: 'CHROMIUM_PATH' },
  { name: 'nginx', file: '/usr/sbin/nginx', own: 'NGINX_PATH' },
  { name: 'gettext-base', file: '/usr/bin/envsubst' },
];

/** The packages installed with apt-get where missing (as root). */
function installPackages() {
  const missing = PACKAGES.filter(({ file, own }) => !process.env[own] && !existsSync(file)).map(({ name }) => name);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length === 0 || !isRoot) {
    if (!chromiumPath()) {
      console.error(
        "Chromium is missing: install Debian's packages (sudo apt-get install -y chromium chromium-headless-shell nginx gettext-base) or set CHROMIUM_PATH.",
      );
      return { ok: false, seconds: 0 };
    }
    console.log(
      `\n▶ install packages: ${missing.length === 0 ? 'skipped' : `${missing.join(', ')} missing, not root`}; the end-to-end tests use ${chromiumPath()}`,
    );
    return { ok: true, seconds: 0 };
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('install packages', 'apt-get', ['install', '-y', '-qq', ...missing], env);
  // The package lists are read again only when the ones on the machine do not know the packages.
  let outcome = install();
  let seconds = outcome.seconds;
  if (!outcome.ok) {
    const update = run('install packages', 'apt-get', ['update', '-qq'], env);
    outcome = update.ok ? install() : update;
    seconds += update.seconds + (update.ok ? outcome.seconds : 0);
  }
  return { ok: Boolean(chromiumPath()), seconds };
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

/** A Vitest suite: its tests count one by one. */
async function suite(label, report, command, args, env) {
  const outcome = await runBeside({ label, command, args: [...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`], env });
  const tests = counts(report);
  passed += tests.passed;
  failed += tests.failed;
  stages.push({ label, ok: outcome.ok && tests.failed === 0, seconds: outcome.seconds });
}

const chromium = installPackages();
stages.push({ label: 'install packages', ...chromium });

// The jsdom tests leave a sixth of the two cores idle, which lint, types and the builds fill (about
// even with one after the other: docs/testing.md). The browser stages run alone: beside them everything slowed.
/** The type check, then the recipe, whose copy starts from the check's build info (test/recipe.mjs). */
async function typesThenRecipe() {
  const typed = await runBeside({ label: 'types', command: 'npx', args: ['tsc', '-b'] });
  // Its own type check and a few test files in a copy: a stage beside the others, not one long test in the unit pool.
  const recipe = await runBeside({ label: 'recipe', command: 'node', args: ['test/recipe.mjs'] });
  return [typed, recipe];
}

const [linted, [typed, recipe], built, realBuilt] = await Promise.all([
  runBeside({ label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] }),
  typesThenRecipe(),
  // The sandbox build serves the browser stages through Vite's preview server, which reads neither
  // precompressed copies nor source maps: it writes none (build/precompress.ts, build/hiddenSourcemaps.ts).
  runBeside({
    label: 'build',
    command: 'npx',
    args: ['vite', 'build', '--logLevel', 'warn'],
    env: { BUILD_PRECOMPRESS: 'none', BUILD_SOURCEMAPS: '0' },
  }),
  runBeside({ label: 'real-backend build', command: 'node', args: ['test/real-build.mjs'] }),
  suite('unit and component', `${artifacts}/vitest.json`, 'npx', ['vitest', 'run']),
]);
check('lint', linted);
check('types', typed);
stages.push({ label: 'build', ...built });
check('real-backend build has no sandbox code', realBuilt);
check("recipe: 'npm run new:resource' in a copy passes the type check and its tests", recipe);
if (built.ok && chromium.ok) {
  const env = { CHROMIUM_PATH: chromiumPath() };
  check('start-up budget', await runBeside({ label: 'start-up budget', command: 'node', args: ['test/bench/budget.mjs', '--no-build'], env }));
  await suite('end-to-end', `${artifacts}/e2e.json`, 'npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts'], env);
} else {
  console.error('End-to-end tests not run: ' + (built.ok ? 'no Chromium' : 'the build failed'));
  failed += 1;
}

console.log('\n' + stages.map(({ label, ok, seconds }) => `${ok ? '✔' : '✘'} ${label} (${seconds.toFixed(1)} s)`).join('\n'));
console.log(`total ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
