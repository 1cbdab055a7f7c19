import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration, TestUserConfig } from 'vitest/config';

const COMPONENT_TESTS = 'test/component';

/**
 * The component files that replace a module for their tests (`vi.mock`): a replacement takes hold
 * only where the module is imported afresh, so these keep a module graph of their own.
 */
const componentFolder = fileURLToPath(new URL(`../${COMPONENT_TESTS}`, import.meta.url));
const replacingModules = readdirSync(componentFolder)
  .filter((name) => name.endsWith('.test.tsx') && /\bvi\.(?:mock|doMock)\(/.test(readFileSync(join(componentFolder, name), 'utf8')))
  .map((name) => `${COMPONENT_TESTS}/${name}`);

/** A component project: jsdom on the sandbox, through test/component/setup.ts. */
const componentProject = (test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    include: [`${COMPONENT_TESTS}/**/*.test.tsx`],
    environment: 'jsdom',
    // Worker threads start faster than forks.
    pool: 'threads',
    setupFiles: [`${COMPONENT_TESTS}/setup.ts`],
    // Several waits (setup.ts: TEST_WAIT_MS each) in a row, on a machine that may be busy.
    testTimeout: 240_000,
    ...test,
  },
});

// The tests' time zone is west of UTC, where a day a server stores as UTC midnight is the evening
// before: a date read as a moment rather than a day shows there, as it would to a user there.
process.env.TZ = 'America/New_York';

/** Vitest's projects: pure modules in Node, components in jsdom on the sandbox. */
export const testProjects: TestUserConfig = {
  // Vitest's default leaves a core idle (cores - 1); on a 2-core machine that halves the speed.
  maxWorkers: availableParallelism(),
  projects: [
    {
      extends: true,
      // Pure modules: one module graph per worker is enough.
      test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', pool: 'threads', isolate: false, testTimeout: 60_000 },
    },
    // Vitest queues the projects by name, each one's files longest first (by the last run, else the
    // largest): 'component-isolated' (when a file replaces a module) before 'component-shared', so
    // that none of the long files starts last and runs alone at the end; the short unit files fill the end.
    // No file replaces a module today: the files that check saved exports catch them as the browser
    // would start the download (test/component/downloads.ts) rather than replacing saveFile.
    ...(replacingModules.length > 0 ? [componentProject({ name: 'component-isolated', include: replacingModules })] : []),
    // Each file gets its own jsdom (and setup.ts, which resets the sandbox and storage around each
    // test), but the modules are imported once per worker: importing React, MUI, react-admin and the
    // console again for each file was a fifth of the unit and component tests' CPU time.
    componentProject({ name: 'component-shared', exclude: replacingModules, isolate: false }),
  ],
};
