import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useConsoleDataProvider } from './useConsoleDataProvider';
import { loadAhead } from '../auth/reload';
import type { ListEngineClient } from '../data/listEngine/client';
import { whenIdle } from '../lib/whenIdle';

/** A flag read without rendering its reader (subscribe, now) that is set once. */
export interface ScreenShown {
  now: () => boolean;
  subscribe: (onChange: () => void) => () => void;
  markShown: () => void;
}

/** The flag of a layout: false until its first screen reports itself shown. */
export function createScreenShown(): ScreenShown {
  let shown = false;
  const listeners = new Set<() => void>();
  return {
    now: () => shown,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    markShown: () => {
      if (shown) return;
      shown = true;
      listeners.forEach((listener) => listener());
    },
  };
}

const ALWAYS_SHOWN: ScreenShown = { now: () => true, subscribe: () => () => undefined, markShown: () => undefined };

/**
 * Whether the first screen has rendered past its access check and code load (the layout provides
 * it; the route guard reports it). Before that nothing is being read, yet the screen's reads have
 * not started. A store, not a value: the parts that wait for it do not render when it changes.
 */
export const ScreenShownContext = createContext<ScreenShown>(ALWAYS_SHOWN);

/** Whether the first screen shows, for a part drawn differently once it does. */
export function useScreenShown(): boolean {
  const shown = useContext(ScreenShownContext);
  return useSyncExternalStore(shown.subscribe, shown.now, shown.now);
}

/** Put beside a screen inside its Suspense boundary: reports, once, that the screen itself rendered. */
export function ScreenShown() {
  const { markShown } = useContext(ScreenShownContext);
  useEffect(markShown, [markShown]);
  return null;
}

/** Whether some list's rows are still arriving in the list engine. */
type Arriving = ListEngineClient['arriving'];

const NEVER_ARRIVING: Arriving = { now: () => false, subscribe: () => () => undefined };

interface FirstReadsSources {
  shown: ScreenShown;
  queryClient: QueryClient;
  arriving: Arriving;
}

function useFirstReadsSources(): FirstReadsSources {
  const shown = useContext(ScreenShownContext);
  const queryClient = useQueryClient();
  const arriving = useConsoleDataProvider()?.listEngine?.arriving ?? NEVER_ARRIVING;
  return { shown, queryClient, arriving };
}

/**
 * Runs `run` once the first screen shows, nothing is being read (no query, no list's rows still
 * arriving) and the browser is idle; a read starting meanwhile puts it off again. Watches its sources
 * itself, so the component asking renders for none of their changes. Returns a cancel.
 */
function afterFirstReads({ shown, queryClient, arriving }: FirstReadsSources, run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const check = () => {
    const ready = shown.now() && queryClient.isFetching() === 0 && !arriving.now();
    if (ready && !cancelIdle)
      cancelIdle = whenIdle(() => {
        stop();
        run();
      });
    else if (!ready && cancelIdle) {
      cancelIdle();
      cancelIdle = undefined;
    }
  };
  const unsubscribes = [shown.subscribe(check), queryClient.getQueryCache().subscribe(check), arriving.subscribe(check)];
  const stop = () => {
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    cancelIdle?.();
  };
  check();
  return stop;
}

/**
 * True once the first screen has rendered, nothing is being read (no query, no list's rows still
 * arriving) and the browser is idle. What the first paint does not show (the menu's counts, the
 * finder, the date pickers) starts loading then, never competing with the screen's own reads for
 * the network, the list worker or the main thread. Its reader renders once, when it turns true.
 */
export function useAfterFirstReads(): boolean {
  const { shown, queryClient, arriving } = useFirstReadsSources();
  const [settled, setSettled] = useState(false);
  useEffect(
    // A transition: what turns on here (the pickers, the menu's counts) renders in slices between the
    // browser's other work, not in one long task.
    () => (settled ? undefined : afterFirstReads({ shown, queryClient, arriving }, () => startTransition(() => setSettled(true)))),
    [settled, shown, queryClient, arriving],
  );
  return settled;
}

interface Preloadable {
  preload: () => Promise<unknown>;
}

const waitingCode: Preloadable[] = [];
let loadingCode = false;

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
  // Watched without state: the screen asking (a whole list) does not render as reads start and end.
  const { shown, queryClient, arriving } = useFirstReadsSources();
  useEffect(
    () => afterFirstReads({ shown, queryClient, arriving }, () => loadOneByOne(Array.isArray(components) ? components : [components as Preloadable])),
    [components, shown, queryClient, arriving],
  );
}
