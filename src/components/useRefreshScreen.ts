import { useQueryClient } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
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
  return () => {
    // A list's queries are keyed by its route first (react-admin's keys).
    for (const { queryKey } of queryClient.getQueryCache().findAll({ type: 'active' })) dataProvider?.invalidate(String(queryKey[0]));
    refresh();
  };
}
