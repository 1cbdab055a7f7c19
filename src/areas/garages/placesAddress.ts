/**
 * Google Places (new API) -> the garage address fields. Pure: no Google script needed, so it is
 * unit-tested; the widget that produces the place lives in PlacesAutocomplete.tsx (loaded lazily).
 */
import { cityNameOf, stateNameOf } from '../locations/names';

/** The parts of `google.maps.places.AddressComponent` that are read. */
export interface PlaceAddressComponent {
  longText: string | null;
  shortText: string | null;
  types: readonly string[];
}

/** The parts of `google.maps.places.Place` read after `fetchFields({ fields: PLACE_FIELDS })`. */
export interface PlaceLike {
  formattedAddress?: string | null;
  addressComponents?: readonly PlaceAddressComponent[] | null;
  /** A `google.maps.LatLng` (lat()/lng()) or a literal. */
  location?: { lat: () => number; lng: () => number } | { lat: number; lng: number } | null;
}

/** The fields asked of `Place.fetchFields` (each billed field group costs; ask only these). */
export const PLACE_FIELDS = ['addressComponents', 'location', 'formattedAddress'];

export interface PlaceAddress {
  address: string;
  area: string;
  city: string;
  state: string;
  /** The state's short form, e.g. 'KA' (matched against a state's iso2 when its name is not in the list). */
  stateCode: string;
  zip: string;
  country: string;
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  countryCode: string;
  latitude?: number;
  longitude?: number;
  /** Other names the city may be listed under (district, taluk), most specific first. */
  cityAlternatives: string[];
}

const component = (components: readonly PlaceAddressComponent[], ...types: string[]) => {
  for (const type of types) {
    const found = components.find((entry) => entry.types.includes(type) && (entry.longText || entry.shortText));
    if (found) return found;
  }
  return undefined;
};
const long = (entry: PlaceAddressComponent | undefined) => (entry?.longText ?? entry?.shortText ?? '').trim();

const coordinate = (read: number | (() => number) | undefined) => {
  const value = typeof read === 'function' ? read() : read;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/**
 * Google's address components -> our fields: sublocality -> area, locality -> city,
 * administrative_area_level_1 -> state, postal_code -> zip, country, location -> coordinates.
 * `address` is the formatted address (it carries the zip and country the form has no field for).
 */
export function addressFromPlace(place: PlaceLike): PlaceAddress {
  const components = place.addressComponents ?? [];
  const country = component(components, 'country');
  const cityComponent = component(components, 'locality', 'postal_town', 'administrative_area_level_3', 'administrative_area_level_2');
  const city = long(cityComponent);
  const alternatives = ['administrative_area_level_3', 'administrative_area_level_2']
    .map((type) => long(component(components, type)))
    .filter((name, index, all) => name && name !== city && all.indexOf(name) === index);
  const state = component(components, 'administrative_area_level_1');
  const location = place.location ?? undefined;
  return {
    address: (place.formattedAddress ?? '').trim(),
    area: long(component(components, 'sublocality_level_1', 'sublocality', 'neighborhood', 'sublocality_level_2')),
    city,
    state: long(state),
    stateCode: (state?.shortText ?? '').trim(),
    zip: long(component(components, 'postal_code')),
    country: long(country),
    countryCode: (country?.shortText ?? '').trim().toUpperCase(),
    latitude: coordinate(location?.lat),
    longitude: coordinate(location?.lng),
    cityAlternatives: alternatives,
  };
}

/** Lower case, accents and punctuation dropped: 'Tamil Nadu' ~ 'tamil-nadu' ~ 'TAMIL NADU'. */
export const normalizeName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The entry of `options` (a state or city list) naming the same place as the first matching candidate; undefined if none. */
export function matchName(candidates: readonly string[], options: readonly string[]): string | undefined {
  for (const candidate of candidates) {
    const wanted = normalizeName(candidate);
    if (!wanted) continue;
    const found = options.find((option) => normalizeName(option) === wanted);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A state or city entry of GET /listOfStates or GET /listOfCities/{stateId}. */
interface ListEntry {
  _id?: string;
  id?: string;
  name?: string;
}
type StateEntry = ListEntry & { stateName?: string; iso2?: string };
type CityEntry = ListEntry & { cityName?: string };

/** The form values a chosen place sets (the form's own names: no zip or country field, they stay in `address`). */
export interface PlaceFormValues {
  address: string;
  area: string;
  state: string;
  city: string;
  latitude?: number;
  longitude?: number;
}

/**
 * A place -> the garage form's values, with state and city spelt as the state and city lists spell
 * them (case-insensitive; a state also by its iso2 code) so the selects and the cities call find
 * them. Names not in a list, or lists that fail to load, keep Google's spelling.
 */
export async function placeToFormValues(
  place: PlaceAddress,
  lists: { states: () => Promise<readonly StateEntry[]>; cities: (stateId: string) => Promise<readonly CityEntry[]> },
): Promise<PlaceFormValues> {
  const values: PlaceFormValues = { address: place.address, area: place.area, state: place.state, city: place.city };
  if (place.latitude !== undefined && place.longitude !== undefined) {
    values.latitude = place.latitude;
    values.longitude = place.longitude;
  }
  try {
    const states = await lists.states();
    const byName = matchName([place.state], states.map(stateNameOf));
    const chosen =
      states.find((entry) => byName !== undefined && stateNameOf(entry) === byName) ??
      (place.stateCode ? states.find((entry) => entry.iso2 && entry.iso2.toUpperCase() === place.stateCode.toUpperCase()) : undefined);
    if (!chosen) return values;
    values.state = stateNameOf(chosen);
    const stateId = String(chosen._id ?? chosen.id ?? '');
    if (!stateId) return values;
    const cities = await lists.cities(stateId);
    const city = matchName([place.city, ...place.cityAlternatives], cities.map(cityNameOf));
    if (city !== undefined) values.city = city;
  } catch {
    // The lists did not load: Google's names stand (the selects show a value not in their list).
  }
  return values;
}
