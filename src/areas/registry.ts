import type { ConsoleDataProvider, DropStaleRows } from '../data/dataProvider';
import { catalogueCalls } from './catalogue/calls';
import { garageCalls } from './garages/calls';
import { marketplaceCalls } from './garages/online/calls';
import { leadCalls } from './leads/calls';
import { seoMethods } from './seo/calls';
import { subscriptionCalls } from './subscriptions/calls';
import { bookings } from './marketplace/bookings';
import { category } from './catalogue/category';
import { cities } from './locations/cities';
import { customerManagement, myCustomers } from './marketplace/customers';
import { customerLeads } from './leads/customerLeads';
import { features } from './staff/features';
import { approveGarage, garageManagement } from './garages';
import { leadManagement } from './leads/leadManagement';
import { leadsProceed } from './leads/leadsProceed';
import { notifications } from './reports/notifications';
import { onlineApproveGarage, ourGarage } from './garages/online';
import { promoCodes } from './staff/promoCodes';
import { quotes } from './marketplace/quotes';
import { coinsHistory } from './reports/coinsHistory';
import { inventory } from './reports/inventory';
import { jobCards } from './reports/jobCards';
import { purchaseInvoices } from './reports/purchaseInvoices';
import { pushNotifications } from './reports/pushNotifications';
import { ratings } from './reports/ratings';
import { rewards } from './reports/rewards';
import { saleInvoices } from './reports/saleInvoices';
import { vendors } from './reports/vendors';
import { xlsTracking } from './reports/xlsTracking';
import { roles } from './staff/roles';
import { resourceAt, type Resource } from '../core/defineResource';
import { services } from './catalogue/services';
import { states } from './locations/states';
import { subAdmins } from './staff/subAdmins';
import { subscriptionEnquiries } from './subscriptions/enquiries';
import { subscriptions } from './subscriptions';
import { nearMePages } from './seo/nearMePages';
import { seoPages } from './seo/seoPages';
import { servicePages } from './seo/servicePages';
import { users } from './marketplace/users';

/** Every declared resource by its key (the key of its messages), in menu and route order. */
export const resourcesByKey = {
  // Garage portal
  garageManagement,
  approveGarage,
  category,
  services,
  states,
  cities,
  subAdmins,
  roles,
  features,
  promoCodes,
  notifications,
  saleInvoices,
  purchaseInvoices,
  jobCards,
  vendors,
  inventory,
  rewards,
  ratings,
  pushNotifications,
  xlsTracking,
  coinsHistory,
  subscriptions,
  subscriptionEnquiries,
  leadManagement,
  leadsProceed,
  customerManagement,
  // Marketplace portal
  seoPages,
  nearMePages,
  servicePages,
  onlineApproveGarage,
  ourGarage,
  myCustomers,
  bookings,
  quotes,
  users,
  customerLeads,
};

declare module '../components/RegistryContext' {
  interface RegisteredResources {
    byKey: typeof resourcesByKey;
  }
}

/** Every declared resource: menus, routes, access rules and the dataProvider read this list. */
export const resources: readonly Resource[] = Object.values(resourcesByKey);

/** The resource whose screens live at `pathname` (`/admin/category` or below it). */
export const resourceAtPath = (pathname: string): Resource | undefined => resourceAt(resources, pathname);

/** Every area's non-CRUD calls, added to the data provider. */
export const areaCalls = (dropStaleRows: DropStaleRows) => ({
  ...seoMethods(dropStaleRows),
  ...catalogueCalls,
  ...garageCalls(dropStaleRows),
  ...subscriptionCalls,
  ...marketplaceCalls(dropStaleRows),
  ...leadCalls(dropStaleRows),
});

/** The data provider with every area's calls. */
export type AppDataProvider = ConsoleDataProvider & ReturnType<typeof areaCalls>;
