/**
 * Deterministic seed data of the sandbox backend (Node only: dev server and tests, never the browser).
 *
 * `createSeed(options)` returns plain JSON-serialisable arrays. The same options give the same data
 * byte for byte: randomness comes from the seed (faker en_IN for name pools, a small PRNG for the
 * rest) and every date from `now`, never from the wall clock. Catalogue, locations, features, roles,
 * sub-admins and promo codes do not depend on the seed, so their ids and logins are stable.
 */
// One locale's module: the package root would load every locale.
import { faker } from '@faker-js/faker/locale/en_IN';
import type { Category, City, Feature, PromoCode, Role, SeoPage, Service, SocialMediaOption, State, SubAdmin } from '../records';
import {
  DEMO_ADMIN,
  DEMO_SUBADMIN_PASSWORD,
  createAdmins,
  createFeatures,
  createRoles,
  createSocialMediaOptions,
  createSubAdmins,
  type AdminAccount,
} from './access';
import { createBusiness, createPromoCodes, type BusinessData, type ServiceRef } from './business';
import { CATALOGUE, slugify } from './catalogue';
import { createGarages, type GarageAnalytics, type GarageSubscription, type PlaceCity, type SeedCategoryRef, type SeedGarage } from './garages';
import { indiaCities, indiaStates } from './india';
import { buildPeople } from './pools';
import { DAY_MS, Rng, iso, oid } from './random';
import { createSeoPages } from './seo';

export { DEMO_ADMIN, DEMO_SUBADMIN_PASSWORD };
export type { AdminAccount, GarageAnalytics, GarageSubscription, SeedGarage };
export type {
  SeedBooking,
  SeedCustomer,
  SeedEnquiry,
  SeedInventoryPart,
  SeedJobCard,
  SeedLead,
  SeedMarketplaceUser,
  SeedPurchaseInvoice,
  SeedPushNotification,
  SeedQuote,
  SeedRating,
  SeedReward,
  SeedSaleInvoice,
  SeedVendor,
  SeedXlsTracking,
} from './business';

export interface SeedOptions {
  /**
   * Number of garages (default 50; up to 900,000). About 85% live, the rest awaiting approval. Other
   * collections grow with it up to fixed caps (e.g. 10,000 sale invoices, 15,000 subscriptions). Above
   * 10,000 garages, identical nested rows (service entries, categories, working hours) are shared and
   * frozen to save memory: replace nested arrays rather than editing them in place.
   */
  garages?: number;
  /** Random seed (default 1). */
  seed?: number;
  /**
   * The moment the data is generated for (default 2026-11-01T10:00:00Z, which the tests' dates assume);
   * every date is relative to it. An ISO string where the options are saved with a sandbox's state.
   */
  now?: Date | string;
  /** The `{product}` slug (default 'marketplace'): names the `{product}Id` key and the marketplace portal source. */
  product?: string;
  /**
   * Every free-text field (addresses, descriptions, notes, queries, notification content) as long as
   * real ones get: addresses over 100 characters, the others over 200. For trying how lists show them.
   */
  longText?: boolean;
}

/** The free-text fields `longText` lengthens, with what is added to each value. */
const LONG_TEXT: Record<string, string> = {
  address: ' (near the old bus stand, opposite the municipal market, behind the State Bank of India branch)',
  description:
    '. The car pulls to the left under braking and there is a grinding noise from the front wheels at low speed; please check the pads, discs and wheel alignment, and call before replacing any part.',
  note: ' Pickup from home preferred on a weekday morning; the society gate needs the resident to call the guard, so please phone 15 minutes before arriving and share the estimate on WhatsApp first.',
  query:
    ' I would also like to know whether the garage offers pickup and drop, how long the job usually takes, whether genuine parts are used and what warranty is given on the labour and the parts.',
  Content:
    ' Book before Sunday midnight to get the offer: free pickup and drop within 5 km, a 30-point inspection and 20% off labour on every service at partner garages in your city. Terms apply.',
};

