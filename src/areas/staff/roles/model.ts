import type { Role } from '../../../api/types';

/** The role the edit form opens: POST /singleAdminRole's answer, with the list row's values where the answer has none. */
export function roleForEdit(row: Role, fetched: Partial<Role>): Role {
  const merged: Record<string, unknown> = { ...row };
  for (const [field, value] of Object.entries(fetched)) if (value !== undefined && value !== null && value !== '') merged[field] = value;
  return { ...(merged as Role), _id: row._id, features: fetched.features ?? row.features ?? [] };
}

/**
 * The features a role holds: its answer may list a portal's features with `checked: false` on those it
 * lacks; the flag is `checked` or `status` (001 §3).
 */
export const grantedFeatures = (role: Role) => (role.features ?? []).filter((feature) => (feature.checked ?? feature.status) !== false);

export const roleFormValues = (role: Role) => ({
  roleName: role.roleName ?? '',
  source: role.source ?? '',
  features: grantedFeatures(role).map((feature) => feature.featureId),
});
