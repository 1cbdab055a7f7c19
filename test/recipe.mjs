#!/usr/bin/env node
/**
 * README 'Adding a resource', proven: in a copy of the repository, `npm run new:resource` adds a
 * read-only list over a catalogue call no list reads yet (GET /listOfSocialMedias), then the type
 * check and the tests the recipe says cover a new resource must pass for it: its list loads on the
 * sandbox, it has no export, a role without it is refused (test/component/registry.test.tsx), its
 * route is documented (routes-doc), its calls are held by the sandbox's access table (sandboxRoles), a
 * role can be given it (seed), its settings cross to the list worker (listEngine), its messages have
 * the six languages' keys (i18n), its key types (resourceKeys) and it keeps the layering (architecture).
 * Only those tests run in the copy, beside the type check. `npm run test:recipe`; `npm test` runs it.
 * KEEP_RECIPE_COPY=1 keeps the copy of a failed run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const KEY = 'socialMedia';
const ROUTE = `admin/${KEY}`;
/** Each file's tests that concern a new resource, by name; every file must pass at least one. */
const TESTS = {
  'test/unit/routes-doc.test.ts': 'docs/routes.md',
  'test/unit/sandboxRoles.test.ts': 'table of calls per screen',
  'test/unit/seed.test.ts': 'one feature per console screen',
  'test/unit/listEngine.test.ts': 'crosses to the worker',
  'test/unit/i18n.test.ts': 'message files',
  'test/unit/resourceKeys.test.ts': 'useResourceDefinition',
  'test/unit/architecture.test.ts': 'layering of src',
  'test/component/registry.test.tsx': `^${ROUTE} `,
};
/** The registry test's three checks of one resource: it loads, its export, its refusal. */
const REGISTRY_CHECKS = 3;

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const problems = [];

// The repository's own type check first (nothing to do when it is up to date, as after npm test's types
// stage): the copy starts from its build info and checks again only what the scaffold changes.
const check = spawnSync('npx', ['tsc', '-b'], { cwd: ROOT, encoding: 'utf8' });
if (check.status !== 0) problems.push(`tsc -b fails in the repository itself:\n${check.stdout}${check.stderr}`);
console.log(`type check of the repository: exit ${check.status} in ${seconds(started)}`);

const copy = mkdtempSync(join(tmpdir(), 'recipe-'));
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', '.sandbox']);
cpSync(ROOT, copy, {
  recursive: true,
  filter: (source) => {
    const path = relative(ROOT, source);
    return !path.split('/').some((part) => LEFT_OUT.has(part)) && !path.startsWith('test/artifacts');
  },
});
// The packages are linked one by one, so that caches the tools write under node_modules (.vite) stay the copy's own.
mkdirSync(join(copy, 'node_modules'));
for (const entry of readdirSync(join(ROOT, 'node_modules')))
  if (!entry.startsWith('.vite')) symlinkSync(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry));
console.log(`copied the repository to ${copy} in ${seconds(started)}`);

const scaffold = spawnSync('node', ['scripts/new-resource.mjs', KEY, '--call', 'socialMediaOptions', '--area', 'garages'], {
  cwd: copy,
  encoding: 'utf8',
});
process.stdout.write(scaffold.stdout + scaffold.stderr);
if (scaffold.status !== 0) problems.push(`npm run new:resource exited ${scaffold.status}`);

/** Runs a command in the copy; its output is printed whole when it ends. */
function inCopy(label, command, args) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn(command, args, { cwd: copy, env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString();
      console.log(`◀ ${label}: exit ${status} in ${seconds(since)}`);
      resolve({ status, text });
    });
  });
}

if (problems.length === 0) {
  const report = join(copy, 'recipe-vitest.json');
  const [types, tests] = await Promise.all([
    inCopy('tsc -b', 'npx', ['tsc', '-b']),
    inCopy('vitest', 'npx', [
      'vitest',
      'run',
      ...Object.keys(TESTS),
      '-t',
      Object.values(TESTS).join('|'),
      '--reporter=json',
      `--outputFile=${report}`,
    ]),
  ]);
  if (types.status !== 0) problems.push(`tsc -b failed:\n${types.text}`);
  let results = [];
  try {
    results = JSON.parse(readFileSync(report, 'utf8')).testResults;
  } catch {
    problems.push(`vitest wrote no report:\n${tests.text}`);
  }
  for (const file of Object.keys(TESTS)) {
    const assertions = results.find((result) => result.name.endsWith(file))?.assertionResults ?? [];
    const passedTests = assertions.filter((assertion) => assertion.status === 'passed');
    const failedTests = assertions.filter((assertion) => assertion.status === 'failed');
    // The first lines: the assertion and where it failed.
    for (const failure of failedTests)
      problems.push(`${file}: ${failure.fullName}\n${failure.failureMessages.join('\n').split('\n').slice(0, 12).join('\n')}`);
    console.log(`  ${file}: ${passedTests.length} passed, ${failedTests.length} failed`);
    if (passedTests.length + failedTests.length === 0) problems.push(`${file}: no test ran (the name pattern '${TESTS[file]}' matches none)`);
    if (file.endsWith('registry.test.tsx') && passedTests.filter((test) => test.fullName.startsWith(`${ROUTE} `)).length !== REGISTRY_CHECKS)
      problems.push(`${file}: ${ROUTE} did not pass its ${REGISTRY_CHECKS} checks`);
  }
  if (tests.status !== 0 && problems.length === 0) problems.push(`vitest exited ${tests.status}:\n${tests.text}`);
}

if (problems.length === 0 || !process.env.KEEP_RECIPE_COPY) rmSync(copy, { recursive: true, force: true });
console.log(`recipe: ${problems.length === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`);
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
