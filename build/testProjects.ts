import { availableParallelism } from 'node:os';
import type { TestUserConfig } from 'vitest/config';

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
    {
      extends: true,
      test: {
        name: 'component',
        include: ['test/component/**/*.test.tsx'],
        environment: 'jsdom',
        // Worker threads start faster than forks; each file still gets its own jsdom and modules.
        pool: 'threads',
        setupFiles: ['test/component/setup.ts'],
        // Several waits (setup.ts: TEST_WAIT_MS each) in a row, on a machine that may be busy.
        testTimeout: 240_000,
      },
    },
  ],
};
