import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Permissions } from '../auth/signIn';

interface AccessCheck {
  permissions: Permissions | undefined;
  failure: unknown;
}

const AccessCheckContext = createContext<AccessCheck>({ permissions: undefined, failure: undefined });

/**
 * The user's access rules, read once for the layout. react-admin's `usePermissions` renders its reader
 * with every URL change (its logout hook follows the location), and a list writes its URL after each
 * search: read here, the app bar's and the menu's parts render only when the rules or their failure change.
 */
export function AccessCheckProvider({ children }: { children: ReactNode }) {
  const { permissions, error } = usePermissions<Permissions>();
  // The profile call's failure while no rules are known (a failed re-read behind rules already held is not one).
  const failure = permissions ? undefined : (error ?? undefined);
  const check = useMemo(() => ({ permissions, failure }), [permissions, failure]);
  return <AccessCheckContext.Provider value={check}>{children}</AccessCheckContext.Provider>;
}

/** The user's access rules, and why they could not be had. The menu and its button say so. */
export function useAccessCheck(): AccessCheck {
  return useContext(AccessCheckContext);
}
