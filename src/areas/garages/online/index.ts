import StorefrontIcon from '@mui/icons-material/Storefront';
import VerifiedIcon from '@mui/icons-material/Verified';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { Garage } from '../../../api/types';
import { resolveImage } from '../../../data/upload';
import { defineResource } from '../../../core/defineResource';
import { product } from '../../../config';
import {
  GARAGE_CHECKS,
  GARAGE_EXPORT_COLUMNS,
  GARAGE_FACETS,
  GARAGE_SEARCH,
  GARAGE_SORTS,
  REQUESTED_GARAGE_CHECKS,
  REQUESTED_GARAGE_FACETS,
} from '../model';
import type { OnlineGarageFormValues } from './saves';
import { cell, fieldValue, whenField } from '../../../data/rowRules';
import { garageIdForCalls } from '../../../core/garageId';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Marketplace garage search (002 §5) also matches the portal's `bussinessType` spelling. */
// 'gstNumber or gstIn', 'businessType (or bussinessType)' (002 §3).

/** Approve Garage of the marketplace portal (002 'Approve Garage'): requested garages. */
export const onlineApproveGarage = defineResource<Garage>({
  // The id every garage call sends: garageId, else _id (core/garageId.ts).
  idFallback: 'garageId',
  actsById: true,
  name: 'approveGarage',
  key: 'onlineApproveGarage',
  card: { title: 'garageName', facts: ['garageOwnerName', 'city', 'phoneNumber'] },
  portal: 'product',
  menu: { icon: VerifiedIcon, order: 20 },
  // GET /adminDashboard answers both portals' counts (002 §7: ourgarages, {product}Approve).
  waiting: { dashboardField: `${product}Approve` },
  list: lazyComponent(() => import('./ApproveGarageList')),
  pageSize: 10,
  read: { whole: api.onlineGarageRequestList, rows: 'data.data' },
  search: GARAGE_SEARCH,
  sorts: GARAGE_SORTS,
  dateField: 'registationDate',
  facets: REQUESTED_GARAGE_FACETS,
  checks: REQUESTED_GARAGE_CHECKS,
  // Approving moves a garage into Our Garage.
  invalidates: ['ourGarage'],
  export: {
    columns: [
      ...GARAGE_EXPORT_COLUMNS.filter((column) => column.header !== 'Status' && column.header !== 'Categories'),
      {
        header: 'Specializations',
        value: cell({
          each: 'specializations',
          item: { first: [{ at: 'name' }, { at: 'categoryName' }, { text: '' }] },
          join: ', ',
          skipEmpty: true,
        }),
      },
      { header: 'Status', value: cell({ text: 'Pending' }) },
    ],
  },
  bulk: {
    rowLabel: (row) => row.garageName ?? '',
    actions: {
      approve: { label: 'resources.approveGarage.approve', run: (row) => sendOnlineGarageApproval(garageIdForCalls(row)) },
    },
  },
});

/** POST /approveGarageRequest: a requested garage's Approve, also sent per row by the bulk Approve. */
export function sendOnlineGarageApproval(garageId: string) {
  return request(api.onlineGarageApprove, { garageId });
}

/** Our Garage (002 'Our Garage'): live garages with edit, SEO edit, status, analytics and the image manager. */
export const ourGarage = defineResource<Garage>({
  // The id every garage call sends: garageId, else _id (core/garageId.ts).
  idFallback: 'garageId',
  actsById: true,
  name: 'ourGarage',
  key: 'ourGarage',
  card: { title: 'garageName', facts: ['garageOwnerName', 'city', 'status'] },
  portal: 'product',
  menu: { icon: StorefrontIcon, order: 30 },
  list: lazyComponent(() => import('./OurGarageList')),
  pageSize: 10,
  read: { whole: api.onlineGarageList, rows: 'data.data' },
  search: GARAGE_SEARCH,
  sorts: GARAGE_SORTS,
  dateField: 'registationDate',
  isActive: whenField('status', true),
  // Both marketplace garage lists read the same garages, as does the garage portal's list.
  invalidates: ['onlineApproveGarage', 'garageManagement'],
  // Set from the dashboard's chart of cities; shown only while set.
  extraFilters: [{ source: 'city', label: 'resources.garageManagement.fields.city', choices: [], value: fieldValue<Garage>('city') }],
  facets: GARAGE_FACETS,
  checks: GARAGE_CHECKS,
  update: async (row, values) => {
    const imagePath = await resolveImage(values.imagePath ?? row.imagePath, 'upload');
    // The payload's code loads with the save, not with the list.
    const { toOnlineGarageUpdate } = await import('./saves');
    return request(api.garageUpdate, toOnlineGarageUpdate(row, values as OnlineGarageFormValues, imagePath));
  },
  changeStatus: (row) => request(api.onlineGarageChangeStatus, { garageId: garageIdForCalls(row), status: !row.status }),
  export: { columns: GARAGE_EXPORT_COLUMNS },
  bulk: { status: true, rowLabel: (row) => row.garageName ?? '' },
});

export * from './model';
