import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { SubAdmin } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { whenField } from '../../../data/rowRules';
import { lazyComponent } from '../../../lib/lazyComponent';
import { editedText } from '../../../lib/editedText';

/** Form values -> POST /subAdmin {name, email, roleId}: 201 is success, anything else a warning. */
export function toSubAdminCreate(values: Record<string, unknown>) {
  return { name: String(values.name ?? '').trim(), email: String(values.email ?? '').trim(), roleId: String(values.roleId ?? '') };
}

/** The id the sub-admin calls send: `id` (001 §5), else Mongo's `_id`; a row with neither has its actions off. */
const subAdminIdOf = (row: SubAdmin) => row.id ?? row._id ?? '';

/** Form values -> PUT /subAdmin: the e-mail is read-only and resent as it is. */
export function toSubAdminUpdate(row: SubAdmin, values: Record<string, unknown>) {
  return {
    subAdminId: subAdminIdOf(row),
    name: editedText(values.name, row.name),
    email: row.email,
    roleId: String(values.roleId ?? row.roleId),
  };
}

export const toSubAdminToggle = (row: SubAdmin) => ({ subAdminId: subAdminIdOf(row), newStatus: !row.status });

export const subAdmins = defineResource<SubAdmin>({
  name: 'subAdminManagement',
  key: 'subAdmins',
  actsById: true,
  portal: 'vrgarage',
  menu: { group: 'subAdminManagement', icon: SupervisorAccountIcon, order: 30 },
  list: lazyComponent(() => import('./SubAdminList')),
  idField: 'id',
  idFallback: '_id',
  pageSize: 5,
  perPageOptions: [5, 10, 25],
  read: { whole: api.subAdminList, rows: 'subadmins' },
  search: ['name', 'email', 'userId', 'id', 'role'],
  facets: [{ source: 'role', field: 'role', label: 'resources.subAdmins.fields.role' }],
  dateField: 'createdAt',
  // The Created Date column shows registationDate where createdAt is missing (001 §3).
  dateFallback: 'registationDate',
  isActive: whenField('status', true),
  create: async (values) => request(api.subAdminCreate, toSubAdminCreate(values)),
  update: async (row, values) => request(api.subAdminUpdate, toSubAdminUpdate(row, values)),
  changeStatus: (row) => request(api.subAdminChangeStatus, toSubAdminToggle(row)),
});

export * from './model';
