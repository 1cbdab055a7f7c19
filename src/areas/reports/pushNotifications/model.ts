import type { GarageNameListItem } from '../../../api/types';
import { isUnsent } from '../../../lib/unsent';
import { businessTypeName } from '../../../core/choices';

/**
 * Garages the notification can go to: in the state, in one of the cities, of the vehicle and business
 * type. GET /garageNameList documents only garageId, garageName and city (002 §7): a garage sent without
 * the field a criterion reads is kept, not dropped for a value it was never sent with; a business type
 * coded 1-3 is read as its name.
 */
export function garagesFor(garages: readonly GarageNameListItem[], criteria: Record<string, unknown>): GarageNameListItem[] {
  const cities = listOf(criteria.location);
  const vehicleType = Number(criteria.vehicleType ?? 3);
  return garages.filter(
    (garage) =>
      (!criteria.state || isUnsent(garage.state) || garage.state === criteria.state) &&
      (cities.length === 0 || isUnsent(garage.city) || cities.includes(garage.city!)) &&
      (vehicleType === 3 || isUnsent(garage.garageType) || garage.garageType === vehicleType || garage.garageType === 3) &&
      (!criteria.businessType || isUnsent(garage.businessType) || businessTypeName(garage.businessType) === criteria.businessType),
  );
}

export const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String).filter(Boolean) : value ? [String(value)] : []);
