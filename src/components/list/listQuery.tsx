import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEvent, type FilterPayload, type ListControllerResult, type SortPayload } from 'react-admin';

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
  setSort: ListControllerResult['setSort'];
  refetch: () => void;
}

const ListQueryContext = createContext<ListQuery | null>(null);

/** Fed from the list controller's result by the list screen (ResourceList's DeferredList). */
export function ListQueryProvider({ list, children }: { list: ListControllerResult; children: ReactNode }) {
  const setFilters = useEvent(list.setFilters);
  const setSort = useEvent(list.setSort);
  const refetch = useEvent(() => void list.refetch());
  const { resource, filterValues, displayedFilters, sort, page, perPage } = list;
  const value = useMemo(
    () => ({ resource, filterValues, displayedFilters, sort, page, perPage, setFilters, setSort, refetch }),
    [resource, filterValues, displayedFilters, sort, page, perPage, setFilters, setSort, refetch],
  );
  return <ListQueryContext.Provider value={value}>{children}</ListQueryContext.Provider>;
}

/** The list's query (ListQuery); only inside a list screen. */
export function useListQuery(): ListQuery {
  const query = useContext(ListQueryContext);
  if (!query) throw new Error('useListQuery outside a list screen (ListQueryProvider)');
  return query;
}
