import { useSyncExternalStore } from 'react';
import { deviationLog, subscribeDeviations, type Deviation } from '../api/contract/deviations';

/** The session's deviations from the contract, kept current as answers are read. */
export function useDeviationLog(): readonly Deviation[] {
  return useSyncExternalStore(subscribeDeviations, deviationLog);
}
