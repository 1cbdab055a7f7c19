import { useMemo } from 'react';
import { useEvent, useGetList, type GetListParams, type RaRecord, type UseGetListOptions } from 'react-admin';
import type { ListProgress } from '../data/listEngine/engine';
import { fromFailure } from '../data/listEngine/failure';
import { useConsoleDataProvider } from './useConsoleDataProvider';

/** A whole list that stopped loading part-way: its rows are kept, and those after `loaded` are missing. */
export class ListCutShort extends Error {
  constructor(
    readonly loaded: number,
    readonly failure: Error,
  ) {
    super(failure.message);
  }
}

/**
 * Every row of a list, for a select's choices or a check against them. A list that stopped loading
 * part-way is this read's failure (ListCutShort, its rows kept), so the select says so with Retry
 * rather than offering part of the choices as all of them; Retry reads the list afresh.
 */
export function useWholeList<Row extends RaRecord>(route: string, params: Partial<GetListParams>, options?: UseGetListOptions<Row>) {
  const list = useGetList<Row>(route, params, options);
  const dataProvider = useConsoleDataProvider();
  const progress = (list.meta as { progress?: ListProgress } | undefined)?.progress;
  const stoppedAt = progress?.error && !progress.complete ? progress : undefined;
  const cutShort = useMemo(() => stoppedAt && new ListCutShort(stoppedAt.loaded, fromFailure(stoppedAt.error!)), [stoppedAt]);
  const refetch = useEvent(() => {
    // The engine keeps a list cut short until it is dropped: asked again as it is, it answers the same rows.
    if (cutShort) dataProvider?.invalidate(route);
    return list.refetch();
  });
  return useMemo(() => ({ ...list, error: list.error ?? cutShort, isError: list.isError || Boolean(cutShort), refetch }), [list, cutShort, refetch]);
}
