export const key = 'roles';

/** Roles Management (001 §2.5, §4, §8). */
export default {
  name: 'Roles',
  menu: 'Roles',
  empty: 'No Roles available.',
  add: 'Add Roles',
  edit: 'Edit Role',
  fields: { roleName: 'Role Name', source: 'Portal', features: 'Features' },
  portal_locked: 'The portal is fixed once chosen.',
  no_features: 'No features available',
  validation: { roleName: 'Please Enter Role Name', source: 'Please Select Portal' },
  notifications: {
    added: 'Roles Added Successfully',
    updated: 'Roles Updated Successfully',
    fetch_failed: 'Error fetching data from the API',
  },
  status: { active: 'Active', inactive: 'InActive', confirm: 'Are you sure %{status} this Roles?', changed: 'Role is now %{status}' },
};
