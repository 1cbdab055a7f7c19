/**
 * The contract of the 99 documented calls (spec 000, 001, 002, sections 3, 7 and 8): one runtime
 * schema per request and answer, by area as the sandbox's handlers are grouped. This module is small
 * and carries no schema: an area's module (with the schema library) loads when a call of its is first
 * sent, so neither is on the start-up path.
 */
import type { HttpMethod } from '../http';
import type * as access from './access';
import type * as catalogue from './catalogue';
import type * as garages from './garages';
import type * as leads from './leads';
import type * as locations from './locations';
import type * as marketplace from './marketplace';
import type * as reports from './reports';
import type * as seo from './seo';
import type * as staff from './staff';
import type * as subscriptions from './subscriptions';
import type * as uploads from './uploads';
import type { Infer, Schema } from './kit';

/** How a call is sent where it differs from the usual: with the token, a JSON body, any 2xx a success. */
export interface Sending {
  /** false: never with the token (sign-in, registration); 'optional': some screens send none (page-screen uploads). */
  readonly auth?: false | 'optional';
  /** The body is a multipart form (a `file` field). */
  readonly multipart?: true;
  /** Retries after HTTP 503, 1000 ms apart, as documented. */
  readonly retry503?: number;
  /** HTTP statuses that count as success, where the documents name them. */
  readonly successStatus?: readonly number[];
}

/**
 * Every documented call, by area, as `METHOD /path` with the path as the documents write it, and how
 * it is sent. The one list: the call's contract is in `./<area>.ts`; everything else follows. It carries
 * no schema because the console's start path reads it.
 */
export const CALL_TABLE = {
  access: {
    'POST /adminSignIn': { auth: false },
    'GET /admin_{product}_dashboard': {},
  },
  catalogue: {
    'GET /CategoryAdminList': {},
    'POST /addCategoryAdmin': {},
    'PUT /EditCategoryAdmin': {},
    'POST /ChangeCategoryAdminStatus': {},
    'GET /adminServiceList': {},
    'GET /ServiceNameAdminList': {},
    'POST /addServiceNameAdmin': {},
    'PUT /EditServiceNameAdmin': {},
    'POST /ChangeServiceAdminStatus': {},
    'POST /category_service_list': {},
  },
  garages: {
    'GET /adminDashboard': {},
    'GET /garageNameList': {},
    'GET /getAllUsers': { retry503: 1 },
    'GET /getAllApproveUsers': { retry503: 3 },
    'PUT /adminConformation': {},
    'POST /getSingleGarage': {},
    'POST /garage_Categories_List': {},
    'POST /getListOfBankDetails': {},
    'GET /listOfSocialMedias': {},
    'PUT /editGarageProfile': {},
    'POST /garage_Registation': { auth: false },
    'POST /add_category_services': {},
    'PUT /update_SocialMedias': {},
    'PUT /manageGarageProfile': {},
    'PUT /updateCoins': {},
  },
  leads: {
    'POST /get_service_list': {},
    'POST /get_model_list': {},
    'POST /lead/createLeadData': {},
    'POST /lead/getLeadDataList': {},
    'POST /lead/listOfAdminLeads': {},
    'POST /lead/searchGarage': {},
    'POST /lead/generateLeads': {},
    'GET /customerManagement': {},
  },
  locations: {
    'GET /listOfStates': {},
    'GET /listOfCities/{stateId}': {},
    'PUT /statusCity': {},
    'PUT /updateCity': {},
    'POST /addCity': {},
  },
  marketplace: {
    'GET /onlineRequestedGarages': {},
    'POST /approveGarageRequest': {},
    'GET /onlineGarages': {},
    'POST /garageStatusChanging': {},
    'POST /admin/get{product}AnalyticData': {},
    'POST /admin/{product}AnalyticData': {},
    'GET /bookingManagement': {},
    'POST /{product}/getQuotes': {},
    'GET /{product}/{product}Customers': {},
  },
  reports: {
    'POST /adminSaleInvoiceList': {},
    'POST /adminPurchaseInvoiceList': {},
    'POST /listOfAllJobcards': {},
    'POST /listOfvendors': {},
    'POST /listOfRewardPoints': {},
    'POST /getListOfInventory': {},
    'GET /sales': {},
    'POST /xlsTracking': {},
    'POST /ratingsAndReviewsForGarages': {},
    'DELETE /deleteRaating': {},
    'POST /listOfPushNotifications': {},
    'POST /addPushNotification': { successStatus: [201] },
  },
  seo: {
    'POST /getSEOdata': {},
    'GET /listOf_SEO_Data_cities': {},
    'POST /listOf_SEO_Data_aries': {},
    'POST /SEOdata': { successStatus: [201] },
    'PUT /SEOdata': {},
    'GET /getSinglePage/{pageId}': {},
    'GET /getSingleGarage/{garageId}': {},
    'POST /singleGarage': {},
    'DELETE /deletePage': {},
    'POST /bulkSEOUpload': { multipart: true },
    'POST /bulkSEOUploadNearMe': { multipart: true },
  },
  staff: {
    'GET /promoCodeList': {},
    'POST /addPromoCode': {},
    'PUT /updatePromoCode': { successStatus: [200] },
    'PUT /editpromoCode': {},
    'GET /subAdmin': {},
    'POST /subAdmin': { successStatus: [201] },
    'PUT /subAdmin': {},
    'PUT /subAdmin/changeStatus': {},
    'GET /adminRoles': {},
    'POST /singleAdminRole': {},
    'POST /adminRoles': {},
    'PUT /adminRoles': {},
    'PUT /adminRoles/changeStatus': {},
    'GET /adminFeatures': {},
    'POST /adminFeatures': {},
    'PUT /adminFeatures': {},
    'PUT /adminFeatures/changeStatus': {},
  },
  subscriptions: {
    'POST /admin/subscriptionData': {},
    'POST /admin/updateSubscriptionStatus': {},
    'POST /admin/subscrptionHistory': {},
    'POST /admin/getGaragefeatures': {},
    'PUT /admin/updateFeatureCount': {},
    'POST /subscription/generatePaymentLink': {},
    'POST /listofSubscriptionData': {},
    'POST /listOfPlanDetails': {},
    'GET /admin/getAllEnquires': { successStatus: [201] },
  },
  uploads: {
    'POST /uploadImage': { multipart: true, auth: 'optional' },
  },
} as const satisfies Record<string, Record<`${HttpMethod} /${string}`, Sending>>;

