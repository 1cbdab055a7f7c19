import PeopleIcon from '@mui/icons-material/People';
import { api, type CustomerManagementRow } from '../../../api/endpoints';
import { FUEL_CHOICES, VEHICLE_TYPES, vehicleLabelCell } from '../../../core/choices';
import type { Placed } from '../../../api/customerManagement';
import { defineResource, type ResourceDefinition } from '../../../core/defineResource';
import { cell } from '../../../data/rowRules';
import { lazyComponent } from '../../../lib/lazyComponent';
import { UNSURE_FIT_FILTER } from '../../../data/unsureFit';

const CustomerList = lazyComponent(() => import('./CustomerList'));

/** What the marketplace's My Customer and the garage portal's Customer Management share: one call, one screen. */
const customerScreen: Omit<ResourceDefinition<Placed<CustomerManagementRow>>, 'name' | 'key' | 'portal' | 'menu'> = {
  list: CustomerList,
  pageSize: 10,
  read: { whole: api.customerList, rows: 'data', place: 'customers' },
  search: ['customerName'],
  facets: [
    { source: 'city', field: 'city', label: 'resources.myCustomers.fields.city' },
    { source: 'vehicleType', field: 'vehicleType', label: 'resources.myCustomers.fields.vehicleType', choices: VEHICLE_TYPES },
    { source: 'brand', field: 'brand', label: 'resources.myCustomers.fields.brand' },
    { source: 'fuelType', field: 'fuelType', label: 'resources.myCustomers.fields.fuelType', choices: FUEL_CHOICES },
  ],
  dateField: 'date',
  // The name's cell opens the customer's details (a control), so the card names them in text.
  card: { title: 'customerName', titleAsText: true, facts: ['city', 'vehicleType', 'date'] },
  extraFilters: [UNSURE_FIT_FILTER],
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Date', value: cell({ date: { at: 'date' } }) },
      { header: 'Customer Name', value: cell({ at: 'customerName' }) },
      { header: 'City', value: cell({ at: 'city' }) },
      { header: 'VehicleType', value: cell(vehicleLabelCell('vehicleType')) },
      { header: 'VehicleNumber', value: cell({ at: 'vehicleNumber' }) },
      { header: 'Brand Name', value: cell({ at: 'brand' }) },
      { header: 'Model Name', value: cell({ at: 'model' }) },
      { header: 'Variant', value: cell({ at: 'variant' }) },
      { header: 'Fuel Type', value: cell({ at: 'fuelType' }) },
      { header: 'Year', value: cell({ at: 'year' }) },
    ],
  },
};

/** Customer Management of the marketplace portal (002 'Customer Management'). */
export const myCustomers = defineResource<Placed<CustomerManagementRow>>({
  name: 'mycustomer',
  key: 'myCustomers',
  portal: 'product',
  menu: { icon: PeopleIcon, order: 50 },
  ...customerScreen,
});

/** The same screen under the garage portal's route `customerManagement` (000 §2). */
export const customerManagement = defineResource<Placed<CustomerManagementRow>>({
  name: 'customerManagement',
  key: 'customerManagement',
  portal: 'vrgarage',
  ...customerScreen,
});
