export const key = 'jobCards';

export default { name: 'JobCard', menu: 'JobCard', empty: 'No Sale Invoice List found.', fields: { invoiceNumber: 'Invoice Number' } };
