import type { GarageNameListItem } from '../../../api/types';

/** Garages the notification can go to: in the state, in one of the cities, of the vehicle and business type. */
export function garagesFor(garages: readonly GarageNameListItem[], criteria: Record<string, unknown>): GarageNameListItem[] {
  const cities = listOf(criteria.location);
  const vehicleType = Number(criteria.vehicleType ?? 3);
  return garages.filter(
    (garage) =>
      (!criteria.state || garage.state === criteria.state) &&
      (cities.length === 0 || cities.includes(garage.city ?? '')) &&
      (vehicleType === 3 || garage.garageType === vehicleType || garage.garageType === 3) &&
      (!criteria.businessType || garage.businessType === criteria.businessType),
  );
}

export const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String).filter(Boolean) : value ? [String(value)] : []);
