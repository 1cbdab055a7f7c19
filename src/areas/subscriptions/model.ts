/**
 * Pure rules of garage subscriptions (spec 001 §2.1, §3, §4, §5, §8): expiry wording, the payment
 * link's total and payload, and the messaging links shared with the garage owner.
 */
import { ApiError } from '../../api/http';
import { serverMessageOf } from '../../api/failures';
import type { BusinessType, Garage, GarageType, PaymentLinkRequest, PlanName, SubscriptionFeature, VehicleType } from '../../api/types';
import { formatDate, formatPayloadDate, timeOf } from '../../lib/dates';
import { businessTypeOf, gstNumberOf } from '../../core/garageFields';
import { isExpired } from './expiry';

export { PLANS, isExpired } from './expiry';
export const TIME_PERIODS = [1, 3, 9] as const;
/** `paymentFor` of the payment link request: always a plan payment. */
export const PAYMENT_FOR = 'plan';
/** Rows per page of the History and Limitation tabs (001 §9). */
export const TAB_PAGE_SIZE = 4;

/** What expiryText gives for a date it cannot read: 'N/A' (001 §2.1), the screen's in its language. */
export const NOT_READ = 'N/A';

/** DD-MM-YYYY of an expiry date, 'N/A' when it cannot be read. */
export function expiryText(expiryDate: unknown): string {
  const time = timeOf(expiryDate);
  return Number.isNaN(time) ? NOT_READ : formatDate(time);
}

/** Local midnight of a time's day. The subscriptions screens start with the console: date-fns stays out of its start. */
function startOfDay(time: number | Date): Date {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day;
}

/** The Subscription tab's banner: 'Expires on {date}' or 'Expired on {date}'. */
export function expiryBanner(expiryDate: unknown, now: Date = new Date()): { expired: boolean; date: string } {
  return { expired: isExpired(expiryDate, now), date: expiryText(expiryDate) };
}

export type HistoryStatus = { kind: 'expired' } | { kind: 'today' } | { kind: 'days'; days: number } | { kind: 'unknown' };

/** History status: 'Expiring in N day(s)' while the expiry day has not ended, otherwise 'Expired'. */
export function historyStatus(expiryDate: unknown, now: Date = new Date()): HistoryStatus {
  const time = timeOf(expiryDate);
  if (Number.isNaN(time)) return { kind: 'unknown' };
  if (isExpired(expiryDate, now)) return { kind: 'expired' };
  // Whole days between the two local midnights (a day across a clock change is 23 or 25 hours long).
  const days = Math.round((startOfDay(time).getTime() - startOfDay(now).getTime()) / 86_400_000);
  return days === 0 ? { kind: 'today' } : { kind: 'days', days };
}

/** Total amount = price − credit (001 §4); NaN until both are numbers. */
export function totalAmount(price: unknown, credit: unknown): number {
  const p = numberOf(price);
  const c = numberOf(credit);
  return p === undefined || c === undefined ? Number.NaN : p - c;
}

/** The read-only total is shown only when positive. */
export const showsTotal = (total: number): boolean => Number.isFinite(total) && total > 0;

