export const key = 'subscriptionEnquiries';

/** Subscription Enquiry screen and its 'Garage Request Details' modal (002). */
export default {
  name: 'Subscription Enquiry',
  menu: 'Subscription Enquiry',
  empty: 'No garage requests found.',
  fields: {
    createdAt: 'Date',
    name: 'Owner Name',
    garage: 'Garage Name',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    state: 'State',
    city: 'City',
    plan: 'Plan',
    feature: 'Features',
    query: 'Query',
    status: 'Status',
  },
  details: { title: 'Garage Request Details', open: 'Request details of %{name}' },
};
