export const key = 'quotes';

export default {
  name: 'Quotes',
  menu: 'Quotes',
  empty: 'No Quotes found.',
  fields: {
    date: 'Date',
    name: 'Name',
    phoneNumber: 'Phone Number',
    email: 'E-mail',
    note: 'Note',
    source: 'Source',
    garageName: 'Garage Name',
    customerImage: 'Customer Image',
  },
  errors: { generic: 'Something went wrong', export: 'Failed to fetch data' },
};