/** `longText`: the free-text fields of every row, nested ones included (a rating's comments), made long. */
function lengthenFreeText(value: unknown, depth = 0): void {
  if (depth > 3 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) lengthenFreeText(item, depth + 1);
    return;
  }
  const row = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(row)) {
    if (typeof field === 'string' && field && key in LONG_TEXT) row[key] = `${field}${LONG_TEXT[key]}`;
    else lengthenFreeText(field, depth + 1);
  }
}

export const DEFAULT_NOW = '2026-11-01T10:00:00.000Z';
export const DEFAULT_PRODUCT = 'marketplace';
/** Public site of the marketplace (page URLs, garage URLs). */
export const SITE_URL = 'https://www.garagehub.in/';
export const SITE_LABEL = 'GarageHub';

export type SeedState = State;
export type SeedCity = City & { stateId: string; latitude: number; longitude: number };

export interface SeedData extends BusinessData {
  states: SeedState[];
  cities: SeedCity[];
  categories: Category[];
  services: Service[];
  garages: SeedGarage[];
  socialMediaOptions: SocialMediaOption[];
  admins: AdminAccount[];
  features: Feature[];
  roles: Role[];
  subAdmins: SubAdmin[];
  promoCodes: PromoCode[];
  subscriptions: GarageSubscription[];
  seoPages: SeoPage[];
  analytics: GarageAnalytics[];
}

/** City names of the package that are districts or regions rather than towns: no garages there. */
const NOT_A_TOWN = /District|Division|Rural|Urban|^(North|South|East|West|Central) /;

export function createSeed(options: SeedOptions = {}): SeedData {
  const data = createBaseSeed(options);
  if (options.longText) for (const rows of Object.values(data)) lengthenFreeText(rows);
  return data;
}

