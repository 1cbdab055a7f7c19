/**
 * Records that hang off garages: reports (invoices, job cards, vendors, inventory), coins, XLS
 * tracking, leads, customers, bookings, quotes, users, enquiries, ratings, rewards and push
 * notifications. Each collection draws from its own random stream.
 */
import type {
  Booking,
  BookingStatus,
  CreditRow,
  Customer,
  CustomerLead,
  InventoryPart,
  JobCard,
  LeadListRow,
  LeadSource,
  MarketplaceUser,
  PlanName,
  PromoCode,
  PurchaseInvoice,
  PushNotificationRow,
  Quote,
  RatingComment,
  RatingRow,
  RewardRow,
  SaleInvoice,
  SubscriptionEnquiry,
  Vendor,
  XlsTrackingRow,
} from '../records';
import type { SeedGarage } from './garages';
import { SUBSCRIPTION_FEATURES } from './garages';
import { BIKE_VARIANTS, CAR_VARIANTS, EMAIL_DOMAINS, INSURERS, PARTS, VENDOR_NAMES, emailLocal, type Person } from './pools';
import { DAY_MS, Rng, businessMoment, clock12, dmy, iso, mobile, oid, retail, round2, vehicleNumber, ymd, type Kind } from './random';
import { BIKE_MAKES, CAR_MAKES, type FuelType, type VehicleMake } from './vehicles';

// ---------------------------------------------------------------------------------------------
// Seeded record types: the documented fields plus the keys the sandbox needs to filter and find rows
// ---------------------------------------------------------------------------------------------

export type SeedSaleInvoice = SaleInvoice & { garageId: string };
export type SeedPurchaseInvoice = PurchaseInvoice & { garageId: string };
export type SeedJobCard = JobCard & { _id: string; garageId: string };
export type SeedVendor = Vendor & { _id: string; garageId: string };
export type SeedInventoryPart = InventoryPart & { _id: string; garageId: string; createdAt: string };
export type SeedXlsTracking = XlsTrackingRow & { _id: string };
/** One collection for both lead lists: getLeadDataList gives all, listOfAdminLeads those with processedByAdmin. */
export type SeedLead = LeadListRow & { garageId: string; serviceId: string; vehicleType: 1 | 2; processedByAdmin: boolean };
export type SeedCustomer = Customer & { _id: string };
export type SeedBooking = Booking & { customerId: string; garageId: string; garageName: string; city: string };
export type SeedQuote = Quote & { garageId: { _id: string; garageName: string }; customerId: string };
export type SeedMarketplaceUser = MarketplaceUser & { _id: string };
export type SeedEnquiry = SubscriptionEnquiry & { garageId: string };
export type SeedRating = RatingRow & { _id: string; garageId: string };
export type SeedReward = RewardRow & { _id: string; garageId: string };
export type SeedPushNotification = PushNotificationRow & { _id: string; garageId: string; image: string };

export interface ServiceRef {
  _id: string;
  serviceName: string;
  categoryId: string;
  categoryName: string;
  vehicleType: 1 | 2 | 3;
  price: number;
}

export interface BusinessContext {
  nowMs: number;
  seed: number;
  product: string;
  people: readonly Person[];
  /** Live garages (account status active). */
  live: readonly SeedGarage[];
  /** Pending garages (for enquiries). */
  all: readonly SeedGarage[];
  /** Active catalogue services. */
  services: readonly ServiceRef[];
  servicesById: ReadonlyMap<string, ServiceRef>;
  isoByStateName: ReadonlyMap<string, string>;
  /** Scaled size of a collection: round(garages × perGarage) clamped to [min, max]; 0 without garages. */
  size: (perGarage: number, min: number, max: number) => number;
}

const SEGMENT_FACTOR: Readonly<Record<string, number>> = { Hatchback: 1, Sedan: 1.15, SUV: 1.35, Luxury: 2.2, Motorcycle: 1, Scooter: 0.9 };

interface PickedVehicle {
  vehicleType: 1 | 2;
  make: string;
  model: string;
  fuelType: FuelType;
  year: number;
  variant: string;
  segment: string;
}

function pickVehicle(rng: Rng, garageType: number, nowYear: number): PickedVehicle {
  const vehicleType: 1 | 2 = garageType === 1 ? 1 : garageType === 2 ? 2 : rng.chance(0.6) ? 1 : 2;
  const makes: readonly VehicleMake[] = vehicleType === 1 ? CAR_MAKES : BIKE_MAKES;
  const make = rng.weighted(makes, vehicleType === 1 ? CAR_SHARES : BIKE_SHARES);
  const model = rng.pick(make.models);
  const last = model.current === false ? Math.min(nowYear, 2023) : nowYear;
  return {
    vehicleType,
    make: make.name,
    model: model.name,
    fuelType: rng.pick(model.fuelTypes),
    year: rng.int(Math.min(model.since, last), last),
    variant: rng.pick(vehicleType === 1 ? CAR_VARIANTS : BIKE_VARIANTS),
    segment: model.segment,
  };
}

