import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { Feature } from '../../../api/types';
import { isFeatureLive, routeOfEndpoint } from '../../../auth/permissions';
import { product, productLabel } from '../../../config';
import { defineResource, sourceOf, type Portal, type Resource, lazyScreen } from '../../../core/defineResource';
import { cell, whenField, fieldValue, type RowRule } from '../../../data/rowRules';

/** Portal choices of features and roles: the source value stored, and its label. */
export const PORTAL_SOURCES: { id: string; name: string; portal: Portal }[] = [
  { id: 'vrgarage', name: 'app.portal.vrgarage', portal: 'vrgarage' },
  { id: product, name: productLabel, portal: 'product' },
];

/** Translation key of a portal source's label, or the product's display name as it is. */
export const portalLabelKey = (source: string): string => PORTAL_SOURCES.find((choice) => choice.id === source)?.name ?? source;

/** Icon choices (001 §3), spelt as the server stores them; dasbhoard is shown as Dashboard. */
export const FEATURE_ICON_CHOICES = [
  { id: 'auth-screen', name: 'resources.features.icons.auth-screen' },
  { id: 'dasbhoard', name: 'resources.features.icons.dasbhoard' },
  { id: 'crypto', name: 'resources.features.icons.crypto' },
  { id: 'listing-dbrd', name: 'resources.features.icons.listing-dbrd' },
];

/** 'Spaces not use' (001 §5): an endPoint holds no whitespace. */
export const endPointHasSpaces = (value: unknown): boolean => /\s/.test(String(value ?? ''));

/** Past expiryDate: shown Expired (warning badge) whatever the status (001 §2.6). */
export const isFeatureExpired = (row: Pick<Feature, 'expiryDate'>, now?: Date): boolean =>
  Boolean(row.expiryDate) && !isFeatureLive({ endPoint: '', source: '', expiryDate: row.expiryDate }, now);
/** The same as a rule, for the export the list worker writes. */
const FEATURE_EXPIRED: RowRule = { field: 'expiryDate', past: 'instant' };

/** The console's own routes a feature can open, `/` + route, for one portal source (or all). */
export function consoleRoutes(registry: readonly Resource[], source?: string): string[] {
  return registry.filter((resource) => !source || sourceOf(resource.portal) === source).map((resource) => `/${resource.route}`);
}

/** True when the endPoint opens one of the console's screens for that source. */
export function endPointIsKnown(registry: readonly Resource[], endPoint: string, source: string): boolean {
  if (!endPoint.trim()) return true;
  const route = routeOfEndpoint(endPoint, source);
  return registry.some((resource) => resource.route === route && sourceOf(resource.portal) === source) || /^admin(\/[^/]+)?\/dashboard$/.test(route);
}

/** Form values -> POST /adminFeatures. */
export function toFeatureCreate(values: Record<string, unknown>) {
  return {
    featureName: String(values.featureName ?? '').trim(),
    endPoint: String(values.endPoint ?? '').trim(),
    source: String(values.source ?? ''),
    icon: String(values.icon ?? ''),
  };
}

/** Form values -> PUT /adminFeatures: featureId plus the same fields. */
export function toFeatureUpdate(row: Feature, values: Record<string, unknown>) {
  return { featureId: row._id, ...toFeatureCreate({ ...row, ...values }) };
}

export const toFeatureToggle = (row: Feature) => ({ featureId: row._id, newStatus: !row.status });

export const features = defineResource<Feature>({
  name: 'features',
  key: 'features',
  portal: 'vrgarage',
  menu: { icon: ToggleOnIcon, order: 40 },
  list: lazyScreen(() => import('./FeatureList')),
  pageSize: 5,
  perPageOptions: [5, 10, 25],
  read: { whole: api.adminFeatureList, rows: 'data' },
  search: ['featureName', 'endPoint'],
  dateField: 'createdAt',
  isActive: whenField('status', true),
  extraFilters: [{ source: 'source', label: 'resources.features.fields.source', choices: PORTAL_SOURCES, value: fieldValue('source') }],
  create: async (values) => request(api.adminFeatureCreate, toFeatureCreate(values)),
  update: async (row, values) => request(api.adminFeatureUpdate, toFeatureUpdate(row, values)),
  changeStatus: (row) => request(api.adminFeatureChangeStatus, toFeatureToggle(row)),
  adminOnlyActions: ['clearFilters'],
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Feature Name', value: cell({ at: 'featureName' }) },
      { header: 'End Point', value: cell({ at: 'endPoint' }) },
      { header: 'Source', value: cell({ at: 'source' }) },
      { header: 'Icon', value: cell({ at: 'icon' }) },
      { header: 'Created', value: cell({ date: { at: 'createdAt' } }) },
      { header: 'Expiry Date', value: cell({ date: { at: 'expiryDate' } }) },
      {
        header: 'Status',
        value: cell({
          when: FEATURE_EXPIRED,
          then: { text: 'Expired' },
          else: { when: { field: 'status', truthy: true }, then: { text: 'Active' }, else: { text: 'Inactive' } },
        }),
      },
    ],
  },
});
