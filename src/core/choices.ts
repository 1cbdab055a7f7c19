import type { TranslateFunction } from 'react-admin';
import type { BusinessType, FuelType } from '../api/types';
import type { Choice } from './defineResource';
import type { CellRule } from './rules';
import { isUnsent } from '../lib/unsent';

/** Vehicle type codes (spec 000 §9): 1 car (4W), 2 bike (2W), 3 both. */
export const VEHICLE_TYPES: Choice[] = [
  { id: 1, name: 'app.vehicle.car' },
  { id: 2, name: 'app.vehicle.bike' },
  { id: 3, name: 'app.vehicle.both' },
];

/**
 * The one vehicle-type rule of every form (garage categories, SEO popups, lead services): an item
 * (category, service) for both vehicle types (3) is a car item and a bike item, so 4W takes items of
 * types 1 and 3, 2W takes 2 and 3, Both takes all. No vehicle type chosen yet restricts nothing, and
 * an item sent without a vehicle type is offered for either (left out, it could never be picked).
 */
export const vehicleTypeFits = (itemVehicleType: unknown, vehicleType: unknown): boolean => {
  const wanted = Number(vehicleType);
  if (!wanted || wanted === 3) return true;
  const item = Number(itemVehicleType);
  if (![1, 2, 3].includes(item)) return true;
  return item === wanted || item === 3;
};

/** The services filter bar's vehicle select: Car=1, Bike=2. */
export const VEHICLE_FILTER: Choice[] = VEHICLE_TYPES.slice(0, 2);

export const vehicleTypeKey = (code: unknown): string =>
  VEHICLE_TYPES.find((choice) => String(choice.id) === String(code))?.name ?? 'app.vehicle.none';

/** Fuel types (001 §3, the lead form's options), as every list's Fuel Type column shows them too. */
export const FUEL_TYPES: readonly FuelType[] = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Other'];
export const FUEL_CHOICES: Choice[] = FUEL_TYPES.map((fuel) => ({ id: fuel, name: `app.fuel.${fuel}` }));

/**
 * A stored value in the user's language where it is one of `choices` (a documented option: 'Petrol'
 * reads 'Essence' in French); any other value as the server sent it, and '-' for none.
 */
export function choiceText(translate: TranslateFunction, choices: readonly Choice[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  const choice = choices.find((one) => String(one.id) === String(value));
  return choice ? translate(choice.name) : String(value);
}

export const CITY_TIERS: Choice[] = [
  { id: 1, name: 'app.tier.1' },
  { id: 2, name: 'app.tier.2' },
  { id: 3, name: 'app.tier.3' },
];

const VEHICLE_EXPORT_NAMES: Record<string, string> = { 1: 'Car', 2: 'Bike', 3: 'Both' };

/**
 * The English vehicle type for export files, '-' otherwise (spec 000 §2), as an export cell rule
 * (data/rowRules' CellRule) of the row's field, for the list worker.
 */
export const vehicleLabelCell = (field: string) => ({ label: { at: field }, labels: VEHICLE_EXPORT_NAMES, otherwise: { text: '-' } });

/** A yes/no status as exported: Active, the inactive word, or '-' for a row sent without it, as its badge shows. */
export const statusTextCell = (inactive: 'Inactive' | 'InActive', field = 'status'): CellRule => ({
  when: { field, unsent: true },
  then: { text: '-' },
  else: { when: { field, truthy: true }, then: { text: 'Active' }, else: { text: inactive } },
});

/** A garage's business type (000 §2): the garage portal's three kinds of garage. */
export const BUSINESS_TYPES: { id: BusinessType; name: string }[] = [
  { id: 'Workshops', name: 'resources.garageManagement.business.Workshops' },
  { id: 'Accessories', name: 'resources.garageManagement.business.Accessories' },
  { id: 'Washing', name: 'resources.garageManagement.business.Washing' },
];

/**
 * A garage row's business type as its name, for the facet and the export: `businessType`, or
 * `bussinessType` (002 §3), a code (1, 2, 3 in the order of BUSINESS_TYPES) read as its name.
 */
export const BUSINESS_TYPE_CELL: CellRule = {
  label: { firstTruthy: [{ at: 'businessType' }, { at: 'bussinessType' }] },
  labels: Object.fromEntries(BUSINESS_TYPES.map((type, index) => [String(index + 1), type.id])),
};

/** A business type as stored: its name, or its code where a form sent one (002: 'coded 1, 2, 3 in that order'). */
export const businessTypeName = (value: unknown): string | undefined => {
  if (isUnsent(value)) return undefined;
  return BUSINESS_TYPES[Number(value) - 1]?.id ?? String(value);
};
