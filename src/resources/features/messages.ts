export const key = 'features';

/** Features (001 §2.6, §4, §5, §8). */
export default {
  name: 'Features',
  menu: 'Features',
  empty: 'No records available.',
  add: 'Add Feature',
  edit: 'Edit Feature',
  expired: 'Expired',
  fields: { featureName: 'Feature Name', endPoint: 'End Point', source: 'Source', icon: 'Icon', expiryDate: 'Expiry Date' },
  icons: { 'auth-screen': 'Auth screen', dasbhoard: 'Dashboard', crypto: 'Crypto', 'listing-dbrd': 'Listing' },
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
};
