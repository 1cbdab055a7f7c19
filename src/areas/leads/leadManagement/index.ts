import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { api } from '../../../api/endpoints';
import { request, requireResponseCode } from '../../../api/http';
import type { FuelType, LeadCreatePayload, LeadListRow, LeadSource } from '../../../api/types';
import { createRetryStatus } from '../../../data/retryStatus';
import { formatDate } from '../../../lib/dates';
import type { Choice, ExportColumn } from '../../../core/defineResource';
import { defineResource, lazyScreen } from '../../../core/defineResource';

export const FUEL_TYPES: readonly FuelType[] = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Other'];
export const LEAD_SOURCES: readonly LeadSource[] = ['Direct Call', 'View Garage', 'Service Search', 'Request Quote'];
/** Lead form vehicle type (001 §3): 1 = 4W, 2 = 2W. */
export const LEAD_VEHICLE_TYPES: Choice[] = [
  { id: 1, name: 'resources.leadManagement.vehicle.four_wheeler' },
  { id: 2, name: 'resources.leadManagement.vehicle.two_wheeler' },
];
export const PHONE_PATTERN = /^\d{10}$/;
export const PHONE_LENGTH = 10;

/**
 * The lead list is retried every second while the server answers 503 (001 §4); past this many tries
 * the user sees an error with Retry instead of waiting for ever.
 */
export const LEAD_LIST_RETRY_LIMIT = 30;
/** The retry attempt of the lead list call in flight, for the screen's 'retrying' notice. */
export const leadListRetry = createRetryStatus();

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

/** Coin state per lead: the server sends 'Clicked' / 'Not Clicked' or a boolean. */
export function isCoinClicked(row: Pick<LeadListRow, 'coinStatus'>): boolean {
  return row.coinStatus === true || text(row.coinStatus).toLowerCase() === 'clicked';
}

/** Search of the lead list (001 §2.10): status, source, garage name, service name and customer name. */
export const LEAD_SEARCH = ['status', 'source', 'garageName', 'serviceName', 'customer.name'];

/** Export columns of both lead lists, in the spec's order, English headers. */
export const LEAD_EXPORT_COLUMNS: ExportColumn<LeadListRow>[] = [
  { header: 'Customer', value: (row) => row.customer?.name },
  { header: 'Phone', value: (row) => row.customer?.phone },
  { header: 'Email', value: (row) => row.customer?.email },
  { header: 'Location', value: (row) => row.customer?.location },
  { header: 'Vehicle Brand', value: (row) => row.vehicle?.brand },
  { header: 'Vehicle Model', value: (row) => row.vehicle?.model },
  { header: 'Fuel Type', value: (row) => row.vehicle?.fuelType },
  { header: 'Description', value: (row) => row.description },
  { header: 'Service Name', value: (row) => row.serviceName },
  { header: 'Garage Name', value: (row) => row.garageName },
  { header: 'Garage City', value: (row) => row.garageCity },
  { header: 'Date', value: (row) => formatDate(row.date) },
  { header: 'Source', value: (row) => row.source },
  { header: 'Status', value: (row) => row.status },
  { header: 'Coin Status', value: (row) => (isCoinClicked(row) ? 'Clicked' : 'Not Clicked') },
  { header: 'Garage Coins', value: (row) => row.garageCoins },
];

export const leadManagement = defineResource<LeadListRow>({
  name: 'leadManagement',
  key: 'leadManagement',
  portal: 'vrgarage',
  menu: { group: 'leadManagement', icon: PersonAddIcon, order: 100 },
  list: lazyScreen(() => import('./LeadManagementList')),
  idField: 'id',
  pageSize: 10,
  fetchAll: async ({ signal }) => {
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
  search: LEAD_SEARCH,
  dateField: 'date',
  create: async (values) => requireResponseCode(await request(api.leadCreate, toLeadCreate(values)), [201]),
  export: { columns: LEAD_EXPORT_COLUMNS },
});
