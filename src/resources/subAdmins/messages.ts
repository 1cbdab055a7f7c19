export const key = 'subAdmins';

/** SubAdmin Management (001 §2.4, §4, §5, §8). */
export default {
  name: 'SubAdmin list',
  menu: 'SubAdmin list',
  empty: 'No records available.',
  add: 'Add SubAdmin',
  edit: 'Edit SubAdmin',
  fields: { userId: 'SubAdmin ID', name: 'Name', email: 'Email', role: 'Role', createdAt: 'Created Date' },
  validation: {
    name: 'Please input your Subadmin name!',
    email: 'Please input your Email!',
    email_invalid: 'The email is not valid!',
    roleId: 'Please Select Role',
  },
  notifications: {
    created: 'Subadmin Created successfully',
    updated: 'Subadmin Updated successfully',
    exists: 'Subadmin with this details already created',
  },
  status: { active: 'Active', inactive: 'InActive', confirm: 'Are you sure %{status} this SubAdmin?', changed: 'Status Change Success' },
};
