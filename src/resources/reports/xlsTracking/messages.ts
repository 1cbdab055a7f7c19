export const key = 'xlsTracking';

export default {
  name: 'XLS Tracking',
  menu: 'XLS Tracking',
  empty: 'No account XLSX tracking data found.',
  fields: {
    lastUpdated: 'Last Updated',
    totalXlsDownloads: 'Total XLS Downloads',
    saleInvoice: 'Sale Invoice',
    purchaseInvoice: 'Purchase Invoice',
    expenses: 'Expenses',
  },
};
