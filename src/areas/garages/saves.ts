/**
 * The garage forms' values and the payloads of their saves (000 §3, §7, §9; 002 §3): loaded with the
 * forms and with a save, not with the list screens.
 */
import { editedText } from '../../lib/editedText';
import { MAX_COINS, wholeCoins, type Message } from '../../lib/validators';
import { TEXT_LIMIT } from '../../lib/textLimits';
import type { GarageProfileUpdate, GarageRegistration } from '../../api/endpoints';
import type { AvailableTime, Garage, GarageImage, GarageServiceLine, GarageType, SocialMedia, Weekday, WorkingHour } from '../../api/types';
import { unreadableFieldsOf } from '../../api/http';
import { garageIdForCalls } from '../../core/garageId';
import { ALL_DAY, DEFAULT_HOURS, WEEKDAYS, defaultDays, marketplaceIdOf, type DayHours, type OpeningMode } from './model';
import { businessTypeOf, gstNumberOf } from '../../core/garageFields';

/** A social media entry as PUT /update_SocialMedias sends it. */
export type SentSocialMedia = { link: string; logo: string; socialMediaName: string };

/** A stored day switched off: `DayStatus` false, or "false" as some answers write it. */
const isClosed = (hour: WorkingHour) => hour.DayStatus === false || hour.DayStatus === 'false';
/** A whole day as stored: to 11:59 PM, or to its last second as some saves write it. */
const isAllDay = (hour: WorkingHour) =>
  hour.StartTime === ALL_DAY.start && (hour.EndTime === ALL_DAY.end || hour.EndTime === '11:59:59 PM') && !isClosed(hour);
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

/**
 * Whether stored hours name every weekday, each closed or with both times: the popup then shows them
 * as they are, and re-expressing them (`availableTimes`) adds no day or time the server did not hold.
 */
export function heldWholeWeek(hours: readonly WorkingHour[] | undefined): boolean {
  const list = hours ?? [];
  return WEEKDAYS.every((day) => {
    const found = list.find((hour) => isDay(hour.Day, day));
    return found !== undefined && (isClosed(found) || (Boolean(found.StartTime) && Boolean(found.EndTime)));
  });
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
  /** The categories the garage was read with, by the picker's key: what an edit sends back for each kept. */
  heldCategories?: HeldCategory[];
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

/** The Edit Garage form's text fields, by the record's field each is read from. */
const PROFILE_TEXT = {
  garageName: 'garageName',
  ownerName: 'garageOwnerName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  address: 'address',
  area: 'area',
  state: 'state',
  city: 'city',
  urlLink: 'urlLink',
  aboutGarage: 'aboutGarage',
} as const satisfies Partial<Record<keyof GarageFormValues, keyof Garage>>;

/** Each text field an edit sends: as stored when left as it opened (untrimmed), else as typed, trimmed. */
export function editedTexts<Field extends string>(
  fields: Record<Field, string>,
  values: Record<string, unknown>,
  record: object,
): Record<Field, string> {
  const stored = record as Record<string, unknown>;
  return Object.fromEntries(Object.entries<string>(fields).map(([field, heldAs]) => [field, editedText(values[field], stored[heldAs])])) as Record<
    Field,
    string
  >;
}

/** Edit Garage form -> PUT /editGarageProfile (000 §7). */
export function toGarageProfileUpdate(
  garage: Pick<
    Garage,
    '_id' | 'garageId' | 'workingHours' | 'pancardNumber' | 'gstNumber' | 'gstIn' | 'categories' | (typeof PROFILE_TEXT)[keyof typeof PROFILE_TEXT]
  >,
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
      ...editedTexts(PROFILE_TEXT, values, garage),
      pancardNumber: upperUnlessStored(text(values.pancardNumber), garage.pancardNumber),
      gstNumber: upperUnlessStored(text(values.gstNumber), gstNumberOf(garage)),
      imagePath,
      garageId: garageIdForCalls(garage),
      ...(workingHours ? { workingHours } : {}),
      categories: categoriesToSend(values.categories ?? [], values.heldCategories ?? heldCategories(garage)),
    },
    garage,
  );
}

/**
 * The categories an edit sends: each kept one as the garage holds it (its name and the services filed
 * under it go back; a populated category goes back by its id), each newly picked one as the add call
 * sends it, `{categoryId}`. A category held by name alone goes back by its name, never as an id.
 */
