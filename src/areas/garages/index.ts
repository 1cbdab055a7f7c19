import { BUSINESS_TYPES } from '../../core/choices';
import GarageIcon from '@mui/icons-material/Garage';
import VerifiedIcon from '@mui/icons-material/Verified';
import { product } from '../../config';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import type { Garage } from '../../api/types';
import { resolveImage } from '../../data/upload';
import { defineResource } from '../../core/defineResource';
import { GARAGE_CHECKS, GARAGE_EXPORT_COLUMNS, GARAGE_FACETS, GARAGE_SEARCH, GARAGE_SORTS, PENDING_GARAGE_CHECKS, isPendingApproval } from './model';
import type { GarageFormValues } from './saves';
import { fieldValue, whenField, whenFieldOrUnsent } from '../../data/rowRules';
import { garageIdForCalls } from '../../core/garageId';
import { lazyComponent } from '../../lib/lazyComponent';

export * from './model';

/** The garage lists can run to tens of megabytes: reuse them for 5 minutes (saves and refresh reload sooner). */
const GARAGE_ROWS_TTL_MS = 5 * 60_000;

/** PUT /manageGarageProfile: the Garage Status modal's call, also sent per row by the bulk Activate and Deactivate. */
export const sendGarageStatus = (payload: { garageId: string; reason: string; status: boolean }) => request(api.garageChangeStatus, payload);

/** PUT /adminConformation: a pending garage's Approve, also sent per row by the bulk Approve. */
export const sendGarageApproval = (garageId: string) => request(api.garageApprove, { UserId: garageId, Conformation: 1 });

const garageName = (row: Garage) => row.garageName ?? '';

/** Garage Management (000 §2): active accounts, newest first, 10 per page. */
export const garageManagement = defineResource<Garage>({
  // The id every garage call sends: garageId, else _id (core/garageId.ts).
  idFallback: 'garageId',
  actsById: true,
  name: 'GarageManagement',
  key: 'garageManagement',
  card: { title: 'garageName', facts: ['garageOwnerName', 'city', 'status'] },
  portal: 'vrgarage',
  menu: { icon: GarageIcon, order: 10 },
  list: lazyComponent(() => import('./GarageManagementList')),
  pageSize: 10,
  rowsTtlMs: GARAGE_ROWS_TTL_MS,
  read: { whole: api.garageList, rows: 'garages', keep: whenFieldOrUnsent('accountStatus', 'active') },
  search: GARAGE_SEARCH,
  sorts: GARAGE_SORTS,
  dateField: 'registationDate',
  isActive: whenField('status', true),
  // Both garage lists read the same garages, as do the marketplace's live garages.
  invalidates: ['approveGarage', 'ourGarage'],
  extraFilters: [
    {
      source: 'businessType',
      label: 'resources.garageManagement.fields.businessType',
      choices: BUSINESS_TYPES,
      value: fieldValue<Garage>('businessType'),
    },
    // Set from the dashboard's chart of states; shown only while set.
    { source: 'state', label: 'resources.garageManagement.fields.state', choices: [], value: fieldValue<Garage>('state') },
  ],
  facets: GARAGE_FACETS,
  checks: GARAGE_CHECKS,
  /** Add Garage: the logo goes to the fixed upload host first; the registration call itself carries no token (000 §6). */
  create: async (values) => {
    const imagePath = await resolveImage(values.imagePath, 'upload');
    // The payloads' code loads with the save, not with the list.
    const { toGarageRegistration } = await import('./saves');
    return request(api.garageRegister, toGarageRegistration(values as GarageFormValues, imagePath));
  },
  /** Edit Garage: a new logo goes to the same fixed upload host (000 §6: 'the garage logo'). */
  update: async (row, values) => {
    const imagePath = await resolveImage(values.imagePath ?? row.imagePath, 'upload');
    const { toGarageProfileUpdate } = await import('./saves');
    return request(api.garageUpdate, toGarageProfileUpdate(row, values as GarageFormValues, imagePath));
  },
  changeStatus: (row) => request(api.garageChangeStatus, { garageId: garageIdForCalls(row), reason: '', status: !row.status }),
  export: { columns: GARAGE_EXPORT_COLUMNS },
  // The marketplace id is unique; a garage without one is found by its mobile number.
  finder: {
    title: garageName,
    detail: (row) => [row.garageOwnerName, row.phoneNumber, row[`${product}Id`], row.email].filter(Boolean).join(' · '),
    filterOf: (row) => ({ q: row[`${product}Id`] || row.phoneNumber || row.garageName }),
  },
  // As the Garage Status modal: one optional reason, sent with every row.
  bulk: {
    rowLabel: garageName,
    actions: {
      activate: {
        label: 'app.status.activate',
        run: (row, { reason }) => sendGarageStatus({ garageId: garageIdForCalls(row), reason, status: true }),
        appliesTo: (row) => row.status !== true,
        askReason: true,
      },
      deactivate: {
        label: 'app.status.deactivate',
        run: (row, { reason }) => sendGarageStatus({ garageId: garageIdForCalls(row), reason, status: false }),
        appliesTo: (row) => row.status === true,
        askReason: true,
      },
    },
  },
});

/** Approve Garage (000 §2): pending garages with regStatus 3. */
export const approveGarage = defineResource<Garage>({
  // The id every garage call sends: garageId, else _id (core/garageId.ts).
  idFallback: 'garageId',
  actsById: true,
  name: 'ApproveGarage',
  key: 'approveGarage',
  card: { title: 'garageName', facts: ['garageOwnerName', 'city', 'phoneNumber'] },
  portal: 'vrgarage',
  menu: { icon: VerifiedIcon, order: 20 },
  waiting: { dashboardField: 'approveGarage' },
  list: lazyComponent(() => import('./ApproveGarageList')),
  pageSize: 10,
  rowsTtlMs: GARAGE_ROWS_TTL_MS,
  read: { whole: api.garageApprovalList, rows: 'garages', keep: isPendingApproval },
  search: GARAGE_SEARCH,
  sorts: GARAGE_SORTS,
  dateField: 'registationDate',
  facets: GARAGE_FACETS,
  checks: PENDING_GARAGE_CHECKS,
  // Approving moves a garage into Garage Management.
  invalidates: ['garageManagement'],
  update: garageManagement.update,
  export: { columns: GARAGE_EXPORT_COLUMNS },
  bulk: {
    rowLabel: garageName,
    actions: { approve: { label: 'resources.approveGarage.approve', run: (row) => sendGarageApproval(garageIdForCalls(row)) } },
  },
});
