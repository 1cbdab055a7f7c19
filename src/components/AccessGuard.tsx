import { Suspense, memo, type ComponentType, type ReactNode } from 'react';
import { Loading, useCanAccess, useResourceContext } from 'react-admin';
import { AccessCheckFailed, AccessDenied } from './ErrorPages';
import { useCodeLoaded } from '../lib/lazyComponent';
import type { Screen } from '../core/defineResource';
import { ScreenShown } from './useAfterFirstReads';

interface RouteGuardProps {
  /** The resource whose rule decides (default: the route's resource). */
  resource?: string;
  /** Default `list`; an editor asks `edit` on its list's resource. */
  action?: string;
  children: ReactNode;
}

/**
 * Every screen's route goes through react-admin's access check (its CanAccess, with the failure shown):
 * loading while access is decided, the access-denied page with the reason when the role lacks it, the
 * failed check with Retry, never the screen (react-admin only checks inside its own List, not around a
 * custom route or a lazy screen).
 */
export function RouteGuard({ resource, action = 'list', children }: RouteGuardProps) {
  const route = useResourceContext({ resource });
  // Not asked again when the window regains focus: a role changed meanwhile would swap an open form
  // for the access-denied page; the screen is checked afresh when next opened.
  const { canAccess, error, isPending } = useCanAccess({ resource: route, action, refetchOnWindowFocus: false });
  if (isPending) return <Loading />;
  if (error) return <AccessCheckFailed error={error} />;
  if (canAccess === false) return <AccessDenied resource={route} />;
  return (
    <Suspense fallback={<Loading />}>
      {children}
      <ScreenShown />
    </Suspense>
  );
}

/**
 * A resource's list screen behind its `list` rule. Memoised: the routes above render again on every
 * location change, and the list's own URL writes should not render the screen again.
 */
export function guardScreen(Screen: Screen): ComponentType {
  return memo(function GuardedScreen() {
    // The screen's code is waited for here rather than by suspending (useCodeLoaded).
    const loaded = useCodeLoaded(Screen);
    return <RouteGuard>{loaded ? <Screen /> : <Loading />}</RouteGuard>;
  });
}
