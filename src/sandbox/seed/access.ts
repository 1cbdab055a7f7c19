/**
 * Access data of the sandbox: the demo admin, features (one per console screen), roles and sub-admins.
 * Fixed records: only their dates follow `now`, so logins and ids are the same for every seed.
 */
import type { Feature, FeatureIcon, Role, SocialMediaOption, SubAdmin } from '../records';
import { DAY_MS, iso, oid } from './random';

/** The account the console's demo login uses (POST /adminSignIn). */
export const DEMO_ADMIN = { email: 'admin@garagehub.in', passWord: 'Admin@123', role: 'admin' } as const;
/** The password every seeded sub-admin logs in with. */
export const DEMO_SUBADMIN_PASSWORD = 'Subadmin@123';

/** Stored admin account (the sandbox's login table). */
export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  passWord: string;
  role: 'admin';
  status: boolean;
  createdAt: string;
}

export const GARAGE_PORTAL = 'vrgarage';

export function createAdmins(nowMs: number): AdminAccount[] {
  const created = nowMs - 760 * DAY_MS;
  return [{ _id: oid('admin', 1, created), name: 'GarageHub Admin', ...DEMO_ADMIN, status: true, createdAt: iso(created) }];
}

export function createSocialMediaOptions(nowMs: number): SocialMediaOption[] {
  const created = nowMs - 750 * DAY_MS;
  return [
    ['Facebook', '/logos/facebook.svg'],
    ['Instagram', '/logos/instagram.svg'],
    ['YouTube', '/logos/youtube.svg'],
    ['X', '/logos/x.svg'],
    ['LinkedIn', '/logos/linkedin.svg'],
    ['WhatsApp Business', '/logos/whatsapp-business.svg'],
  ].map(([socialMediaName, logo], i) => ({ id: oid('socialMedia', i + 1, created), socialMediaName: socialMediaName!, logo: logo! }));
}

/** Link prefixes per social media option, for garages' links. */
export const SOCIAL_LINK_PREFIX: Readonly<Record<string, string>> = {
  Facebook: 'https://www.facebook.com/',
  Instagram: 'https://www.instagram.com/',
  YouTube: 'https://www.youtube.com/@',
  X: 'https://x.com/',
  LinkedIn: 'https://www.linkedin.com/company/',
  'WhatsApp Business': 'https://wa.me/91',
};

/** [featureName, route under /admin (or /admin/{product}), icon]. */
const GARAGE_FEATURES: ReadonlyArray<readonly [string, string, FeatureIcon]> = [
  ['Dashboard', 'dashboard', 'dasbhoard'],
  ['Garage Management', 'GarageManagement', 'listing-dbrd'],
  ['Approve Garage', 'ApproveGarage', 'listing-dbrd'],
  ['SubAdmin List', 'subAdminManagement', 'auth-screen'],
  ['Roles', 'roles', 'auth-screen'],
  ['Features', 'features', 'auth-screen'],
  ['PromoCode', 'Promocodes', 'crypto'],
  ['Sale Invoice', 'SaleInvoice', 'crypto'],
  ['Purchase Invoice', 'Purchase', 'crypto'],
  ['JobCard', 'JobCard', 'listing-dbrd'],
  ['Vendors', 'Vendors', 'listing-dbrd'],
  ['Inventory', 'Inventory', 'listing-dbrd'],
  ['Subscription', 'Subscription', 'crypto'],
  ['Subscription Enquiry', 'SubscriptionEnquiry', 'crypto'],
  ['Cashback Coins', 'Rewards', 'crypto'],
  ['Ratings & Reviews', 'Ratings', 'listing-dbrd'],
  ['Push Notifications', 'Pushnotifications', 'listing-dbrd'],
  ['xls tracking', 'xlsTracking', 'listing-dbrd'],
  ['Category', 'category', 'listing-dbrd'],
  ['Service', 'services', 'listing-dbrd'],
  ['States', 'states', 'listing-dbrd'],
  ['Cities', 'cities', 'listing-dbrd'],
  ['Coins History', 'sales', 'crypto'],
  ['Add New Lead', 'leadManagement', 'listing-dbrd'],
  ['Leads', 'leads', 'listing-dbrd'],
  ['Customer Management', 'customerManagement', 'listing-dbrd'],
  ['Notifications', 'notifications', 'listing-dbrd'],
];

const MARKETPLACE_FEATURES: ReadonlyArray<readonly [string, string, FeatureIcon]> = [
  ['Dashboard', 'dashboard', 'dasbhoard'],
  ['Pages', 'page', 'listing-dbrd'],
  ['Approve Garage', 'approveGarage', 'listing-dbrd'],
  ['Our Garage', 'ourGarage', 'listing-dbrd'],
  ['Near Me', 'nearme', 'listing-dbrd'],
  ['My Customer', 'mycustomer', 'listing-dbrd'],
  ['Booking Management', 'booking', 'listing-dbrd'],
  ['Leads', 'leads', 'listing-dbrd'],
  ['Service Pages', 'servicePage', 'listing-dbrd'],
  ['Users', 'users', 'listing-dbrd'],
  ['Quotes', 'quotes', 'crypto'],
];

