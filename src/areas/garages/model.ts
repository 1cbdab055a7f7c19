/**
 * The garage lists' declarations that the list screens need from the start: the week, the row rules,
 * the export columns, facets, checks and search. The forms' values and the saves' payloads are in
 * saves.ts, loaded with the forms.
 */
import type { Garage, GarageType, Weekday } from '../../api/types';
import { ApiError } from '../../api/http';
import { product, productLabel } from '../../config';
import { cell, whenAll, whenFieldOrUnsent, type CellRule } from '../../data/rowRules';
import { BUSINESS_TYPE_CELL, BUSINESS_TYPES, statusTextCell, vehicleLabelCell } from '../../core/choices';
import type { ExportColumn } from '../../core/defineResource';
import type { CheckSpec, FacetDeclaration } from '../../core/facets';
import { GST_CELL } from '../../core/garageFields';

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

const joined = (each: string, item: CellRule, join = '; '): CellRule => ({ each, item, join });
const at = (field: string): CellRule => ({ at: field });
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
  { header: 'GST', value: cell({ firstTruthy: [GST_CELL, { text: 'N/A' }] }) },
  { header: 'Business Type', value: cell(BUSINESS_TYPE_CELL) },
  { header: 'Vehicle Type', value: cell(vehicleLabelCell('garageType')) },
  { header: 'Categories', value: cell(joined('categories', at('categoryName'), ', ')) },
  { header: 'Services', value: cell(joined('services', at('serviceName'), ', ')) },
  { header: 'Bank Details', value: cell(joined('banks', bankText)) },
  { header: 'URL', value: cell(at('urlLink')) },
  { header: 'Social Media', value: cell(joined('socialMedias', { concat: [at('socialMediaName'), { text: ': ' }, at('link')] })) },
  { header: 'Working Hours', value: cell(joined('workingHours', hoursText)) },
  { header: 'Status', value: cell(statusTextCell('InActive')) },
];

/** Searched by the filter bar: name, owner, phone, marketplace id, e-mail, PAN, GST, business type (000 §2). */
const F = 'resources.garageManagement.fields';

/** What a person narrows the garage lists by (Filters panel). */
export const GARAGE_FACETS: FacetDeclaration[] = [
  { source: 'state', field: 'state', label: `${F}.state` },
  { source: 'city', field: 'city', label: `${F}.city` },
  // 'businessType (or bussinessType)' (002 §3): counted and filtered by its name, a code (1–3) too.
  {
    source: 'businessType',
    field: 'businessType',
    shown: BUSINESS_TYPE_CELL,
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
  // GST as `gstNumber`, or `gstIn` where the row carries that (002 §3), as the GST column reads it.
  { name: 'duplicateGst', kind: 'duplicate', field: ['gstNumber', 'gstIn'] },
  { name: 'duplicateEmail', kind: 'duplicate', field: 'email' },
  { name: 'invalidPan', kind: 'format', field: 'pancardNumber', format: 'pan' },
  { name: 'invalidGst', kind: 'format', field: ['gstNumber', 'gstIn'], format: 'gstin', panField: 'pancardNumber' },
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

/** The marketplace's requested garages name their categories as `specializations[].name` (002 §3), live ones as `categories`. */
export const REQUESTED_GARAGE_FACETS: FacetDeclaration[] = GARAGE_FACETS.map((facet) =>
  facet.source === 'category' ? { ...facet, field: 'specializations', each: 'name' } : facet,
);
export const REQUESTED_GARAGE_CHECKS: CheckSpec[] = PENDING_GARAGE_CHECKS.map((check) =>
  check.kind === 'missing' && check.name === 'noCategory' ? { ...check, fields: ['categories', 'specializations'] } : check,
);

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
  // By its name, a code (1–3) too, as the facet counts it.
  BUSINESS_TYPE_CELL,
];

/** The garage columns sorted by what they show: the GST number in either form, the business type by its name. */
export const GARAGE_SORTS: Record<string, CellRule> = {
  gstNumber: GST_CELL,
  businessType: BUSINESS_TYPE_CELL,
};

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
