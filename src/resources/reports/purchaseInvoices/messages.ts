export const key = 'purchaseInvoices';

export default {
  name: 'Purchase Invoice',
  menu: 'Purchase Invoice',
  empty: 'No Sale Invoice List found.',
  fields: { vendorName: 'Vendor Name', uploadedImage: 'Uploaded Image' },
};
