import type { SeoPageUpdatePayload } from '../../../api/endpoints';
import type { PricePackage, PricePackageName, VehicleClass } from '../../../api/types';
import { PRICE_PACKAGES, VEHICLE_CLASSES } from '../model';

// The content editor's price grid: loads with the editors, not with the SEO lists.

/** Price grid in form shape: prices[package][vehicleClass], every price 0 unless the page has one. */
export type PriceGrid = Record<PricePackageName, Record<VehicleClass, number>>;

export function priceGridOf(vehicleData: PricePackage[] | undefined): PriceGrid {
  const grid = Object.fromEntries(
    PRICE_PACKAGES.map((name) => [name, Object.fromEntries(VEHICLE_CLASSES.map((vehicle) => [vehicle, 0]))]),
  ) as PriceGrid;
  for (const entry of vehicleData ?? []) {
    const row = entry.package && grid[entry.package];
    if (!row) continue;
    for (const line of entry.vehicles ?? []) {
      if (line.vehicleType && line.vehicleType in row) row[line.vehicleType] = Number(line.price) || 0;
    }
  }
  return grid;
}

/** Non-numbers and negatives become 0. */
const price = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * The price grid as sent. With the page's stored prices: a price left as the grid opened it goes back as
 * stored (a negative one saved before this check included), and the packages and vehicle classes the
 * grid does not show go back as stored after the grid's.
 */
export function toVehicleData(
  grid: Partial<Record<string, Partial<Record<string, unknown>>>> | undefined,
  stored: PricePackage[] = [],
): NonNullable<SeoPageUpdatePayload['vehicleData']> {
  const opened = priceGridOf(stored) as Record<string, Record<string, number>>;
  const storedLine = (name: string, vehicleType: string) =>
    stored.find((entry) => entry.package === name)?.vehicles?.find((line) => line.vehicleType === vehicleType);
  const sent = (name: string, vehicleType: string) => {
    const value = grid?.[name]?.[vehicleType];
    const kept = storedLine(name, vehicleType);
    return kept && typeof kept.price === 'number' && Number(value) === opened[name]?.[vehicleType] ? kept.price : price(value);
  };
  const shown = PRICE_PACKAGES.map((name) => ({
    package: name,
    vehicles: [
      ...VEHICLE_CLASSES.map((vehicleType) => ({ vehicleType, price: sent(name, vehicleType) })),
      ...(stored.find((entry) => entry.package === name)?.vehicles ?? [])
        .filter((line) => line.vehicleType && !(VEHICLE_CLASSES as readonly string[]).includes(line.vehicleType))
        .map((line) => ({ vehicleType: line.vehicleType, price: line.price })),
    ],
  }));
  const others = stored
    .filter((entry) => !(PRICE_PACKAGES as readonly string[]).includes(String(entry.package)))
    .map((entry) => ({
      package: entry.package,
      vehicles: (entry.vehicles ?? []).map((line) => ({ vehicleType: line.vehicleType, price: line.price })),
    }));
  return [...shown, ...others] as NonNullable<SeoPageUpdatePayload['vehicleData']>;
}
