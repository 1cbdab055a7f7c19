/**
 * The retry attempt of a call that is being retried after 503s (0 when none), readable by a screen
 * through `useSyncExternalStore`: the call runs in the dataProvider, the notice in the screen.
 */
export interface RetryStatus {
  subscribe(listener: () => void): () => void;
  current(): number;
  /** Pass as the call's `onRetry`. */
  attempt(attempt: number): void;
  clear(): void;
  /** A signal for the next run of the call: `stop` aborts it. */
  nextRun(): AbortSignal;
  /** The screen is gone: a call that is retrying stops asking (a first try still under way is left to finish for the rows' cache). */
  stop(): void;
}

export function createRetryStatus(): RetryStatus {
  let attempt = 0;
  let run: AbortController | undefined;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    attempt = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => attempt,
    attempt: set,
    clear: () => set(0),
    nextRun() {
      run = new AbortController();
      return run.signal;
    },
    stop() {
      if (attempt > 0) run?.abort(new DOMException('The screen was left', 'AbortError'));
    },
  };
}
