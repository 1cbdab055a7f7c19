import SendIcon from '@mui/icons-material/Send';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { City, CustomerLead, Service, State } from '../../../api/types';
import { customerLeadsOf } from '../../../api/customerManagement';
import { defineResource, lazyScreen } from '../../../core/defineResource';
import { cell, whenRule, type RowRule } from '../../../data/rowRules';

export type LeadVehicleType = 1 | 2;

/** `POST /lead/searchGarage`'s payload. */
export interface LeadGarageSearch {
  state: string;
  city: string;
  garageType: LeadVehicleType | '';
  serviceId: string;
}

/** Vehicle Type column: 1 is 4W, anything else 2W (002 'Customer leads and dispatch'). */
const FOUR_WHEELER: RowRule = { field: 'vehicle.vehicleType', equals: 1, asNumber: true };
export const isFourWheeler = whenRule<CustomerLead>(FOUR_WHEELER);

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
  read: { whole: async ({ signal }) => customerLeadsOf((await request(api.customerList, undefined, { signal })).data ?? []) },
  search: ['customer.name'],
  dateField: 'createdAt',
  // A dispatch turns a customer lead into leads of the garage portal's lists.
  invalidates: ['leadManagement', 'leadsProceed'],
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Created Date', value: cell({ date: { at: 'createdAt' } }) },
      { header: 'Name', value: cell({ at: 'customer.name' }) },
      { header: 'Email', value: cell({ at: 'customer.email' }) },
      { header: 'Mobile Number', value: cell({ at: 'customer.phone' }) },
      { header: 'Address', value: cell({ at: 'address' }) },
      { header: 'Description', value: cell({ at: 'description' }) },
      { header: 'Vehicle Brand', value: cell({ at: 'vehicle.brand' }) },
      { header: 'Vehicle Model', value: cell({ at: 'vehicle.model' }) },
      { header: 'Vehicle Type', value: cell({ when: FOUR_WHEELER, then: { text: '4W' }, else: { text: '2W' } }) },
      { header: 'Fuel Type', value: cell({ at: 'vehicle.fuelType' }) },
      { header: 'Source', value: cell({ at: 'source' }) },
    ],
  },
});
