import { useRefresh } from 'react-admin';
import { useConsoleDataProvider } from './useConsoleDataProvider';
import { useRegistry } from './RegistryContext';

/**
 * The app bar's Refresh: the lists the engine keeps (a screen's rows, a chart's) are read from the
 * server again at their next read, as a list's own Refresh does (their kept rows shown meanwhile, a
 * failure said on the list's load line or the chart), then every query on the screen reads again, as
 * react-admin's refresh does. react-admin's alone would answer them from the kept rows.
 */
export function useRefreshScreen(): () => void {
  const registry = useRegistry();
  const dataProvider = useConsoleDataProvider();
  const refresh = useRefresh();
  return () => {
    for (const { route } of registry) dataProvider?.invalidate(route);
    refresh();
  };
}
