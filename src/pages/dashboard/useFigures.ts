/**
 * The thin hooks between the dashboard's charts and the pure aggregates: each figure is one
 * react-query query, started once the counters have answered so it never delays them.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, type GetListParams } from 'react-admin';
import { ApiError } from '../../api/http';
import { SESSION_KEY } from '../../auth/session';
import type { AppDataProvider } from '../../data/dataProvider';
import { aggregateInChunks, type Aggregator } from './aggregates';
import { garageSources, type GarageSourceKind, type GarageSourceResults, type WorkerAnswer, type WorkerAsk } from './garageSources';

/** Figures are reused this long when the user comes back to the dashboard. */
const FIGURES_STALE_MS = 60_000;

/** Runs one garage-sized source in a Worker; the page only receives its figures. */
function inWorker<Kind extends GarageSourceKind>(kind: Kind, now: Date, signal: AbortSignal): Promise<GarageSourceResults[Kind]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./garageFigures.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      if ('error' in event.data) reject(new ApiError(event.data.error.message, event.data.error.status));
      else resolve(event.data.result as GarageSourceResults[Kind]);
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'The dashboard worker failed'));
    };
    const ask: WorkerAsk = { kind, session: localStorage.getItem(SESSION_KEY), now: now.getTime() };
    worker.postMessage(ask);
  });
}

/** Where Workers are missing (tests in jsdom), the same pass runs here in slices. */
async function inSlices<Kind extends GarageSourceKind>(kind: Kind, now: Date, signal: AbortSignal): Promise<GarageSourceResults[Kind]> {
  const source = garageSources[kind];
  return aggregateInChunks(await source.rows(signal), source.aggregator(now) as never, { signal });
}

/**
 * Figures are drawn as a deferred (interruptible) render, so drawing several charts at once never
 * holds the main thread in one long task; the chart counts as loading until then.
 */
function useDrawnLater<Query extends UseQueryResult<unknown>>(query: Query): Query {
  const data = useDeferredValue(query.data);
  return { ...query, data, isPending: query.isPending || data !== query.data };
}

/** Ends the session on a 401, as every other call does. */
function useSessionCheck(query: UseQueryResult<unknown>) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
}

export function useGarageFigures<Kind extends GarageSourceKind>(kind: Kind, enabled: boolean) {
  const query = useQuery({
    queryKey: ['dashboardFigures', kind],
    queryFn: ({ signal }) => (typeof Worker === 'function' ? inWorker(kind, new Date(), signal) : inSlices(kind, new Date(), signal)),
    enabled,
    retry: false,
    staleTime: FIGURES_STALE_MS,
  });
  useSessionCheck(query);
  return useDrawnLater(query);
}

const EVERY_ROW = 1_000_000_000;

/**
 * Figures over a list screen's own rows, read through the dataProvider so the list opens from the
 * same cached rows. Server-paged lists are asked for their first page, then for every row at once
 * (as their export does).
 */
export function useListFigures<Row, Result>(
  route: string,
  key: string,
  aggregator: (now: Date) => Aggregator<Row, Result>,
  enabled: boolean,
  { serverPaged = false, filter = {} }: { serverPaged?: boolean; filter?: Record<string, unknown> } = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['dashboardFigures', route, key, filter],
    queryFn: async ({ signal }) => {
      const ask = (perPage: number): GetListParams => ({ pagination: { page: 1, perPage }, sort: { field: 'id', order: 'DESC' }, filter, signal });
      let answer = await dataProvider.getList(route, ask(serverPaged ? 10 : EVERY_ROW));
      if (serverPaged && (answer.total ?? 0) > answer.data.length) answer = await dataProvider.getList(route, ask(answer.total ?? EVERY_ROW));
      return aggregateInChunks(answer.data as unknown as Row[], aggregator(new Date()), { signal });
    },
    enabled,
    retry: false,
    staleTime: FIGURES_STALE_MS,
  });
  useSessionCheck(query);
  return useDrawnLater(query);
}
