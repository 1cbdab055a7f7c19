import { SUBADMIN_ROLE, decideAccess, type GrantedFeature } from '../auth/permissions';
import type { CallKey } from '../api/contract';
import { product } from '../config';
import type { Principal, SandboxStore } from './store';

/**
 * The sandbox enforces roles as the real server must: a sub-admin's token is refused (403) on a call
 * when every screen that makes it is missing from the role, before any record is looked up. The
 * table is the sandbox's own, per screen (route), reads included; a test holds it against the
 * console's registry. Calls any signed-in user needs (profile, dashboard counts, uploads, look-ups
 * such as states, cities, categories and services) are in no screen's list and stay open, as are the
 * calls of SubAdmin list and Roles, which the access rule gives every sub-admin (SUBADMIN_EXTRA_ROUTES;
 * Roles reads GET /adminFeatures).
 */
export const SCREEN_CALLS: Readonly<Record<string, readonly CallKey[]>> = {
  'admin/GarageManagement': [
    'GET /getAllUsers',
    'PUT /updateCoins',
    'POST /garage_Registation',
    'PUT /editGarageProfile',
    'PUT /manageGarageProfile',
    'POST /subscription/generatePaymentLink',
  ],
  // The same view columns as Garage Management (000 §2), with their coins and payment link.
  'admin/ApproveGarage': [
    'GET /getAllUsers',
    'GET /getAllApproveUsers',
    'PUT /adminConformation',
    'PUT /updateCoins',
    'PUT /editGarageProfile',
    'PUT /manageGarageProfile',
    'POST /subscription/generatePaymentLink',
  ],
  'admin/Promocodes': ['GET /promoCodeList', 'POST /addPromoCode', 'PUT /updatePromoCode', 'PUT /editpromoCode'],
  'admin/features': ['POST /adminFeatures', 'PUT /adminFeatures', 'PUT /adminFeatures/changeStatus'],
  'admin/category': ['POST /addCategoryAdmin', 'PUT /EditCategoryAdmin', 'POST /ChangeCategoryAdminStatus'],
  'admin/services': ['POST /addServiceNameAdmin', 'PUT /EditServiceNameAdmin', 'POST /ChangeServiceAdminStatus'],
  'admin/cities': ['POST /addCity', 'PUT /updateCity', 'PUT /statusCity'],
  'admin/Subscription': ['POST /listofSubscriptionData', 'POST /subscription/generatePaymentLink'],
  'admin/SubscriptionEnquiry': ['GET /admin/getAllEnquires'],
  'admin/SaleInvoice': ['POST /adminSaleInvoiceList'],
  'admin/Purchase': ['POST /adminPurchaseInvoiceList'],
  'admin/JobCard': ['POST /listOfAllJobcards'],
  'admin/Vendors': ['POST /listOfvendors'],
  'admin/Inventory': ['POST /getListOfInventory'],
  'admin/Pushnotifications': ['POST /listOfPushNotifications', 'POST /addPushNotification'],
  'admin/sales': ['GET /sales'],
  'admin/xlsTracking': ['POST /xlsTracking'],
  'admin/Rewards': ['POST /listOfRewardPoints'],
  'admin/Ratings': ['POST /ratingsAndReviewsForGarages', 'DELETE /deleteRaating'],
  'admin/leadManagement': ['POST /lead/getLeadDataList', 'POST /lead/createLeadData'],
  'admin/leads': ['POST /lead/listOfAdminLeads'],
  'admin/customerManagement': ['GET /customerManagement'],
  [`admin/${product}/mycustomer`]: ['GET /customerManagement'],
  [`admin/${product}/leads`]: ['GET /customerManagement'],
  [`admin/${product}/ourGarage`]: ['GET /onlineGarages', 'POST /garageStatusChanging', 'PUT /editGarageProfile'],
  [`admin/${product}/approveGarage`]: ['GET /onlineRequestedGarages', 'POST /approveGarageRequest', 'PUT /editGarageProfile'],
  [`admin/${product}/booking`]: ['GET /bookingManagement'],
  [`admin/${product}/quotes`]: ['POST /{product}/getQuotes'],
  [`admin/${product}/users`]: ['GET /{product}/{product}Customers'],
  [`admin/${product}/page`]: ['POST /getSEOdata', 'POST /bulkSEOUpload', 'DELETE /deletePage'],
  [`admin/${product}/nearme`]: ['POST /getSEOdata', 'POST /bulkSEOUploadNearMe', 'DELETE /deletePage'],
  [`admin/${product}/servicePage`]: ['POST /getSEOdata', 'POST /bulkSEOUploadNearMe', 'DELETE /deletePage'],
};

/** Call -> the screens that make it. */
const CALL_SCREENS = new Map<CallKey, string[]>();
for (const [screen, calls] of Object.entries(SCREEN_CALLS))
  for (const call of calls) CALL_SCREENS.set(call, [...(CALL_SCREENS.get(call) ?? []), screen]);

/** The role's live features, as the profile call gives them. */
export function grantedFeatures(store: SandboxStore, email: string): SandboxStore['db']['features'] | undefined {
  const subAdmin = store.db.subAdmins.find((candidate) => candidate.email.toLowerCase() === email);
  const role = store.db.roles.find((candidate) => candidate._id === subAdmin?.roleId);
  if (!subAdmin || !subAdmin.status || !role || !role.status) return undefined;
  const grantedIds = new Set((role.features ?? []).map((feature) => feature.featureId));
  return store.db.features.filter((feature) => grantedIds.has(feature._id) && feature.status !== false);
}

/** Whether `principal` may make `call` ('METHOD /path' as the catalogue writes it). */
export function mayCall(call: CallKey, principal: Principal, store: SandboxStore): boolean {
  if (principal.kind === 'admin') return true;
  const screens = CALL_SCREENS.get(call);
  if (!screens) return true;
  const features = (grantedFeatures(store, principal.email) ?? []) as GrantedFeature[];
  return screens.some(
    (screen) =>
      decideAccess({
        role: SUBADMIN_ROLE,
        features,
        resource: screen,
        portal: screen.startsWith(`admin/${product}/`) ? product : 'vrgarage',
        action: 'list',
      }).allowed,
  );
}
