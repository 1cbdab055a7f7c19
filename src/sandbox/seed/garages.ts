/**
 * Garages and the records kept one per garage (subscription, analytics).
 *
 * Built for size: every choice is a draw from a cheap PRNG over precomputed pools, so 100,000
 * garages take about a second. Garage i is registered at a moment that grows with i, so ids (which
 * embed the creation time) grow with registration dates, as Mongo ObjectIds do.
 */
import type {
  AnalyticsRecord,
  BusinessType,
  Garage,
  GarageCategory,
  GarageImage,
  GarageService,
  GarageType,
  GeoPoint,
  ImageApproval,
  PlanName,
  SocialMedia,
  SocialMediaOption,
  Subscription,
  SubscriptionFeature,
  WorkingHour,
} from '../records';
import { SOCIAL_LINK_PREFIX } from './access';
import { slugify } from './catalogue';
import { ADDRESS_PREFIXES, BANKS, EMAIL_DOMAINS, GENERIC_AREAS, METRO_AREAS, STREETS, emailLocal, garageName, type Person } from './pools';
import { DAY_MS, GST_STATE_CODE, Rng, businessMoment, clock12, gstin, iso, mobile, oid, pan, pinCode, uniqueCode, ymd } from './random';

/** A city where garages can be placed. */
export interface PlaceCity {
  cityId: string;
  name: string;
  stateIso2: string;
  stateName: string;
  latitude: number;
  longitude: number;
}

export interface SeedCategoryRef {
  _id: string;
  categoryName: string;
  vehicleType: 1 | 2 | 3;
  businessTypes: readonly BusinessType[];
  status: boolean;
  services: ReadonlyArray<{ _id: string; serviceName: string; status: boolean }>;
}

/** A seeded garage: the documented fields, all filled, plus the public id under `{product}Id`. */
export type SeedGarage = Garage & {
  garageOwnerName: string;
  email: string;
  address: string;
  state: string;
  city: string;
  area: string;
  mapState: string;
  mapCity: string;
  pancardNumber: string;
  gstNumber: string;
  businessType: BusinessType;
  urlLink: string;
  aboutGarage: string;
  garageType: GarageType;
  regStatus: number;
  imagePath: string;
  coins: number;
  garageReferenceCode: string;
  referalsCount: number;
  premiumReferal: number;
  location: GeoPoint;
  latitude: number;
  longitude: number;
  categories: GarageCategory[];
  services: GarageService[];
  garageImages: GarageImage[];
  banks: NonNullable<Garage['banks']>;
  socialMedias: SocialMedia[];
  workingHours: WorkingHour[];
};

/** Subscription state of one garage (spec 001 §2.1 and §3). */
export interface GarageSubscription {
  _id: string;
  garageId: string;
  /** Current (latest) term: the 'Expires on' banner reads its expiryDate. */
  subscriptionPlan: Subscription;
  /** Feature switches and limits (subscriptionData, getGaragefeatures). */
  features: SubscriptionFeature[];
  /** All terms, newest first (subscrptionHistory; listOfPlanDetails maps them to planName, startDate, endDate). */
  history: Subscription[];
  /** Subscription list column. */
  lifetimeEarnings: number;
}

export type GarageAnalytics = AnalyticsRecord & { garageId: string };

export interface GarageContext {
  nowMs: number;
  seed: number;
  product: string;
  siteUrl: string;
  people: readonly Person[];
  tier1: readonly PlaceCity[];
  tier2: readonly PlaceCity[];
  tier3: readonly PlaceCity[];
  categories: readonly SeedCategoryRef[];
  socialOptions: readonly SocialMediaOption[];
}

