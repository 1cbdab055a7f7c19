/** English messages of the staff area, by resource key: `resources.<key>.*`. */
const messages = {
  /** Features (001 §2.6, §4, §5, §8). */
  features: {
    name: 'Features',
    menu: 'Features',
    empty: 'No records available.',
    add: 'Add Feature',
    edit: 'Edit Feature',
    expired: 'Expired',
    fields: { featureName: 'Feature Name', endPoint: 'End Point', source: 'Source', icon: 'Icon', expiryDate: 'Expiry Date' },
    // As 001 §3 names the choices: the values, 'dasbhoard' labelled Dashboard.
    icons: { 'auth-screen': 'auth-screen', dasbhoard: 'Dashboard', crypto: 'crypto', 'listing-dbrd': 'listing-dbrd' },
    endPoint_help: 'Spaces not use. Pick one of the console screens or type its path.',
    endPoint_unknown: 'No screen of the console opens at this path for this portal.',
    validation: {
      featureName: 'Please Enter Feature Name',
      endPoint: 'Please Enter End Point',
      endPoint_spaces: 'Spaces not use',
      source: 'Please Select Source',
      icon: 'Please Select Icon',
    },
    notifications: {
      added: 'Feature added successfully',
      add_failed: 'Error adding Feature',
      updated: 'Feature Updated successfully',
      update_failed: 'Error updating Features',
    },
    status: { active: 'Active', inactive: 'InActive', confirm: 'Are you sure %{status} this Feature?', changed: 'Feature is now %{status}' },
  },
  /** Promo codes (001 §2.2, §4, §5, §8). */
  promoCodes: {
    name: 'PromoCode',
    menu: 'PromoCode',
    empty: 'No records available.',
    add: 'Add PromoCode',
    add_title: 'Add Promo Code',
    edit: 'Edit Promo Code',
    fields: {
      promoCode: 'Promo Code',
      promoCodeType: 'Type',
      promoCodeValue: 'Value',
      discount: 'Discount (%)',
      value: 'Value (₹)',
      startDate: 'Start Date',
      expiryDate: 'Expiry Date',
    },
    types: { discount: 'Discount', value: 'Value' },
    validation: {
      promoCode: 'Please Enter Promo Code',
      discount: 'Discount must be between 0% and 100%',
      value: 'Value must be greater than or equal to 0',
      value_max: 'Value must be at most ₹1,00,00,000.',
      startDate: 'Please Select Start Date',
      expiryDate: 'Please Select Expiry Date',
      expiry_before_start: 'The expiry date cannot be before the start date',
    },
    notifications: {
      added: 'Promo code added successfully',
      updated: 'Promo code updated successfully',
      failed: 'Error adding promo code',
    },
    status: {
      active: 'Active',
      inactive: 'Inactive',
      expired: 'Expired',
      confirm: 'Are you sure %{status} this Promocode?',
      confirm_expired: 'Promo code %{code} has expired. Mark it as Expired?',
      changed: 'Promocode is now %{status}',
    },
  },
  /** Roles Management (001 §2.5, §4, §8). */
  roles: {
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
  },
  /** SubAdmin Management (001 §2.4, §4, §5, §8). */
  subAdmins: {
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
  },
};

export default messages;
