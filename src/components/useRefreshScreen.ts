import { useQueryClient } from '@tanstack/react-query';
import { useEvent, useRefresh } from 'react-admin';
import { useConsoleDataProvider } from './useConsoleDataProvider';

/**
 * The app bar's Refresh: the lists on the screen are read from the server again, as their own Refresh
 * does (their kept rows shown meanwhile, a failure said on their load line), then every query, as
 * react-admin's refresh does. react-admin's alone reads a list the engine holds from its kept rows.
 */
export function useRefreshScreen(): () => void {
  const queryClient = useQueryClient();
  const dataProvider = useConsoleDataProvider();
  const refresh = useRefresh();
  return useEvent(() => {
    // A list's queries are keyed by its route first (react-admin's keys).
    const shown = new Set(
      queryClient
        .getQueryCache()
        .findAll({ type: 'active' })
        .map((query) => query.queryKey[0]),
    );
    for (const route of shown) if (typeof route === 'string') dataProvider?.invalidate(route);
    refresh();
  });
}
