import { createContext, forwardRef, useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, type createBrowserRouter, type NavigateOptions, type To } from 'react-router-dom';
import { pageOfRoute } from '../lib/basePath';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** The console's data router (App's DataRouter). */
export const ConsoleRouterContext = createContext<DataRouter | null>(null);

function useConsoleRouter(): DataRouter {
  const router = useContext(ConsoleRouterContext);
  if (!router) throw new Error('A console link or move outside the console router');
  return router;
}

/**
 * Moves to a console route with the data router's own navigate: the same function for the console's
 * life. react-router's useNavigate, outside a data route (react-admin's routes are not), is made anew
 * with each path and renders its reader again with every URL a list writes (its search, page, sort).
 * For absolute paths, search-only moves (`{ search }`, which keep the path shown) and steps in history.
 */
export function useStableNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const router = useConsoleRouter();
  return useCallback((to, options) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)), [router]);
}

/** Whether a click is the browser's to handle (a new tab or window, a download): react-router's Link leaves these alone too. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

type RouteLinkProps = { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * A link to a console route (an absolute path) that does not follow the location, unlike react-router's
 * Link: the menu's thirty entries would otherwise all render again with every URL a list writes. A plain
 * click moves within the console, replacing the entry when it is the URL shown, as react-router's does.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink({ to, onClick, children, ...props }, ref) {
  const router = useConsoleRouter();
  return (
    <a
      ref={ref}
      href={pageOfRoute(to)}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event)) return;
        event.preventDefault();
        void router.navigate(to, { replace: createPath(router.state.location) === to });
      }}
    >
      {children}
    </a>
  );
});
