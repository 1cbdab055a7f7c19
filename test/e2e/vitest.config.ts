import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './workers';

/** End-to-end: real Chromium against the built console served with the sandbox backend. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // As long as a locator's wait (browser.ts): on two busy cores an answer can take more than Vitest's 1 s default.
    expect: { poll: { timeout: 10_000 } },
  },
});
