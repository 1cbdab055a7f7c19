import GroupIcon from '@mui/icons-material/Group';
import { api } from '../../../api/endpoints';
import { request, requireResponseCode } from '../../../api/http';
import type { MarketplaceUser } from '../../../api/types';
import { formatDate } from '../../../lib/dates';
import { defineResource, lazyScreen } from '../../../core/defineResource';
import { listFailure } from '../quotes';

/** customerStatus 1 means verified (002 'Users'). */
export const isVerifiedUser = (row: MarketplaceUser) => Number(row.customer?.customerStatus) === 1;

/** Users (002 'Users'): the marketplace's customers, client paging. */
export const users = defineResource<MarketplaceUser>({
  name: 'users',
  key: 'users',
  portal: 'product',
  menu: { icon: GroupIcon, order: 90 },
  list: lazyScreen(() => import('./UserList')),
  pageSize: 10,
  fetchAll: async ({ signal }) => {
    try {
      return requireResponseCode(await request(api.userList, undefined, { signal }), [200]).data ?? [];
    } catch (error) {
      throw listFailure(error, 'resources.users.errors.generic');
    }
  },
  search: ['customer.customerName', 'customer.phoneNumber', 'customer.email', 'customer.state', 'customer.city', 'customer.gender'],
  dateField: 'customer.date',
  export: {
    fileName: 'users_data.xlsx',
    failedKey: 'resources.users.errors.export',
    columns: [
      { header: 'S.No', value: (_, index) => index + 1 },
      { header: 'Date', value: (row) => formatDate(row.customer?.date) },
      { header: 'Name', value: (row) => row.customer?.customerName },
      { header: 'Phone Number', value: (row) => row.customer?.phoneNumber },
      { header: 'Email', value: (row) => row.customer?.email },
      { header: 'State', value: (row) => row.customer?.state },
      { header: 'City', value: (row) => row.customer?.city },
      { header: 'Gender', value: (row) => row.customer?.gender },
      { header: 'Date of Birth', value: (row) => formatDate(row.customer?.dateOfBirth) },
      { header: 'Verification', value: (row) => (isVerifiedUser(row) ? 'Verified' : 'Not Verified') },
    ],
  },
});
