import SendIcon from '@mui/icons-material/Send';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { City, CustomerLead, Service, State } from '../../../api/types';
import { customerLeadsOf } from '../../../api/customerManagement';
import { formatDate } from '../../../lib/dates';
import { defineResource, lazyScreen } from '../../../core/defineResource';

export type LeadVehicleType = 1 | 2;

/** `POST /lead/searchGarage`'s payload. */
export interface LeadGarageSearch {
  state: string;
  city: string;
  garageType: LeadVehicleType | '';
  serviceId: string;
}

/** Vehicle Type column: 1 is 4W, anything else 2W (002 'Customer leads and dispatch'). */
export const isFourWheeler = (lead: CustomerLead) => Number(lead.vehicle?.vehicleType) === 1;

/** The Send To Garage filters: picked records, so the payload carries the names garages are stored with. */
export interface GarageSearchFilters {
  state: (State & { id: string }) | null;
  city: (City & { id: string }) | null;
  garageType: LeadVehicleType | '';
  service: Service | null;
}

/** Filters -> POST /lead/searchGarage {state, city, garageType, serviceId}; '' means any. */
export function toGarageSearch(filters: GarageSearchFilters): LeadGarageSearch {
  return {
    state: filters.state?.stateName ?? '',
    city: filters.city?.cityName ?? filters.city?.name ?? '',
    garageType: filters.garageType,
    serviceId: filters.service?._id ?? '',
  };
}

export const customerLeads = defineResource<CustomerLead>({
  name: 'leads',
  key: 'customerLeads',
  portal: 'product',
  menu: { icon: SendIcon, order: 70 },
  list: lazyScreen(() => import('./CustomerLeadList')),
  pageSize: 10,
  fetchAll: async ({ signal }) => customerLeadsOf((await request(api.customerList, undefined, { signal })).data ?? []),
  search: ['customer.name'],
  dateField: 'createdAt',
  // A dispatch turns a customer lead into leads of the garage portal's lists.
  invalidates: ['leadManagement', 'leadsProceed'],
  export: {
    columns: [
      { header: 'S.No', value: (_, index) => index + 1 },
      { header: 'Created Date', value: (row) => formatDate(row.createdAt) },
      { header: 'Name', value: (row) => row.customer?.name },
      { header: 'Email', value: (row) => row.customer?.email },
      { header: 'Mobile Number', value: (row) => row.customer?.phone },
      { header: 'Address', value: (row) => row.address },
      { header: 'Description', value: (row) => row.description },
      { header: 'Vehicle Brand', value: (row) => row.vehicle?.brand },
      { header: 'Vehicle Model', value: (row) => row.vehicle?.model },
      { header: 'Vehicle Type', value: (row) => (isFourWheeler(row) ? '4W' : '2W') },
      { header: 'Fuel Type', value: (row) => row.vehicle?.fuelType },
      { header: 'Source', value: (row) => row.source },
    ],
  },
});
