import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { resourceAt, resourceHeading, type Resource } from '../core/defineResource';
import { useRegistry } from '../components/RegistryContext';
import { useDocumentTitle } from '../lib/documentTitle';
import { rememberTitle } from './firstPaint';
import { portalNameOf, tabOfPath } from './portal';

type Translate = (key: string, options?: object) => string;

/** A screen's name in the current language, as the menu shows it. */
export function screenName(resource: Resource, translate: Translate): string {
  return translate(`resources.${resource.key}.menu`, { _: resourceHeading(resource, translate) });
}

/** The name the route gives the screen at `pathname`: a resource's screen or a portal's dashboard. */
function routeScreenName(pathname: string, resources: readonly Resource[], translate: Translate): string | undefined {
  const resource = resourceAt(resources, pathname);
  if (resource) return screenName(resource, translate);
  if (!pathname.endsWith('/dashboard')) return undefined;
  return translate('app.tab.dashboard', { portal: portalNameOf(tabOfPath(pathname) ?? 1, translate) });
}

/**
 * The browser tab's title for the screen shown, in the user's language: the screen's own title when
 * it gave one (`useScreenTitle`), else the route's, then the console's name, after `waiting` (the
 * menu's waiting work while the tab is hidden). Used once, by the layout.
 */
export function useTabTitle(screenTitle: string | undefined, waiting = 0): void {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const resources = useRegistry();
  const routeResource = resourceAt(resources, pathname);
  // The list's heading, which the next reload's frame paints before the console's code runs.
  const heading = routeResource && resourceHeading(routeResource, translate);
  useEffect(() => rememberTitle(pathname, heading), [pathname, heading]);
  useDocumentTitle(screenTitle ?? routeScreenName(pathname, resources, translate), translate('app.tab.console'), waiting);
}
