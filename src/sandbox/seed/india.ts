// Location data: country-state-city-js (code MIT; data ODbL © the countries-states-cities-database contributors)
/**
 * Indian states, union territories and cities for the sandbox seed (Node only).
 *
 * Everything is read once from country-state-city-js and memoised; nothing here depends on a clock or a
 * random source, so the result is the same on every call.
 */
import { City, State } from 'country-state-city-js';

export type CityTier = 1 | 2 | 3;

export interface IndiaState {
  /** Name as the package spells it ('Tamil Nadu', 'Dadra and Nagar Haveli and Daman and Diu'). */
  name: string;
  /** ISO 3166-2 subdivision code without the country prefix, as the package gives it ('MH', 'KA', 'TG'). */
  iso2: string;
  kind: 'state' | 'union territory';
  latitude: number;
  longitude: number;
}

export interface IndiaCity {
  name: string;
  /** iso2 of its state. */
  stateIso2: string;
  latitude: number;
  longitude: number;
  tier: CityTier;
}

const UNION_TERRITORIES = new Set(['AN', 'CH', 'DH', 'DL', 'JK', 'LA', 'LD', 'PY']);

/** The eight metros, as [name in the package, state iso2]. 'New Delhi' belongs to the Delhi metro. */
export const TIER1_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Mumbai', 'MH'],
  ['Delhi', 'DL'],
  ['New Delhi', 'DL'],
  ['Bengaluru', 'KA'],
  ['Chennai', 'TN'],
  ['Kolkata', 'WB'],
  ['Hyderabad', 'TG'],
  ['Pune', 'MH'],
  ['Ahmedabad', 'GJ'],
];

/** State and UT capitals present in the package (Amaravati is not; Chandigarh serves PB and HR). */
export const CAPITAL_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Port Blair', 'AN'],
  ['Itanagar', 'AR'],
  ['Dispur', 'AS'],
  ['Patna', 'BR'],
  ['Chandigarh', 'CH'],
  ['Raipur', 'CT'],
  ['Daman', 'DH'],
  ['Silvassa', 'DH'],
  ['Panaji', 'GA'],
  ['Gandhinagar', 'GJ'],
  ['Shimla', 'HP'],
  ['Srinagar', 'JK'],
  ['Jammu', 'JK'],
  ['Ranchi', 'JH'],
  ['Thiruvananthapuram', 'KL'],
  ['Leh', 'LA'],
  ['Kavaratti', 'LD'],
  ['Bhopal', 'MP'],
  ['Imphal', 'MN'],
  ['Shillong', 'ML'],
  ['Aizawl', 'MZ'],
  ['Kohima', 'NL'],
  ['Bhubaneshwar', 'OR'],
  ['Puducherry', 'PY'],
  ['Jaipur', 'RJ'],
  ['Gangtok', 'SK'],
  ['Agartala', 'TR'],
  ['Lucknow', 'UP'],
  ['Dehradun', 'UT'],
];

/** Large non-metro cities (tier 2), spelt as in the package. */
export const BIG_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Surat', 'GJ'],
  ['Vadodara', 'GJ'],
  ['Rajkot', 'GJ'],
  ['Kanpur', 'UP'],
  ['Ghaziabad', 'UP'],
  ['Noida', 'UP'],
  ['Greater Noida', 'UP'],
  ['Agra', 'UP'],
  ['Meerut', 'UP'],
  ['Varanasi', 'UP'],
  ['Allahabad', 'UP'],
  ['Bareilly', 'UP'],
  ['Aligarh', 'UP'],
  ['Moradabad', 'UP'],
  ['Nagpur', 'MH'],
  ['Thane', 'MH'],
  ['Navi Mumbai', 'MH'],
  ['Pimpri-Chinchwad', 'MH'],
  ['Nashik', 'MH'],
  ['Aurangabad', 'MH'],
  ['Solapur', 'MH'],
  ['Kolhapur', 'MH'],
  ['Indore', 'MP'],
  ['Gwalior', 'MP'],
  ['Jabalpur', 'MP'],
  ['Visakhapatnam', 'AP'],
  ['Vijayawada', 'AP'],
  ['Guntur', 'AP'],
  ['Warangal', 'TG'],
  ['Ludhiana', 'PB'],
  ['Amritsar', 'PB'],
  ['Jalandhar', 'PB'],
  ['Mohali', 'PB'],
  ['Faridabad', 'HR'],
  ['Gurgaon', 'HR'],
  ['Jodhpur', 'RJ'],
  ['Kota', 'RJ'],
  ['Udaipur', 'RJ'],
  ['Coimbatore', 'TN'],
  ['Madurai', 'TN'],
  ['Tiruchirappalli', 'TN'],
  ['Salem', 'TN'],
  ['Mysuru', 'KA'],
  ['Mangaluru', 'KA'],
  ['Cochin', 'KL'],
  ['Kozhikode', 'KL'],
  ['Guwahati', 'AS'],
  ['Dhanbad', 'JH'],
  ['Jamshedpur', 'JH'],
  ['Howrah', 'WB'],
  ['Siliguri', 'WB'],
  ['Cuttack', 'OR'],
  ['Bhilai', 'CT'],
];

const key = (name: string, iso2: string): string => `${iso2}/${name}`;
const TIER1 = new Set(TIER1_CITIES.map(([n, s]) => key(n, s)));
const TIER2 = new Set([...CAPITAL_CITIES, ...BIG_CITIES].map(([n, s]) => key(n, s)));

export function tierOf(name: string, stateIso2: string): CityTier {
  const k = key(name, stateIso2);
  return TIER1.has(k) ? 1 : TIER2.has(k) ? 2 : 3;
}

let states: readonly IndiaState[] | undefined;
let cities: readonly IndiaCity[] | undefined;

/** All 36 states and union territories of India, in the package's order (alphabetical by name). */
export function indiaStates(): readonly IndiaState[] {
  states ??= (State('IN') as { name: string; iso: string; latitude?: string; longitude?: string }[]).map((s) => ({
    name: s.name,
    iso2: s.iso,
    kind: UNION_TERRITORIES.has(s.iso) ? ('union territory' as const) : ('state' as const),
    latitude: Number(s.latitude ?? 0),
    longitude: Number(s.longitude ?? 0),
  }));
  return states;
}

/** Every Indian city of the package (~4,200), in its order (alphabetical by name), with a tier. */
export function indiaCities(): readonly IndiaCity[] {
  cities ??= indiaStates().flatMap((state) =>
    (City('IN', state.iso2) as { name: string; latitude?: string; longitude?: string }[]).map((c) => ({
      name: c.name,
      stateIso2: state.iso2,
      latitude: Number(c.latitude ?? 0),
      longitude: Number(c.longitude ?? 0),
      tier: tierOf(c.name, state.iso2),
    })),
  );
  return cities;
}
