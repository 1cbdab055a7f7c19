import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { staleRoutesByRoute } from '../core/defineResource';
import { useRegistry } from './RegistryContext';

/**
 * After a write on behalf of the resource at `route`: the queries of that resource and of those its
 * definition `invalidates` read again, and nothing else (react-admin's useRefresh reloads every query:
 * the menu's counts, the dashboard's figures, every other list in the cache). The data provider has
 * already dropped their cached rows.
 */
export function useDropStaleQueries() {
  const registry = useRegistry();
  const queryClient = useQueryClient();
  const staleRoutes = useMemo(() => staleRoutesByRoute(registry), [registry]);
  return useCallback(
    (route: string) => Promise.all((staleRoutes.get(route) ?? [route]).map((stale) => queryClient.invalidateQueries({ queryKey: [stale] }))),
    [queryClient, staleRoutes],
  );
}

/** The same for the list in context, after a write from its rows or dialogs. */
export function useListChanged() {
  const route = useResourceContext();
  const dropStale = useDropStaleQueries();
  return useCallback(() => {
    if (route) void dropStale(route);
  }, [route, dropStale]);
}
