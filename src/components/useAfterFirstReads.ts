import { useIsFetching } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useConsoleDataProvider } from './useConsoleDataProvider';
import { loadAhead } from '../auth/reload';

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

interface Preloadable {
  preload: () => Promise<unknown>;
}

const waitingCode: Preloadable[] = [];
let loadingCode = false;
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));

/**
 * One component's code at a time, each asked for when the browser is idle and once the one before is
 * in: a module's code runs when it arrives, and the dialogs a screen loads ahead would otherwise run
 * together in one long task, maybe under the user's next click.
 */
function loadOneByOne(components: readonly Preloadable[]): void {
  waitingCode.push(...components);
  if (loadingCode) return;
  loadingCode = true;
  const next = () => {
    const component = waitingCode.shift();
    if (!component) {
      loadingCode = false;
      return;
    }
    // A failed load is asked for again when the component renders, and reloads nothing now (loadAhead).
    whenIdle(
      () =>
        void loadAhead(() => component.preload())
          .catch(() => undefined)
          .finally(next),
    );
  };
  next();
}

/**
 * Loads lazy components' code once the first reads are done: a dialog opened later shows at once.
 * Several: a module-level array, so that it stays the same across renders.
 */
export function usePreloadAfterFirstReads(components: Preloadable | readonly Preloadable[]): void {
  const settled = useAfterFirstReads();
  useEffect(() => {
    if (settled) loadOneByOne(Array.isArray(components) ? components : [components as Preloadable]);
  }, [settled, components]);
}
