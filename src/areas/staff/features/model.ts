import type { Feature } from '../../../api/types';
import { isFeatureLive, routeOfEndpoint } from '../../../auth/permissions';
import { product, productLabel } from '../../../config';
import { sourceOf, type Portal, type Resource } from '../../../core/defineResource';

/** Icon choices (001 §3), spelt as the server stores them; dasbhoard is shown as Dashboard. */
export const FEATURE_ICON_CHOICES = [
  { id: 'auth-screen', name: 'resources.features.icons.auth-screen' },
  { id: 'dasbhoard', name: 'resources.features.icons.dasbhoard' },
  { id: 'crypto', name: 'resources.features.icons.crypto' },
  { id: 'listing-dbrd', name: 'resources.features.icons.listing-dbrd' },
];

/** Portal choices of features and roles: the source value stored, and its label. */
export const PORTAL_SOURCES: { id: string; name: string; portal: Portal }[] = [
  { id: 'vrgarage', name: 'app.portal.vrgarage', portal: 'vrgarage' },
  { id: product, name: productLabel, portal: 'product' },
];

/** Past expiryDate: shown Expired (warning badge) whatever the status (001 §2.6). */
export const isFeatureExpired = (row: Pick<Feature, 'expiryDate'>, now?: Date): boolean =>
  Boolean(row.expiryDate) && !isFeatureLive({ endPoint: '', source: '', expiryDate: row.expiryDate }, now);

/** Translation key of a portal source's label, or the product's display name as it is. */
export const portalLabelKey = (source: string): string => PORTAL_SOURCES.find((choice) => choice.id === source)?.name ?? source;

/** The console's own routes a feature can open, `/` + route, for one portal source (or all). */
export function consoleRoutes(registry: readonly Resource[], source?: string): string[] {
  return registry.filter((resource) => !source || sourceOf(resource.portal) === source).map((resource) => `/${resource.route}`);
}

/** 'Spaces not use' (001 §5): an endPoint holds no whitespace. */
export const endPointHasSpaces = (value: unknown): boolean => /\s/.test(String(value ?? ''));

/** True when the endPoint opens one of the console's screens for that source. */
export function endPointIsKnown(registry: readonly Resource[], endPoint: string, source: string): boolean {
  if (!endPoint.trim()) return true;
  const route = routeOfEndpoint(endPoint, source);
  return registry.some((resource) => resource.route === route && sourceOf(resource.portal) === source) || /^admin(\/[^/]+)?\/dashboard$/.test(route);
}

/** The values the edit form opens with. */
export const featureFormValues = (row: Feature) => ({
  featureName: row.featureName ?? '',
  endPoint: row.endPoint ?? '',
  source: row.source ?? '',
  icon: row.icon ?? '',
});
