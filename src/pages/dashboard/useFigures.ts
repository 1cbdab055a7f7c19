/**
 * The thin hook between the dashboard's charts and the pure aggregates: each figure is one
 * react-query query, started once the counters have answered so it never delays them, and computed
 * in a Worker (fetch, parse, one pass) so the main thread only receives the figures.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { ApiError } from '../../api/http';
import { SESSION_KEY } from '../../auth/session';
import { aggregateInChunks } from './aggregates';
import { sources, type FigureKind, type FigureResults, type WorkerAnswer, type WorkerAsk } from './sources';

/** Figures are reused this long when the user comes back to the dashboard. */
const FIGURES_STALE_MS = 60_000;

function inWorker<Kind extends FigureKind>(kind: Kind, now: Date, signal: AbortSignal): Promise<FigureResults[Kind]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./figures.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
    const settle = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      settle();
      if ('error' in event.data) reject(new ApiError(event.data.error.message, event.data.error.status));
      else resolve(event.data.result as FigureResults[Kind]);
    };
    worker.onerror = (event) => {
      settle();
      reject(new Error(event.message || 'The dashboard worker failed'));
    };
    const ask: WorkerAsk = { kind, session: localStorage.getItem(SESSION_KEY), now: now.getTime() };
    worker.postMessage(ask);
  });
}

/** Where Workers are missing (tests in jsdom), the same pass runs here in slices. */
async function inSlices<Kind extends FigureKind>(kind: Kind, now: Date, signal: AbortSignal): Promise<FigureResults[Kind]> {
  const { rows, aggregator } = sources[kind] as unknown as (typeof sources)['garages'];
  return aggregateInChunks(await rows(now, signal), aggregator(now), { signal }) as Promise<FigureResults[Kind]>;
}

/**
 * Figures are drawn as a deferred (interruptible) render, so drawing several charts at once never
 * holds the main thread in one long task; the chart counts as loading until then.
 */
function useDrawnLater<Query extends UseQueryResult<unknown>>(query: Query): Query {
  const data = useDeferredValue(query.data);
  return { ...query, data, isPending: query.isPending || data !== query.data };
}

export function useFigures<Kind extends FigureKind>(kind: Kind, enabled: boolean) {
  const query = useQuery({
    queryKey: ['dashboardFigures', kind],
    queryFn: ({ signal }) => (typeof Worker === 'function' ? inWorker(kind, new Date(), signal) : inSlices(kind, new Date(), signal)),
    enabled,
    retry: false,
    staleTime: FIGURES_STALE_MS,
  });
  // A 401 ends the session, as every other call does.
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return useDrawnLater(query);
}
