import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once nothing is being read and the browser is idle. What the first paint does not show (the
 * menu's counts, the finder) starts loading then, so it does not compete with the screen's own reads
 * for the network or the main thread.
 */
export function useAfterFirstReads(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    // When the browser is idle, where it can tell; Safari cannot.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => setSettled(true), { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => setSettled(true), 0);
    return () => clearTimeout(timer);
  }, [settled, fetching]);
  return settled;
}
