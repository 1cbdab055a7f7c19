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
}

export function createRetryStatus(): RetryStatus {
  let attempt = 0;
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
  };
}