function createBaseSeed(options: SeedOptions): SeedData {
  const count = options.garages ?? 50;
  const seed = options.seed ?? 1;
  const nowMs = new Date(options.now ?? DEFAULT_NOW).getTime();
  const product = options.product ?? DEFAULT_PRODUCT;
  if (!Number.isFinite(nowMs)) throw new RangeError('createSeed: invalid now');
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(product)) throw new RangeError('createSeed: invalid product slug');

  // Locations ----------------------------------------------------------------------------------
  const launched = nowMs - 760 * DAY_MS;
  const locRng = new Rng(seed, 1);
  const statesSrc = indiaStates();
  const states: SeedState[] = statesSrc.map((s, i) => ({
    _id: oid('state', i + 1, launched),
    stateName: s.name,
    iso2: s.iso2,
    // The States screen shows false as Active and true as Inactive (spec 002 §2): two are seeded "Inactive".
    status: s.iso2 === 'LD' || s.iso2 === 'LA',
    createdAt: iso(launched + i * 60_000),
  }));
  const stateByIso = new Map(states.map((s) => [s.iso2, s]));
  const cities: SeedCity[] = indiaCities().map((c, i) => {
    const created = launched + 3_600_000 + i * 1_000;
    return {
      _id: oid('city', i + 1, created),
      cityName: c.name,
      tier: c.tier,
      status: c.tier < 3 || locRng.chance(0.97),
      createdAt: iso(created),
      stateId: stateByIso.get(c.stateIso2)!._id,
      latitude: c.latitude,
      longitude: c.longitude,
    };
  });
  const stateById = new Map(states.map((s) => [s._id, s]));
  const tiers: [PlaceCity[], PlaceCity[], PlaceCity[]] = [[], [], []];
  for (const c of cities) {
    if (!c.status || NOT_A_TOWN.test(c.cityName)) continue;
    const st = stateById.get(c.stateId)!;
    tiers[c.tier - 1]!.push({
      cityId: c._id,
      name: c.cityName,
      stateIso2: st.iso2,
      stateName: st.stateName,
      latitude: c.latitude,
      longitude: c.longitude,
    });
  }

  // Catalogue ----------------------------------------------------------------------------------
  const categories: Category[] = [];
  const services: Service[] = [];
  const categoryRefs: SeedCategoryRef[] = [];
  const serviceRefs: ServiceRef[] = [];
  const includesByService = new Map<string, string | undefined>();
  let serviceNo = 0;
  CATALOGUE.forEach((c, k) => {
    const created = nowMs - (720 - k * 9) * DAY_MS;
    const _id = oid('category', k + 1, created);
    const status = c.active !== false;
    categories.push({
      _id,
      categoryName: c.categoryName,
      categoryDescription: c.categoryDescription,
      categoryImage: c.image === false ? '' : `/images/categories/${slugify(c.categoryName)}.png`,
      vehicleType: c.vehicleType,
      status,
      createdAt: iso(created),
    });
    const refs: SeedCategoryRef['services'][number][] = [];
    c.services.forEach((s, j) => {
      const sCreated = created + (j + 1) * 3_600_000;
      const sid = oid('service', ++serviceNo, sCreated);
      const sStatus = s.active !== false;
      services.push({
        _id: sid,
        serviceName: s.serviceName,
        serviceImage: c.image === false ? '' : `/images/services/${slugify(s.serviceName)}.png`,
        serviceDescription: s.serviceDescription,
        categoryId: _id,
        categoryName: c.categoryName,
        vehicleType: c.vehicleType,
        status: sStatus,
        createdAt: iso(sCreated),
      });
      refs.push({ _id: sid, serviceName: s.serviceName, status: sStatus });
      includesByService.set(sid, s.includes);
      if (status && sStatus)
        serviceRefs.push({
          _id: sid,
          serviceName: s.serviceName,
          categoryId: _id,
          categoryName: c.categoryName,
          vehicleType: c.vehicleType,
          price: s.price,
        });
    });
    categoryRefs.push({ _id, categoryName: c.categoryName, vehicleType: c.vehicleType, businessTypes: c.businessTypes, status, services: refs });
  });

  // Access -------------------------------------------------------------------------------------
  const socialMediaOptions = createSocialMediaOptions(nowMs);
  const admins = createAdmins(nowMs);
  const features = createFeatures(nowMs, product);
  const roles = createRoles(nowMs, product, features);
  const subAdmins = createSubAdmins(nowMs, roles);

  // People pool (faker en_IN, seeded) ----------------------------------------------------------
  faker.seed(seed);
  const people = buildPeople(faker, new Rng(seed, 2), 600);

  // Garages ------------------------------------------------------------------------------------
  const { garages, subscriptions, analytics } = createGarages(count, {
    nowMs,
    seed,
    product,
    siteUrl: SITE_URL,
    people,
    tier1: tiers[0],
    tier2: tiers[1],
    tier3: tiers[2],
    categories: categoryRefs,
    socialOptions: socialMediaOptions,
  });

  // Everything hanging off garages -----------------------------------------------------------------
  const size = (perGarage: number, min: number, max: number) => (count === 0 ? 0 : Math.min(max, Math.max(min, Math.round(count * perGarage))));
  const business = createBusiness({
    nowMs,
    seed,
    product,
    people,
    live: garages.filter((g) => g.accountStatus === 'active'),
    all: garages,
    services: serviceRefs,
    servicesById: new Map(serviceRefs.map((s) => [s._id, s])),
    isoByStateName: new Map(states.map((s) => [s.stateName, s.iso2])),
    size,
  });

  const seoPages = createSeoPages({
    nowMs,
    seed,
    product,
    productLabel: SITE_LABEL,
    siteUrl: SITE_URL,
    cities: [...tiers[0], ...tiers[1]],
    services: serviceRefs,
    includesByService,
    authors: ['admin', subAdmins.find((s) => s.role === 'SEO Editor')?.name ?? 'admin'],
    counts: {
      pages: Math.min(3_000, Math.max(40, Math.round(count * 1.2))),
      nearMe: Math.min(serviceRefs.length, Math.max(25, Math.round(count * 0.6))),
      servicePages: Math.min(serviceRefs.length, Math.max(25, Math.round(count * 0.6))),
    },
  });

  return {
    states,
    cities,
    categories,
    services,
    garages,
    socialMediaOptions,
    admins,
    features,
    roles,
    subAdmins,
    promoCodes: createPromoCodes(nowMs),
    subscriptions,
    ...business,
    seoPages,
    analytics,
  };
}
