import { http, HttpResponse } from 'msw';
import { api } from '../../api/endpoints';
import type { VehicleType } from '../records';
import type { SeedGarage } from '../seed/garages';
import type { SeedPushNotification } from '../seed/business';
import { asDocumented, json, route, type SandboxContext } from '../route';

/** `garageId` '' (or absent) means every garage; otherwise the rows of that garage (`_id`). */
function ofGarage<Row extends { garageId: string }>(rows: readonly Row[], garageId: unknown): Row[] {
  return typeof garageId === 'string' && garageId ? rows.filter((row) => row.garageId === garageId) : rows.slice();
}

/** The rows of a garage (or all) as the documents show them: the garage they belong to is the sandbox's own. */
const shownOfGarage = <Row extends { garageId: string }>(rows: readonly Row[], garageId: unknown) =>
  asDocumented(ofGarage(rows, garageId), 'garageId');

/** `{page, limit}`: 1-based page and a positive limit, or the 400 the server answers. */
function pageOf(body: { page?: unknown; limit?: unknown } | undefined): { page: number; limit: number } | Response {
  const page = Number(body?.page);
  const limit = Number(body?.limit);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1) {
    return json({ responseCode: 400, message: 'page and limit must be positive whole numbers' }, 400);
  }
  return { page, limit };
}

const slice = <Row>(rows: readonly Row[], { page, limit }: { page: number; limit: number }) => rows.slice((page - 1) * limit, page * limit);

/** Garages with the partner app signed in have a device token; garages awaiting approval do not. */
const hasDeviceToken = (garage: SeedGarage) => garage.accountStatus === 'active';

/** The push notification audience when no garage is picked: state, cities, vehicle and business type. */
function audience(garages: readonly SeedGarage[], body: { state?: string; location?: string[]; vehicleType?: VehicleType; businessType?: string }) {
  const cities = Array.isArray(body.location) ? body.location : [];
  const vehicleType = Number(body.vehicleType ?? 3);
  return garages.filter(
    (garage) =>
      (!body.state || garage.state === body.state) &&
      (cities.length === 0 || cities.includes(garage.city)) &&
      (vehicleType === 3 || garage.garageType === vehicleType || garage.garageType === 3) &&
      (!body.businessType || garage.businessType === body.businessType),
  );
}

/** Reports, coins history, XLS tracking, rewards, ratings and push notifications (001 §7, 002 §7). */
export function reportHandlers(context: SandboxContext) {
  const { store } = context;
  const listOf = <Row>(rows: Row[]) => ({ responseCode: 200, data: rows, totalCount: rows.length });
  return [
    route(context, api.saleInvoiceList, ({ body }) => listOf(shownOfGarage(store.db.saleInvoices, body?.garageId))),
    route(context, api.purchaseInvoiceList, ({ body }) => listOf(shownOfGarage(store.db.purchaseInvoices, body?.garageId))),
    route(context, api.jobCardList, ({ body }) => listOf(shownOfGarage(store.db.jobCards, body?.garageId))),
    route(context, api.vendorList, ({ body }) => listOf(shownOfGarage(store.db.vendors, body?.garageId))),
    route(context, api.rewardList, ({ body }) => listOf(asDocumented(ofGarage(store.db.rewards, body?.garageId), '_id', 'garageId'))),
    route(context, api.inventoryList, ({ body }) => {
      const paging = pageOf(body);
      if (paging instanceof Response) return paging;
      const parts = ofGarage(store.db.inventoryParts, body?.garageId);
      return {
        responseCode: 200,
        data: { parts: asDocumented(slice(parts, paging), 'garageId'), pagination: { totalCount: parts.length } },
      };
    }),
    route(context, api.coinsHistory, () => ({ responseCode: 200, detailedWallet: store.db.credits })),
    route(context, api.xlsTrackingList, ({ body }) => {
      const paging = pageOf(body);
      if (paging instanceof Response) return paging;
      return { responseCode: 200, data: { responseData: slice(store.db.xlsTracking, paging) }, totalCount: store.db.xlsTracking.length };
    }),
    route(context, api.ratingList, ({ body }) => ({ responseCode: 200, data: shownOfGarage(store.db.ratings, body?.garageId) })),
    route(context, api.ratingDelete, ({ body }) => {
      const ratingId = String(body?.ratingId ?? '');
      for (const rating of store.db.ratings) {
        for (const key of ['1star', '2star', '3star', '4star', '5star'] as const) {
          const comments = rating[key];
          const index = comments?.findIndex((comment) => comment.ratingId === ratingId) ?? -1;
          if (comments && index >= 0) {
            comments.splice(index, 1);
            return { responseCode: 200, message: 'Comment is Delete Successfully' };
          }
        }
        const index = rating.serviceRatings?.findIndex((entry) => entry.ratingId === ratingId) ?? -1;
        if (index >= 0) {
          rating.serviceRatings!.splice(index, 1);
          return { responseCode: 200, message: 'Comment is Delete Successfully' };
        }
      }
      return json({ responseCode: 404, message: 'Rating not found' }, 404);
    }),
    route(context, api.pushNotificationList, ({ body }) => {
      const rows = ofGarage(store.db.pushNotifications, body?.garageId);
      return { responseCode: 200, data: { responseData: asDocumented(rows, 'garageId', 'image') }, totalCount: rows.length };
    }),
    route(context, api.pushNotificationCreate, ({ body }) => {
      const title = String(body?.title ?? '').trim();
      const content = String(body?.content ?? '').trim();
      if (!title || !content) return json({ responseCode: 400, message: 'title and content are required' }, 400);
      const picked = Array.isArray(body.garageId) ? body.garageId.map(String) : [];
      const targets = picked.length > 0 ? store.db.garages.filter((garage) => picked.includes(garage._id)) : audience(store.db.garages, body);
      if (targets.length === 0) return json({ responseCode: 200, message: 'No garages found for the specified criteria' }, 200);
      if (!targets.some(hasDeviceToken)) return new HttpResponse(null, { status: 205 });
      const now = new Date().toISOString();
      const sent: SeedPushNotification[] = targets.map((garage) => ({
        _id: store.newId(),
        garageId: garage._id,
        image: String(body.image ?? ''),
        Date: now,
        garageName: garage.garageName,
        title,
        Content: content,
        Status_of_Business_Type: garage.businessType,
        Vehicle_Type: garage.garageType,
        state: garage.state,
        location: garage.city,
        Status: hasDeviceToken(garage),
        Reads: 0,
        Click: 0,
      }));
      store.db.pushNotifications.unshift(...sent);
      return json({ responseCode: 201, message: 'Notification added successfully' }, 201);
    }),
    // Invoice and bill links of the reports open a small stand-in document.
    http.get(
      '*/invoices/:kind/:file',
      ({ params }) =>
        new HttpResponse(
          `<!doctype html><html lang="en"><title>Invoice</title><body><h1>Invoice ${String(params.file).replace(/[^\w.-]/g, '')}</h1><p>Sandbox document (${String(params.kind).replace(/[^\w-]/g, '')}).</p></body></html>`,
          {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          },
        ),
    ),
  ];
}
