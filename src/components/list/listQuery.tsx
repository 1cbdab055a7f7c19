import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useEvent, type FilterPayload, type ListControllerResult, type SortPayload } from 'react-admin';
import { useLatest } from '../../lib/useLatest';
import { useConsoleDataProvider } from '../useConsoleDataProvider';

/**
 * What the user asked of a list (filters, sort, page, page size) and how to change it, without its
 * answer: a part that reads only this (the filter bar, the list's buttons, the saved views) does not
 * render when the rows, the count or the loading flag change. react-admin's list context changes as a
 * whole with each of them, and its own narrower contexts do not serve here: the page size sits in the
 * pagination context, which changes with every answer, and its setters change with every query.
 */
export interface ListQuery {
  resource: string;
  filterValues: FilterPayload;
  displayedFilters: ListControllerResult['displayedFilters'];
  sort: SortPayload;
  page: number;
  perPage: number;
  /** These keep their identity for the list's life and act on the query of the moment. */
  setFilters: ListControllerResult['setFilters'];
  /**
   * The filters as last set, which the screen may not show yet (it keeps the last answer's until the
   * engine answers): a change of one filter goes on top of these, or it would undo a change still on its way.
   */
  filterValuesNow: () => FilterPayload;
  /**
   * Records filters on their way to `setFilters` (useSetFiltersWithPage waits for their page): `filterValuesNow`
   * answers them meanwhile. Returns whether they are still the list's last ask, from any of its parts (a picker,
   * the filter bar): an ask answered after a later one is dropped.
   */
  filtersAsked: (filter: FilterPayload) => () => boolean;
  setSort: ListControllerResult['setSort'];
  refetch: () => void;
}

/** How to change the list's query, the same for the list's life: a part that only acts on the list reads this. */
export type ListActions = Pick<ListQuery, 'resource' | 'setFilters' | 'filterValuesNow' | 'filtersAsked' | 'setSort' | 'refetch'>;

const ListQueryContext = createContext<ListQuery | null>(null);
const ListActionsContext = createContext<ListActions | null>(null);
/** The rows the list shows: a part that reads only them does not render when the loading flag or the count change. */
const ListRowsContext = createContext<ListControllerResult['data'] | null>(null);

/** Fed from the list controller's result by the list screen (ResourceList's DeferredList). */
export function ListQueryProvider({
  list,
  filterValuesNow: filterValuesSet,
  children,
}: {
  list: ListControllerResult;
  /** The filters as last set on react-admin's list. */
  filterValuesNow: () => FilterPayload;
  children: ReactNode;
}) {
  // Filters asked for over those set then: superseded once the list's filters change (set, or by another way).
  const asked = useRef<{ filter: FilterPayload; over: FilterPayload } | undefined>(undefined);
  const filterValuesNow = useCallback(() => {
    const set = filterValuesSet();
    return asked.current?.over === set ? asked.current.filter : set;
  }, [filterValuesSet]);
  // One count of asks for the whole list, whichever part asks.
  const asks = useRef(0);
  const filtersAsked = useCallback(
    (filter: FilterPayload) => {
      asked.current = { filter, over: filterValuesSet() };
      const ask = ++asks.current;
      return () => ask === asks.current;
    },
    [filterValuesSet],
  );
  const setFilters = useEvent(list.setFilters);
  const setSort = useEvent(list.setSort);
  const refetch = useEvent(() => void list.refetch());
  const { resource, filterValues, displayedFilters, sort, page, perPage } = list;
  const value = useMemo(
    () => ({ resource, filterValues, displayedFilters, sort, page, perPage, setFilters, filterValuesNow, filtersAsked, setSort, refetch }),
    [resource, filterValues, displayedFilters, sort, page, perPage, setFilters, filterValuesNow, filtersAsked, setSort, refetch],
  );
  const actions = useMemo(
    () => ({ resource, setFilters, filterValuesNow, filtersAsked, setSort, refetch }),
    [resource, setFilters, filterValuesNow, filtersAsked, setSort, refetch],
  );
  return (
    <ListActionsContext.Provider value={actions}>
      <ListQueryContext.Provider value={value}>
        <ListRowsContext.Provider value={list.data}>{children}</ListRowsContext.Provider>
      </ListQueryContext.Provider>
    </ListActionsContext.Provider>
  );
}

/** What a list's page is asked with: react-admin's getList params. */
export type PageParams = { filter: FilterPayload; sort: SortPayload; pagination: { page: number; perPage: number } };

/** react-admin's query key of a list's page (its useGetList's), under which an answer read ahead is handed to the list. */
export const listPageKey = (resource: string, { filter, sort, pagination }: PageParams) => [resource, 'getList', { pagination, sort, filter }];

/**
 * Hands a list opened with its default query the page read ahead with its rows (`prefetchRows`), when
 * that page is in before the list first renders: react-admin's list draws its rows in its first render
 * rather than asking for them and drawing again with their answer. True when it did, for the list's life.
 */