/** The feature seeded with an expiry date in the past (shown Expired). */
export const EXPIRED_FEATURE = 'Notifications';

export function createFeatures(nowMs: number, product: string): Feature[] {
  const out: Feature[] = [];
  const add = (list: typeof GARAGE_FEATURES, source: string, base: string) => {
    for (const [featureName, route, icon] of list) {
      const n = out.length + 1;
      const created = nowMs - (720 - n * 3) * DAY_MS;
      const expired = source === GARAGE_PORTAL && featureName === EXPIRED_FEATURE;
      out.push({
        _id: oid('feature', n, created),
        featureName,
        endPoint: `${base}/${route}`,
        source,
        icon,
        status: true,
        startDate: iso(created),
        expiryDate: iso(expired ? nowMs - 45 * DAY_MS : created + (6 * 365 + (n % 4) * 90) * DAY_MS),
        createdAt: iso(created),
        privileges: [{ privilegesType: 'Read' }],
      });
    }
  };
  add(GARAGE_FEATURES, GARAGE_PORTAL, '/admin');
  add(MARKETPLACE_FEATURES, product, `/admin/${product}`);
  return out;
}

/** [roleName, portal ('vrgarage' or 'product'), feature names, active]. */
const ROLE_DEFS: ReadonlyArray<readonly [string, 'vrgarage' | 'product', readonly string[], boolean]> = [
  ['Catalogue Manager', 'vrgarage', ['Category', 'Service'], true],
  ['Garage Operations', 'vrgarage', ['Garage Management', 'Approve Garage'], true],
  ['SEO Editor', 'product', ['Pages', 'Near Me', 'Service Pages'], true],
  ['subadmin', 'vrgarage', ['Dashboard', 'Leads'], true],
  ['Marketplace Support', 'product', ['My Customer', 'Booking Management', 'Leads', 'Users', 'Quotes'], true],
  ['Accounts Auditor', 'vrgarage', ['Sale Invoice', 'Purchase Invoice', 'JobCard', 'Vendors', 'Inventory', 'xls tracking', 'Coins History'], false],
];

export function createRoles(nowMs: number, product: string, features: readonly Feature[]): Role[] {
  return ROLE_DEFS.map(([roleName, portal, names, status], i) => {
    const source = portal === 'vrgarage' ? GARAGE_PORTAL : product;
    const created = nowMs - (600 - i * 40) * DAY_MS;
    const _id = oid('role', i + 1, created);
    return {
      _id,
      roleId: _id,
      roleName,
      source,
      status,
      createdAt: iso(created),
      features: names.map((name) => {
        const f = features.find((x) => x.source === source && x.featureName === name);
        if (!f) throw new Error(`seed: role ${roleName} names unknown feature ${name}`);
        return {
          featureId: f._id,
          featureName: f.featureName,
          source,
          checked: true,
          status: true,
          privileges: [{ privilegesType: 'Read' as const }],
        };
      }),
    };
  });
}

/** [name, email, roleName, active]. The first one is the sub-admin the tests log in as. */
const SUB_ADMIN_DEFS: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['Rohan Deshpande', 'catalogue@garagehub.in', 'Catalogue Manager', true],
  ['Ananya Iyer', 'ananya.iyer@garagehub.in', 'Garage Operations', true],
  ['Vikram Singh Rathore', 'vikram.rathore@garagehub.in', 'SEO Editor', true],
  ['Sneha Kulkarni', 'sneha.kulkarni@garagehub.in', 'subadmin', true],
  ['Farhan Qureshi', 'farhan.qureshi@garagehub.in', 'Marketplace Support', true],
  ['Arjun Nair', 'arjun.nair@garagehub.in', 'Accounts Auditor', true],
  ['Meera Pillai', 'meera.pillai@garagehub.in', 'Garage Operations', true],
  ['Harpreet Kaur', 'harpreet.kaur@garagehub.in', 'Catalogue Manager', false],
];

export function createSubAdmins(nowMs: number, roles: readonly Role[]): SubAdmin[] {
  return SUB_ADMIN_DEFS.map(([name, email, roleName, status], i) => {
    const role = roles.find((r) => r.roleName === roleName)!;
    const created = nowMs - (540 - i * 45) * DAY_MS;
    const id = oid('subAdmin', i + 1, created);
    return {
      id,
      name,
      email,
      userId: `SA${String(1001 + i)}`,
      role: role.roleName,
      roleId: role._id,
      status,
      createdAt: iso(created),
      registationDate: iso(created),
    };
  });
}
