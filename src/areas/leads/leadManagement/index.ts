import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { FuelType, LeadCreatePayload, LeadListRow, LeadSource } from '../../../api/types';
import type { ExportColumn } from '../../../core/defineResource';
import { defineResource } from '../../../core/defineResource';
import { cell } from '../../../data/rowRules';
import { COIN_CLICKED, LEAD_LIST_RETRY_LIMIT, LEAD_SOURCE_CHOICES, leadListRetry, SOURCE_SEARCH } from './model';
import type { SearchEntry } from '../../../core/rules';
import { lazyComponent } from '../../../lib/lazyComponent';

const text = (value: unknown) => String(value ?? '').trim();

/** Add Lead form values -> POST /lead/createLeadData (001 §3); optional fields are sent empty. */
export function toLeadCreate(values: Record<string, unknown>): LeadCreatePayload {
  return {
    customer: { name: text(values.name), phone: text(values.phone), email: text(values.email), location: text(values.location) },
    vehicle: {
      vehicleType: Number(values.vehicleType) as 1 | 2,
      brand: text(values.brand),
      model: text(values.model),
      fuelType: text(values.fuelType) as FuelType | '',
    },
    service: text(values.service),
    source: text(values.source) as LeadSource,
    description: text(values.description),
  };
}

/** Search of the lead list (001 §2.10): status, source, garage name, service name and customer name. */
export const LEAD_SEARCH: SearchEntry[] = ['status', SOURCE_SEARCH, 'garageName', 'serviceName', 'customer.name'];

/** Export columns of both lead lists, in the spec's order, English headers. */
export const LEAD_EXPORT_COLUMNS: ExportColumn<LeadListRow>[] = [
  { header: 'Customer', value: cell({ at: 'customer.name' }) },
  { header: 'Phone', value: cell({ at: 'customer.phone' }) },
  { header: 'Email', value: cell({ at: 'customer.email' }) },
  { header: 'Location', value: cell({ at: 'customer.location' }) },
  { header: 'Vehicle Brand', value: cell({ at: 'vehicle.brand' }) },
  { header: 'Vehicle Model', value: cell({ at: 'vehicle.model' }) },
  { header: 'Fuel Type', value: cell({ at: 'vehicle.fuelType' }) },
  { header: 'Description', value: cell({ at: 'description' }) },
  { header: 'Service Name', value: cell({ at: 'serviceName' }) },
  { header: 'Garage Name', value: cell({ at: 'garageName' }) },
  { header: 'Garage City', value: cell({ at: 'garageCity' }) },
  { header: 'Date', value: cell({ date: { at: 'date' } }) },
  { header: 'Source', value: cell({ at: 'source' }) },
  { header: 'Status', value: cell({ at: 'status' }) },
  {
    header: 'Coin Status',
    value: cell({
      when: { field: 'coinStatus', unsent: true },
      then: { text: '-' },
      else: { when: COIN_CLICKED, then: { text: 'Clicked' }, else: { text: 'Not Clicked' } },
    }),
  },
  { header: 'Garage Coins', value: cell({ at: 'garageCoins' }) },
];

export const leadManagement = defineResource<LeadListRow>({
  name: 'leadManagement',
  key: 'leadManagement',
  card: { title: 'customer.name', facts: ['serviceName', 'date', 'status'] },
  portal: 'vrgarage',
  menu: { group: 'leadManagement', icon: PersonAddIcon, order: 100 },
  list: lazyComponent(() => import('./LeadManagementList')),
  idField: 'id',
  pageSize: 10,
  read: {
    whole: async ({ signal }) => {
      leadListRetry.clear();
      try {
        const screenLeft = leadListRetry.nextRun();
        const answer = await request(
          api.leadList,
          {},
          { signal: signal ? AbortSignal.any([signal, screenLeft]) : screenLeft, retry503: LEAD_LIST_RETRY_LIMIT, onRetry: leadListRetry.attempt },
        );
        return answer.data?.leadsWithDetails ?? [];
      } finally {
        leadListRetry.clear();
      }
    },
  },
  search: LEAD_SEARCH,
  // `status` is the shared status select's filter: the lead's own status is another one.
  facets: [
    { source: 'leadStatus', field: 'status', label: 'resources.leadManagement.fields.status' },
    { source: 'source', field: 'source', label: 'resources.leadManagement.fields.source', choices: LEAD_SOURCE_CHOICES },
    { source: 'serviceName', field: 'serviceName', label: 'resources.leadManagement.fields.serviceName' },
    { source: 'garageCity', field: 'garageCity', label: 'resources.leadManagement.fields.garageCity' },
    { source: 'brand', field: 'vehicle.brand', label: 'resources.leadManagement.fields.brand' },
  ],
  dateField: 'date',
  create: (values) => request(api.leadCreate, toLeadCreate(values)),
  export: { columns: LEAD_EXPORT_COLUMNS },
});

export * from './model';
