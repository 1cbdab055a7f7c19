/** Marketplace garages, analytics, bookings, quotes and users (spec 002 §3, §7, §8). */
import { ApiMessage, NotShown } from './catalogue';
import { Garage } from './garages';
import * as v from 'valibot';
import { contracts, fields, date, either, exactly, flag, list, num, oneOf, opt, orNumeric, shape, text } from './kit';

/** Numbers the analytics form may send as strings (empty values default to '0'). */
export const Numeric = orNumeric();

const analyticsFields = {
  isVerified: flag(),
  jobs_completed: Numeric,
  /** 0 to 5. */
  rating: Numeric,
  rating_count: Numeric,
  review_count: Numeric,
  isSponsored: flag(),
  /** Only when sponsored; YYYY-MM-DD. */
  sponsoredStartDate: opt(date()),
  sponsoredEndDate: opt(date()),
  /** Category ids. */
  sponsoredServices: opt(list(text())),
  sponsoredRadius: opt(Numeric),
  sponsoredPrice: opt(Numeric),
};
export const AnalyticsRecord = fields(analyticsFields);
/** What the analytics form saves (POST /admin/{product}AnalyticData). */
const AnalyticsUpdate = shape({ ...analyticsFields, garageId: text() });

/** Seen as badges. */
export const BookingStatus = oneOf('completed', 'cancel', 'inProgress', 'readyForDelivery');

export const InspectionEntry = fields({ _id: text(), vechileCondition: text(), image: opt(text()) });

export const Booking = fields({
  id: text(),
  date: date(),
  bookingDate: date(),
  time: opt(text()),
  bookingId: text(),
  orderPlacedAt: opt(date()),
  customerName: text(),
  vehicleNumber: opt(text()),
  modelName: opt(text()),
  /** 'spelt oddly' in the spec, which does not give the spelling. */
  /** 'spelt oddly' (002 §3): the likely spellings are read (marketplace/bookings). */
  variant: opt(text()),
  varient: opt(text()),
  Variant: opt(text()),
  fuelType: opt(text()),
  year: opt(orNumeric()),
  garageId: opt(text()),
  garageName: opt(text()),
  city: opt(text()),
  /** Seen as badges: completed, cancel, inProgress, readyForDelivery. */
  bookingStatus: text(),
  rating: opt(num()),
  /** true Active, false InActive. */
  orderStatus: flag(),
  /** Link. */
  invoice: opt(text()),
  inspectionSummary: opt(
    fields({
      categories: opt(list(text())),
      categoryId: opt(text()),
      inspectionData: list(InspectionEntry),
      mechanic: opt(text()),
    }),
  ),
});

export const Quote = fields({
  id: text(),
  date: date(),
  name: text(),
  phoneNumber: text(),
  email: opt(text()),
  note: opt(text()),
  source: opt(text()),
  garageId: opt(fields({ garageName: text() })),
  customerImage: opt(text()),
});

export const MarketplaceUser = fields({
  /** The row's id where the server sends one (the console's row id; otherwise the row's place). */
  _id: opt(text()),
  customer: fields({
    date: date(),
    customerName: text(),
    phoneNumber: text(),
    email: opt(text()),
    state: opt(text()),
    city: opt(text()),
    gender: opt(text()),
    dateOfBirth: opt(date()),
    customerImage: opt(text()),
    /** 1 means verified. */
    customerStatus: opt(num()),
  }),
});

const PickerDate = either(v.pipe(text(), v.regex(/^\d{2}-\d{2}-\d{4}$/, 'DD-MM-YYYY')), exactly(''));

export const QuotesPayload = shape({
  page: num(),
  limit: num(),
  garageId: opt(text()),
  customerId: opt(text()),
  source: opt(text()),
  /** DD-MM-YYYY as the date-range picker gives it (002 §2), '' without a range. */
  startDate: opt(PickerDate),
  endDate: opt(PickerDate),
});

const garagePage = shape({ data: shape({ data: list(Garage) }), totalCount: opt(num()) });
const garageId = shape({ garageId: text() });

export const calls = contracts({
  'GET /onlineRequestedGarages': {
    answer: garagePage,
    rows: { at: 'data.data', row: Garage },
    reads: true,
    responses: { 200: 'data.data, totalCount' },
    summary: 'Garages awaiting marketplace approval (002 §7)',
  },
  'POST /approveGarageRequest': {
    request: garageId,
    answer: NotShown,
    reads: false,
    responses: { 200: 'Approve Success' },
    summary: 'Approves a garage for the marketplace (002 §7, §8)',
  },
  'GET /onlineGarages': {
    answer: garagePage,
    rows: { at: 'data.data', row: Garage },
    reads: true,
    responses: { 200: 'data.data, totalCount' },
    summary: 'Live marketplace garages, Our Garage (002 §7)',
  },
  'POST /garageStatusChanging': {
    request: shape({ garageId: text(), status: flag() }),
    answer: NotShown,
    reads: false,
    responses: { 200: 'Status Changed Success' },
    summary: "Changes a marketplace garage's status; sends the inverted current value (002 §7, §8)",
  },
  'POST /admin/get{product}AnalyticData': {
    request: garageId,
    // A garage with no record yet opens the form with its defaults (002 §5: empty values default to '0').
    // A server answering the record as a one-row list (a find rather than a findOne) is read too.
    answer: shape({ responseCode: opt(num()), message: opt(text()), data: opt(either(AnalyticsRecord, list(AnalyticsRecord))) }),
    reads: true,
    fillsForm: [AnalyticsUpdate],
    responses: {
      200: 'responseCode, message, data',
      400: 'responseCode 400: the server message warns',
      404: 'responseCode 404: the server message warns',
    },
    summary: 'Analytics record of a garage (002 §7, §8)',
  },
  'POST /admin/{product}AnalyticData': {
    request: AnalyticsUpdate,
    answer: ApiMessage,
    reads: false,
    responses: {
      200: 'responseCode 200: saved',
      400: 'responseCode 400: the server message warns',
      404: 'responseCode 404: the server message warns',
    },
    summary: 'Saves the analytics record; sponsored fields only when isSponsored (002 §7, §8)',
  },
  'GET /bookingManagement': {
    answer: shape({ data: list(Booking) }),
    rows: { at: 'data', row: Booking },
    reads: true,
    responses: { 200: 'data: the bookings' },
    summary: 'Bookings (002 §7)',
  },
  'POST /{product}/getQuotes': {
    request: QuotesPayload,
    answer: shape({ responseCode: opt(num()), message: opt(text()), data: list(Quote), totalQuotes: opt(num()) }),
    rows: { at: 'data', row: Quote },
    reads: true,
    responses: { 200: 'responseCode, data, totalQuotes, message', 400: 'responseCode 400: an error with the server message' },
    summary: 'Quotes, server paging; the export asks page 1 with limit equal to the total (002 §7, §8)',
  },
  'GET /{product}/{product}Customers': {
    answer: shape({ responseCode: opt(num()), message: opt(text()), data: list(MarketplaceUser) }),
    rows: { at: 'data', row: MarketplaceUser },
    reads: true,
    responses: { 200: 'responseCode, data, message', 400: 'responseCode 400: an error with the server message' },
    summary: 'Marketplace users (002 §7, §8)',
  },
});
