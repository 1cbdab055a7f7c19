import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { staleRoutesByRoute } from '../core/defineResource';
import { consoleKeys } from '../data/dataProvider';
import { useRegistry } from './RegistryContext';

/**
 * After a write on behalf of the resource at `route`: the queries of that resource and of those its
 * definition `invalidates` read again, and GET /adminDashboard's counts when one of them is counted
 * there (the menu's waiting work, the dashboards' counters), and nothing else: react-admin's useRefresh
 * reloads every query (every other list in the cache, every dialog's look-ups). The data provider has
 * already dropped their cached rows.
 */
export function useDropStaleQueries() {
  const registry = useRegistry();
  const queryClient = useQueryClient();
  const staleRoutes = useMemo(() => staleRoutesByRoute(registry), [registry]);
  const counted = useMemo(
    () => new Set(registry.filter((resource) => resource.waiting && 'dashboardField' in resource.waiting).map((resource) => resource.route)),
    [registry],
  );
  return useCallback(
    (route: string) => {
      const stale = staleRoutes.get(route) ?? [route];
      const keys = stale.map((one): readonly unknown[] => [one]);
      if (stale.some((one) => counted.has(one))) keys.push(consoleKeys.call('dashboardCounts'));
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient, staleRoutes, counted],
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
