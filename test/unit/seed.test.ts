import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUBADMIN_PASSWORD, createSeed, type SeedData } from '../../src/sandbox/seed';
import { SHARE_ABOVE } from '../../src/sandbox/seed/garages';
import { gstinCheckChar } from '../../src/sandbox/seed/random';
import { BIKE_MAKES, CAR_MAKES, FUEL_TYPES } from '../../src/sandbox/seed/vehicles';

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PHONE = /^[6-9]\d{9}$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;
const TIME_12H = /^(0[1-9]|1[0-2]):[0-5]\d:[0-5]\d (AM|PM)$/;
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const NOW = new Date('2026-11-01T10:00:00Z');

/** The data checks' duplicate registration: one pair of live garages shares a mobile number, no other garage shares one. */
function expectOneSharedMobile(garages: SeedData['garages']) {
  const byPhone = new Map<string, SeedData['garages']>();
  for (const g of garages) byPhone.set(g.phoneNumber, [...(byPhone.get(g.phoneNumber) ?? []), g]);
  const shared = [...byPhone.values()].filter((group) => group.length > 1);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.map((g) => g.accountStatus)).toEqual(['active', 'active']);
}

const seed: SeedData = createSeed();

describe('createSeed: determinism', () => {
  it('gives deep-equal data for the same options, byte for byte', () => {
    const again = createSeed();
    expect(again).toEqual(seed);
    expect(JSON.stringify(again)).toBe(JSON.stringify(seed));
    expect(JSON.stringify(createSeed({ garages: 20, seed: 7 }))).toBe(JSON.stringify(createSeed({ garages: 20, seed: 7 })));
  });

  it('gives different data for a different seed', () => {
    const other = createSeed({ seed: 2 });
    expect(other.garages.map((g) => g.garageName)).not.toEqual(seed.garages.map((g) => g.garageName));
    expect(other.saleInvoices).not.toEqual(seed.saleInvoices);
    // Catalogue, locations and access data do not depend on the seed.
    expect(other.categories).toEqual(seed.categories);
    expect(other.subAdmins).toEqual(seed.subAdmins);
  });

  it('derives every date from `now`, not from the wall clock', () => {
    const later = createSeed({ now: new Date('2027-05-01T10:00:00Z') });
    expect(later.garages[0]!.registationDate).not.toBe(seed.garages[0]!.registationDate);
    const all = [...seed.garages.map((g) => g.registationDate), ...seed.saleInvoices.map((s) => s.chooseDate), ...seed.bookings.map((b) => b.date)];
    for (const d of all) {
      const t = Date.parse(d);
      expect(t).toBeLessThanOrEqual(NOW.getTime());
      expect(t).toBeGreaterThan(NOW.getTime() - 2.1 * 365 * 86_400_000);
    }
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(seed))).toEqual(seed);
  });
});

describe('createSeed: sizes', () => {
  it.each([0, 1, 50, 333])('honours garages: %i', (n) => {
    const s = n === 50 ? seed : createSeed({ garages: n });
    expect(s.garages).toHaveLength(n);
    expect(s.analytics).toHaveLength(n);
  });

  it('has about 85% live garages and the rest awaiting approval', () => {
    for (const s of [seed, createSeed({ garages: 400, seed: 3 })]) {
      const active = s.garages.filter((g) => g.accountStatus === 'active');
      const share = active.length / s.garages.length;
      expect(share).toBeGreaterThanOrEqual(0.8);
      expect(share).toBeLessThanOrEqual(0.9);
      for (const g of active) expect(g.regStatus).toBe(4);
      for (const g of s.garages.filter((x) => x.accountStatus !== 'active')) {
        expect(g.accountStatus).toBe('pending');
        expect(g.regStatus).toBe(3);
      }
      expect(active.filter((g) => g.status).length / active.length).toBeGreaterThan(0.75);
    }
  });

  it('has India: 36 states and UTs, thousands of cities, tiers', () => {
    expect(seed.states).toHaveLength(36);
    expect(seed.states.map((s) => s.iso2)).toEqual(expect.arrayContaining(['MH', 'KA', 'DL', 'TN', 'TG', 'WB', 'GJ', 'LA']));
    expect(seed.cities.length).toBeGreaterThan(4000);
    const tier1 = seed.cities.filter((c) => c.tier === 1).map((c) => c.cityName);
    expect(tier1).toEqual(expect.arrayContaining(['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad']));
    expect(seed.cities.filter((c) => c.tier === 2).length).toBeGreaterThan(40);
    const tierOf = (name: string) => seed.cities.find((c) => c.cityName === name)?.tier;
    for (const capital of ['Jaipur', 'Lucknow', 'Patna', 'Bhopal', 'Thiruvananthapuram', 'Gandhinagar', 'Dispur', 'Shimla'])
      expect(tierOf(capital)).toBe(2);
    expect(tierOf('Abhaneri')).toBe(3);
    for (const c of seed.cities) {
      expect(c.latitude).toBeGreaterThan(5);
      expect(c.latitude).toBeLessThan(38);
      expect(c.longitude).toBeGreaterThan(67);
      expect(c.longitude).toBeLessThan(98);
    }
  });
});

