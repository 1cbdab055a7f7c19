/** How many e2e test files run at once, each worker with its own browser, console and sandbox. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * The longest any wait for what the console shows (a row, a URL, a message) may take. Generous, so
 * a busy machine slows the suite down without failing it; a wait for something that never comes
 * still fails, only later.
 */
export const WAIT_MS = Math.max(1, Number(process.env.E2E_WAIT_MS ?? 45_000));

/** A whole test: several waits in a row. */
export const TEST_TIMEOUT_MS = WAIT_MS * 6;
