/** How many e2e test files run at once, each worker with its own browser, console and sandbox. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
