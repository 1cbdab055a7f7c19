export const key = 'vendors';

export default {
  name: 'Vendors',
  menu: 'Vendors',
  empty: 'No Sale Invoice List found.',
  fields: { image: 'Image', vendorName: 'Vendor Name', due: 'Due', paid: 'Paid' },
};
