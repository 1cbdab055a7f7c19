import { MAX_COINS, wholeCoins, type Message } from '../../lib/validators';
import type { GarageProfileUpdate, GarageRegistration } from '../../api/endpoints';
import type { AvailableTime, Garage, GarageImage, GarageServiceLine, GarageType, SocialMedia, Weekday, WorkingHour } from '../../api/types';
import { ApiError, unreadableFieldsOf } from '../../api/http';
import { product, productLabel } from '../../config';
import { garageIdForCalls } from '../../core/garageId';

/** A social media entry as PUT /update_SocialMedias sends it. */
export type SentSocialMedia = { link: string; logo: string; socialMediaName: string };
import { cell, whenAll, whenFieldOrUnsent, type CellRule } from '../../data/rowRules';
import { BUSINESS_TYPES, vehicleLabelCell } from '../../core/choices';
import type { ExportColumn } from '../../core/defineResource';
import type { CheckSpec, FacetDeclaration } from '../../core/facets';

export const WEEKDAYS: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Hours a 24*7 garage stores for every day (as the garage app writes them). */
export const ALL_DAY = { start: '12:00:00 AM', end: '11:59:00 PM' };
export const DEFAULT_HOURS = { start: '09:00:00 AM', end: '06:00:00 PM' };

export type OpeningMode = 'manual' | '24x7';

/** One day row of the working-hours form; `closed` is the per-day switch that disables the day. */
export interface DayHours {
  day: Weekday;
  closed: boolean;
  /** 12-hour `hh:mm:ss A`. */
  start: string;
  end: string;
}

/** The public marketplace id (`{product}Id`). */
export const marketplaceIdOf = (garage: Partial<Garage>): string => String((garage as Record<string, unknown>)[`${product}Id`] ?? '');

/**
 * Approve Garage's rows (000 §2): pending accounts with registration status 3, or a row of the approval
 * list sent without them. A row rule, so the list worker applies it without this module.
 */
export const isPendingApproval = whenAll<Pick<Garage, 'accountStatus' | 'regStatus'>>(
  whenFieldOrUnsent('accountStatus', 'pending'),
  whenFieldOrUnsent('regStatus', 3, true),
);

export const GARAGE_TYPES: { id: GarageType; name: string }[] = [
  { id: 1, name: 'resources.garageManagement.garage_type.1' },
  { id: 2, name: 'resources.garageManagement.garage_type.2' },
  { id: 3, name: 'resources.garageManagement.garage_type.3' },
];

export const defaultDays = (): DayHours[] => WEEKDAYS.map((day) => ({ day, closed: false, ...DEFAULT_HOURS }));

/** A stored day switched off: `DayStatus` false, or "false" as some answers write it. */
const isClosed = (hour: WorkingHour) => hour.DayStatus === false || hour.DayStatus === 'false';
const isAllDay = (hour: WorkingHour) => hour.StartTime === ALL_DAY.start && hour.EndTime === ALL_DAY.end && !isClosed(hour);
/** A stored day name as the week's: 'Monday', 'monday', 'Mon' and ' MONDAY ' all name Monday. */
const isDay = (stored: unknown, day: Weekday) => {
  const name = String(stored ?? '')
    .trim()
    .toLowerCase();
  return name.length >= 3 && day.toLowerCase().startsWith(name);
};

/** A garage's stored hours -> the form's mode and day rows (missing days open with default hours). */
export function fromWorkingHours(hours: readonly WorkingHour[] | undefined): { openingMode: OpeningMode; days: DayHours[] } {
  const list = hours ?? [];
  if (list.length === 7 && list.every(isAllDay)) return { openingMode: '24x7', days: defaultDays() };
  return {
    openingMode: 'manual',
    days: WEEKDAYS.map((day) => {
      const found = list.find((hour) => isDay(hour.Day, day));
      if (!found) return { day, closed: false, ...DEFAULT_HOURS };
      return {
        day,
        closed: isClosed(found),
        start: found.StartTime ?? DEFAULT_HOURS.start,
        end: found.EndTime ?? DEFAULT_HOURS.end,
      };
    }),
  };
}