const DAYS: WorkingHour['Day'][] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const BUSINESS: readonly BusinessType[] = ['Workshops', 'Accessories', 'Washing'];
const GARAGE_TYPES: readonly GarageType[] = [1, 2, 3];
const HISTORY_DAYS = 730;
const OPEN_TIMES = [
  [8, 0],
  [8, 30],
  [9, 0],
  [9, 0],
  [9, 30],
  [10, 0],
].map(([h, m]) => clock12(h!, m!, true));
const CLOSE_TIMES = [
  [19, 0],
  [19, 30],
  [20, 0],
  [20, 0],
  [20, 30],
  [21, 0],
].map(([h, m]) => clock12(h!, m!, true));
const SUNDAY = ['closed', 'half', 'open'] as const;
const W_SUNDAY = [45, 25, 30];
const W_BUSINESS = [70, 15, 15];
const W_TYPE = [55, 25, 20];
const W_TYPE_WASHING = [60, 15, 25];
const APPROVALS: readonly ImageApproval[] = ['approved', 'none', 'rejected'];
const W_APPROVALS = [75, 15, 10];
const SOCIAL_COUNTS = [0, 1, 2, 3];
const W_SOCIAL_COUNTS = [25, 35, 25, 15];
const two = (n: number) => String(n).padStart(2, '0');
/** Image paths (24 photos per business type, 24 logos). No files exist behind them: the sandbox has to serve something there. */
const PHOTOS: Readonly<Record<BusinessType, readonly string[]>> = {
  Workshops: Array.from({ length: 24 }, (_, k) => `/images/garages/workshops-${two(k + 1)}.jpg`),
  Accessories: Array.from({ length: 24 }, (_, k) => `/images/garages/accessories-${two(k + 1)}.jpg`),
  Washing: Array.from({ length: 24 }, (_, k) => `/images/garages/washing-${two(k + 1)}.jpg`),
};
const LOGOS: readonly string[] = Array.from({ length: 24 }, (_, k) => `/images/garages/logo-${two(k + 1)}.png`);

/** Garage-app features a subscription switches on and limits: [name, category, counts for launch/rise/scale]. */
export const SUBSCRIPTION_FEATURES: ReadonlyArray<readonly [string, string, readonly [number, number, number]]> = [
  ['Sale Invoice', 'billing', [100, 500, 2000]],
  ['Purchase Invoice', 'billing', [50, 250, 1000]],
  ['Job Card', 'workshop', [100, 500, 2000]],
  ['Inventory', 'inventory', [200, 1000, 5000]],
  ['Vendors', 'inventory', [10, 50, 200]],
  ['Expenses', 'accounts', [50, 300, 1500]],
  ['Staff Accounts', 'workshop', [2, 5, 15]],
  ['Marketplace Leads', 'marketplace', [10, 40, 150]],
  ['WhatsApp Reminders', 'marketing', [100, 500, 2000]],
  ['XLS Export', 'accounts', [5, 20, 100]],
];
const PLAN_FEATURES: Readonly<Record<PlanName, number>> = { launch: 5, rise: 8, scale: 10 };
/** Monthly price in rupees. */
export const PLAN_PRICE: Readonly<Record<PlanName, number>> = { launch: 999, rise: 1999, scale: 3999 };

export interface GarageBatch {
  garages: SeedGarage[];
  subscriptions: GarageSubscription[];
  analytics: GarageAnalytics[];
}

/** Fraction of garages awaiting approval. */
export const PENDING_SHARE = 0.15;
/** At most this many garages get a subscription (about 70% of live ones below it). */
export const MAX_SUBSCRIPTIONS = 15_000;
/**
 * Above this many garages, identical nested rows (service entries, working-hour rows) are shared
 * between garages and frozen, to keep 100,000 garages in a few hundred MB. Treat seeded nested
 * arrays as replace-not-mutate; below the threshold every garage owns all its objects.
 */
export const SHARE_ABOVE = 10_000;

/** Flattens a string built by concatenation (V8 keeps those as trees of parts, about twice the memory). */
function flat(s: string): string {
  s.charCodeAt(0);
  return s;
}

/**
 * One duplicate registration, as the data checks find them: the newest live garage registered again
 * with the mobile number of a live garage from the middle of the list.
 */
function shareOneMobile(garages: SeedGarage[]): void {
  const live = garages.filter((garage) => garage.accountStatus === 'active');
  if (live.length < 2) return;
  const newest = live[live.length - 1]!;
  newest.phoneNumber = live[Math.floor((live.length - 1) / 2)]!.phoneNumber;
}

