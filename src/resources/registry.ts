import { category } from './category';
import { cities } from './cities';
import type { Resource } from './defineResource';
import { services } from './services';
import { states } from './states';
import { upcomingResources } from './upcoming';

/** Every declared resource: menus, routes, access rules and the dataProvider read this list. */
export const resources: readonly Resource[] = [category, services, states, cities, ...upcomingResources];

/** Translation key -> react-admin resource name (the route), for the i18n provider. */
export const routeOfKey: Record<string, string> = Object.fromEntries(resources.map((resource) => [resource.key, resource.route]));