/** Day rows -> `workingHours` of PUT /editGarageProfile; 24*7 opens every day all day. */
export function toWorkingHours(openingMode: OpeningMode, days: readonly DayHours[]): NonNullable<GarageProfileUpdate['workingHours']> {
  if (openingMode === '24x7') return WEEKDAYS.map((Day) => ({ Day, DayStatus: true, StartTime: ALL_DAY.start, EndTime: ALL_DAY.end }));
  return days.map((row) => ({ Day: row.day, DayStatus: !row.closed, StartTime: row.start, EndTime: row.end }));
}

/**
 * Whether an edit form's hours differ from those it opened with (`fromWorkingHours` of the stored
 * ones): untouched, the stored hours are resent as read, and a garage without them gets none, rather
 * than the seven open days the form fills in for it.
 */
export function hoursChanged(stored: readonly WorkingHour[] | undefined, openingMode: OpeningMode, days: readonly DayHours[] | undefined): boolean {
  const shown = fromWorkingHours(stored);
  if (openingMode !== shown.openingMode) return true;
  if (openingMode === '24x7') return false;
  const rows = days ?? shown.days;
  return shown.days.some((row, index) => {
    const now = rows[index];
    return !now || now.day !== row.day || now.closed !== row.closed || now.start !== row.start || now.end !== row.end;
  });
}

/** Day rows -> `availableTimes` of POST /garage_Registation: `checked` marks a disabled day; 24*7 sends no slots. */
export function toAvailableTimes(openingMode: OpeningMode, days: readonly DayHours[]): AvailableTime[] {
  if (openingMode === '24x7') return WEEKDAYS.map((day) => ({ day, slots: [], checked: false }));
  return days.map((row) => ({ day: row.day, slots: row.closed ? [] : [{ startTime: row.start, endTime: row.end }], checked: row.closed }));
}

