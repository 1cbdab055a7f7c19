import { useIsFetching } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useConsoleDataProvider } from './useConsoleDataProvider';

/**
 * Whether the first screen has rendered past its access check and code load (the layout provides
 * it; the route guard reports it). Before that nothing is being read, yet the screen's reads have
 * not started.
 */
export const ScreenShownContext = createContext<{ shown: boolean; markShown: () => void }>({ shown: true, markShown: () => undefined });

/** Put beside a screen inside its Suspense boundary: reports, once, that the screen itself rendered. */
export function ScreenShown() {
  const { markShown } = useContext(ScreenShownContext);
  useEffect(markShown, [markShown]);
  return null;
}

const NEVER_ARRIVING = { now: () => false, subscribe: () => () => undefined };

/** Whether some list's rows are still arriving in the list engine. */
function useRowsArrivingAnywhere(): boolean {
  const arriving = useConsoleDataProvider()?.listEngine?.arriving ?? NEVER_ARRIVING;
  return useSyncExternalStore(arriving.subscribe, arriving.now, () => false);
}

/**
 * True once the first screen has rendered, nothing is being read (no query, no list's rows still
 * arriving) and the browser is idle. What the first paint does not show (the menu's counts, the
 * finder, the date pickers) starts loading then, never competing with the screen's own reads for
 * the network, the list worker or the main thread.
 */
export function useAfterFirstReads(): boolean {
  const { shown } = useContext(ScreenShownContext);
  const fetching = useIsFetching();
  const arriving = useRowsArrivingAnywhere();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || !shown || fetching > 0 || arriving) return;
    // When the browser is idle, where it can tell; Safari cannot.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(() => setSettled(true), { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => setSettled(true), 0);
    return () => clearTimeout(timer);
  }, [settled, shown, fetching, arriving]);
  return settled;
}

/** Loads a lazy component's code once the first reads are done: a dialog opened later shows at once. */
export function usePreloadAfterFirstReads(component: { preload: () => Promise<unknown> }): void {
  const settled = useAfterFirstReads();
  useEffect(() => {
    if (settled) void component.preload();
  }, [settled, component]);
}