export function createGarages(count: number, ctx: GarageContext): GarageBatch {
  if (!Number.isInteger(count) || count < 0 || count > 900_000) throw new RangeError('garages must be an integer in 0..900000');
  const { nowMs, product, people, categories, socialOptions } = ctx;
  const rng = new Rng(ctx.seed, 101);
  const subRng = new Rng(ctx.seed, 102);
  const anaRng = new Rng(ctx.seed, 103);

  // Exactly round(15%) pending, drawn among the newest 60% (recent registrations await approval).
  const pendingCount = Math.round(count * PENDING_SHARE);
  const pending = new Uint8Array(count);
  {
    const from = count - Math.max(pendingCount, Math.ceil(count * 0.6));
    const span = count - from;
    const idx = new Int32Array(span);
    for (let i = 0; i < span; i++) idx[i] = from + i;
    const pr = new Rng(ctx.seed, 104);
    for (let i = 0; i < pendingCount; i++) {
      const j = i + Math.floor(pr.next() * (span - i));
      const t = idx[i]!;
      idx[i] = idx[j]!;
      idx[j] = t;
      pending[idx[i]!] = 1;
    }
  }

  // Eligible categories per (business type, garage type), at index business * 3 + type - 1.
  const eligible: SeedCategoryRef[][] = [];
  for (const b of BUSINESS)
    for (const t of GARAGE_TYPES)
      eligible.push(categories.filter((c) => c.status && c.businessTypes.includes(b) && (t === 3 || c.vehicleType === t || c.vehicleType === 3)));

  const featureIds = SUBSCRIPTION_FEATURES.map((_, k) => oid('garageFeature', k + 1, nowMs - (HISTORY_DAYS + 30) * DAY_MS));

  const share = count > SHARE_ABOVE;
  const freeze = <T extends object>(o: T): T => (share ? Object.freeze(o) : o);
  // Service entries by service id (shared when `share`).
  const catEntry = new Map<string, GarageService>();
  const garageEntry = new Map<string, GarageService>();
  const entry = (cache: Map<string, GarageService>, id: string, make: () => GarageService): GarageService => {
    if (!share) return make();
    let e = cache.get(id);
    if (!e) cache.set(id, (e = Object.freeze(make())));
    return e;
  };
  const hoursCache = new Map<string, WorkingHour[]>();
  const categoryCache = new Map<number, GarageCategory>();
  const categoryIndex = new Map(categories.map((c, k) => [c._id, k]));
  const specializationCache = new Map<string, { name: string }>();
  const activeServices = new Map(categories.map((c) => [c._id, c.services.filter((s) => s.status)]));
  const slugCache = new Map<string, string>();
  const slug = (text: string): string => {
    let v = slugCache.get(text);
    if (v === undefined) slugCache.set(text, (v = slugify(text)));
    return v;
  };
  const localCache = new Map<string, string>();
  const emailPart = (text: string): string => {
    let v = localCache.get(text);
    if (v === undefined) localCache.set(text, (v = emailLocal(text).replace(/\./g, '')));
    return v;
  };
  const subChance = Math.min(0.7, MAX_SUBSCRIPTIONS / Math.max(1, count - pendingCount));

  const garages: SeedGarage[] = new Array(count);
  const phones = new Set<string>();
  const subscriptions: GarageSubscription[] = [];
  const analytics: GarageAnalytics[] = new Array(count);
  let subFeatureCounter = 0;
  const productIdKey = `${product}Id` as `${string}Id`;

  for (let i = 0; i < count; i++) {
    const isPending = pending[i] === 1;
    // Registration moments increase with i over the last two years.
    const daysBack = HISTORY_DAYS * (1 - (i + rng.next()) / Math.max(count, 1));
    const created = businessMoment(nowMs, daysBack, rng);
    const _id = oid('garage', i + 1, created);
    const publicId = 'MKT' + String(((i * 7919 + 123_457) % 900_000) + 100_000);

    const businessType = rng.weighted(BUSINESS, W_BUSINESS);
    const garageType = rng.weighted(GARAGE_TYPES, businessType === 'Washing' ? W_TYPE_WASHING : W_TYPE);
    const owner = people[Math.floor(rng.next() * people.length)]!;
    const name = flat(garageName(rng, businessType, garageType, owner.last));

    const tierRoll = rng.next();
    const pool = tierRoll < 0.45 ? ctx.tier1 : tierRoll < 0.8 ? ctx.tier2 : ctx.tier3;
    const place = pool[Math.floor(rng.next() * pool.length)]!;
    const area = rng.pick(METRO_AREAS[place.name] ?? GENERIC_AREAS);
    const zip = pinCode(rng, place.stateIso2, place.name);
    const address = flat(
      `${rng.pick(ADDRESS_PREFIXES)} ${rng.int(1, 240)}, ${rng.pick(STREETS)}, ${area}, ${place.name}, ${place.stateName} ${zip}, India`,
    );
    const lat = Math.round((place.latitude + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6;
    const lng = Math.round((place.longitude + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6;

    // Unique but for the one duplicate registration below (a clash moves up a number without a draw, so the rest is unchanged).
    let phoneNumber = mobile(rng);
    while (phones.has(phoneNumber)) phoneNumber = String(((Number(phoneNumber) + 1 - 6_000_000_000) % 4_000_000_000) + 6_000_000_000);
    phones.add(phoneNumber);
    const local = emailPart(name);
    const email = flat(`${local}${publicId.slice(-3)}@${rng.pick(EMAIL_DOMAINS)}`);
    const panNumber = pan(rng, rng.chance(0.7) ? 'P' : 'F', owner.last);
    const gstNumber = rng.chance(0.8) ? gstin(GST_STATE_CODE[place.stateIso2] ?? '27', panNumber, 1) : '';

    // Categories and services.
    const elig = eligible[BUSINESS.indexOf(businessType) * 3 + garageType - 1]!;
    const catCount = Math.min(elig.length, businessType === 'Washing' ? rng.int(1, 2) : rng.int(2, 5));
    const cats = rng.sample(elig, catCount);
    const gCategories: GarageCategory[] = [];
    const gServices: GarageService[] = [];
    for (const c of cats) {
      const active = activeServices.get(c._id)!;
      const picked = rng.sample(active, rng.int(1, Math.min(4, active.length)));
      let key = 0;
      if (share) {
        picked.sort((a, b) => (a._id < b._id ? -1 : 1));
        for (const s of picked) key |= 1 << active.indexOf(s);
        key += categoryIndex.get(c._id)! * 65_536;
      }
      for (const s of picked)
        gServices.push(entry(garageEntry, s._id, () => ({ serviceName: s.serviceName, adminServiceId: s._id, serviceId: s._id })));
      let gc = share ? categoryCache.get(key) : undefined;
      if (!gc) {
        const catServices = picked.map((s) => entry(catEntry, s._id, () => ({ serviceName: s.serviceName, adminServiceId: s._id })));
        gc = freeze({ categoryId: c._id, categoryName: c.categoryName, services: freeze(catServices) });
        if (share) categoryCache.set(key, gc);
      }
      gCategories.push(gc);
    }

    // Images.
    const images: GarageImage[] = [];
    const imgCount = isPending ? rng.int(1, 3) : rng.int(0, 4);
    for (let k = 0; k < imgCount; k++) {
      const isApproved: ImageApproval = isPending ? (rng.chance(0.85) ? 'none' : 'rejected') : rng.weighted(APPROVALS, W_APPROVALS);
      images.push({
        image: rng.pick(PHOTOS[businessType]),
        alt: flat(`${publicId} ${name} ${place.name} ${rng.int(1000, 9999)}`),
        isApproved,
      });
    }

    // Bank account.
    const banks: SeedGarage['banks'] = [];
    if (rng.chance(isPending ? 0.4 : 0.88)) {
      const bank = rng.pick(BANKS);
      banks.push({
        nameAsPerBankAccount: rng.chance(0.6) ? owner.full.toUpperCase() : name.toUpperCase(),
        bankName: bank.name,
        branch: flat(`${area}, ${place.name}`),
        ifscCode: `${bank.ifsc}0${rng.digits(6)}`,
        accountNumber: String(rng.int(1, 9)) + rng.digits(bank.digits - 1),
      });
    }

    // Social media.
    const socials: SocialMedia[] = [];
    const handle = emailPart(name) + emailPart(place.name);
    for (const opt of rng.sample(socialOptions, rng.weighted(SOCIAL_COUNTS, W_SOCIAL_COUNTS))) {
      const prefix = SOCIAL_LINK_PREFIX[opt.socialMediaName] ?? 'https://';
      socials.push({
        socialMediaName: opt.socialMediaName,
        link: flat(prefix + (opt.socialMediaName === 'WhatsApp Business' ? phoneNumber : handle)),
        logo: opt.logo,
      });
    }

    // Working hours, 'hh:mm:ss A', Monday to Sunday.
    const allDay = rng.chance(0.06);
    const open = rng.pick(OPEN_TIMES);
    const close = rng.pick(CLOSE_TIMES);
    const sunday = rng.weighted(SUNDAY, W_SUNDAY);
    const hoursKey = allDay ? '24x7' : `${open}|${close}|${sunday}`;
    let workingHours = share ? hoursCache.get(hoursKey) : undefined;
    if (!workingHours) {
      workingHours = DAYS.map((Day) =>
        freeze(
          allDay
            ? { Day, DayStatus: true, StartTime: '12:00:00 AM', EndTime: '11:59:00 PM' }
            : Day !== 'Sunday'
              ? { Day, DayStatus: true, StartTime: open, EndTime: close }
              : sunday === 'half'
                ? { Day, DayStatus: true, StartTime: open, EndTime: '02:00:00 PM' }
                : { Day, DayStatus: sunday === 'open', StartTime: open, EndTime: close },
        ),
      );
      if (share) hoursCache.set(hoursKey, freeze(workingHours));
    }

    const referalsCount = Math.floor(rng.next() ** 3 * 40);
    const vehicles = garageType === 1 ? 'cars' : garageType === 2 ? 'two-wheelers' : 'cars and two-wheelers';
    const years = rng.int(2, 25);
    const catNames = cats.map((c) => c.categoryName);
    const about = flat(
      `${name} is a ${businessType === 'Workshops' ? 'multi-brand workshop' : businessType === 'Accessories' ? 'accessories and spares store' : 'washing and detailing studio'} in ${area}, ${place.name}, ` +
        `serving ${vehicles} for ${years} years. We offer ${catNames.join(', ')}` +
        (rng.chance(0.5)
          ? ' with genuine spare parts, transparent pricing and free pickup and drop within 5 km.'
          : ' with trained technicians and a warranty on every job.'),
    );

    const garage = {
      _id,
      garageId: _id,
      [productIdKey]: publicId,
      garageName: name,
      garageOwnerName: owner.full,
      email,
      phoneNumber,
      address,
      state: place.stateName,
      city: place.name,
      area,
      mapState: place.stateName,
      mapCity: place.name,
      pancardNumber: panNumber,
      gstNumber,
      businessType,
      urlLink: flat(`${ctx.siteUrl}${slug(place.name)}/${slug(name)}/${slug(area)}/${_id}`),
      aboutGarage: about,
      garageType,
      status: isPending ? true : rng.chance(0.92),
      accountStatus: isPending ? 'pending' : 'active',
      regStatus: isPending ? 3 : 4,
      registationDate: iso(created),
      imagePath: rng.chance(0.82) ? rng.pick(LOGOS) : '',
      coins: isPending ? (rng.chance(0.5) ? 100 : 0) : rng.int(0, 500) * 10,
      garageReferenceCode: 'GH' + uniqueCode(i, 6),
      referalsCount,
      premiumReferal: rng.int(0, Math.floor(referalsCount / 3)),
      location: { type: 'Point', coordinates: [lng, lat] },
      latitude: lat,
      longitude: lng,
      categories: gCategories,
      services: gServices,
      garageImages: images,
      banks,
      socialMedias: socials,
      workingHours,
    } as SeedGarage;
    if (isPending)
      garage.specializations = catNames.map((n) => {
        if (!share) return { name: n };
        let e = specializationCache.get(n);
        if (!e) specializationCache.set(n, (e = Object.freeze({ name: n })));
        return e;
      });
    garages[i] = garage;

    // Subscription (about 70% of live garages).
    if (!isPending && subRng.chance(subChance) && subscriptions.length < MAX_SUBSCRIPTIONS) {
      const terms: Subscription[] = [];
      let start = Math.min(created + subRng.int(1, 20) * DAY_MS, nowMs - DAY_MS);
      let plan: PlanName = subRng.weighted<PlanName>(['launch', 'rise', 'scale'], [50, 35, 15]);
      let k = 0;
      while (start < nowMs) {
        const months = subRng.weighted([1, 3, 9], [15, 45, 40]);
        const end = start + Math.round(months * 30.44) * DAY_MS;
        const total = Math.round(PLAN_PRICE[plan] * months * (months === 9 ? 0.9 : 1));
        k++;
        terms.push({ plan, date: iso(start), expiryDate: iso(end), total_amount: total, invoice: `/invoices/subscriptions/${publicId}-${k}.pdf` });
        if (end >= nowMs || subRng.chance(0.12)) break; // current, or lapsed (shown Expired)
        start = end + (subRng.chance(0.8) ? 0 : subRng.int(1, 25) * DAY_MS);
        if (subRng.chance(0.2)) plan = plan === 'launch' ? 'rise' : plan === 'rise' ? 'scale' : 'scale';
      }
      const current = terms[terms.length - 1]!;
      const included = PLAN_FEATURES[current.plan as PlanName];
      const planIndex = current.plan === 'launch' ? 0 : current.plan === 'rise' ? 1 : 2;
      const features: SubscriptionFeature[] = SUBSCRIPTION_FEATURES.map(([fname, featureCategory, counts], f) => ({
        _id: oid('subscriptionFeature', ++subFeatureCounter, Date.parse(current.date)),
        name: fname,
        featureCategory,
        activationDate: current.date,
        subscriptionStatus: f < included ? subRng.chance(0.95) : false,
        featureId: featureIds[f]!,
        featureCount: f < included ? counts[planIndex]! : 0,
      }));
      const history = terms.slice().reverse();
      subscriptions.push({
        _id: oid('subscription', subscriptions.length + 1, Date.parse(terms[0]!.date)),
        garageId: _id,
        subscriptionPlan: current,
        features,
        history,
        lifetimeEarnings: subRng.int(20, 2500) * 1000,
      });
    }

    // Marketplace analytics (every garage; zeros for pending ones).
    const sponsored = !isPending && anaRng.chance(0.1);
    const ratingCount = isPending ? 0 : Math.floor(anaRng.next() ** 2 * 400);
    const record: GarageAnalytics = {
      garageId: _id,
      isVerified: !isPending && anaRng.chance(0.6),
      jobs_completed: isPending ? 0 : ratingCount + anaRng.int(0, 600),
      rating: ratingCount === 0 ? 0 : Math.round((3.2 + anaRng.next() * 1.8) * 10) / 10,
      rating_count: ratingCount,
      review_count: Math.floor(ratingCount * (0.3 + anaRng.next() * 0.5)),
      isSponsored: sponsored,
    };
    if (sponsored) {
      const s = nowMs - anaRng.int(0, 60) * DAY_MS;
      record.sponsoredStartDate = ymd(s);
      record.sponsoredEndDate = ymd(s + anaRng.pick([30, 90, 180]) * DAY_MS);
      record.sponsoredServices = gCategories.slice(0, 2).map((c) => c.categoryId!);
      record.sponsoredRadius = anaRng.pick([3, 5, 10, 15]);
      record.sponsoredPrice = anaRng.pick([1999, 4999, 9999]);
    }
    analytics[i] = record;
  }

  shareOneMobile(garages);
  return { garages, subscriptions, analytics };
}
