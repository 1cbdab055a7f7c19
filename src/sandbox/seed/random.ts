/**
 * Cheap deterministic randomness, ids and Indian identifier formats for the seed.
 *
 * Each collection draws from its own stream (`new Rng(seed, stream)`), so adding a field to one
 * collection does not change the others. No clock, no Math.random.
 */

const DAY = 86_400_000;

/** Small fast PRNG (mulberry32) with helpers. */
export class Rng {
  private s: number;

  constructor(seed: number, stream = 0) {
    // Mix seed and stream through a 32-bit hash so that nearby seeds give unrelated sequences.
    let h = (Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
    this.s = (h ^ (h >>> 16)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]!;
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** `count` distinct items (all of them when count >= length), in drawing order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const n = items.length;
    const k = Math.min(count, n);
    const out: T[] = new Array(k);
    if (k <= 0) return [];
    if (k === 1) {
      out[0] = items[Math.floor(this.next() * n)]!;
      return out;
    }
    const idx = this.scratch.length >= n ? this.scratch : (this.scratch = new Int32Array(Math.max(n, 64)));
    for (let i = 0; i < n; i++) idx[i] = i;
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (n - i));
      const t = idx[i]!;
      idx[i] = idx[j]!;
      idx[j] = t;
      out[i] = items[idx[i]!]!;
    }
    return out;
  }

  private scratch = new Int32Array(64);

  digits(count: number): string {
    let s = '';
    for (let i = 0; i < count; i++) s += Math.floor(this.next() * 10);
    return s;
  }

  letters(count: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string {
    let s = '';
    for (let i = 0; i < count; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Ids
// ---------------------------------------------------------------------------------------------

/** Collection codes embedded in ids, so ids never collide across collections. */
export const KIND = {
  state: 1,
  city: 2,
  category: 3,
  service: 4,
  garage: 5,
  socialMedia: 6,
  admin: 7,
  feature: 8,
  role: 9,
  subAdmin: 10,
  promoCode: 11,
  subscription: 12,
  subscriptionFeature: 13,
  saleInvoice: 14,
  purchaseInvoice: 15,
  jobCard: 16,
  vendor: 17,
  inventoryPart: 18,
  credit: 19,
  xlsTracking: 20,
  lead: 21,
  customer: 22,
  booking: 23,
  customerLead: 24,
  quote: 25,
  marketplaceUser: 26,
  enquiry: 27,
  seoPage: 28,
  rating: 29,
  reward: 30,
  pushNotification: 31,
  analytics: 32,
  garageFeature: 33,
  inspection: 34,
  ratingComment: 35,
} as const;
export type Kind = keyof typeof KIND;

/**
 * A 24-hex id shaped like a Mongo ObjectId: 8 hex of creation time in seconds, 4 hex of the
 * collection, 12 hex of a counter. Unique per (kind, counter); sorts by creation time.
 */
export function oid(kind: Kind, counter: number, createdAtMs: number): string {
  const ts = Math.max(0, Math.floor(createdAtMs / 1000)) >>> 0;
  return ts.toString(16).padStart(8, '0') + KIND[kind].toString(16).padStart(4, '0') + counter.toString(16).padStart(12, '0');
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

export const DAY_MS = DAY;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** YYYY-MM-DD (UTC). */
export function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** DD-MM-YYYY (UTC), the on-screen format. */
export function dmy(ms: number): string {
  const s = ymd(ms);
  return `${s.slice(8, 10)}-${s.slice(5, 7)}-${s.slice(0, 4)}`;
}

/** A time of day in 'hh:mm A' form. */
export function clock12(hour24: number, minute: number, seconds = false): string {
  const h = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const mm = String(minute).padStart(2, '0');
  return `${String(h).padStart(2, '0')}:${mm}${seconds ? ':00' : ''} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** A moment `daysBack` days (fractional) before `nowMs`, kept inside Indian business hours (IST 09:00-20:00). */
export function businessMoment(nowMs: number, daysBack: number, rng: Rng): number {
  const day = Math.floor((nowMs - daysBack * DAY) / DAY) * DAY;
  // 03:30 UTC = 09:00 IST; spread over 11 hours.
  const t = day + 3.5 * 3_600_000 + Math.floor(rng.next() * 11 * 3_600_000);
  // Later today than `now`: take the same time on the previous day.
  return t < nowMs ? t : t - DAY;
}

// ---------------------------------------------------------------------------------------------
// Indian identifier formats
// ---------------------------------------------------------------------------------------------

/** 10-digit mobile number starting 6-9. */
export function mobile(rng: Rng): string {
  return String(rng.int(6, 9)) + rng.digits(9);
}

/**
 * PAN: five letters, four digits, one letter (ABCDE1234F). The fourth letter is the holder type
 * (P person, F firm, C company) and the fifth the initial of the surname or name.
 */
export function pan(rng: Rng, holderType: 'P' | 'F' | 'C', initial: string): string {
  const ch = /[A-Z]/.test(initial.toUpperCase()[0] ?? '') ? initial.toUpperCase()[0]! : 'A';
  return rng.letters(3) + holderType + ch + rng.digits(4) + rng.letters(1);
}

const B36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTIN checksum character (mod-36 Luhn variant used by GSTN). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = B36.indexOf(first14[i]!);
    const p = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return B36[(36 - (sum % 36)) % 36]!;
}

/** GSTIN: 2-digit state code, the PAN, entity number, 'Z', check character (27ABCDE1234F1Z5). */
export function gstin(stateCode: string, panNumber: string, entity = 1): string {
  const head = stateCode + panNumber + B36[entity] + 'Z';
  return head + gstinCheckChar(head);
}

/** GST state codes by iso2 of country-state-city. */
export const GST_STATE_CODE: Readonly<Record<string, string>> = {
  JK: '01',
  HP: '02',
  PB: '03',
  CH: '04',
  UT: '05',
  HR: '06',
  DL: '07',
  RJ: '08',
  UP: '09',
  BR: '10',
  SK: '11',
  AR: '12',
  NL: '13',
  MN: '14',
  MZ: '15',
  TR: '16',
  ML: '17',
  AS: '18',
  WB: '19',
  JH: '20',
  OR: '21',
  CT: '22',
  MP: '23',
  GJ: '24',
  DH: '26',
  MH: '27',
  KA: '29',
  GA: '30',
  LD: '31',
  KL: '32',
  TN: '33',
  PY: '34',
  AN: '35',
  TG: '36',
  AP: '37',
  LA: '38',
};

/** Vehicle registration prefixes where they differ from iso2. */
const RTO_PREFIX: Readonly<Record<string, string>> = { CT: 'CG', UT: 'UK', OR: 'OD', DH: 'DD', TG: 'TG' };

/** Registration number such as 'MH12AB1234'. */
export function vehicleNumber(rng: Rng, stateIso2: string): string {
  const prefix = RTO_PREFIX[stateIso2] ?? stateIso2;
  const series = rng.letters(rng.chance(0.85) ? 2 : 1, 'ABCDEFGHJKLMNPRSTUVWXYZ');
  return prefix + String(rng.int(1, 50)).padStart(2, '0') + series + String(rng.int(1, 9999)).padStart(4, '0');
}

/** Six-digit PIN code with the first two digits of the postal region of the state. */
const PIN_PREFIX: Readonly<Record<string, readonly number[]>> = {
  DL: [11],
  HR: [12, 13],
  PB: [14, 15],
  CH: [16],
  HP: [17],
  JK: [18, 19],
  LA: [19],
  UP: [20, 21, 22, 23, 24, 25, 26, 27, 28],
  UT: [24, 26],
  RJ: [30, 31, 32, 33, 34],
  GJ: [36, 37, 38, 39],
  DH: [39],
  MH: [40, 41, 42, 43, 44],
  GA: [40],
  MP: [45, 46, 47, 48],
  CT: [49],
  TG: [50],
  AP: [51, 52, 53],
  KA: [56, 57, 58, 59],
  TN: [60, 61, 62, 63, 64],
  PY: [60],
  KL: [67, 68, 69],
  LD: [68],
  WB: [70, 71, 72, 73, 74],
  AN: [74],
  OR: [75, 76, 77],
  AS: [78],
  AR: [79],
  ML: [79],
  MN: [79],
  MZ: [79],
  NL: [79],
  TR: [79],
  SK: [73],
  BR: [80, 81, 82, 83, 84, 85],
  JH: [81, 82, 83],
};

/** First three PIN digits of large cities (by city name as in country-state-city). */
const CITY_PIN: Readonly<Record<string, number>> = {
  Mumbai: 400,
  Delhi: 110,
  'New Delhi': 110,
  Bengaluru: 560,
  Chennai: 600,
  Kolkata: 700,
  Hyderabad: 500,
  Secunderabad: 500,
  Pune: 411,
  'Pimpri-Chinchwad': 411,
  Ahmedabad: 380,
  Surat: 395,
  Jaipur: 302,
  Lucknow: 226,
  Kanpur: 208,
  Nagpur: 440,
  Indore: 452,
  Thane: 400,
  'Navi Mumbai': 400,
  Bhopal: 462,
  Visakhapatnam: 530,
  Patna: 800,
  Vadodara: 390,
  Ghaziabad: 201,
  Noida: 201,
  'Greater Noida': 201,
  Ludhiana: 141,
  Agra: 282,
  Nashik: 422,
  Faridabad: 121,
  Gurgaon: 122,
  Meerut: 250,
  Rajkot: 360,
  Varanasi: 221,
  Srinagar: 190,
  Aurangabad: 431,
  Dhanbad: 826,
  Amritsar: 143,
  Allahabad: 211,
  Howrah: 711,
  Ranchi: 834,
  Gwalior: 474,
  Jabalpur: 482,
  Coimbatore: 641,
  Vijayawada: 520,
  Jodhpur: 342,
  Madurai: 625,
  Raipur: 492,
  Kota: 324,
  Guwahati: 781,
  Dispur: 781,
  Chandigarh: 160,
  Mohali: 160,
  Solapur: 413,
  Mysuru: 570,
  Tiruchirappalli: 620,
  Bareilly: 243,
  Aligarh: 202,
  Moradabad: 244,
  Jalandhar: 144,
  Bhubaneshwar: 751,
  Cuttack: 753,
  Salem: 636,
  Warangal: 506,
  Guntur: 522,
  Bhilai: 490,
  Cochin: 682,
  Kozhikode: 673,
  Thiruvananthapuram: 695,
  Kolhapur: 416,
  Dehradun: 248,
  Mangaluru: 575,
  Udaipur: 313,
  Jamshedpur: 831,
  Siliguri: 734,
  'Port Blair': 744,
  Itanagar: 791,
  Daman: 396,
  Silvassa: 396,
  Panaji: 403,
  Gandhinagar: 382,
  Shimla: 171,
  Jammu: 180,
  Leh: 194,
  Kavaratti: 682,
  Imphal: 795,
  Shillong: 793,
  Aizawl: 796,
  Kohima: 797,
  Puducherry: 605,
  Gangtok: 737,
  Agartala: 799,
};

/** Six-digit PIN code: the city's own prefix for large cities, else a prefix of the state's postal region. */
export function pinCode(rng: Rng, stateIso2: string, city?: string): string {
  const cityPrefix = city === undefined ? undefined : CITY_PIN[city];
  // Same-named towns in other states (Aurangabad in Bihar, Raipur in Rajasthan ...) keep their state's region.
  if (cityPrefix !== undefined && PIN_PREFIX[stateIso2]?.includes(Math.floor(cityPrefix / 10))) return String(cityPrefix) + '0' + rng.digits(2);
  const prefix = rng.pick(PIN_PREFIX[stateIso2] ?? [40]);
  return String(prefix) + rng.digits(4);
}

/** Base-36 code of fixed width, unique for distinct `n` below 36^width (multiplier coprime to 36). */
export function uniqueCode(n: number, width: number): string {
  const mod = 36 ** width;
  const v = (n * 7_777 + 1_234_567) % mod;
  return v.toString(36).toUpperCase().padStart(width, '0');
}

/** Round a rupee amount to a retail price ending in 9 (e.g. 2,499). */
export function retail(amount: number): number {
  if (amount <= 0) return 0;
  if (amount < 100) return Math.max(9, Math.round(amount / 10) * 10 - 1);
  return Math.round(amount / 100) * 100 - 1;
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