export function categoriesToSend(picked: readonly string[], held: readonly HeldCategory[]): GarageProfileUpdate['categories'] {
  return picked.map((key) => {
    const kept = held.find((category) => category.key === key);
    return kept ? asSent(kept) : { categoryId: key };
  });
}

function asSent({ entry, id, name }: HeldCategory): NonNullable<GarageProfileUpdate['categories']>[number] {
  if (typeof entry === 'string') return id ? { categoryId: id } : { categoryName: name };
  return { ...entry, ...(id ? { categoryId: id } : {}), ...(name && !entry.categoryName ? { categoryName: name } : {}) };
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

/** A category a garage holds: the picker's key and name for it, its id where known, and the entry as read. */
export interface HeldCategory {
  key: string;
  name: string;
  id?: string;
  entry: HeldCategoryEntry;
}

/**
 * The categories a garage had: each keyed by its categoryId, else by the catalogue's id for its name,
 * else by its name alone (live garages may carry names only, 002 §3), so a category the catalogue
 * does not know is still shown and sent back. Entries sent as a bare id or name, or with the
 * category populated in `categoryId`, are read too.
 */
export function heldCategories(garage: Pick<Garage, 'categories'>, catalogue: readonly CategoryChoice[] = []): HeldCategory[] {
  const held = new Map<string, HeldCategory>();
  for (const entry of (garage.categories ?? []) as HeldCategoryEntry[]) {
    const { id, name } = categoryEntryParts(entry, catalogue);
    const known = id ? catalogue.find((category) => category._id === id) : catalogue.find((category) => sameName(category.categoryName, name));
    const key = id || known?._id || name?.trim();
    if (key && !held.has(key)) held.set(key, { key, name: name || known?.categoryName || key, id: id || known?._id, entry });
  }
  return [...held.values()];
}

/** The categories a garage had, as the pickers' choices. */
export function categoriesHeld(garage: Pick<Garage, 'categories'>, catalogue: readonly CategoryChoice[] = []): Required<CategoryChoice>[] {
  return heldCategories(garage, catalogue).map(({ key, name }) => ({ _id: key, categoryName: name }));
}

/** The name each picked category is sent by (`specialized`, 002 §3): the first of `choices` to name it. */
export function categoryNamesOf(keys: readonly string[], choices: readonly CategoryChoice[]): string[] {
  return keys.map((key) => choices.find((choice) => choice._id === key && choice.categoryName)?.categoryName || key).filter(Boolean);
}

/** A garage record -> Edit Garage form values (`stateId` is resolved once the states load). */
export function toGarageFormValues(garage: Garage, catalogue: readonly CategoryChoice[] = []): GarageFormValues {
  const held = heldCategories(garage, catalogue);
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
    gstNumber: gstNumberOf(garage),
    businessType: businessTypeOf(garage) || '',
    urlLink: garage.urlLink ?? '',
    aboutGarage: garage.aboutGarage ?? '',
    garageType: garage.garageType,
    latitude: garage.latitude ?? garage.location?.coordinates?.[1] ?? '',
    longitude: garage.longitude ?? garage.location?.coordinates?.[0] ?? '',
    imagePath: garage.imagePath ?? '',
    categories: held.map((category) => category.key),
    heldCategories: held,
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
  const altWith = (name: string | undefined) =>
    [marketplaceIdOf(garage), name, garage.city, suffix].filter((part) => part !== '' && part !== undefined).join(' ');
  const whole = altWith(garage.garageName);
  if (whole.length <= TEXT_LIMIT) return whole;
  // The name gives way, so the alt the console writes passes its own field's limit.
  const name = garage.garageName ?? '';
  return altWith(name.slice(0, Math.max(0, name.length - (whole.length - TEXT_LIMIT))).trimEnd()).slice(0, TEXT_LIMIT);
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

/** The social media list as PUT /update_SocialMedias sends it: held links as stored (Add Media trims a new one). */
export const toSocialMedias = (rows: readonly SocialMedia[]): SentSocialMedia[] =>
  rows.map((row) => ({ link: row.link ?? '', logo: row.logo ?? '', socialMediaName: row.socialMediaName ?? '' }));
