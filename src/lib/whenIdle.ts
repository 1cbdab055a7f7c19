/** Runs `run` when the browser is idle, where it can tell (Safari cannot: at once, after the current task). Returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