export function usePageInHand(resource: string, sort: SortPayload | undefined, perPage: number): boolean {
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const [handed] = useState(() => {
    // Without a sort of its own the list asks react-admin's default one.
    if (!sort) return false;
    const params = { filter: {}, sort, pagination: { page: 1, perPage } };
    const page = dataProvider?.pageInHand?.(resource, params);
    const key = listPageKey(resource, params);
    if (!page || queryClient.getQueryData(key) !== undefined) return false;
    queryClient.setQueryData(key, page);
    return true;
  });
  return handed;
}

/** How long a filter change waits for the list engine's answer before the list is asked to read it itself. */
const ANSWER_WAIT_MS = 250;

/**
 * Sets the list's filters (back to page 1) with their page. The list engine answers a list it holds in
 * a frame or two: its page is put in react-query's cache under react-admin's key first, so the list
 * draws once, with its answer, rather than for the new query and again for its answer. A list the
 * server pages, or an answer that fails or is slower: the list reads it itself. A later call wins over
 * an earlier one still waiting. The same function for the list's life.
 */
export function useSetFiltersWithPage(): (filter: FilterPayload) => void {
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const { resource, setFilters, filtersAsked } = useListQuery();
  const firstPageUnder = useFirstPageUnder();
  return useEvent((filter: FilterPayload) => {
    const stillLatest = filtersAsked(filter);
    const params = firstPageUnder(filter);
    const page = dataProvider?.askPage?.(resource, params).catch(() => undefined);
    const waited = new Promise<undefined>((resolve) => setTimeout(resolve, ANSWER_WAIT_MS));
    void Promise.race([page, waited]).then((answer) => {
      // Counted across the list: the state picker's ask must not land over the search typed after it.
      if (!stillLatest()) return;
      if (answer) queryClient.setQueryData(listPageKey(resource, params), answer);
      setFilters(filter, undefined, false);
    });
  });
}

/**
 * Applies filter changes on top of the filters as last set, not those the screen may still show while
 * a change is on its way, dropping those emptied; back to page 1. The same function for the list's life.
 */
export function useApplyFilterChanges(): (changes: Record<string, unknown>) => void {
  const { filterValuesNow } = useListActions();
  const setFiltersWithPage = useSetFiltersWithPage();
  return useEvent((changes: Record<string, unknown>) => setFiltersWithPage(withChanges(filterValuesNow(), changes)));
}

/**
 * Asks the list engine ahead for the page filter changes not applied yet will show (a search while
 * typing pauses): their apply then finds the answer in rather than waiting for it. Nothing is shown;
 * a list the server pages asks nothing. The same function for the list's life.
 */
export function useAskFilterChangesAhead(): (changes: Record<string, unknown>) => void {
  const dataProvider = useConsoleDataProvider();
  const { resource, filterValuesNow } = useListQuery();
  const firstPageUnder = useFirstPageUnder();
  return useEvent((changes: Record<string, unknown>) => {
    // The apply asks again and reports what fails.
    void dataProvider?.askPage?.(resource, firstPageUnder(withChanges(filterValuesNow(), changes))).catch(() => undefined);
  });
}

/** The params of the first page under a filter, in the list's sort and page size of the moment. */
function useFirstPageUnder(): (filter: FilterPayload) => PageParams {
  const { sort, perPage } = useListQuery();
  const latest = useLatest({ sort, perPage });
  return useCallback(
    (filter: FilterPayload) => ({ filter, sort: latest.current.sort, pagination: { page: 1, perPage: latest.current.perPage } }),
    [latest],
  );
}

/** Filters with changes on top, those emptied dropped. */
function withChanges(filter: FilterPayload, changes: Record<string, unknown>): FilterPayload {
  const next: Record<string, unknown> = { ...filter, ...changes };
  for (const [key, value] of Object.entries(next)) if (value === '' || value === undefined) delete next[key];
  return next;
}

/** The list's query (ListQuery); only inside a list screen. */
export function useListQuery(): ListQuery {
  const query = useContext(ListQueryContext);
  if (!query) throw new Error('useListQuery outside a list screen (ListQueryProvider)');
  return query;
}

/** How to change the list's query (ListActions): it does not change with a filter, sort or page. */
export function useListActions(): ListActions {
  const actions = useContext(ListActionsContext);
  if (!actions) throw new Error('useListActions outside a list screen (ListQueryProvider)');
  return actions;
}

/** The rows the list shows (react-admin's `data`), undefined before its first answer. */
export function useListRows(): ListControllerResult['data'] {
  const rows = useContext(ListRowsContext);
  if (rows === null) throw new Error('useListRows outside a list screen (ListQueryProvider)');
  return rows;
}

/**
 * Reads the list again: its kept rows (and any page asked ahead) are dropped, then read behind the rows
 * shown. One function for the list's life; Refresh and the load line's Load again and Retry call it.
 */
export function useReloadList(): () => void {
  const dataProvider = useConsoleDataProvider();
  const { resource, refetch } = useListActions();
  return useEvent(() => {
    void dataProvider?.invalidate(resource);
    refetch();
  });
}
