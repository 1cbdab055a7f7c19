import { bookings } from './bookings';
import { category } from './category';
import { cities } from './cities';
import { customerManagement, myCustomers } from './customers';
import { customerLeads } from './customerLeads';
import { features } from './features';
import { approveGarage, garageManagement } from './garages';
import { leadManagement } from './leadManagement';
import { leadsProceed } from './leadsProceed';
import { notifications } from './notifications';
import { onlineApproveGarage, ourGarage } from './onlineGarages';
import { promoCodes } from './promoCodes';
import { quotes } from './quotes';
import { reportResources } from './reports';
import { roles } from './roles';
import type { Resource } from './defineResource';
import { services } from './services';
import { states } from './states';
import { subAdmins } from './subAdmins';
import { subscriptionEnquiries } from './subscriptionEnquiries';
import { subscriptions } from './subscriptions';
import { nearMePages } from './nearMePages';
import { seoPages } from './seoPages';
import { servicePages } from './servicePages';
import { users } from './users';

/** Every declared resource: menus, routes, access rules and the dataProvider read this list. */
export const resources: readonly Resource[] = [
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
  ...reportResources,
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
];

/** Translation key -> react-admin resource name (the route), for the i18n provider. */
export const routeOfKey: Record<string, string> = Object.fromEntries(resources.map((resource) => [resource.key, resource.route]));

/** The resource whose screens live at `pathname` (`/admin/category` or below it). */
export function resourceAtPath(pathname: string): Resource | undefined {
  const path = `${pathname.split('/').filter(Boolean).join('/')}/`;
  return resources.find((candidate) => path.startsWith(`${candidate.route}/`));
}
