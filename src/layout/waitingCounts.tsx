import { useIsFetching } from '@tanstack/react-query';
import { createContext, lazy, Suspense, useContext, useEffect, useState } from 'react';

/** Waiting work per menu route (`admin/ApproveGarage` → 7), and the total the tab title carries while the tab is hidden. */
export interface Waiting {
  counts: Readonly<Record<string, number>>;
  hiddenTotal: number;
}

export const NO_WAITING: Waiting = { counts: {}, hiddenTotal: 0 };

/** The counts shown beside the menu entries; the layout provides them. */
export const WaitingCountsContext = createContext<Waiting['counts']>({});

/** The waiting work counted on the screen at `route` (0 when none). */
export const useWaitingCount = (route: string) => useContext(WaitingCountsContext)[route] ?? 0;

/** The counting (queries, visibility, last-seen times) is a chunk of its own. */
const WaitingWork = lazy(() => import('./WaitingWork'));

/**
 * Starts counting once the screen's own reads have settled, so the counts never compete with the
 * first rows for the network or the main thread.
 */
export function WaitingWorkLoader({ onChange }: { onChange: (waiting: Waiting) => void }) {
  const fetching = useIsFetching();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || fetching > 0) return;
    // When the browser is idle, where it can tell; Safari cannot.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => setStarted(true), { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => setStarted(true), 0);
    return () => clearTimeout(timer);
  }, [started, fetching]);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <WaitingWork onChange={onChange} />
    </Suspense>
  );
}
