import { memo, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

/**
 * Its children under a route context that changes only when the matched routes do. react-admin
 * renders its routes again as its resources register and as the auth checks answer, each time with a
 * new route context; every link and `useNavigate` in the app bar and the menu rendered again with it
 * (four times before a list's first row), though none of them reads more than the matched routes.
 */
function StableRoute({ children }: { children: ReactNode }) {
  const route = useContext(RouteContext);
  // Its data-router flag never changes under one router.
  const key = route.matches.map((match) => match.route.id + match.pathnameBase).join();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => route, [key]);
  return <RouteContext.Provider value={stable}>{children}</RouteContext.Provider>;
}

/** A layout part (the app bar, the menu) under `StableRoute`. */
export function withStableRoute(Part: ComponentType): ComponentType {
  return memo(function StableRoutePart() {
    return (
      <StableRoute>
        <Part />
      </StableRoute>
    );
  });
}
