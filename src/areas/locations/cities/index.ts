import LocationCityIcon from '@mui/icons-material/LocationCity';
import { api } from '../../../api/endpoints';
import { request } from '../../../api/http';
import type { City, CityTier } from '../../../api/types';
import { CITY_TIERS } from '../../../core/choices';
import { defineResource } from '../../../core/defineResource';
import { whenField, fieldValue } from '../../../data/rowRules';
import { lazyComponent } from '../../../lib/lazyComponent';
import { CITY_NAME_CELL, cityNameOf, locationIdOf } from '../names';

/** POST /addCity: country fixed to IN, coordinates fixed placeholders (002 §7). */
export const CITY_PLACEHOLDER_COORDINATES = { latitude: '20.5937', longitude: '78.9629' };

export function toCityCreate(values: Record<string, unknown>) {
  return {
    stateId: String(values.stateId ?? ''),
    cityName: String(values.cityName ?? '').trim(),
    country: 'IN' as const,
    ...CITY_PLACEHOLDER_COORDINATES,
  };
}

/** Tier Edit -> PUT /updateCity {city (name), tier}: the city by its name in either form (000 §3). */
export const toCityTierUpdate = (row: City, values: Record<string, unknown>) => ({
  city: cityNameOf(row),
  tier: Number(values.tier ?? row.tier) as CityTier,
});

export const cities = defineResource<City>({
  name: 'cities',
  key: 'cities',
  actsById: true,
  portal: 'vrgarage',
  menu: { group: 'location', icon: LocationCityIcon, order: 91 },
  list: lazyComponent(() => import('./CityList')),
  // Its status column holds the switch, a control a card (one button) cannot hold.
  card: { title: 'cityName', facts: ['tier'] },
  pageSize: 10,
  perPageOptions: [10, 25, 50],
  fetchFilters: ['stateId'],
  emptyUntilChosen: 'stateId',
  read: {
    whole: async ({ filter, signal }) =>
      filter.stateId ? ((await request(api.cityList, undefined, { params: { stateId: String(filter.stateId) }, signal })).data ?? []) : [],
  },
  search: ['cityName', 'name'],
  // The City column sorts by the name it shows, in either form (000 §3).
  sorts: { cityName: CITY_NAME_CELL },
  facets: [{ source: 'tier', field: 'tier', label: 'resources.cities.fields.tier', choices: CITY_TIERS }],
  // Newest first by createdAt, as every list (002 'Common conventions'); the City Name column sorts by name.
  dateField: 'createdAt',
  isActive: whenField('status', true),
  extraFilters: [{ source: 'tier', label: 'resources.cities.fields.tier', choices: CITY_TIERS, value: fieldValue('tier') }],
  create: (values) => request(api.cityCreate, toCityCreate(values)),
  update: (row, values) => request(api.cityUpdateTier, toCityTierUpdate(row, values)),
  // 000 §3: '_id or id'.
  changeStatus: (row) => request(api.cityChangeStatus, { status: !row.status, id: locationIdOf(row) }),
});