const registeredMs = new WeakMap<SeedGarage, number>();

/** A moment after the garage registered (and before now), skewed to recent. */
function afterRegistration(rng: Rng, nowMs: number, g: SeedGarage): number {
  let reg = registeredMs.get(g);
  if (reg === undefined) registeredMs.set(g, (reg = Date.parse(g.registationDate)));
  const ageDays = Math.max(1, (nowMs - reg) / DAY_MS - 1);
  return businessMoment(nowMs, rng.next() ** 1.4 * ageDays, rng);
}

function financialYear(ms: number): string {
  const d = new Date(ms);
  const y = d.getUTCMonth() < 3 ? d.getUTCFullYear() - 1 : d.getUTCFullYear();
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

function personEmail(rng: Rng, p: Person): string {
  return `${emailLocal(p.first)}.${emailLocal(p.last)}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(EMAIL_DOMAINS)}`;
}

const CAR_SHARES = CAR_MAKES.map((m) => m.share);
const BIKE_SHARES = BIKE_MAKES.map((m) => m.share);
const CAR_PARTS = PARTS.filter((x) => x.vehicleType === 1);
const BIKE_PARTS = PARTS.filter((x) => x.vehicleType === 2);

const byDateDesc =
  <T>(key: (x: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0;

interface Totals {
  totalRates: number;
  totalDiscount: number;
  totalTax: number;
  totalAmounts: number;
}

function serviceTotals(
  rng: Rng,
  g: SeedGarage,
  v: PickedVehicle,
  servicesById: ReadonlyMap<string, ServiceRef>,
): Totals & { serviceNames: string[] } {
  const lines = rng.sample(g.services, rng.int(1, Math.min(3, g.services.length)));
  let rates = 0;
  const serviceNames: string[] = [];
  for (const l of lines) {
    const s = servicesById.get(l.adminServiceId ?? '');
    const base = s && s.price > 0 ? s.price : 1499;
    rates += retail(base * (SEGMENT_FACTOR[v.segment] ?? 1) * (0.85 + rng.next() * 0.4));
    serviceNames.push(l.serviceName);
  }
  if (rates === 0) rates = 999;
  const discount = rng.chance(0.35) ? round2(rates * rng.pick([0.05, 0.1, 0.15])) : 0;
  const tax = round2((rates - discount) * 0.18);
  return { totalRates: rates, totalDiscount: discount, totalTax: tax, totalAmounts: round2(rates - discount + tax), serviceNames };
}

/** Inventory parts of the first live garage: a known garage whose inventory spans three server pages. */
export const INVENTORY_PAGED_GARAGE_PARTS = 25;

export interface BusinessData {
  saleInvoices: SeedSaleInvoice[];
  purchaseInvoices: SeedPurchaseInvoice[];
  jobCards: SeedJobCard[];
  vendors: SeedVendor[];
  inventoryParts: SeedInventoryPart[];
  credits: CreditRow[];
  xlsTracking: SeedXlsTracking[];
  leads: SeedLead[];
  customers: SeedCustomer[];
  bookings: SeedBooking[];
  customerLeads: CustomerLead[];
  quotes: SeedQuote[];
  marketplaceUsers: SeedMarketplaceUser[];
  enquiries: SeedEnquiry[];
  ratings: SeedRating[];
  rewards: SeedReward[];
  pushNotifications: SeedPushNotification[];
}

export function createBusiness(ctx: BusinessContext): BusinessData {
  const { nowMs, live, people, servicesById } = ctx;
  const nowYear = new Date(nowMs).getUTCFullYear();
  const stream = (n: number) => new Rng(ctx.seed, 200 + n);
  const pickGarage = (rng: Rng) => live[Math.floor(rng.next() * live.length)]!;
  const pickPerson = (rng: Rng) => people[Math.floor(rng.next() * people.length)]!;
  const stateIso = (g: SeedGarage) => ctx.isoByStateName.get(g.state) ?? 'MH';
  const productIdKey = `${ctx.product}Id` as `${string}Id`;
  const none = live.length === 0;
  const count = (perGarage: number, min: number, max: number) => (none ? 0 : ctx.size(perGarage, min, max));
  const image = (rng: Rng, folder: string, p: number) => (rng.chance(p) ? `/images/${folder}/${String(rng.int(1, 24)).padStart(2, '0')}.jpg` : '');
  const idOf = (kind: Kind, n: number, ms: number) => oid(kind, n, ms);

  // Sale invoices --------------------------------------------------------------------------------
  const saleInvoices: SeedSaleInvoice[] = [];
  {
    const rng = stream(1);
    const n = count(6, 60, 10_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const p = pickPerson(rng);
      const v = pickVehicle(rng, g.garageType, nowYear);
      const totals = serviceTotals(rng, g, v, servicesById);
      const id = idOf('saleInvoice', k + 1, t);
      saleInvoices.push({
        id,
        garageId: g._id,
        chooseDate: iso(t),
        billNumber: `INV/${financialYear(t)}/${String(k + 1).padStart(5, '0')}`,
        garageName: g.garageName,
        customerName: p.full,
        vehicleNumber: vehicleNumber(rng, stateIso(g)),
        totalRates: totals.totalRates,
        totalDiscount: totals.totalDiscount,
        totalTax: totals.totalTax,
        totalAmounts: totals.totalAmounts,
        invoiceURL: `/invoices/sale/${id}.pdf`,
        bookingId: rng.chance(0.6) ? `BKG${rng.digits(7)}` : '',
        customerImage: image(rng, 'customers', 0.3),
        phone: mobile(rng),
        email: rng.chance(0.7) ? personEmail(rng, p) : '',
        brand: v.make,
        model: v.model,
        year: v.year,
        fuelType: v.fuelType,
      });
    }
    saleInvoices.sort(byDateDesc((x) => x.chooseDate));
  }

  // Purchase invoices (customer = vendor) ---------------------------------------------------------
  const purchaseInvoices: SeedPurchaseInvoice[] = [];
  {
    const rng = stream(2);
    const n = count(3, 30, 5_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const vendor = rng.pick(VENDOR_NAMES);
      const vt = g.garageType === 2 ? 2 : g.garageType === 1 ? 1 : rng.chance(0.6) ? 1 : 2;
      const parts = rng.sample(vt === 1 ? CAR_PARTS : BIKE_PARTS, rng.int(1, 5));
      let rates = 0;
      for (const part of parts) rates += rng.int(2, 12) * rng.int(part.rate[0], part.rate[1]);
      const discount = rng.chance(0.4) ? round2(rates * rng.pick([0.02, 0.05, 0.08])) : 0;
      const tax = round2((rates - discount) * 0.18);
      const id = idOf('purchaseInvoice', k + 1, t);
      purchaseInvoices.push({
        id,
        garageId: g._id,
        chooseDate: iso(t),
        billNumber: `${vendor
          .split(' ')
          .map((w) => w[0])
          .join('')
          .toUpperCase()
          .slice(0, 3)}/${financialYear(t)}/${rng.int(100, 9999)}`,
        garageName: g.garageName,
        customerName: vendor,
        vehicleNumber: '',
        totalRates: rates,
        totalDiscount: discount,
        totalTax: tax,
        totalAmounts: round2(rates - discount + tax),
        invoiceURL: `/invoices/purchase/${id}.pdf`,
        phone: mobile(rng),
        email: `${emailLocal(vendor).replace(/\./g, '')}@gmail.com`,
        uploadedImage: image(rng, 'bills', 0.85),
      });
    }
    purchaseInvoices.sort(byDateDesc((x) => x.chooseDate));
  }

  // Job cards ------------------------------------------------------------------------------------
  const jobCards: SeedJobCard[] = [];
  {
    const rng = stream(3);
    const n = count(4, 40, 8_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const p = pickPerson(rng);
      const v = pickVehicle(rng, g.garageType, nowYear);
      const totals = serviceTotals(rng, g, v, servicesById);
      const _id = idOf('jobCard', k + 1, t);
      jobCards.push({
        _id,
        garageId: g._id,
        invoiceNumber: `JC/${financialYear(t)}/${String(k + 1).padStart(5, '0')}`,
        data: iso(t),
        customerName: p.full,
        vehicleNumber: vehicleNumber(rng, stateIso(g)),
        totalRates: totals.totalRates,
        totalDiscount: totals.totalDiscount,
        totalTax: totals.totalTax,
        totalAmounts: totals.totalAmounts,
        invoiceUrl: `/invoices/jobcards/${_id}.pdf`,
        customerPhoneNumber: mobile(rng),
        customerEmail: rng.chance(0.6) ? personEmail(rng, p) : '',
        bookingId: rng.chance(0.5) ? `BKG${rng.digits(7)}` : '',
        brand: v.make,
        modal: v.model,
        year: v.year,
        fuelType: v.fuelType,
        customerImage: image(rng, 'customers', 0.3),
      });
    }
    jobCards.sort(byDateDesc((x) => x.data));
  }

  // Vendors --------------------------------------------------------------------------------------
  const vendors: SeedVendor[] = [];
  {
    const rng = stream(4);
    const n = count(1.5, 20, 3_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const vendorName = rng.pick(VENDOR_NAMES);
      const total = rng.int(5, 400) * 500;
      const paid = Math.min(total, Math.round((rng.chance(0.4) ? 1 : rng.next()) * total));
      vendors.push({
        _id: idOf('vendor', k + 1, t),
        garageId: g._id,
        vendorName,
        vendorEmail: `${emailLocal(vendorName).replace(/\./g, '')}@gmail.com`,
        vendorPhoneNumber: mobile(rng),
        vendorDate: iso(t),
        garageName: g.garageName,
        imageUrl: image(rng, 'vendors', 0.5),
        paymentData: { totalBalanceAmount: total - paid, totalPaidAmount: paid },
      });
    }
    vendors.sort(byDateDesc((x) => x.vendorDate));
  }

  // Inventory ------------------------------------------------------------------------------------
  const inventoryParts: SeedInventoryPart[] = [];
  {
    const rng = stream(5);
    const n = count(6, 60, 15_000);
    // The first live garage holds exactly INVENTORY_PAGED_GARAGE_PARTS parts (three server pages of
    // 10, 10 and 5) whenever another live garage can take the rest; the others share the remainder.
    const paged = live.length > 1 && n >= INVENTORY_PAGED_GARAGE_PARTS ? live[0]! : undefined;
    const others = live.slice(1);
    for (let k = 0; k < n; k++) {
      const picked = pickGarage(rng);
      const g = !paged ? picked : k < INVENTORY_PAGED_GARAGE_PARTS ? paged : picked === paged ? others[k % others.length]! : picked;
      const t = afterRegistration(rng, nowMs, g);
      const vt = g.garageType === 2 ? 2 : g.garageType === 1 ? 1 : rng.chance(0.6) ? 1 : 2;
      const part = rng.pick(vt === 1 ? CAR_PARTS : BIKE_PARTS);
      const brand = rng.pick(part.brands);
      const min = rng.int(2, 5);
      const max = rng.int(15, 50);
      const quantity = rng.chance(0.1) ? rng.int(0, min - 1) : rng.int(min, max);
      const rate = rng.int(part.rate[0], part.rate[1]);
      const subTotal = quantity * rate;
      const discount = rng.pick([0, 0, 0, 5, 10]);
      const tax = 18;
      const taxType = rng.chance(0.7) ? 'Exclusive' : 'Inclusive';
      const afterDiscount = subTotal * (1 - discount / 100);
      inventoryParts.push({
        _id: idOf('inventoryPart', k + 1, t),
        garageId: g._id,
        createdAt: iso(t),
        garageName: g.garageName,
        partName: part.partName,
        brandName: brand,
        partNumber: `${brand
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}-${rng.digits(4)}${rng.letters(2)}${rng.digits(3)}`,
        rackNumber: `R${rng.int(1, 8)}-S${rng.int(1, 6)}`,
        vehicleType: vt,
        sac_hsn: part.hsn,
        minimumNumber: min,
        maximumNumber: max,
        quantity,
        rate,
        taxType,
        subTotal,
        tax,
        discount,
        totalAmount: round2(taxType === 'Exclusive' ? afterDiscount * (1 + tax / 100) : afterDiscount),
      });
    }
    inventoryParts.sort(byDateDesc((x) => x.createdAt));
  }

  // Coins history (credits paid out to garages) ---------------------------------------------------
  const credits: CreditRow[] = [];
  {
    const rng = stream(6);
    const withBank = live.filter((g) => g.banks.length > 0);
    const n = withBank.length === 0 ? 0 : count(1.2, 15, 3_000);
    for (let k = 0; k < n; k++) {
      const g = withBank[Math.floor(rng.next() * withBank.length)]!;
      const t = afterRegistration(rng, nowMs, g);
      const id = idOf('credit', k + 1, t);
      credits.push({
        id,
        [productIdKey]: g[productIdKey],
        garageId: g._id,
        garageName: g.garageName,
        garagePhoneNumber: g.phoneNumber,
        total_Amount: rng.int(5, 500) * 100,
        date: iso(t),
        invoice: rng.chance(0.7) ? `/invoices/credits/${id}.pdf` : '',
        bank: g.banks.map((b) => ({ ...b, startDate: g.registationDate })),
      } as CreditRow);
    }
    credits.sort(byDateDesc((x) => x.date));
  }

  // XLS tracking (about 60% of live garages) ------------------------------------------------------
  const xlsTracking: SeedXlsTracking[] = [];
  {
    const rng = stream(7);
    const max = 10_000;
    const p = Math.min(0.6, max / Math.max(1, live.length));
    let k = 0;
    for (const g of live) {
      if (k >= max) break;
      if (!rng.chance(p)) continue;
      const t = afterRegistration(rng, nowMs, g);
      const saleInvoice = rng.int(0, 40);
      const purchaseInvoice = rng.int(0, 20);
      const expenses = rng.int(0, 15);
      xlsTracking.push({
        _id: idOf('xlsTracking', ++k, t),
        garageId: g._id,
        garageName: g.garageName,
        lastUpdated: iso(t),
        totalXlsDownloads: saleInvoice + purchaseInvoice + expenses,
        saleInvoice,
        purchaseInvoice,
        expenses,
        status: true,
      });
    }
    xlsTracking.sort(byDateDesc((x) => x.lastUpdated));
  }

  // Leads ----------------------------------------------------------------------------------------
  const LEAD_SOURCES: readonly LeadSource[] = ['Direct Call', 'View Garage', 'Service Search', 'Request Quote'];
  const EXTRA = [
    'Please call after 6 pm.',
    'Preferably this weekend.',
    'Need pickup and drop.',
    'Vehicle is not starting, urgent.',
    'Want an estimate first.',
    'Company-paid, need GST bill.',
    '',
  ];
  const leads: SeedLead[] = [];
  {
    const rng = stream(8);
    const n = count(3, 30, 8_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const p = pickPerson(rng);
      const v = pickVehicle(rng, g.garageType, nowYear);
      const gs = rng.pick(g.services);
      const processedByAdmin = rng.chance(0.4);
      const status = rng.weighted(['Pending', 'In Progress', 'Completed', 'Cancelled'], [30, 20, 35, 15]);
      leads.push({
        id: idOf('lead', k + 1, t),
        garageId: g._id,
        serviceId: gs.adminServiceId ?? '',
        vehicleType: v.vehicleType,
        processedByAdmin,
        customer: { name: p.full, phone: mobile(rng), email: rng.chance(0.6) ? personEmail(rng, p) : '', location: `${g.area}, ${g.city}` },
        vehicle: { brand: v.make, model: v.model, fuelType: v.fuelType },
        description: `Need ${gs.serviceName.toLowerCase()} for my ${v.make} ${v.model} (${v.year}). ${rng.pick(EXTRA)}`.trim(),
        serviceName: gs.serviceName,
        garageName: g.garageName,
        garageCity: g.city,
        date: iso(t),
        source: processedByAdmin ? rng.weighted(LEAD_SOURCES, [60, 10, 15, 15]) : rng.weighted(LEAD_SOURCES, [15, 35, 30, 20]),
        status,
        coinStatus: rng.chance(0.55) ? 'Clicked' : 'Not Clicked',
        garageCoins: g.coins,
      });
    }
    leads.sort(byDateDesc((x) => x.date));
  }

  // Customers and their bookings ------------------------------------------------------------------
  const customers: SeedCustomer[] = [];
  const bookings: SeedBooking[] = [];
  {
    const rng = stream(9);
    const brng = stream(10);
    const n = count(4, 40, 10_000);
    const CONDITIONS = [
      'Front bumper scratch',
      'Rear bumper dent',
      'Left door scratch',
      'Windshield chip',
      'Tyres worn out',
      'Oil leakage near sump',
      'Brake pads 30% left',
      'Battery terminals corroded',
      'Headlamp foggy',
      'AC vents weak airflow',
      'Chain loose',
      'Clutch slipping',
    ];
    const byCity = new Map<string, SeedGarage[]>();
    if (n > 0) for (const g of live) (byCity.get(g.city) ?? byCity.set(g.city, []).get(g.city)!).push(g);
    let bookingNo = 0;
    for (let k = 0; k < n; k++) {
      const home = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, home);
      const p = pickPerson(rng);
      const v = pickVehicle(rng, home.garageType, nowYear);
      const insuranceExpiry = nowMs + rng.int(-60, 365) * DAY_MS;
      const customer: SeedCustomer = {
        _id: idOf('customer', k + 1, t),
        customerName: p.full,
        customerImage: image(rng, 'customers', 0.35),
        phoneNumber: mobile(rng),
        email: personEmail(rng, p),
        dateOfBirth: ymd(nowMs - rng.int(20 * 365, 62 * 365) * DAY_MS),
        city: home.city,
        vehicleType: v.vehicleType,
        vehicleNumber: vehicleNumber(rng, stateIso(home)),
        brand: v.make,
        model: v.model,
        variant: v.variant,
        fuelType: v.fuelType,
        year: v.year,
        chassisNumber: `MA${rng.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.letters(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${rng.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(6)}`,
        companyName: rng.pick(INSURERS),
        insuranceNumber: `${rng.int(1000, 9999)}/${rng.digits(8)}/${rng.digits(2)}/${rng.digits(3)}`,
        expiryDate: ymd(insuranceExpiry),
        date: iso(t),
        formattedDate: dmy(t),
        serviceBookings: [],
      };
      customers.push(customer);

      const visits = brng.weighted([0, 1, 2, 3], [20, 45, 25, 10]);
      for (let b = 0; b < visits; b++) {
        const g = brng.chance(0.75) ? home : brng.pick(byCity.get(home.city)!);
        const placedMs = businessMoment(nowMs, brng.next() * ((nowMs - t) / DAY_MS), brng);
        const scheduled = placedMs + brng.int(0, 5) * DAY_MS;
        const future = scheduled > nowMs;
        const bookingStatus: BookingStatus = future
          ? 'inProgress'
          : brng.weighted<BookingStatus>(['completed', 'cancel', 'inProgress', 'readyForDelivery'], [62, 18, 10, 10]);
        const hour = brng.int(9, 18);
        const bookingId = `BKG${String(2_400_000 + ++bookingNo)}`;
        const cats = g.categories.slice(0, brng.int(1, Math.max(1, g.categories.length)));
        const inspection =
          bookingStatus === 'cancel'
            ? undefined
            : {
                categories: cats.map((c) => c.categoryName),
                categoryId: cats[0]?.categoryId ?? '',
                inspectionData: brng.sample(CONDITIONS, brng.int(1, 3)).map((c, j) => ({
                  _id: oid('inspection', bookingNo * 4 + j, placedMs),
                  vechileCondition: c,
                  image: `/images/inspections/${String(brng.int(1, 24)).padStart(2, '0')}.jpg`,
                })),
                mechanic: pickPerson(brng).full,
              };
        bookings.push({
          id: oid('booking', bookingNo, placedMs),
          customerId: customer._id,
          date: iso(placedMs),
          bookingDate: ymd(scheduled),
          time: clock12(hour, brng.pick([0, 30])),
          bookingId,
          orderPlacedAt: iso(placedMs),
          customerName: customer.customerName,
          vehicleNumber: customer.vehicleNumber,
          modelName: `${v.make} ${v.model}`,
          variant: v.variant,
          fuelType: v.fuelType,
          year: v.year,
          garageId: g._id,
          garageName: g.garageName,
          city: g.city,
          bookingStatus,
          rating: bookingStatus === 'completed' ? brng.weighted([3, 4, 5], [15, 40, 45]) : 0,
          orderStatus: bookingStatus !== 'cancel',
          invoice: bookingStatus === 'completed' ? `/invoices/bookings/${bookingId}.pdf` : '',
          ...(inspection ? { inspectionSummary: inspection } : {}),
        });
        customer.serviceBookings!.push({ garageName: g.garageName, date: iso(placedMs) });
      }
    }
    customers.sort(byDateDesc((x) => x.date));
    bookings.sort(byDateDesc((x) => x.date));
  }

  // Customer leads (marketplace dispatch) ---------------------------------------------------------
  const customerLeads: CustomerLead[] = [];
  {
    const rng = stream(11);
    const n = count(1.5, 20, 3_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const p = pickPerson(rng);
      const v = pickVehicle(rng, g.garageType, nowYear);
      const gs = rng.pick(g.services);
      customerLeads.push({
        _id: idOf('customerLead', k + 1, t),
        createdAt: iso(t),
        customer: { name: p.full, email: personEmail(rng, p), phone: mobile(rng), location: g.city },
        description: `Looking for ${gs.serviceName.toLowerCase()} near ${g.area}. ${rng.pick(EXTRA)}`.trim(),
        vehicle: { brand: v.make, model: v.model, vehicleType: v.vehicleType, fuelType: v.fuelType },
        source: rng.pick(LEAD_SOURCES),
        address: `${rng.int(1, 300)}, ${g.area}, ${g.city}, ${g.state}`,
      });
    }
    customerLeads.sort(byDateDesc((x) => x.createdAt));
  }

  // Quotes ---------------------------------------------------------------------------------------
  const quotes: SeedQuote[] = [];
  {
    const rng = stream(12);
    const n = count(2, 25, 6_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const c = customers.length ? customers[Math.floor(rng.next() * customers.length)]! : undefined;
      const p = pickPerson(rng);
      const gs = rng.pick(g.services);
      quotes.push({
        id: idOf('quote', k + 1, t),
        date: iso(t),
        name: c?.customerName ?? p.full,
        phoneNumber: c?.phoneNumber ?? mobile(rng),
        email: c?.email ?? personEmail(rng, p),
        note: `Please share a quote for ${gs.serviceName.toLowerCase()}${c?.model ? ` on my ${c.brand} ${c.model}` : ''}.`,
        source: rng.weighted(['Website', 'Android App', 'iOS App'], [45, 40, 15]),
        garageId: { _id: g._id, garageName: g.garageName },
        customerId: c?._id ?? '',
        customerImage: c?.customerImage ?? '',
      });
    }
    quotes.sort(byDateDesc((x) => x.date));
  }

  // Marketplace users ----------------------------------------------------------------------------
  const marketplaceUsers: SeedMarketplaceUser[] = [];
  {
    const rng = stream(13);
    const n = count(4, 40, 10_000);
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const p = pickPerson(rng);
      marketplaceUsers.push({
        _id: idOf('marketplaceUser', k + 1, t),
        customer: {
          date: iso(t),
          customerName: p.full,
          phoneNumber: mobile(rng),
          email: personEmail(rng, p),
          state: g.state,
          city: g.city,
          gender: rng.chance(0.03) ? 'Other' : p.gender,
          dateOfBirth: ymd(nowMs - rng.int(18 * 365, 65 * 365) * DAY_MS),
          customerImage: image(rng, 'customers', 0.3),
          customerStatus: rng.chance(0.8) ? 1 : 0,
        },
      });
    }
    marketplaceUsers.sort(byDateDesc((x) => x.customer.date));
  }

  // Subscription enquiries -----------------------------------------------------------------------
  const enquiries: SeedEnquiry[] = [];
  {
    const rng = stream(14);
    const n = ctx.all.length === 0 ? 0 : ctx.size(0.5, 10, 1_000);
    const QUERIES = [
      'Want to know the difference between Rise and Scale plans.',
      'Can I pay quarterly instead of monthly?',
      'Need more job cards than my plan allows.',
      'Please call me about the Scale plan for two branches.',
      'Is GST included in the plan price?',
      'How do marketplace leads work with coins?',
      'Want a demo of inventory and purchase invoices.',
    ];
    for (let k = 0; k < n; k++) {
      const g = ctx.all[Math.floor(rng.next() * ctx.all.length)]!;
      const t = afterRegistration(rng, nowMs, g);
      const plan: PlanName = rng.weighted<PlanName>(['launch', 'rise', 'scale'], [40, 40, 20]);
      enquiries.push({
        _id: idOf('enquiry', k + 1, t),
        garageId: g._id,
        createdAt: iso(t),
        name: g.garageOwnerName,
        phone: g.phoneNumber,
        email: g.email,
        address: g.address,
        state: g.state,
        city: g.city,
        plan,
        feature: rng.sample(SUBSCRIPTION_FEATURES, rng.int(1, 3)).map((f) => f[0]),
        query: rng.pick(QUERIES),
        status: rng.weighted(['Pending', 'Contacted', 'Converted', 'Closed'], [40, 25, 20, 15]),
        garage: { name: g.garageName },
      });
    }
    enquiries.sort(byDateDesc((x) => x.createdAt));
  }

  // Ratings --------------------------------------------------------------------------------------
  const ratings: SeedRating[] = [];
  {
    const rng = stream(15);
    const max = count(0.4, 10, 5_000);
    const COMMENTS: Readonly<Record<number, readonly string[]>> = {
      1: [
        'Car returned with a new scratch, very disappointed.',
        'Charged much more than the estimate.',
        'Kept my bike for a week without any update.',
      ],
      2: ['Work was fine but delivery was two days late.', 'AC stopped cooling again after a month.', 'Staff was rude on the phone.'],
      3: ['Average service, pricing is okay.', 'Decent work but the waiting area needs improvement.', 'Good work, but pickup was late.'],
      4: [
        'Good service and fair prices.',
        'Clutch work done well, car feels smooth now.',
        'Quick foam wash, car looks new.',
        'Helpful staff, explained every part they changed.',
      ],
      5: [
        'Excellent service, highly recommended!',
        'Best multi-brand garage in the area.',
        'Very professional team, transparent billing.',
        'Got my bike serviced within 3 hours. Superb!',
      ],
    };
    let commentNo = 0;
    for (const g of live) {
      if (ratings.length >= max) break;
      if (!rng.chance(0.4)) continue;
      const t = afterRegistration(rng, nowMs, g);
      const row: SeedRating = { _id: idOf('rating', ratings.length + 1, t), garageId: g._id, garageName: g.garageName };
      const total = rng.int(1, 8);
      let latest = '';
      for (let c = 0; c < total; c++) {
        const stars = rng.weighted([1, 2, 3, 4, 5], [5, 7, 13, 35, 40]);
        const customerName = pickPerson(rng).full;
        latest = customerName;
        const entry: RatingComment = { ratingId: idOf('ratingComment', ++commentNo, t), description: rng.pick(COMMENTS[stars]!), customerName };
        const key = `${stars}star` as '1star';
        (row[key] ??= []).push(entry);
      }
      row.customerName = latest;
      row.serviceRatings = rng.sample(g.services, Math.min(3, g.services.length)).map((s) => ({
        serviceName: s.serviceName,
        rating: rng.weighted([3, 4, 5], [20, 40, 40]),
        ratingId: idOf('ratingComment', ++commentNo, t),
      }));
      ratings.push(row);
    }
  }

  // Rewards (cashback coins) ---------------------------------------------------------------------
  const rewards: SeedReward[] = [];
  {
    const rng = stream(16);
    const max = count(0.5, 10, 10_000);
    for (const g of live) {
      if (rewards.length >= max) break;
      if (!rng.chance(0.5)) continue;
      const t = afterRegistration(rng, nowMs, g);
      const totalCoins = rng.int(1, 300) * 10;
      const utilized = Math.floor((totalCoins * rng.next() * 0.8) / 10) * 10;
      rewards.push({
        _id: idOf('reward', rewards.length + 1, t),
        garageId: g._id,
        garageName: g.garageName,
        currentPoints: totalCoins - utilized,
        utilizedCoins: utilized,
        TotalCoins: totalCoins,
        chooseDate: iso(t),
      });
    }
    rewards.sort(byDateDesc((x) => x.chooseDate));
  }

  // Push notifications ---------------------------------------------------------------------------
  const pushNotifications: SeedPushNotification[] = [];
  {
    const rng = stream(17);
    const n = count(0.8, 20, 2_000);
    const MESSAGES: ReadonlyArray<readonly [string, string]> = [
      ['New leads in your area', 'Customers near you are looking for your services. Open the app to view and respond.'],
      ['Diwali offer for garages', 'Get 20% extra coins on every recharge till Diwali. Boost your listing now!'],
      ['Renew your subscription', 'Your plan expires soon. Renew today to keep invoices and job cards running.'],
      ['Monsoon check-up campaign', 'Offer a monsoon check-up package: wipers, brakes, tyres and lights. We will promote it for you.'],
      ['Update your working hours', 'Keep your timings up to date so customers reach you when you are open.'],
      ['Complete your KYC', 'Add your bank details and GST number to receive payouts without delay.'],
      ['Ratings matter', 'Ask happy customers for a review. Garages with 4.5+ ratings get 3x more enquiries.'],
    ];
    for (let k = 0; k < n; k++) {
      const g = pickGarage(rng);
      const t = afterRegistration(rng, nowMs, g);
      const [title, Content] = rng.pick(MESSAGES);
      const Status = rng.chance(0.88);
      const Reads = Status ? rng.int(0, 1) : 0;
      pushNotifications.push({
        _id: idOf('pushNotification', k + 1, t),
        garageId: g._id,
        image: image(rng, 'notifications', 0.6),
        Date: iso(t),
        garageName: g.garageName,
        title,
        Content,
        Status_of_Business_Type: g.businessType,
        Vehicle_Type: g.garageType,
        state: g.state,
        location: g.city,
        Status,
        Reads,
        Click: Reads ? rng.int(0, 1) : 0,
      });
    }
    pushNotifications.sort(byDateDesc((x) => x.Date));
  }

  return {
    saleInvoices,
    purchaseInvoices,
    jobCards,
    vendors,
    inventoryParts,
    credits,
    xlsTracking,
    leads,
    customers,
    bookings,
    customerLeads,
    quotes,
    marketplaceUsers,
    enquiries,
    ratings,
    rewards,
    pushNotifications,
  };
}

/** Promo codes with dates around `now`: some running, some scheduled, some expired, some switched off. */
export function createPromoCodes(nowMs: number): PromoCode[] {
  // [code, type, value, start offset days, length days, status]
  const defs: ReadonlyArray<readonly [string, 'discount' | 'value', number, number, number, boolean]> = [
    ['WELCOME10', 'discount', 10, -400, 800, true],
    ['FLAT500', 'value', 500, -120, 240, true],
    ['DIWALI20', 'discount', 20, -20, 30, true],
    ['CARSPA15', 'discount', 15, -60, 120, true],
    ['BIKECARE100', 'value', 100, -90, 365, true],
    ['ACSERVICE300', 'value', 300, -200, 150, true],
    ['MONSOON15', 'discount', 15, -150, 90, true],
    ['NEWYEAR25', 'discount', 25, 60, 20, true],
    ['FIRSTWASH50', 'value', 50, -30, 180, false],
    ['HOLI10', 'discount', 10, -240, 15, false],
    ['INDEPENDENCE15', 'discount', 15, -80, 7, true],
    ['PONGAL200', 'value', 200, -300, 10, true],
    ['ONAM150', 'value', 150, -70, 12, false],
    ['EVCHECK250', 'value', 250, -10, 90, true],
    ['GARAGE5', 'discount', 5, -500, 1000, true],
  ];
  return defs.map(([promoCode, promoCodeType, promoCodeValue, startOffset, length, status], i) => {
    const start = Math.floor((nowMs + startOffset * DAY_MS) / DAY_MS) * DAY_MS;
    const created = Math.min(start, nowMs) - (3 + (i % 5)) * DAY_MS;
    return {
      _id: oid('promoCode', i + 1, created),
      promoCode,
      promoCodeType,
      promoCodeValue,
      startDate: iso(start),
      expiryDate: iso(start + length * DAY_MS),
      status,
      createdAt: iso(created),
    };
  });
}
