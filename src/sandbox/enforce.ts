import { SUBADMIN_ROLE, decideAccess, type GrantedFeature } from '../auth/permissions';
import type { Principal, SandboxStore } from './store';

/**
 * The sandbox enforces roles as the real server must: a sub-admin's token is refused (403) on calls
 * that only screens its role lacks use. Calls any signed-in user needs (profile, dashboard, uploads,
 * look-ups such as states, cities and categories) are open.
 */
const CALL_SCREENS: Readonly<Record<string, readonly string[]>> = {
  'GET /getAllUsers': ['admin/GarageManagement', 'admin/ApproveGarage'],
  'PUT /updateCoins': ['admin/GarageManagement'],
  'PUT /adminConformation': ['admin/ApproveGarage'],
  'POST /garage_Registation': ['admin/GarageManagement'],
  'GET /promoCodeList': ['admin/Promocodes'],
  'POST /addPromoCode': ['admin/Promocodes'],
  'PUT /updatePromoCode': ['admin/Promocodes'],
  'PUT /editpromoCode': ['admin/Promocodes'],
  'POST /adminFeatures': ['admin/features'],
  'PUT /adminFeatures': ['admin/features'],
  'POST /subscription/generatePaymentLink': ['admin/Subscription', 'admin/GarageManagement'],
  'POST /adminSaleInvoiceList': ['admin/SaleInvoice'],
  'POST /adminPurchaseInvoiceList': ['admin/Purchase'],
  'POST /listOfAllJobcards': ['admin/JobCard'],
  'POST /listOfvendors': ['admin/Vendors'],
  'POST /addPushNotification': ['admin/Pushnotifications'],
};

/** The role's live features, as the profile call gives them. */
export function grantedFeatures(store: SandboxStore, email: string): SandboxStore['db']['features'] | undefined {
  const subAdmin = store.db.subAdmins.find((candidate) => candidate.email.toLowerCase() === email);
  const role = store.db.roles.find((candidate) => candidate._id === subAdmin?.roleId);
  if (!subAdmin || !subAdmin.status || !role || !role.status) return undefined;
  const grantedIds = new Set((role.features ?? []).map((feature) => feature.featureId));
  return store.db.features.filter((feature) => grantedIds.has(feature._id) && feature.status !== false);
}

/** Whether `principal` may make `call` ('METHOD /path' as the catalogue writes it). */
export function mayCall(call: string, principal: Principal, store: SandboxStore): boolean {
  if (principal.kind === 'admin') return true;
  const screens = CALL_SCREENS[call];
  if (!screens) return true;
  const features = (grantedFeatures(store, principal.email) ?? []) as GrantedFeature[];
  return screens.some((screen) => decideAccess({ role: SUBADMIN_ROLE, features, resource: screen, portal: 'vrgarage', action: 'list' }).allowed);
}
