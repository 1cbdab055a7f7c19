import ContactMailIcon from '@mui/icons-material/ContactMail';
import { api } from '../../../api/endpoints';
import type { SubscriptionEnquiry } from '../../../api/types';
import { defineResource } from '../../../core/defineResource';
import { lazyComponent } from '../../../lib/lazyComponent';

/** Subscription enquiries from garages (002 'Subscription Enquiry'): 8 per page, newest first. */
export const subscriptionEnquiries = defineResource<SubscriptionEnquiry>({
  name: 'SubscriptionEnquiry',
  key: 'subscriptionEnquiries',
  portal: 'vrgarage',
  menu: { group: 'analytics', icon: ContactMailIcon, order: 66 },
  waiting: { arrivals: true },
  list: lazyComponent(() => import('./EnquiryList')),
  pageSize: 8,
  // GET /admin/getAllEnquires answers 201 on success (declared in the catalogue).
  read: { whole: api.subscriptionEnquiryList, rows: 'data' },
  search: ['name', 'garage.name', 'email', 'query'],
  facets: [
    { source: 'plan', field: 'plan', label: 'resources.subscriptionEnquiries.fields.plan' },
    { source: 'state', field: 'state', label: 'resources.subscriptionEnquiries.fields.state' },
    { source: 'city', field: 'city', label: 'resources.subscriptionEnquiries.fields.city' },
  ],
  dateField: 'createdAt',
});
