export const key = 'saleInvoices';

export default { name: 'Sale Invoice', menu: 'Sale Invoice', empty: 'No Sale Invoice List found.' };
