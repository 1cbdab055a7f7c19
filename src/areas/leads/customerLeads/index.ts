import SendIcon from '@mui/icons-material/Send';
import { api } from '../../../api/endpoints';
import type { ListedCustomerLead } from '../../../api/customerManagement';
import { defineResource } from '../../../core/defineResource';
import { cell } from '../../../data/rowRules';
import { VEHICLE_CLASS } from './model';
import { LEAD_SOURCE_CHOICES } from '../leadManagement/model';
import { FUEL_CHOICES } from '../../../core/choices';
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
    // As the column reads it: 1 is 4W, anything else 2W (002 'Customer leads and dispatch').
    {
      source: 'vehicleType',
      field: 'vehicle.vehicleType',
      shown: VEHICLE_CLASS,
      label: 'resources.customerLeads.fields.vehicleType',
      choices: [
        { id: '4W', name: 'resources.leadManagement.vehicle.four_wheeler' },
        { id: '2W', name: 'resources.leadManagement.vehicle.two_wheeler' },
      ],
    },
    { source: 'brand', field: 'vehicle.brand', label: 'resources.customerLeads.fields.brand' },
    { source: 'fuelType', field: 'vehicle.fuelType', label: 'resources.customerLeads.fields.fuelType', choices: FUEL_CHOICES },
    { source: 'source', field: 'source', label: 'resources.customerLeads.fields.source', choices: LEAD_SOURCE_CHOICES },
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
      { header: 'Vehicle Type', value: cell(VEHICLE_CLASS) },
      { header: 'Fuel Type', value: cell({ at: 'vehicle.fuelType' }) },
      { header: 'Source', value: cell({ at: 'source' }) },
    ],
  },
});

export * from './model';

export * from './model';
