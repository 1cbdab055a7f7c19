import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, useCanAccess, useResourceContext } from 'react-admin';
import { AccessDenied } from './ErrorPages';

interface RouteGuardProps {
  /** The resource whose rule decides (default: the route's resource). */
  resource?: string;
  /** Default `list`; an editor asks `edit` on its list's resource. */
  action?: string;
  children: ReactNode;
}

/**
 * Every screen's route goes through this: loading while access is decided, the access-denied page with
 * the reason when the role lacks it, never the screen (react-admin only checks inside its own List,
 * not around a custom route, a lazy screen or a placeholder).
 */
export function RouteGuard({ resource, action = 'list', children }: RouteGuardProps) {
  const route = useResourceContext({ resource });
  const { canAccess, isPending } = useCanAccess({ resource: route, action });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** A resource's list screen behind its `list` rule. */
export function guardScreen(Screen: ComponentType): ComponentType {
  return function GuardedScreen() {
    return (
      <RouteGuard>
        <Screen />
      </RouteGuard>
    );
  };
}
