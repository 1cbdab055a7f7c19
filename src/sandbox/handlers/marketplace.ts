import { api } from '../../api/endpoints';
import type { AnalyticsRecord } from '../records';
import type { GarageAnalytics, SeedGarage } from '../seed';
import { asDocumented, json, route, type SandboxContext } from '../route';
import { SERVER_MAX_COUNT, SERVER_MAX_RUPEES, checkNumber, checkWholeNumber, firstRefusal } from '../limits';

const isRequested = (garage: SeedGarage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3;
const isLive = (garage: SeedGarage) => garage.accountStatus === 'active';

/** `YYYY-MM-DD` or `DD-MM-YYYY` -> start of that day in ms (UTC), or undefined. */
function dayOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  const time = dmy ? Date.UTC(Number(dmy[3]), Number(dmy[2]) - 1, Number(dmy[1])) : Date.parse(value.trim().slice(0, 10));
  return Number.isNaN(time) ? undefined : time;
}

/** Why an analytics save is refused, or undefined when it is acceptable; values equal to the stored record's pass. */
function analyticsProblem(body: AnalyticsRecord, stored: Partial<AnalyticsRecord> = {}): string | undefined {
  const refusal = firstRefusal(
    ...(['jobs_completed', 'rating_count', 'review_count'] as const).map((field) =>
      checkWholeNumber(field, body[field], 0, SERVER_MAX_COUNT, stored[field]),
    ),
    checkNumber('rating', body.rating, 0, 5, stored.rating),
    ...(body.isSponsored
      ? [
          checkNumber('sponsoredRadius', body.sponsoredRadius, 0, 1000, stored.sponsoredRadius),
          checkNumber('sponsoredPrice', body.sponsoredPrice, 0, SERVER_MAX_RUPEES, stored.sponsoredPrice),
        ]
      : []),
  );
  if (refusal) return refusal;
  if (body.isSponsored) {
    const start = dayOf(body.sponsoredStartDate);
    const end = dayOf(body.sponsoredEndDate);
    if (start === undefined || end === undefined) return 'sponsoredStartDate and sponsoredEndDate are required';
    if (end < start) return 'sponsoredEndDate must not be before sponsoredStartDate';
  }
  return undefined;
}

/**
 * Marketplace portal (spec 002 §7): requested and live garages, approval, status, analytics,
 * bookings, quotes (server paging) and users. Elsewhere: PUT /editGarageProfile in garages.ts, GET
 * /customerManagement in leads.ts (customers and customer leads in one list).
 */
export function marketplaceHandlers(context: SandboxContext) {
  const { store } = context;
  const findGarage = (id: unknown) => store.db.garages.find((garage) => garage._id === id || garage.garageId === id);

  return [
    route(context, api.onlineGarageRequestList, () => {
      const rows = store.db.garages.filter(isRequested);
      return { data: { data: rows }, totalCount: rows.length };
    }),
    route(context, api.onlineGarageApprove, ({ body }) => {
      const garage = findGarage(body?.garageId);
      if (!garage || !isRequested(garage)) return json({ responseCode: 404, message: 'Garage request not found' }, 404);
      garage.accountStatus = 'active';
      garage.regStatus = 4;
      garage.status = true;
      return { responseCode: 200, message: 'Approve Success' };
    }),
    route(context, api.onlineGarageList, () => {
      const rows = store.db.garages.filter(isLive);
      return { data: { data: rows }, totalCount: rows.length };
    }),
    route(context, api.onlineGarageChangeStatus, ({ body }) => {
      const garage = findGarage(body?.garageId);
      if (!garage) return json({ responseCode: 404, message: 'Garage not found' }, 404);
      garage.status = Boolean(body.status);
      return { responseCode: 200, message: 'Status Changed Success' };
    }),
    route(context, api.analyticsGet, ({ body }) => {
      const garage = findGarage(body?.garageId);
      if (!garage) return json({ responseCode: 404, message: 'Garage not found' }, 404);
      const record = store.db.analytics.find((entry) => entry.garageId === garage._id);
      const { garageId: _ignored, ...data } = record ?? {
        garageId: garage._id,
        isVerified: false,
        jobs_completed: 0,
        rating: 0,
        rating_count: 0,
        review_count: 0,
        isSponsored: false,
      };
      return { responseCode: 200, message: 'Analytics data fetched successfully', data };
    }),
    route(context, api.analyticsSave, ({ body }) => {
      const garage = findGarage(body?.garageId);
      if (!garage) return json({ responseCode: 404, message: 'Garage not found' }, 404);
      const problem = analyticsProblem(
        body,
        store.db.analytics.find((entry) => entry.garageId === garage._id),
      );
      if (problem) return json({ responseCode: 400, message: problem }, 400);
      const record: GarageAnalytics = {
        garageId: garage._id,
        isVerified: Boolean(body.isVerified),
        jobs_completed: body.jobs_completed,
        rating: body.rating,
        rating_count: body.rating_count,
        review_count: body.review_count,
        isSponsored: Boolean(body.isSponsored),
        ...(body.isSponsored
          ? {
              sponsoredStartDate: body.sponsoredStartDate,
              sponsoredEndDate: body.sponsoredEndDate,
              sponsoredServices: body.sponsoredServices ?? [],
              sponsoredRadius: body.sponsoredRadius,
              sponsoredPrice: body.sponsoredPrice,
            }
          : {}),
      };
      const index = store.db.analytics.findIndex((entry) => entry.garageId === garage._id);
      if (index >= 0) store.db.analytics[index] = record;
      else store.db.analytics.push(record);
      return { responseCode: 200, message: 'Analytics data updated successfully' };
    }),
    route(context, api.bookingList, () => ({ data: asDocumented(store.db.bookings, 'customerId') })),
    route(context, api.quoteList, ({ body }) => {
      const page = Number(body?.page ?? 1);
      const limit = Number(body?.limit ?? 10);
      if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1) {
        return json({ responseCode: 400, message: 'page and limit must be positive whole numbers' }, 400);
      }
      const start = dayOf(body.startDate);
      const endDay = dayOf(body.endDate);
      const end = endDay === undefined ? undefined : endDay + 86_400_000 - 1;
      const rows = store.db.quotes
        .filter((quote) => !body.garageId || quote.garageId._id === body.garageId)
        .filter((quote) => !body.customerId || quote.customerId === body.customerId)
        .filter((quote) => !body.source || quote.source === body.source)
        .filter((quote) => {
          const time = Date.parse(quote.date);
          return (start === undefined || time >= start) && (end === undefined || time <= end);
        })
        .sort((a, b) => b.date.localeCompare(a.date));
      return {
        responseCode: 200,
        message: 'Quotes fetched successfully',
        data: asDocumented(rows.slice((page - 1) * limit, page * limit), 'customerId').map((quote) => ({
          ...quote,
          garageId: { garageName: quote.garageId.garageName },
        })),
        totalQuotes: rows.length,
      };
    }),
    route(context, api.userList, () => ({ responseCode: 200, message: 'Customers fetched successfully', data: store.db.marketplaceUsers })),
  ];
}
