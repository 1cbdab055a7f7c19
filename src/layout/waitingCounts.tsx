import { createContext, Suspense, useContext } from 'react';
import { useAfterFirstReads } from '../components/useAfterFirstReads';
import { lazyComponent } from '../lib/lazyComponent';
import type { Waiting } from './waiting';

export type { Waiting };

export const NO_WAITING: Waiting = { counts: {}, hiddenTotal: 0 };

/** The counts shown beside the menu entries; the layout provides them. */
export const WaitingCountsContext = createContext<Waiting['counts']>({});

/** The waiting work counted on the screen at `route`: 0 when none, null when its count could not be read. */
export const useWaitingCount = (route: string): number | null => {
  const count = useContext(WaitingCountsContext)[route];
  return count === undefined ? 0 : count;
};

/** The counting (queries, visibility, last-seen times) is a chunk of its own. */
const WaitingWork = lazyComponent(() => import('./WaitingWork'));

/** Starts counting once the screen's own reads have settled, so the counts never compete with the first rows. */
export function WaitingWorkLoader({ onChange }: { onChange: (waiting: Waiting) => void }) {
  if (!useAfterFirstReads()) return null;
  return (
    <Suspense fallback={null}>
      <WaitingWork onChange={onChange} />
    </Suspense>
  );
}
