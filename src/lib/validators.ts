/**
 * The console's own field rules (forms have native validation off). Each returns undefined when the
 * value passes, else a translation key (with arguments), as react-admin validators do. Empty values
 * pass: `required` says when a field must be filled.
 */
export type Message = string | { message: string; args: Record<string, unknown> };
type Validator = (value: unknown, values?: Record<string, unknown>) => Message | undefined;

/** A rule's message in the user's language: a key, or a key with its arguments. */
export const messageText = (translate: (key: string, options?: object) => string, message: string | { message: string; args?: object }): string =>
  typeof message === 'string' ? translate(message) : translate(message.message, message.args);

const V = 'app.validation';
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** 10-digit Indian mobile number (starts 6–9). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** PAN: five letters, four digits, one letter. */
export const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** GSTIN: state code, the holder's PAN, entity number, Z, check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const indianMobile: Validator = (value) => (text(value) && !INDIAN_MOBILE.test(text(value)) ? `${V}.mobile` : undefined);

export const panNumber: Validator = (value) => (text(value) && !PAN.test(text(value).toUpperCase()) ? `${V}.pan` : undefined);

/** A GSTIN in its format whose characters 3–12 are the PAN given in `panField`, when one is. */
export const gstNumber =
  (panField: string): Validator =>
  (value, values) => {
    const gst = text(value).toUpperCase();
    if (!gst) return undefined;
    if (!GSTIN.test(gst)) return `${V}.gstin`;
    const pan = text(values?.[panField]).toUpperCase();
    if (pan && PAN.test(pan) && gst.slice(2, 12) !== pan) return `${V}.gstin_pan`;
    return undefined;
  };

const inRange =
  (min: number, max: number, key: string): Validator =>
  (value) => {
    if (text(value) === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) && number >= min && number <= max ? undefined : { message: key, args: { min, max } };
  };
export const latitude = inRange(-90, 90, `${V}.latitude`);
export const longitude = inRange(-180, 180, `${V}.longitude`);

/** Only http(s) addresses: `javascript:` and other schemes are refused. */
export const httpUrl: Validator = (value) => {
  const url = text(value);
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? undefined : `${V}.url`;
  } catch {
    return `${V}.url`;
  }
};

export const email: Validator = (value) => (text(value) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(value)) ? `${V}.email` : undefined);

/** The largest coin amount one update moves. */
export const MAX_COINS = 1_000_000;
export const wholeCoins: Validator = (value) => {
  if (text(value) === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= MAX_COINS
    ? undefined
    : { message: `${V}.coins`, args: { max: MAX_COINS.toLocaleString('en-IN') } };
};

const dayOf = (value: unknown) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
};
const localToday = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Years a date field accepts: none before 2000, none more than 10 years ahead. */
export const MAX_YEARS_AHEAD = 10;
export const sensibleDate: Validator = (value) => {
  if (!text(value)) return undefined;
  const day = dayOf(value);
  const year = day ? Number(day.slice(0, 4)) : NaN;
  const latest = new Date().getFullYear() + MAX_YEARS_AHEAD;
  return year >= 2000 && year <= latest ? undefined : { message: `${V}.date_range`, args: { from: 2000, to: latest } };
};

/** Today or later (and within the sensible range). */
export const notPast: Validator = (value) => {
  if (!text(value)) return undefined;
  const range = sensibleDate(value);
  if (range) return range;
  return (dayOf(value) ?? '') < localToday(new Date()) ? `${V}.date_past` : undefined;
};

/** Spaces alone are no value: refused rather than sent. */
export const notBlank: Validator = (value) => (typeof value === 'string' && value !== '' && value.trim() === '' ? `${V}.blank` : undefined);

/** Names need at least one letter (of any script): '12345' is no city. */
export const hasLetter: Validator = (value) => (text(value) && !/\p{L}/u.test(text(value)) ? `${V}.letter` : undefined);

/** A number from `min` to `max` (whole when `whole`): amounts in rupees, percentages, coins, counts. */
export const numberBetween =
  (min: number, max: number, whole = false): Validator =>
  (value) => {
    if (text(value) === '') return undefined;
    const number = Number(value);
    const fits = Number.isFinite(number) && number >= min && number <= max && (!whole || Number.isInteger(number));
    const limits = { min: min.toLocaleString('en-IN'), max: max.toLocaleString('en-IN') };
    return fits ? undefined : { message: whole ? `${V}.whole_between` : `${V}.number_between`, args: limits };
  };

/** The largest amount in rupees a price, value or payment takes. */
export const MAX_RUPEES = 10_000_000;
export const rupees = numberBetween(0, MAX_RUPEES);

/** Plain-text fields refuse markup rather than store it. */
export const noMarkup: Validator = (value) => (/[<>]/.test(text(value)) ? `${V}.markup` : undefined);
