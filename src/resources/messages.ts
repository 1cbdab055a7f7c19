import type { LocaleCode } from '../../i18n/locales';
import approveGarageMessages from './garages/approveMessages';
import garageManagementMessages from './garages/messages';
import featuresMessages from './features/messages';
import customerLeadsMessages from './customerLeads/messages';
import leadManagementMessages from './leadManagement/messages';
import leadsProceedMessages from './leadsProceed/messages';
import notificationsMessages from './notifications/messages';
import onlineApproveGarageMessages from './onlineGarages/approveMessages';
import ourGarageMessages from './onlineGarages/messages';
import promoCodesMessages from './promoCodes/messages';
import rolesMessages from './roles/messages';
import subAdminsMessages from './subAdmins/messages';
import subscriptionEnquiriesMessages from './subscriptionEnquiries/messages';
import subscriptionsMessages from './subscriptions/messages';
import bookingsMessages from './bookings/messages';
import myCustomersMessages from './customers/messages';
import nearMePagesMessages from './nearMePages/messages';
import seoPagesMessages from './seoPages/messages';
import quotesMessages from './quotes/messages';
import { reportMessages } from './reports/allMessages';
import servicePagesMessages from './servicePages/messages';
import usersMessages from './users/messages';

/** A resource's own messages (`resources.<key>.*`) in the six languages; English fixes the key tree. */
export type ResourceMessages<T extends object = object> = Record<LocaleCode, T>;

export function defineResourceMessages<T extends object>(en: T, others: Record<Exclude<LocaleCode, 'en'>, NoInfer<T>>): ResourceMessages<T> {
  return { en, ...others };
}

/**
 * Messages that live beside their resource (src/resources/<folder>/messages.ts), keyed by the
 * resource's translation key. Adding a resource with its own messages means one line here.
 */
const byResource: Record<string, ResourceMessages> = {
  garageManagement: garageManagementMessages,
  approveGarage: approveGarageMessages,
  subAdmins: subAdminsMessages,
  roles: rolesMessages,
  features: featuresMessages,
  promoCodes: promoCodesMessages,
  notifications: notificationsMessages,
  seoPages: seoPagesMessages,
  nearMePages: nearMePagesMessages,
  servicePages: servicePagesMessages,
  onlineApproveGarage: onlineApproveGarageMessages,
  ourGarage: ourGarageMessages,
  myCustomers: myCustomersMessages,
  bookings: bookingsMessages,
  quotes: quotesMessages,
  users: usersMessages,
  leadManagement: leadManagementMessages,
  leadsProceed: leadsProceedMessages,
  customerLeads: customerLeadsMessages,
  subscriptions: subscriptionsMessages,
  subscriptionEnquiries: subscriptionEnquiriesMessages,
  ...reportMessages,
};

/** `{ resources: { <key>: ... } }` for one language, merged over the app messages. */
export function resourceMessagesFor(locale: LocaleCode): { resources: Record<string, object> } {
  return { resources: Object.fromEntries(Object.entries(byResource).map(([key, messages]) => [key, messages[locale]])) };
}
