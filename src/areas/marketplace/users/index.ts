import GroupIcon from '@mui/icons-material/Group';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { MarketplaceUser } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { listFailure } from '../quotes';
import { cell } from '../../../data/rowRules';
import { USER_STATUS_UNSENT, VERIFIED_USER } from './model';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Users (002 'Users'): the marketplace's customers, client paging. */
export const users = defineResource<MarketplaceUser>({
  name: 'users',
  key: 'users',
  portal: 'product',
  menu: { icon: GroupIcon, order: 90 },
  list: lazyComponent(() => import('./UserList')),
  pageSize: 10,
  read: {
    whole: async ({ signal }) => {
      try {
        return (await request(api.userList, undefined, { signal })).data ?? [];
      } catch (error) {
        throw listFailure(error, 'resources.users.errors.generic');
      }
    },
  },
  search: ['customer.customerName', 'customer.phoneNumber', 'customer.email', 'customer.state', 'customer.city', 'customer.gender'],
  facets: [
    { source: 'state', field: 'customer.state', label: 'resources.users.fields.state' },
    { source: 'city', field: 'customer.city', label: 'resources.users.fields.city' },
    {
      source: 'gender',
      field: 'customer.gender',
      label: 'resources.users.fields.gender',
      choices: ['Male', 'Female', 'Other'].map((id) => ({ id, name: `resources.users.gender.${id}` })),
    },
  ],
  dateField: 'customer.date',
  export: {
    fileName: 'users_data.xlsx',
    failedKey: 'resources.users.errors.export',
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Date', value: cell({ date: { at: 'customer.date' } }) },
      { header: 'Name', value: cell({ at: 'customer.customerName' }) },
      { header: 'Phone Number', value: cell({ at: 'customer.phoneNumber' }) },
      { header: 'Email', value: cell({ at: 'customer.email' }) },
      { header: 'State', value: cell({ at: 'customer.state' }) },
      { header: 'City', value: cell({ at: 'customer.city' }) },
      { header: 'Gender', value: cell({ at: 'customer.gender' }) },
      { header: 'Date of Birth', value: cell({ date: { at: 'customer.dateOfBirth' } }) },
      {
        header: 'Verification',
        value: cell({
          when: USER_STATUS_UNSENT,
          then: { text: '-' },
          else: { when: VERIFIED_USER, then: { text: 'Verified' }, else: { text: 'Not Verified' } },
        }),
      },
    ],
  },
});

export * from './model';
