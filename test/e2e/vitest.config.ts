import { defineConfig } from 'vitest/config';
import { E2E_WORKERS, TEST_TIMEOUT_MS, WAIT_MS } from './suite';

/** End-to-end: real Chromium against the built console served with the sandbox backend. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    // The files of a worker share its modules (playwright-core, axe-core, the helpers) and its browser.
    isolate: false,
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    // As long as a locator's wait (browser.ts): on two busy cores an answer can take many seconds.
    expect: { poll: { timeout: WAIT_MS } },
  },
});
