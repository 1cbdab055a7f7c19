import { useCallback } from 'react';
import { useAuthProvider, useRedirect } from 'react-admin';
import type { ConsoleAuthProvider } from '../auth/authProvider';

/**
 * Goes to a screen after an action (000: Add Garage then Approve Garage, Approve then Garage
 * Management) only when the role may open it: otherwise the user stays where they are, rather than
 * landing on an access-denied page after a success.
 */
export function useGoToIfAllowed(): (route: string) => void {
  const redirect = useRedirect();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  return useCallback(
    (route: string) => {
      if (authProvider?.decide(route, 'list').allowed ?? true) redirect(`/${route}`);
    },
    [authProvider, redirect],
  );
}