/** The top-level startTime/endTime of the registration: the first open day's, or all day for 24*7. */
export function openingTimes(openingMode: OpeningMode, days: readonly DayHours[]): { startTime: string; endTime: string } {
  if (openingMode === '24x7') return { startTime: ALL_DAY.start, endTime: ALL_DAY.end };
  const open = days.find((row) => !row.closed);
  return { startTime: open?.start ?? '', endTime: open?.end ?? '' };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const coordinate = (value: unknown): number | undefined => {
  if (value === '' || value === undefined || value === null) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Values of the Add and Edit Garage forms. `state` holds the state's name, `stateId` its id for the cities call. */
export interface GarageFormValues {
  garageName?: string;
  ownerName?: string;
  phoneNumber?: string;
  email?: string;
  address?: string;
  area?: string;
  state?: string;
  city?: string;
  pancardNumber?: string;
  gstNumber?: string;
  businessType?: string;
  urlLink?: string;
  aboutGarage?: string;
  garageType?: number | string;
  latitude?: number | string;
  longitude?: number | string;
  categories?: string[];
  openingMode?: OpeningMode;
  days?: DayHours[];
  promotions?: boolean;
  [other: string]: unknown;
}

function commonFields(values: GarageFormValues) {
  return {
    garageName: text(values.garageName),
    ownerName: text(values.ownerName),
    email: text(values.email),
    phoneNumber: text(values.phoneNumber),
    address: text(values.address),
    area: text(values.area),
    state: text(values.state),
    city: text(values.city),
    pancardNumber: text(values.pancardNumber).toUpperCase(),
    gstNumber: text(values.gstNumber).toUpperCase(),
    businessType: text(values.businessType),
    urlLink: text(values.urlLink),
    aboutGarage: text(values.aboutGarage),
    garageType: Number(values.garageType) as GarageType,
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
}

/** Add Garage form -> POST /garage_Registation (000 §7); `imagePath` is the uploaded logo's path. */
export function toGarageRegistration(values: GarageFormValues, imagePath: string): GarageRegistration & { promotions: boolean } {
  const openingMode = values.openingMode ?? 'manual';
  const days = values.days ?? defaultDays();
  return {
    ...commonFields(values),
    imagePath,
    availableTimes: toAvailableTimes(openingMode, days),
    ...openingTimes(openingMode, days),
    categories: (values.categories ?? []).map((categoryId) => ({ categoryId })),
    promotions: Boolean(values.promotions),
  };
}

/** PAN and GST go upper-case, except a stored value left as it was: it goes back as stored. */
export function upperUnlessStored(typed: string, stored: unknown): string {
  return typeof stored === 'string' && stored.trim() === typed ? stored : typed.toUpperCase();
}

/** Edit Garage form -> PUT /editGarageProfile (000 §7). */
export function toGarageProfileUpdate(
  garage: Pick<Garage, '_id' | 'garageId' | 'workingHours' | 'pancardNumber' | 'gstNumber' | 'gstIn'>,
  values: GarageFormValues,
  imagePath: string,
): GarageProfileUpdate {
  const openingMode = values.openingMode ?? 'manual';
  const workingHours = hoursChanged(garage.workingHours, openingMode, values.days)
    ? toWorkingHours(openingMode, values.days ?? defaultDays())
    : // As read: the server's own entries go back as they came, complete or not.
      (garage.workingHours as GarageProfileUpdate['workingHours']);
  return withoutNeverHeld(
    {
      ...commonFields(values),
      pancardNumber: upperUnlessStored(text(values.pancardNumber), garage.pancardNumber),
      gstNumber: upperUnlessStored(text(values.gstNumber), garage.gstNumber || garage.gstIn),
      imagePath,
      garageId: garageIdForCalls(garage),
      ...(workingHours ? { workingHours } : {}),
      categories: (values.categories ?? []).map((categoryId) => ({ categoryId })),
    },
    garage,
  );
}

/** The record's fields a payload field is read from (toGarageFormValues), where the names differ. */
const HELD_AS: Record<string, readonly string[]> = {
  ownerName: ['garageOwnerName'],
  specialized: ['categories'],
  gstNumber: ['gstNumber', 'gstIn'],
  businessType: ['businessType', 'bussinessType'],
  bussinessType: ['businessType', 'bussinessType'],
};

/** Empty as a form leaves a field: no text, no entries. */
const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/**
 * An edit's payload without the fields left empty (text, lists) that the garage was not read with, or
 * not readably: ''
 * or [] clears a value the garage had, and is not sent over one the server may hold without having
 * answered it (a list row's fields, 002 §3; a profile answer without them).
 */
export function withoutNeverHeld<T extends object>(payload: T, garage: object): T {
  const record = garage as Record<string, unknown>;
  // A field the garage was read with but could not be read (`__unreadable`) is not known to be empty either.
  const unreadable = unreadableFieldsOf(record);
  const held = (field: string) =>
    (HELD_AS[field] ?? [field]).some((name) => record[name] !== undefined && record[name] !== null && !unreadable.includes(name));
  return Object.fromEntries(Object.entries(payload).filter(([field, value]) => !isEmpty(value) || held(field))) as T;
}

/** A catalogue category as the garage forms' pickers offer it. */
export interface CategoryChoice {
  _id: string;
  categoryName?: string;
}

const sameName = (one: string | undefined, other: string | undefined) =>
  Boolean(one) && Boolean(other) && one!.trim().toLowerCase() === other!.trim().toLowerCase();

/** A held category entry as sent: documented (`categoryId`, `categoryName`), or a bare id or name, or with its category populated. */
type HeldCategoryEntry = NonNullable<Garage['categories']>[number] | string;

const MONGO_ID = /^[a-f\d]{24}$/i;

/** An entry's id and name, whatever its form: a bare text is an id the catalogue (or Mongo's form) knows, else a name. */
function categoryEntryParts(raw: HeldCategoryEntry, catalogue: readonly CategoryChoice[]): { id?: string; name?: string } {
  if (typeof raw === 'string') {
    const text = raw.trim();
    return catalogue.some((category) => category._id === text) || MONGO_ID.test(text) ? { id: text } : { name: text };
  }
  if (!raw || typeof raw !== 'object') return {};
  const populated = (raw as { categoryId?: unknown }).categoryId;
  if (populated && typeof populated === 'object') {
    const ref = populated as { _id?: unknown; categoryName?: unknown };
    return {
      id: typeof ref._id === 'string' ? ref._id : undefined,
      name: raw.categoryName || (typeof ref.categoryName === 'string' ? ref.categoryName : undefined),
    };
  }
  return { id: raw.categoryId || undefined, name: raw.categoryName };
}

/**
 * The categories a garage had, as the pickers' choices: each by its categoryId, else by the
 * catalogue's id for its name, else by its name alone (live garages may carry names only, 002 §3),
 * so a category the catalogue does not know is still shown and sent back. Entries sent as a bare id
 * or name, or with the category populated in `categoryId`, are read too.
 */
export function categoriesHeld(garage: Pick<Garage, 'categories'>, catalogue: readonly CategoryChoice[] = []): Required<CategoryChoice>[] {
  const held = new Map<string, Required<CategoryChoice>>();
  for (const entry of (garage.categories ?? []) as HeldCategoryEntry[]) {
    const { id, name } = categoryEntryParts(entry, catalogue);
    const known = id ? catalogue.find((category) => category._id === id) : catalogue.find((category) => sameName(category.categoryName, name));
    const key = id || known?._id || name?.trim();
    if (key && !held.has(key)) held.set(key, { _id: key, categoryName: name || known?.categoryName || key });
  }
  return [...held.values()];
}

/** The name each picked category is sent by (`specialized`, 002 §3): the catalogue's, else the garage's own. */
export function categoryNamesOf(keys: readonly string[], choices: readonly CategoryChoice[]): string[] {
  return keys.map((key) => choices.find((choice) => choice._id === key)?.categoryName || key).filter(Boolean);
}

/** A garage record -> Edit Garage form values (`stateId` is resolved once the states load). */
export function toGarageFormValues(garage: Garage, catalogue: readonly CategoryChoice[] = []): GarageFormValues {
  return {
    garageName: garage.garageName ?? '',
    ownerName: garage.garageOwnerName ?? '',
    phoneNumber: garage.phoneNumber ?? '',
    email: garage.email ?? '',
    address: garage.address ?? '',
    area: garage.area ?? '',
    state: garage.state ?? '',
    city: garage.city ?? '',
    pancardNumber: garage.pancardNumber ?? '',
    // 'gstNumber or gstIn', 'businessType (or bussinessType)' (002 §3).
    gstNumber: garage.gstNumber || garage.gstIn || '',
    businessType: garage.businessType || garage.bussinessType || '',
    urlLink: garage.urlLink ?? '',
    aboutGarage: garage.aboutGarage ?? '',
    garageType: garage.garageType,
    latitude: garage.latitude ?? garage.location?.coordinates?.[1] ?? '',
    longitude: garage.longitude ?? garage.location?.coordinates?.[0] ?? '',
    imagePath: garage.imagePath ?? '',
    categories: categoriesHeld(garage, catalogue).map((category) => category._id),
    ...fromWorkingHours(garage.workingHours),
  };
}

export type CoinOperation = 'add' | 'sub';

/** Update Coins -> PUT /updateCoins; anything but add or sub is refused before sending. */
export function toCoinsPayload(
  garageId: string,
  operation: unknown,
  amount: unknown,
): { garageId: string; updateCoins: number; paymentType: CoinOperation } {
  if (operation !== 'add' && operation !== 'sub') throw new RangeError('Invalid operation');
  const updateCoins = Number(amount);
  if (!Number.isInteger(updateCoins) || updateCoins <= 0 || updateCoins > MAX_COINS) throw new RangeError('Invalid amount');
  return { garageId, updateCoins, paymentType: operation };
}

/** Why an Update Coins entry cannot be sent (undefined when it can): whole coins 1..MAX_COINS, never below zero. */
export function coinsProblem(balance: number | undefined, operation: unknown, amount: unknown): Message | undefined {
  if (String(amount ?? '').trim() === '') return undefined;
  const problem = wholeCoins(amount);
  if (problem) return problem;
  // A balance the answer did not carry is the server's to check.
  return operation === 'sub' && balance !== undefined && balance - Number(amount) < 0 ? 'app.validation.balance' : undefined;
}

/** The balance after the operation, for the live preview; none when the balance was not read. */
export function coinsAfter(balance: number | undefined, operation: unknown, amount: unknown): number | undefined {
  if (balance === undefined) return undefined;
  const current = balance;
  const change = Number(amount);
  if (!Number.isInteger(change) || change <= 0 || change > MAX_COINS || (operation !== 'add' && operation !== 'sub')) return current;
  const after = operation === 'add' ? current + change : current - change;
  return after < 0 ? current : after;
}

/** Alt text of a newly added image: '{marketplace id} {garage name} {city} {random 1000–9999}' (000 §4). */
export function newImageAlt(garage: Partial<Garage>, random: () => number = Math.random): string {
  const suffix = 1000 + Math.floor(random() * 9000);
  return [marketplaceIdOf(garage), garage.garageName, garage.city, suffix].filter((part) => part !== '' && part !== undefined).join(' ');
}

export const newGarageImage = (image: string, garage: Partial<Garage>, random?: () => number): GarageImage => ({
  image,
  alt: newImageAlt(garage, random),
  isApproved: 'none',
});

/** Chosen services -> the lines of POST /add_category_services (quantity 1, rate 0, 000 §9). */
export function toServiceLines(services: readonly { _id: string; serviceName: string }[]): GarageServiceLine[] {
  return services.map((service) => ({ _id: service._id, serviceName: service.serviceName, quantity: 1, rate: 0 }));
}

/** The social media list as PUT /update_SocialMedias sends it. */
export const toSocialMedias = (rows: readonly SocialMedia[]): SentSocialMedia[] =>
  rows.map((row) => ({ link: (row.link ?? '').trim(), logo: row.logo ?? '', socialMediaName: row.socialMediaName ?? '' }));

const joined = (each: string, item: CellRule, join = '; '): CellRule => ({ each, item, join });
const at = (field: string): CellRule => ({ at: field });
const activeOrNot: CellRule = { when: { field: 'status', truthy: true }, then: { text: 'Active' }, else: { text: 'InActive' } };
const bankText: CellRule = { join: ['nameAsPerBankAccount', 'bankName', 'branch', 'ifscCode', 'accountNumber'].map(at), with: ', ' };
const hoursText: CellRule = {
  concat: [
    at('Day'),
    { text: ': ' },
    {
      when: {
        any: [
          { field: 'DayStatus', equals: false },
          { field: 'DayStatus', equals: 'false' },
        ],
      },
      then: { text: 'Closed' },
      else: { concat: [at('StartTime'), { text: ' - ' }, at('EndTime')] },
    },
  ],
};

/** The 22 export columns of 000 §2, in its order, with fixed English headers (rules as data: the list worker writes the file). */
export const GARAGE_EXPORT_COLUMNS: ExportColumn<Garage>[] = [
  { header: 'S.No', value: cell({ rowNumber: true }) },
  { header: 'Register Date', value: cell({ date: at('registationDate') }) },
  { header: `${productLabel} Id`, value: cell({ concat: [{ first: [at(`${product}Id`), { text: '' }] }] }) },
  { header: 'Garage Name', value: cell(at('garageName')) },
  { header: 'Owner Name', value: cell(at('garageOwnerName')) },
  { header: 'Email', value: cell(at('email')) },
  { header: 'Mobile', value: cell(at('phoneNumber')) },
  { header: 'Address', value: cell(at('address')) },
  { header: 'State', value: cell(at('state')) },
  { header: 'City', value: cell(at('city')) },
  { header: 'Area', value: cell(at('area')) },
  { header: 'PAN', value: cell(at('pancardNumber')) },
  { header: 'GST', value: cell({ firstTruthy: [at('gstNumber'), at('gstIn'), { text: 'N/A' }] }) },
  { header: 'Business Type', value: cell({ first: [at('businessType'), at('bussinessType')] }) },
  { header: 'Vehicle Type', value: cell(vehicleLabelCell('garageType')) },
  { header: 'Categories', value: cell(joined('categories', at('categoryName'), ', ')) },
  { header: 'Services', value: cell(joined('services', at('serviceName'), ', ')) },
  { header: 'Bank Details', value: cell(joined('banks', bankText)) },
  { header: 'URL', value: cell(at('urlLink')) },
  { header: 'Social Media', value: cell(joined('socialMedias', { concat: [at('socialMediaName'), { text: ': ' }, at('link')] })) },
  { header: 'Working Hours', value: cell(joined('workingHours', hoursText)) },
  { header: 'Status', value: cell(activeOrNot) },
];

/** Searched by the filter bar: name, owner, phone, marketplace id, e-mail, PAN, GST, business type (000 §2). */
const F = 'resources.garageManagement.fields';

/** What a person narrows the garage lists by (Filters panel). */
export const GARAGE_FACETS: FacetDeclaration[] = [
  { source: 'state', field: 'state', label: `${F}.state` },
  { source: 'city', field: 'city', label: `${F}.city` },
  // 'businessType (or bussinessType)' (002 §3): counted and filtered by whichever the row carries.
  {
    source: 'businessType',
    field: 'businessType',
    shown: { firstTruthy: [at('businessType'), at('bussinessType')] },
    label: `${F}.businessType`,
    choices: BUSINESS_TYPES,
  },
  {
    source: 'garageType',
    field: 'garageType',
    label: `${F}.garageType`,
    choices: [1, 2, 3].map((id) => ({ id, name: `resources.garageManagement.garage_type.${id}` })),
  },
  { source: 'category', field: 'categories', each: 'categoryName', label: `${F}.categories` },
];

/**
 * The garage lists' data checks: duplicate registrations (a mobile, PAN, GST number or e-mail shared
 * with another garage), identifiers the console's own rules refuse, and empty profiles.
 */
export const GARAGE_CHECKS: CheckSpec[] = [
  { name: 'duplicatePhone', kind: 'duplicate', field: 'phoneNumber' },
  { name: 'duplicatePan', kind: 'duplicate', field: 'pancardNumber' },
  { name: 'duplicateGst', kind: 'duplicate', field: 'gstNumber' },
  { name: 'duplicateEmail', kind: 'duplicate', field: 'email' },
  { name: 'invalidPan', kind: 'format', field: 'pancardNumber', format: 'pan' },
  { name: 'invalidGst', kind: 'format', field: 'gstNumber', format: 'gstin', panField: 'pancardNumber' },
  { name: 'noCategory', kind: 'missing', fields: ['categories'] },
  { name: 'noService', kind: 'missing', fields: ['services'] },
  { name: 'noImage', kind: 'missing', fields: ['imagePath', 'garageImages'] },
  { name: 'noWorkingHours', kind: 'missing', fields: ['workingHours'] },
];

/** The approval lists add how long a garage has waited. */
export const PENDING_GARAGE_CHECKS: CheckSpec[] = [
  ...GARAGE_CHECKS,
  { name: 'pendingOverWeek', kind: 'olderThan', field: 'registationDate', days: 7 },
];

/** The garage lists' search (000 §2, 002 §9), the documented alternatives ('gstNumber or gstIn', 'bussinessType') included. */
export const GARAGE_SEARCH = [
  'garageName',
  'garageOwnerName',
  'phoneNumber',
  `${product}Id`,
  'email',
  'pancardNumber',
  'gstNumber',
  'gstIn',
  'businessType',
  'bussinessType',
];

/** The four outcomes of adding services (000 §8): 200, 400 'Adding at least one Service', another answer, no answer. */
export function servicesFailureKey(error: unknown): { message: string; type: 'warning' | 'error' } {
  const T = 'resources.garageManagement.services';
  if (error instanceof ApiError && (error.responseCode === 400 || error.status === 400)) return { message: `${T}.at_least_one`, type: 'warning' };
  if (error instanceof ApiError && error.status === 0) return { message: `${T}.network_failed`, type: 'error' };
  return { message: `${T}.failed`, type: 'error' };
}

/** Edit Garage's load: 'Failed to fetch garage data.' when the server refuses; 'An error occurred ...' when there is no answer. */
export const garageFetchErrorKey = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? 'resources.garageManagement.errors.fetch_failed' : 'resources.garageManagement.errors.fetch_error';
