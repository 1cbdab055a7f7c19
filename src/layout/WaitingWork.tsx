/**
 * The waiting work the menu counts (README 'Waiting work in the menu'): garages waiting for approval
 * from GET /adminDashboard, and the customer leads and subscription enquiries that arrived since the
 * user last opened their list (kept per account in its store). Counted only for the screens the role
 * may open, every minute while the tab is visible (react-query pauses its interval while the page is
 * hidden) and after the console's own writes (their refresh invalidates these queries too).
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useCanAccessResources, useDataProvider, useStore, type DataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Resource } from '../core/defineResource';
import { consoleKeys, type ConsoleDataProvider } from '../data/dataProvider';
import { useRegistry } from '../components/RegistryContext';
import { useListEngine } from '../components/ListLoadState';
import { timeOf } from '../lib/dates';
import { valueAt } from '../lib/valueAt';
import { portalOfTab, tabOfScreen, usePortalTab } from './portal';
import type { Waiting } from './waiting';

const EVERY_MINUTE = 60_000;
/** Arrivals are counted up to this many; the menu shows more as '99+'. */
export const ARRIVALS_COUNTED = 100;
/** Per route: when the user last opened the list (epoch ms). */
export const SEEN_KEY = 'waitingWork.seen';

const waitingKeys = {
  arrivals: (route: string, since: number) => ['waitingWork', 'arrivals', route, since] as const,
  allArrivals: (route: string) => ['waitingWork', 'arrivals', route] as const,
};

/** Rows of the list at `resource` dated after `since`, newest first, counted up to ARRIVALS_COUNTED. */
async function arrivalsSince(dataProvider: DataProvider, resource: Resource, since: number): Promise<number> {
  const { data } = await dataProvider.getList(resource.route, {
    pagination: { page: 1, perPage: ARRIVALS_COUNTED },
    sort: { field: resource.dateField!, order: 'DESC' },
    filter: { from: format(since, 'yyyy-MM-dd') },
  });
  return data.filter((row) => timeOf(valueAt(row, resource.dateField!)) > since).length;
}

const onVisibilityChange = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isHidden = () => document.visibilityState === 'hidden';

export default function WaitingWork({ onChange }: { onChange: (waiting: Waiting) => void }) {
  const resources = useRegistry();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const engine = useListEngine();
  const { pathname } = useLocation();
  const watched = useMemo(() => resources.filter((resource) => resource.waiting && resource.menu), [resources]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: watched.map((resource) => resource.route) });
  const allowed = watched.filter((resource) => canAccess?.[resource.route]);
  const fromDashboard = allowed.filter((resource) => resource.waiting && 'dashboardField' in resource.waiting);
  const byArrivals = allowed.filter((resource) => resource.waiting && 'arrivals' in resource.waiting && resource.dateField);

  const dashboard = useQuery({
    // The dashboards' own key: one call serves the counters and the menu.
    queryKey: consoleKeys.call('dashboardCounts'),
    queryFn: () => dataProvider.dashboardCounts(),
    enabled: fromDashboard.length > 0,
    refetchInterval: EVERY_MINUTE,
    refetchOnWindowFocus: true,
  });

  const [seen, setSeen] = useStore<Record<string, number>>(SEEN_KEY, {});
  const openRoute = byArrivals.find((resource) => pathname === `/${resource.route}`)?.route;
  const unseen = byArrivals.filter((resource) => seen[resource.route] === undefined).map((resource) => resource.route);
  // A list never opened counts from now; the list open now, and the one just left, are seen now.
  useEffect(() => {
    const opened = [...unseen, ...(openRoute ? [openRoute] : [])];
    if (opened.length === 0) return;
    const now = Date.now();
    setSeen((previous) => ({ ...previous, ...Object.fromEntries(opened.map((route) => [route, now])) }));
    return () => {
      if (openRoute) setSeen((previous) => ({ ...previous, [openRoute]: Date.now() }));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per screen opened, not per render
  }, [openRoute, unseen.join()]);

  const arrivals = useQueries({
    queries: byArrivals.map((resource) => {
      const since = seen[resource.route] ?? Date.now();
      return {
        queryKey: waitingKeys.arrivals(resource.route, since),
        queryFn: () => arrivalsSince(dataProvider, resource, since),
        enabled: seen[resource.route] !== undefined && resource.route !== openRoute,
        refetchInterval: EVERY_MINUTE,
        refetchOnWindowFocus: true,
      };
    }),
  });

  // The list engine reloads a list behind the rows it keeps; a count reads it again once the new rows are in.
  const arrivalRoutes = byArrivals.map((resource) => resource.route).join();
  useEffect(() => {
    if (!engine || !arrivalRoutes) return;
    const stops = arrivalRoutes.split(',').map((route) => {
      let loadedAt: number | undefined;
      return engine.subscribe(route, (progress) => {
        if (!progress.complete || progress.reloading || progress.loadedAt === loadedAt) return;
        const first = loadedAt === undefined;
        loadedAt = progress.loadedAt;
        if (!first) void queryClient.invalidateQueries({ queryKey: waitingKeys.allArrivals(route) });
      });
    });
    return () => stops.forEach((stop) => stop());
  }, [engine, arrivalRoutes, queryClient]);

  const hidden = useSyncExternalStore(onVisibilityChange, isHidden, () => false);
  // A count whose call failed is unknown (null), not none: the entry says so rather than look idle.
  const counts: Record<string, number | null> = {};
  for (const resource of fromDashboard) {
    const field = (resource.waiting as { dashboardField: string }).dashboardField;
    const count = dashboard.data ? Number(dashboard.data[field] ?? 0) : dashboard.isError ? null : 0;
    if (count !== 0) counts[resource.route] = count;
  }
  byArrivals.forEach((resource, index) => {
    const arrival = arrivals[index];
    const count = resource.route === openRoute ? 0 : arrival?.data !== undefined ? arrival.data : arrival?.isError ? null : 0;
    if (count !== 0) counts[resource.route] = count;
  });
  // The title's total is the menu's: the work of the portal shown.
  const [storedTab] = usePortalTab();
  const portal = portalOfTab(tabOfScreen(pathname, resources) ?? storedTab);
  const total = allowed.filter((resource) => resource.portal === portal).reduce((sum, resource) => sum + (counts[resource.route] ?? 0), 0);
  const key = JSON.stringify(counts);
  useEffect(() => {
    onChange({ counts: JSON.parse(key) as Waiting['counts'], hiddenTotal: hidden ? total : 0 });
  }, [key, hidden, total, onChange]);
  return null;
}
