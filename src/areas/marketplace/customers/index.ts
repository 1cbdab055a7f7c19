import PeopleIcon from '@mui/icons-material/People';
import { api, type CustomerManagementRow } from '../../../api/endpoints';
import { request } from '../../../api/http';
import { formatDate } from '../../../lib/dates';
import { vehicleLabel } from '../../../core/choices';
import { customersOf } from '../../../api/customerManagement';
import { defineResource, type ResourceDefinition, lazyScreen } from '../../../core/defineResource';

const CustomerList = lazyScreen(() => import('./CustomerList'));

/** What the marketplace's My Customer and the garage portal's Customer Management share: one call, one screen. */
const customerScreen: Omit<ResourceDefinition<CustomerManagementRow>, 'name' | 'key' | 'portal' | 'menu'> = {
  list: CustomerList,
  pageSize: 10,
  fetchAll: async ({ signal }) => customersOf((await request(api.customerList, undefined, { signal })).data ?? []),
  search: ['customerName'],
  dateField: 'date',
  export: {
    columns: [
      { header: 'S.No', value: (_, index) => index + 1 },
      { header: 'Date', value: (row) => formatDate(row.date) },
      { header: 'Customer Name', value: (row) => row.customerName },
      { header: 'City', value: (row) => row.city },
      { header: 'VehicleType', value: (row) => vehicleLabel(row.vehicleType) },
      { header: 'VehicleNumber', value: (row) => row.vehicleNumber },
      { header: 'Brand Name', value: (row) => row.brand },
      { header: 'Model Name', value: (row) => row.model },
      { header: 'Variant', value: (row) => row.variant },
      { header: 'Fuel Type', value: (row) => row.fuelType },
      { header: 'Year', value: (row) => row.year },
    ],
  },
};

/** Customer Management of the marketplace portal (002 'Customer Management'). */
export const myCustomers = defineResource<CustomerManagementRow>({
  name: 'mycustomer',
  key: 'myCustomers',
  portal: 'product',
  menu: { icon: PeopleIcon, order: 50 },
  ...customerScreen,
});

/** The same screen under the garage portal's route `customerManagement` (000 §2). */
export const customerManagement = defineResource<CustomerManagementRow>({
  name: 'customerManagement',
  key: 'customerManagement',
  portal: 'vrgarage',
  ...customerScreen,
});
