/**
 * The one list of documented calls and how each is sent, below everything else of the contract: the
 * schemas, the client and the errors all name calls, and none of them may be imported here.
 */
/** The methods the documented calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
  /** Answer `responseCode`s that count as success, where the documents name them; by default any under 400. */
  readonly successCodes?: readonly number[];
}

/** An answer's `responseCode`: a number, or a numeric string; null, '' or anything else is none (an optional field). */
export function responseCodeOf(body: unknown): number | undefined {
  if (!body || typeof body !== 'object' || !('responseCode' in body)) return undefined;
  const value = body.responseCode;
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return undefined;
  const code = Number(value);
  return Number.isFinite(code) ? code : undefined;
}

/** Whether an answer's `responseCode` says success: one the call's documents name, else any under 400. */
export const responseCodeAccepted = (sending: Pick<Sending, 'successCodes'>, responseCode: number): boolean =>
  sending.successCodes ? sending.successCodes.includes(responseCode) : responseCode < 400;

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
    'POST /addCategoryAdmin': { successCodes: [200] },
    'PUT /EditCategoryAdmin': {},
    // 000 §7, 001 §7, 002 §7: these succeed on HTTP 200.
    'POST /ChangeCategoryAdminStatus': { successStatus: [200] },
    'GET /adminServiceList': {},
    'GET /ServiceNameAdminList': {},
    'POST /addServiceNameAdmin': { successCodes: [200, 201] },
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
    // Documented as succeeding on responseCode 200 (000 §7, 002 §7); their 400s carry the server's words.
    'PUT /editGarageProfile': { successCodes: [200] },
    'POST /garage_Registation': { auth: false, successCodes: [200] },
    'POST /add_category_services': { successCodes: [200] },
    'PUT /update_SocialMedias': { successCodes: [200] },
    'PUT /manageGarageProfile': { successCodes: [200] },
    'PUT /updateCoins': {},
  },
  leads: {
    'POST /get_service_list': {},
    'POST /get_model_list': {},
    'POST /lead/createLeadData': { successCodes: [201] },
    'POST /lead/getLeadDataList': {},
    'POST /lead/listOfAdminLeads': {},
    'POST /lead/searchGarage': {},
    'POST /lead/generateLeads': { successCodes: [201] },
    'GET /customerManagement': {},
  },
  locations: {
    'GET /listOfStates': {},
    'GET /listOfCities/{stateId}': {},
    'PUT /statusCity': {},
    'PUT /updateCity': {},
    'POST /addCity': { successCodes: [200] },
  },
  marketplace: {
    'GET /onlineRequestedGarages': {},
    'POST /approveGarageRequest': {},
    'GET /onlineGarages': {},
    'POST /garageStatusChanging': {},
    'POST /admin/get{product}AnalyticData': {},
    'POST /admin/{product}AnalyticData': {},
    'GET /bookingManagement': {},
    // 002 §8: any responseCode but 200 is a failure ('Something went wrong', or a 400's own message).
    'POST /{product}/getQuotes': { successCodes: [200] },
    'GET /{product}/{product}Customers': { successCodes: [200] },
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
    'PUT /SEOdata': { successStatus: [200] },
    'GET /getSinglePage/{pageId}': {},
    'GET /getSingleGarage/{garageId}': {},
    'POST /singleGarage': {},
    'DELETE /deletePage': { successStatus: [200] },
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
    'PUT /subAdmin/changeStatus': { successStatus: [200] },
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
    'POST /admin/updateSubscriptionStatus': { successCodes: [200] },
    'POST /admin/subscrptionHistory': {},
    'POST /admin/getGaragefeatures': {},
    'PUT /admin/updateFeatureCount': {},
    'POST /subscription/generatePaymentLink': { successCodes: [200] },
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
