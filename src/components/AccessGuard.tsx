import type { ComponentType } from 'react';
import { Loading, useCanAccess, useResourceContext } from 'react-admin';
import { AccessDenied } from './ErrorPages';

/**
 * Wraps a resource's screen: a role without it gets the access-denied page with the reason, never the
 * screen (react-admin only checks inside its own List, not around a custom or placeholder screen).
 */
export function guardScreen(Screen: ComponentType): ComponentType {
  return function GuardedScreen() {
    const resource = useResourceContext();
    const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
    if (isPending) return <Loading />;
    return canAccess ? <Screen /> : <AccessDenied />;
  };
}