type Table = typeof CALL_TABLE;
export type ContractArea = keyof Table;
/** A documented call: `${method} ${path}`, placeholders unfilled ('GET /admin_{product}_dashboard'). */
export type CallKey = { [Area in ContractArea]: keyof Table[Area] & string }[ContractArea];
/** How `Call` is sent, as a type (the variants `defineCall` allows). */
export type SendingOf<Call extends CallKey> = { [Area in ContractArea]: Call extends keyof Table[Area] ? Table[Area][Call] : never }[ContractArea];

/** The calls of each area. */
export const CALLS = Object.fromEntries(Object.entries(CALL_TABLE).map(([area, calls]) => [area, Object.keys(calls)])) as unknown as {
  readonly [Area in ContractArea]: readonly (keyof Table[Area] & string)[];
};

const SENDING = new Map<string, Sending>(Object.values(CALL_TABLE).flatMap((calls) => Object.entries(calls)));

/** How a call is sent (its entry in CALL_TABLE). */
export function sendingOf(call: CallKey): Sending {
  const sending = SENDING.get(call);
  if (!sending) throw new Error(`${call} is not a documented call`);
  return sending;
}

/** A call's contract: its entry in CALL_TABLE (how it is sent) with what its area's module documents. */
export interface CallContract extends Sending {
  call: CallKey;
  method: HttpMethod;
  /** As the documents write it (placeholders unfilled). */
  path: string;
  /** The JSON body; absent when the call sends none or a multipart form. */
  request?: Schema;
  /** The whole answer as documented. */
  answer: Schema;
  /** List answers: the dotted path of the rows' array ('categories', 'data.data') and one row's schema. */
  rows?: { at: string; row: Schema };
  /** The call only reads (a check of the API may send it). */
  reads: boolean;
  /** Documented HTTP statuses and responseCodes with their meaning. */
  responses: Record<number, string>;
  /** Where the documents describe it, in one line. */
  summary: string;
}

type Contracts = typeof access.calls &
  typeof catalogue.calls &
  typeof garages.calls &
  typeof leads.calls &
  typeof locations.calls &
  typeof marketplace.calls &
  typeof reports.calls &
  typeof seo.calls &
  typeof staff.calls &
  typeof subscriptions.calls &
  typeof uploads.calls;

/** The body a call sends, as its contract describes it (FormData for a multipart form, void for none). */
export type CallRequest<Call extends string> = Call extends keyof Contracts & CallKey
  ? Contracts[Call] extends { request: infer Body extends Schema }
    ? Infer<Body>
    : SendingOf<Call> extends { multipart: true }
      ? FormData
      : void
  : never;

/** A call's answer, as its contract describes it. */
export type CallAnswer<Call extends string> = Call extends keyof Contracts ? Infer<Contracts[Call]['answer']> : never;

interface AreaModule {
  calls: Partial<Record<CallKey, CallContract>>;
}

const AREAS: Record<ContractArea, () => Promise<AreaModule>> = {
  access: () => import('./access'),
  catalogue: () => import('./catalogue'),
  garages: () => import('./garages'),
  leads: () => import('./leads'),
  locations: () => import('./locations'),
  marketplace: () => import('./marketplace'),
  reports: () => import('./reports'),
  seo: () => import('./seo'),
  staff: () => import('./staff'),
  subscriptions: () => import('./subscriptions'),
  uploads: () => import('./uploads'),
};

const areaOf = new Map<string, ContractArea>(
  (Object.entries(CALLS) as [ContractArea, readonly CallKey[]][]).flatMap(([area, calls]) => calls.map((call) => [call, area] as const)),
);

/** The area a call's contract is in. */
export function areaOfCall(call: CallKey): ContractArea {
  const area = areaOf.get(call);
  if (!area) throw new Error(`${call} is not a documented call`);
  return area;
}

/** The contract of one call (its area's schemas load on first use). */
export async function loadContract(call: CallKey): Promise<CallContract> {
  const area = areaOfCall(call);
  const contract = (await AREAS[area]()).calls[call];
  if (!contract) throw new Error(`${call} has no contract in ${area}`);
  return contract;
}

/** Every call's contract (the API check, the OpenAPI document, tests). */
export async function loadAllContracts(): Promise<ReadonlyMap<CallKey, CallContract>> {
  const modules = await Promise.all((Object.keys(AREAS) as ContractArea[]).map((area) => AREAS[area]()));
  return new Map(modules.flatMap((module) => Object.values(module.calls).map((contract) => [contract.call, contract] as const)));
}
