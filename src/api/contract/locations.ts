/** States and cities (spec 000 §3, §7; 002 §3, §7). */
import { ApiMessage, NotShown } from './catalogue';
import { contracts, date, fields, flag, list, oneOf, opt, orNumeric, shape, text } from './kit';

/** 000 §3: '_id or id, stateName or name': either form is read. */
export const State = fields({
  _id: text(),
  stateName: text(),
  /** Sub name, e.g. 'MH'. */
  iso2: text(),
  /** Shown reversed on the States screen: true Inactive, false Active. */
  status: flag(),
  createdAt: date(),
  id: opt(text()),
  name: opt(text()),
});

export const CityTier = oneOf(1, 2, 3);

/** 000 §3: '_id or id, cityName or name'; 002 §3 adds tier, status and createdAt. */
export const City = fields({
  _id: text(),
  cityName: text(),
  tier: CityTier,
  status: flag(),
  createdAt: date(),
  stateId: opt(text()),
  /** As the add call sent them. */
  latitude: opt(orNumeric()),
  longitude: opt(orNumeric()),
  id: opt(text()),
  name: opt(text()),
});

export const AddCityPayload = shape({
  stateId: text(),
  cityName: text(),
  /** Fixed 'IN'. */
  country: oneOf('IN'),
  /** Fixed placeholder values. */
  latitude: orNumeric(),
  longitude: orNumeric(),
});

export const calls = contracts({
  'GET /listOfStates': {
    answer: shape({ data: list(State) }),
    rows: { at: 'data', row: State },
    reads: true,
    responses: { 200: 'data: the states' },
    summary: 'States (000 §7); failure: Failed to fetch states.',
  },
  'GET /listOfCities/{stateId}': {
    answer: shape({ data: list(City) }),
    rows: { at: 'data', row: City },
    reads: true,
    responses: { 200: 'data: the cities of the state' },
    summary: 'Cities of a state (000 §7); failure: Failed to fetch cities.',
  },
  'PUT /statusCity': {
    request: shape({ status: flag(), id: text() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'the city is activated or deactivated' },
    summary: 'City status (002 §7)',
  },
  'PUT /updateCity': {
    request: shape({ city: text(), tier: CityTier }),
    answer: NotShown,
    reads: false,
    responses: { 200: "the city's tier is changed" },
    summary: "Changes a city's tier; `city` is the city name (002 §7)",
  },
  'POST /addCity': {
    request: AddCityPayload,
    answer: ApiMessage,
    reads: false,
    responses: { 200: 'responseCode 200: the city is added; other responseCodes: refused with the server message' },
    summary: 'Adds a city (002 §7)',
  },
});
