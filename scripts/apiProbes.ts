/**
 * What `npm run check-api` sends to the reading calls that need something: a path's `{id}` or a body
 * of filters. Ids come from the first row of a list the server itself gave (`take`), so the check runs
 * against any server's data; filters are the ones the console sends for "everything".
 */
import type { CallKey } from '../src/api/contract';
import { toSeoSearch } from '../src/areas/seo/model';

/**
 * A value from the first row of `call`'s answer that has it: the row's `field` (`_id` by default; of
 * several fields, the first any row has), or the row itself when `field` is null (lists of names). The rows are where the contract puts a list
 * answer's rows, or at the dotted path `at`. Refuses when no row has it.
 */
export type Take = (call: CallKey, field?: string | null | readonly string[], at?: string) => Promise<string>;

export interface ProbeInput {
  /** Values of the path's placeholders other than `{product}`. */
  params?: Record<string, string>;
  /** The JSON body. */
  body?: unknown;
}

export type Probe = (take: Take) => ProbeInput | Promise<ProbeInput>;

/** Every garage: the reports' and lists' "all garages" filter (spec 001 §7). */
const allGarages = () => ({ body: { garageId: '' } });
const firstPage = { page: 1, limit: 10 };
/** The id the console sends for a garage: its garageId, else its _id. */
const GARAGE_ID = ['garageId', '_id'];
/** The garage of the garage portal's list; the marketplace calls take a live marketplace garage. */
const garage: Probe = async (take) => ({ body: { garageId: await take('GET /getAllUsers', GARAGE_ID) } });
const onlineGarage = async (take: Take) => take('GET /onlineGarages', GARAGE_ID);

export const PROBES: Partial<Record<CallKey, Probe>> = {
  'POST /category_service_list': async (take) => ({ body: { categoryId: await take('GET /CategoryAdminList') } }),
  // 000 §3: '_id or id'.
  'GET /listOfCities/{stateId}': async (take) => ({ params: { stateId: await take('GET /listOfStates', ['_id', 'id']) } }),

  'POST /getSingleGarage': garage,
  'POST /garage_Categories_List': garage,
  'POST /getListOfBankDetails': garage,
  'POST /admin/subscriptionData': garage,
  'POST /admin/subscrptionHistory': garage,
  'POST /admin/getGaragefeatures': garage,
  'POST /listOfPlanDetails': garage,
  'POST /listofSubscriptionData': () => ({ body: { ...firstPage, garageId: '' } }),

  'POST /singleAdminRole': async (take) => ({ body: { roleId: await take('GET /adminRoles') } }),

  'POST /adminSaleInvoiceList': allGarages,
  'POST /adminPurchaseInvoiceList': allGarages,
  'POST /listOfAllJobcards': allGarages,
  'POST /listOfvendors': allGarages,
  'POST /listOfRewardPoints': allGarages,
  'POST /ratingsAndReviewsForGarages': allGarages,
  'POST /listOfPushNotifications': allGarages,
  'POST /getListOfInventory': () => ({ body: { ...firstPage, garageId: '' } }),
  'POST /xlsTracking': () => ({ body: firstPage }),

  'POST /get_service_list': () => ({ body: { vehicleType: 1 } }),
  'POST /get_model_list': async (take) => ({ body: { makeName: await take('POST /get_service_list', 'name'), vehicleType: 1 } }),
  'POST /lead/getLeadDataList': () => ({ body: {} }),
  'POST /lead/listOfAdminLeads': () => ({ body: { page: 1, limit: 15 } }),
  'POST /lead/searchGarage': async (take) => ({
    body: { state: await take('GET /onlineGarages', 'state'), city: '', garageType: '', serviceId: '' },
  }),

  // The Pages list's first load, as the console sends it.
  'POST /getSEOdata': () => ({ body: toSeoSearch('page', {}) }),
  'GET /getSinglePage/{pageId}': async (take) => ({ params: { pageId: await take('POST /getSEOdata') } }),
  'POST /listOf_SEO_Data_aries': async (take) => ({ body: { cityName: await take('GET /listOf_SEO_Data_cities', null, 'data') } }),
  'GET /getSingleGarage/{garageId}': async (take) => ({ params: { garageId: await onlineGarage(take) } }),
  'POST /singleGarage': async (take) => ({ body: { garageId: await onlineGarage(take) } }),
  'POST /admin/get{product}AnalyticData': async (take) => ({ body: { garageId: await onlineGarage(take) } }),
  'POST /{product}/getQuotes': () => ({ body: firstPage }),
};