function numberOf(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Garage business type (names or codes 1-3) -> the payment link's `businessType`. */
export function paymentBusinessType(value: BusinessType | string | number | undefined): PaymentLinkRequest['businessType'] | '' {
  switch (
    String(value ?? '')
      .trim()
      .toLowerCase()
  ) {
    case 'workshops':
    case 'workshop':
    case '1':
      return 'workshop';
    case 'accessories':
    case '2':
      return 'accessories';
    case 'washing':
    case 'services':
    case '3':
      return 'services';
    default:
      return '';
  }
}

/** Garage type (1 4W, 2 2W, 3 both) is the payment link's vehicle type, same codes. */
export function paymentVehicleType(garageType: GarageType | string | number | undefined): VehicleType | '' {
  const code = Number(garageType);
  return code === 1 || code === 2 || code === 3 ? (code as VehicleType) : '';
}

/** What the dialog needs of a garage row (the Garage Management row or a subscription list row). */
export type SubscriptionGarage = Pick<Garage, 'garageName'> &
  Partial<
    Pick<
      Garage,
      | '_id'
      | 'garageId'
      | 'garageOwnerName'
      | 'phoneNumber'
      | 'email'
      | 'address'
      | 'state'
      | 'city'
      | 'area'
      | 'pancardNumber'
      | 'gstNumber'
      | 'gstIn'
      | 'businessType'
      | 'bussinessType'
      | 'garageType'
    >
  >;

/** The garage details a Payment Link prefill reads that a subscription list row may lack. */
const PREFILL_DETAILS = ['garageOwnerName', 'address', 'area', 'pancardNumber', 'gstNumber'] as const;

/** Whether the row lacks any of the prefill's garage details (then POST /getSingleGarage supplies them). */
export const lacksPrefillDetails = (garage: SubscriptionGarage): boolean => PREFILL_DETAILS.some((field) => garage[field] === undefined);

/** The row's own values over the garage record's: the record fills only what the row lacks. */
export function withGarageDetails(row: SubscriptionGarage, record: SubscriptionGarage | undefined): SubscriptionGarage {
  if (!record) return row;
  const known = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  return { ...record, ...known };
}

/** Payment Link form values prefilled from the garage. */
export function paymentLinkDefaults(garage: SubscriptionGarage): Record<string, unknown> {
  return {
    name: garage.garageName ?? '',
    ownerName: garage.garageOwnerName ?? '',
    phone: garage.phoneNumber ?? '',
    email: garage.email ?? '',
    address: garage.address ?? '',
    state: garage.state ?? '',
    city: garage.city ?? '',
    area: garage.area ?? '',
    PANNumber: garage.pancardNumber ?? '',
    GSTNumber: gstNumberOf(garage),
    businessType: paymentBusinessType(businessTypeOf(garage)),
    vehicleType: paymentVehicleType(garage.garageType),
    plan: '',
    timePeriod: 1,
    expiryDate: '',
    price: '',
    credit: '',
  };
}

const text = (value: unknown) => String(value ?? '').trim();

/** Form values -> `POST /subscription/generatePaymentLink` (001 §3). */
export function toPaymentLinkRequest(garageId: string, values: Record<string, unknown>): PaymentLinkRequest {
  const price = Number(values.price);
  const credit = Number(values.credit);
  return {
    name: text(values.name),
    phone: text(values.phone),
    address: text(values.address),
    state: text(values.state),
    PANNumber: text(values.PANNumber),
    GSTNumber: text(values.GSTNumber),
    price,
    credit,
    totalAmount: price - credit,
    expiryDate: formatPayloadDate(values.expiryDate),
    ownerName: text(values.ownerName),
    email: text(values.email),
    area: text(values.area),
    city: text(values.city),
    businessType: paymentBusinessType(values.businessType as string) as PaymentLinkRequest['businessType'],
    vehicleType: Number(values.vehicleType) as VehicleType,
    timePeriod: Number(values.timePeriod) as PaymentLinkRequest['timePeriod'],
    garageId,
    paymentFor: PAYMENT_FOR,
    plan: values.plan as PlanName,
    feature: [],
  };
}

/** Indian mobile numbers: the last 10 digits after the country code 91. */
export function whatsappLink(phone: unknown, message: string): string {
  const digits = String(phone ?? '')
    .replace(/\D/g, '')
    .slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(message)}`;
}

/** The last line of every message sent to a garage. */
export const signatureLine = (productLabel: string): string => `Team ${productLabel}`;

const planTitle = (plan: unknown) => {
  const name = text(plan);
  return name ? name[0]!.toUpperCase() + name.slice(1) : '';
};

/** Renewal reminder sent to the garage owner (001 §2.1); English, the language the garages are written to. */
export function renewalReminderText(garage: SubscriptionGarage, expiryDate: unknown, productLabel: string, now: Date = new Date()): string {
  const greeting = `Hello ${text(garage.garageOwnerName) || text(garage.garageName)},`;
  const date = expiryText(expiryDate);
  const when = date === NOT_READ ? `is due for renewal` : isExpired(expiryDate, now) ? `expired on ${date}` : `expires on ${date}`;
  return [
    greeting,
    '',
    `The ${productLabel} subscription of ${text(garage.garageName)} ${when}. Renew today to keep your invoices, job cards and leads running without a break.`,
    '',
    signatureLine(productLabel),
  ].join('\n');
}

/** The message that shares a generated payment link with the garage owner. */
export function paymentLinkText(request: PaymentLinkRequest, paymentLink: string, productLabel: string): string {
  const months = `${request.timePeriod} month${request.timePeriod === 1 ? '' : 's'}`;
  return [
    `Hello ${request.ownerName || request.name},`,
    '',
    `Here is the payment link for the ${planTitle(request.plan)} plan (${months}) of ${request.name}: ${paymentLink}`,
    `Amount: ₹${request.totalAmount}`,
    '',
    signatureLine(productLabel),
  ].join('\n');
}

/** A failure the server answered (a refusal with its own words) rather than a lost or broken call. */
export function refusalOf(error: unknown): { refused: boolean; serverMessage?: string } {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return { refused: false };
  return { refused: true, serverMessage: serverMessageOf(error) };
}

/**
 * What a feature switch's failure says (001 §8 'Status switch'): a refusal inside a successful answer
 * (its responseCode) 'Failed to update subscription status'; a failed call the server's words, else
 * 'Something went wrong. Please try again.'
 */
export function switchFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 200 && error.status < 300) return 'resources.subscriptions.features.failed';
  return serverMessageOf(error) ?? 'resources.subscriptions.features.error';
}

/** Limitation's Update -> PUT /admin/updateFeatureCount {garageId, featureId, featureCount} (001 §7): the new count typed. */
export const toFeatureCountUpdate = (garageId: string, feature: Pick<SubscriptionFeature, 'featureId'>, values: Record<string, unknown>) => ({
  garageId,
  featureId: feature.featureId,
  featureCount: Number(values.featureCount),
});