describe('createSeed: referential integrity', () => {
  const s = createSeed({ garages: 200, seed: 5 });
  const ids = <T>(rows: T[], key: (r: T) => string) => new Set(rows.map(key));

  it('cities reference states', () => {
    const states = ids(s.states, (x) => x._id);
    for (const c of s.cities) expect(states.has(c.stateId)).toBe(true);
  });

  it('services reference their category', () => {
    const byId = new Map(s.categories.map((c) => [c._id, c]));
    for (const sv of s.services) {
      expect(byId.get(sv.categoryId)?.categoryName).toBe(sv.categoryName);
      expect(sv.vehicleType).toBe(byId.get(sv.categoryId)!.vehicleType);
    }
    for (const c of s.categories) expect(s.services.filter((x) => x.categoryId === c._id).length).toBeGreaterThanOrEqual(3);
  });

  it('garage categories and services exist, fit the garage type and are active', () => {
    const categories = new Map(s.categories.map((c) => [c._id, c]));
    const services = new Map(s.services.map((x) => [x._id, x]));
    for (const g of s.garages) {
      expect(g.categories.length).toBeGreaterThan(0);
      for (const c of g.categories) {
        const cat = categories.get(c.categoryId!)!;
        expect(cat.categoryName).toBe(c.categoryName);
        expect(cat.status).toBe(true);
        if (g.garageType !== 3) expect([g.garageType, 3]).toContain(cat.vehicleType);
        for (const sv of c.services!) expect(services.get(sv.adminServiceId!)?.categoryId).toBe(c.categoryId);
      }
      expect(g.services.length).toBeGreaterThan(0);
      for (const sv of g.services) {
        expect(services.get(sv.adminServiceId!)?.serviceName).toBe(sv.serviceName);
        expect(services.get(sv.adminServiceId!)?.status).toBe(true);
      }
    }
  });

  it('garages sit in a seeded city of their state, coordinates [lng, lat]', () => {
    const stateNames = ids(s.states, (x) => x.stateName);
    const cityNames = ids(s.cities, (x) => x.cityName);
    for (const g of s.garages) {
      expect(stateNames.has(g.state)).toBe(true);
      expect(cityNames.has(g.city)).toBe(true);
      expect(g.location.coordinates).toEqual([g.longitude, g.latitude]);
    }
  });

  it('access: sub-admins reference roles, roles reference features of their portal', () => {
    const roles = new Map(s.roles.map((r) => [r._id, r]));
    const features = new Map(s.features.map((f) => [f._id, f]));
    for (const sa of s.subAdmins) expect(roles.get(sa.roleId)?.roleName).toBe(sa.role);
    for (const r of s.roles) {
      expect(r.features.length).toBeGreaterThan(0);
      for (const f of r.features) expect(features.get(f.featureId)?.source).toBe(r.source);
      expect(s.subAdmins.some((sa) => sa.roleId === r._id)).toBe(true);
    }
  });

  it('records hanging off garages reference seeded garages', () => {
    const garages = ids(s.garages, (g) => g._id);
    const rows: Array<{ garageId?: unknown }> = [
      ...s.subscriptions,
      ...s.analytics,
      ...s.saleInvoices,
      ...s.purchaseInvoices,
      ...s.jobCards,
      ...s.vendors,
      ...s.inventoryParts,
      ...s.credits,
      ...s.xlsTracking,
      ...s.leads,
      ...s.enquiries,
      ...s.ratings,
      ...s.rewards,
      ...s.pushNotifications,
      ...s.bookings,
    ];
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) expect(garages.has(r.garageId as string)).toBe(true);
    for (const q of s.quotes) expect(garages.has(q.garageId._id)).toBe(true);
    const customers = ids(s.customers, (c) => c._id);
    for (const b of s.bookings) expect(customers.has(b.customerId)).toBe(true);
    const services = ids(s.services, (x) => x._id);
    for (const l of s.leads) expect(services.has(l.serviceId)).toBe(true);
    const categories = ids(s.categories, (x) => x._id);
    for (const a of s.analytics) for (const c of a.sponsoredServices ?? []) expect(categories.has(c)).toBe(true);
  });

  it('ids are 24-hex and unique across the whole seed', () => {
    const all = [
      ...s.states.map((x) => x._id),
      ...s.cities.map((x) => x._id),
      ...s.categories.map((x) => x._id),
      ...s.services.map((x) => x._id),
      ...s.garages.map((x) => x._id),
      ...s.features.map((x) => x._id),
      ...s.roles.map((x) => x._id),
      ...s.subAdmins.map((x) => x.id),
      ...s.promoCodes.map((x) => x._id),
      ...s.saleInvoices.map((x) => x.id),
      ...s.jobCards.map((x) => x._id),
      ...s.leads.map((x) => x.id),
      ...s.customers.map((x) => x._id),
      ...s.bookings.map((x) => x.id),
      ...s.seoPages.map((x) => x._id),
      ...s.socialMediaOptions.map((x) => x.id),
    ];
    for (const id of all) expect(id).toMatch(OBJECT_ID);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('createSeed: formats', () => {
  it('garage identifiers: PAN, GSTIN, phone, marketplace id, e-mail', () => {
    const s = createSeed({ garages: 300, seed: 11 });
    const publicIds = new Set<string>();
    let withGst = 0;
    for (const g of s.garages) {
      expect(g.pancardNumber).toMatch(PAN);
      expect(g.phoneNumber).toMatch(PHONE);
      expect(g.email).toMatch(/^[a-z0-9.]+@[a-z.]+\.[a-z]+$/);
      expect(g.marketplaceId).toMatch(/^MKT\d{6}$/);
      publicIds.add(g.marketplaceId as string);
      expect(g.garageId).toBe(g._id);
      expect(['Workshops', 'Accessories', 'Washing']).toContain(g.businessType);
      expect([1, 2, 3]).toContain(g.garageType);
      if (g.gstNumber) {
        withGst++;
        expect(g.gstNumber).toMatch(GSTIN);
        expect(g.gstNumber.slice(2, 12)).toBe(g.pancardNumber);
        expect(g.gstNumber[14]).toBe(gstinCheckChar(g.gstNumber.slice(0, 14)));
      }
      for (const b of g.banks) expect(b.ifscCode).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
      for (const im of g.garageImages) expect(['none', 'approved', 'rejected']).toContain(im.isApproved);
      expect(g.premiumReferal).toBeLessThanOrEqual(g.referalsCount);
    }
    expect(publicIds.size).toBe(s.garages.length);
    expect(withGst).toBeGreaterThan(s.garages.length * 0.6);
    expect(withGst).toBeLessThan(s.garages.length);
    // A known GSTIN: 27AAPFU0939F1ZV (published example) has check character V.
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('one duplicate registration: exactly two garages share a mobile number, both live', () => {
    expectOneSharedMobile(seed.garages);
  });

  it('working hours: seven days Monday to Sunday, hh:mm:ss A', () => {
    for (const g of seed.garages) {
      expect(g.workingHours.map((w) => w.Day)).toEqual(WEEK);
      for (const w of g.workingHours) {
        expect(w.StartTime).toMatch(TIME_12H);
        expect(w.EndTime).toMatch(TIME_12H);
        expect(typeof w.DayStatus).toBe('boolean');
      }
    }
  });

  it('subscriptions: plans, features with status and counts, history newest first', () => {
    expect(seed.subscriptions.length).toBeGreaterThan(0);
    for (const sub of seed.subscriptions) {
      expect(['launch', 'rise', 'scale']).toContain(sub.subscriptionPlan.plan);
      expect(sub.history[0]).toEqual(sub.subscriptionPlan);
      expect(sub.features.length).toBeGreaterThan(0);
      for (const f of sub.features) {
        expect(typeof f.subscriptionStatus).toBe('boolean');
        expect(typeof f.featureCount).toBe('number');
      }
      for (let k = 1; k < sub.history.length; k++) expect(sub.history[k - 1]!.date >= sub.history[k]!.date).toBe(true);
    }
  });

  it('SEO pages: three page types with rich text, FAQs and price packages', () => {
    for (const t of ['SEOPage', 'NearmePage', 'servicePage'] as const) expect(seed.seoPages.some((p) => p.pageType === t)).toBe(true);
    expect(new Set(seed.seoPages.map((p) => p.url)).size).toBe(seed.seoPages.length);
    const p = seed.seoPages.find((x) => x.pageType === 'SEOPage' && x.paragraphData)!;
    expect(p.paragraphData).toMatch(/^<h2>.*<\/h2><p>/);
    expect(p.FAQContent!.length).toBeGreaterThanOrEqual(3);
    expect(p.WhymarketplaceContent).toBeDefined();
    expect(p.vehicleData!.map((v) => v.package)).toEqual(['Basic', 'Premium', 'Gold']);
    expect(p.vehicleData![0]!.vehicles.map((v) => v.vehicleType)).toEqual(['Hatchback', 'Sedan', 'SUV', 'Luxury']);
    for (const n of seed.seoPages.filter((x) => x.pageType === 'NearmePage')) expect(n.url).toMatch(/-near-me$/);
    for (const n of seed.seoPages.filter((x) => x.pageType === 'servicePage')) expect(n.url).toMatch(/-services$/);
  });

  it('vehicles: makes with 4-10 models and lead-form fuel types', () => {
    for (const make of [...CAR_MAKES, ...BIKE_MAKES]) {
      expect(make.models.length).toBeGreaterThanOrEqual(4);
      expect(make.models.length).toBeLessThanOrEqual(10);
      for (const m of make.models) for (const f of m.fuelTypes) expect(FUEL_TYPES).toContain(f);
    }
  });

  it('honours another product slug', () => {
    const s = createSeed({ garages: 5, product: 'carbuddy' });
    expect(s.garages[0]!.carbuddyId).toMatch(/^MKT\d{6}$/);
    expect(s.features.filter((f) => f.source === 'carbuddy').every((f) => f.endPoint.startsWith('/admin/carbuddy/'))).toBe(true);
  });
});

describe('createSeed: access data', () => {
  it('has the demo admin and sub-admins', () => {
    expect(seed.admins).toEqual([expect.objectContaining({ ...DEMO_ADMIN })]);
    expect(DEMO_ADMIN).toEqual({ email: 'admin@garagehub.in', passWord: 'Admin@123', role: 'admin' });
    expect(DEMO_SUBADMIN_PASSWORD).toBe('Subadmin@123');
    const first = seed.subAdmins[0]!;
    expect(first.email).toBe('catalogue@garagehub.in');
    expect(first.role).toBe('Catalogue Manager');
    expect(first.status).toBe(true);
    const role = seed.roles.find((r) => r._id === first.roleId)!;
    expect(role.features.map((f) => f.featureName).sort()).toEqual(['Category', 'Service']);
    expect(seed.subAdmins.some((x) => !x.status)).toBe(true);
    expect(seed.roles.some((x) => !x.status)).toBe(true);
    for (const sa of seed.subAdmins) expect(sa.email).toMatch(/@garagehub\.in$/);
  });

  it('has one feature per console screen, with the route as endPoint', () => {
    const garageRoutes = [
      'dashboard',
      'Promocodes',
      'states',
      'cities',
      'category',
      'services',
      'GarageManagement',
      'leadManagement',
      'leads',
      'customerManagement',
      'subAdminManagement',
      'sales',
      'roles',
      'features',
      'ApproveGarage',
      'notifications',
      'SaleInvoice',
      'Purchase',
      'JobCard',
      'Vendors',
      'Inventory',
      'Subscription',
      'SubscriptionEnquiry',
      'Rewards',
      'Pushnotifications',
      'xlsTracking',
      'Ratings',
    ];
    const marketRoutes = [
      'dashboard',
      'page',
      'nearme',
      'approveGarage',
      'ourGarage',
      'mycustomer',
      'quotes',
      'users',
      'booking',
      'leads',
      'servicePage',
    ];
    const vr = seed.features.filter((f) => f.source === 'vrgarage').map((f) => f.endPoint);
    const mk = seed.features.filter((f) => f.source === 'marketplace').map((f) => f.endPoint);
    expect(vr.sort()).toEqual(garageRoutes.map((r) => `/admin/${r}`).sort());
    expect(mk.sort()).toEqual(marketRoutes.map((r) => `/admin/marketplace/${r}`).sort());
    expect(seed.features.find((f) => f.featureName === 'Category')?.endPoint).toBe('/admin/category');
    for (const f of seed.features) {
      expect(['auth-screen', 'dasbhoard', 'crypto', 'listing-dbrd']).toContain(f.icon);
      expect(f.status).toBe(true);
    }
    expect(seed.features.filter((f) => Date.parse(f.expiryDate!) < NOW.getTime())).toHaveLength(1);
  });
});

describe('createSeed: large', () => {
  // Just above the size where nested rows start being shared; the 100,000-garage seed is timed by
  // `npm run bench` (test/bench/listQuery.mjs).
  const size = SHARE_ABOVE + 1;
  it(`creates ${size} garages sharing frozen nested rows`, () => {
    const big = createSeed({ garages: size });
    expect(big.garages).toHaveLength(size);
    const active = big.garages.filter((g) => g.accountStatus === 'active').length;
    expect(active / big.garages.length).toBeCloseTo(0.85, 2);
    expect(new Set(big.garages.map((g) => g.marketplaceId)).size).toBe(size);
    // Above SHARE_ABOVE garages identical nested rows are shared and frozen; below, every garage owns its objects.
    expect(Object.isFrozen(big.garages[0]!.workingHours[0])).toBe(true);
    expect(Object.isFrozen(seed.garages[0]!.workingHours[0])).toBe(false);
    expect(big.subscriptions.length).toBeLessThanOrEqual(15_000);
    expectOneSharedMobile(big.garages);
  }, 30_000);
});
