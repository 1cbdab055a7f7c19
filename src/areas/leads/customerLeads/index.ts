import SendIcon from '@mui/icons-material/Send';
import { api } from '../../../api/endpoints';
import type { ListedCustomerLead } from '../../../api/customerManagement';
import { defineResource } from '../../../core/defineResource';
import { VEHICLE_TYPES } from '../../../core/choices';
import { cell } from '../../../data/rowRules';
import { FOUR_WHEELER } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';
import { UNSURE_FIT_FILTER } from '../../../data/unsureFit';

export const customerLeads = defineResource<ListedCustomerLead>({
  name: 'leads',
  key: 'customerLeads',
  card: { title: 'customer.name', facts: ['vehicle.brand', 'createdAt', 'source'] },
  portal: 'product',
  menu: { icon: SendIcon, order: 70 },
  waiting: { arrivals: true },
  list: lazyComponent(() => import('./CustomerLeadList')),
  pageSize: 10,
  read: { whole: api.customerList, rows: 'data', place: 'customerLeads' },
  search: ['customer.name'],
  facets: [
    { source: 'vehicleType', field: 'vehicle.vehicleType', label: 'resources.customerLeads.fields.vehicleType', choices: VEHICLE_TYPES },
    { source: 'brand', field: 'vehicle.brand', label: 'resources.customerLeads.fields.brand' },
    { source: 'fuelType', field: 'vehicle.fuelType', label: 'resources.customerLeads.fields.fuelType' },
    { source: 'source', field: 'source', label: 'resources.customerLeads.fields.source' },
  ],
  dateField: 'createdAt',
  extraFilters: [UNSURE_FIT_FILTER],
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

export * from './model';

export * from './model';
