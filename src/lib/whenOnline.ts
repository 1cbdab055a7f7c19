/** At once while online; offline, when the connection is back. */
export const whenOnline = (): Promise<void> =>
  navigator.onLine ? Promise.resolve() : new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
