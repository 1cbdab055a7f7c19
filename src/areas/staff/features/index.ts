import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { Feature } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { statusTextCell } from '../../../core/choices';
import { cell, whenField, whenRule, fieldValue, type RowRule } from '../../../data/rowRules';
import { PORTAL_SOURCES } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';
import { editedText } from '../../../lib/editedText';

/** The same as a rule, for the export the list worker writes. */
const FEATURE_EXPIRED: RowRule = { field: 'expiryDate', past: 'day' };

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
  return {
    featureId: row._id,
    ...toFeatureCreate({ ...row, ...values }),
    featureName: editedText(values.featureName, row.featureName),
    endPoint: editedText(values.endPoint, row.endPoint),
  };
}

export const toFeatureToggle = (row: Feature) => ({ featureId: row._id, newStatus: !row.status });

export const features = defineResource<Feature>({
  name: 'features',
  key: 'features',
  actsById: true,
  portal: 'vrgarage',
  menu: { icon: ToggleOnIcon, order: 40 },
  list: lazyComponent(() => import('./FeatureList')),
  pageSize: 5,
  perPageOptions: [5, 10, 25],
  read: { whole: api.adminFeatureList, rows: 'data' },
  search: ['featureName'],
  facets: [{ source: 'source', field: 'source', label: 'resources.features.fields.source', choices: PORTAL_SOURCES }],
  dateField: 'createdAt',
  // As the badge reads (001 §2.6): an expired feature is not active, whatever its status.
  isActive: whenRule({ all: [{ not: FEATURE_EXPIRED }, { field: 'status', equals: true }] }),
  // The switch sends the opposite of the flag (001 §4): it shows the flag, so its question names what it sends.
  switchedOn: whenField('status', true),
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
          else: statusTextCell('Inactive'),
        }),
      },
    ],
  },
});

export * from './model';
