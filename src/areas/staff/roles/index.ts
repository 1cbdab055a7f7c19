import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { Privilege, Role } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { statusTextCell } from '../../../core/choices';
import { cell, whenField } from '../../../data/rowRules';
import { PORTAL_SOURCES } from '../features';
import { lazyComponent } from '../../../lib/lazyComponent';
import { editedText } from '../../../lib/editedText';

/** Every chosen feature is saved with one privilege, Read (001 §4). */
export const READ_PRIVILEGE: Privilege[] = [{ privilegesType: 'Read' }];

const featureIdsOf = (values: Record<string, unknown>): string[] =>
  Array.isArray(values.features) ? (values.features as unknown[]).map(String).filter(Boolean) : [];

/** Form values -> POST /adminRoles {roleName, source, features:[{featureId, privileges}]}. */
export function toRoleCreate(values: Record<string, unknown>) {
  return {
    roleName: String(values.roleName ?? '').trim(),
    source: String(values.source ?? ''),
    features: [...new Set(featureIdsOf(values))].map((featureId) => ({ featureId, privileges: READ_PRIVILEGE })),
  };
}

/**
 * Form values -> PUT /adminRoles: the same plus roleId; the portal never changes on edit (one stored
 * without a portal takes the one chosen, or none). A feature the role already had keeps its stored
 * privileges; one ticked now gets Read.
 */
export function toRoleUpdate(row: Role, values: Record<string, unknown>) {
  const payload = toRoleCreate({ ...values, source: row.source || values.source });
  const features = payload.features.map(({ featureId, privileges }) => {
    // A stored privilege without its type would go back as `{}`: such a feature gets Read, as a new one does.
    const stored = ((row.features ?? []).find((feature) => feature.featureId === featureId)?.privileges ?? []).filter(
      (privilege) => privilege.privilegesType,
    );
    return { featureId, privileges: stored.length > 0 ? stored.map(({ privilegesType }) => ({ privilegesType })) : privileges };
  });
  const { source, ...rest } = payload;
  // A role stored without a portal and saved without choosing one sends none, not ''.
  return { ...rest, roleName: editedText(values.roleName, row.roleName), ...(source ? { source } : {}), features, roleId: row._id };
}

export const toRoleToggle = (row: Role) => ({ roleId: row._id, newStatus: !row.status });

export const roles = defineResource<Role>({
  name: 'roles',
  key: 'roles',
  actsById: true,
  portal: 'vrgarage',
  menu: { group: 'subAdminManagement', icon: AdminPanelSettingsIcon, order: 31 },
  list: lazyComponent(() => import('./RoleList')),
  card: { title: 'roleName', facts: ['source', 'createdAt', 'status'] },
  pageSize: 5,
  perPageOptions: [5, 10, 25],
  read: { whole: api.adminRoleList, rows: 'data' },
  /** POST /singleAdminRole {roleId}: the role with its features, for the edit form. */
  fetchOne: async (id, { signal }) => {
    const answer = await request(api.adminRoleGet, { roleId: id }, { signal });
    // Only the features are promised (001 §7): the edit form takes the rest from the list's row (roleForEdit).
    return { ...answer.data, _id: id, features: answer.data?.features ?? [] } as Role;
  },
  search: ['roleName', '_id', 'roleId'],
  facets: [{ source: 'source', field: 'source', label: 'resources.roles.fields.source', choices: PORTAL_SOURCES }],
  dateField: 'createdAt',
  isActive: whenField('status', true),
  create: async (values) => request(api.adminRoleCreate, toRoleCreate(values)),
  update: async (row, values) => request(api.adminRoleUpdate, toRoleUpdate(row, values)),
  changeStatus: (row) => request(api.adminRoleChangeStatus, toRoleToggle(row)),
  adminOnlyActions: ['clearFilters'],
  export: {
    columns: [
      { header: 'S.No', value: cell({ rowNumber: true }) },
      { header: 'Role Name', value: cell({ at: 'roleName' }) },
      { header: 'Portal', value: cell({ at: 'source' }) },
      // The features the role holds, as its row shows them (grantedFeatures).
      {
        header: 'Features',
        value: cell({
          each: 'features',
          // Unticked by `checked: false`, or by `status: false` where it has no `checked` (001 §3 'checked/status').
          only: {
            not: {
              any: [
                { field: 'checked', equals: false },
                {
                  all: [
                    { field: 'checked', unsent: true },
                    { field: 'status', equals: false },
                  ],
                },
              ],
            },
          },
          item: { first: [{ at: 'featureName' }, { at: 'featureId' }] },
          join: ', ',
        }),
      },
      { header: 'Created', value: cell({ date: { at: 'createdAt' } }) },
      { header: 'Status', value: cell(statusTextCell('Inactive')) },
    ],
  },
});

export * from './model';
