/**
 * The thin hook between the dashboard's charts and the list engine: each figure is one react-query
 * query, started once the counters have answered so it never delays them, and computed by the list
 * engine (in its worker) over the whole list it keeps for the list screens too, so the page only
 * receives the figures. Lists are asked one at a time in the order the charts stand, so each chart
 * fills as soon as its own list has arrived instead of every list sharing the line.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { useListEngine } from '../../components/ListLoadState';
import type { ListEngineClient } from '../../data/listEngine/client';
import { figureSources, type FigureKind, type FigureResults } from './sources';

/** Figures are reused this long when the user comes back to the dashboard. */
const FIGURES_STALE_MS = 60_000;

/** The figure asked last: the next one starts when it has settled (or was abandoned). */
let lastInLine: Promise<unknown> = Promise.resolve();

function inLine<Result>(work: () => Promise<Result>, signal: AbortSignal): Promise<Result> {
  const turn = lastInLine;
  const run = new Promise<Result>((resolve, reject) => {
    const abandoned = new Promise<never>((_, stop) => signal.addEventListener('abort', () => stop(signal.reason), { once: true }));
    turn.then(() => (signal.aborted ? Promise.reject(signal.reason) : work())).then(resolve, reject);
    abandoned.catch(reject);
  });
  lastInLine = run.catch(() => undefined);
  return run;
}

function figuresOf<Kind extends FigureKind>(engine: ListEngineClient | undefined, kind: Kind, signal: AbortSignal): Promise<FigureResults[Kind]> {
  if (!engine) return Promise.reject(new Error('No list engine'));
  return inLine(() => {
    const now = new Date();
    return engine.figures({ kind, now: now.getTime(), source: figureSources[kind](now) });
  }, signal);
}

/**
 * Figures are drawn as a deferred (interruptible) render, so drawing several charts at once never
 * holds the main thread in one long task. The chart counts as loading until its first figures are
 * drawn; newer figures replace drawn ones in place, so a table being read (or clicked) stays put.
 */
function useDrawnLater<Query extends UseQueryResult<unknown>>(query: Query): Query {
  const data = useDeferredValue(query.data);
  return { ...query, data, isPending: query.isPending || (data === undefined && query.data !== undefined) };
}

export function useFigures<Kind extends FigureKind>(kind: Kind, enabled: boolean) {
  const engine = useListEngine();
  const query = useQuery({
    queryKey: ['dashboardFigures', kind],
    queryFn: ({ signal }) => figuresOf(engine, kind, signal),
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
