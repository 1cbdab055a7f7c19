/**
 * The catalogue: one entry per documented call (spec 000, 001, 002, section 7). Paths are written
 * exactly as the spec writes them; `{product}` and `{name}` placeholders are filled by the http
 * client at call time. Each entry's request and answer types come from its call's contract
 * (src/api/contract), which also reads every answer. 99 distinct method + path pairs; `/uploadImage`
 * has two extra entries (page screens without a token, garage logo on the fixed upload host).
 */
import type * as access from './contract/access';
import type * as catalogue from './contract/catalogue';
import type * as garages from './contract/garages';
import type * as leads from './contract/leads';
import type * as locations from './contract/locations';
import type * as marketplace from './contract/marketplace';
import type * as seo from './contract/seo';
import type * as staff from './contract/staff';
import type * as subscriptions from './contract/subscriptions';
import type { Infer } from './contract/kit';
import { defineCall } from './http';
import { PROFILE_CALL } from './earlyAnswers';
import type { ContentEntry } from './types';

// ---------------------------------------------------------------------------------------------
// Payloads and answers specific to one call (their schemas are in src/api/contract)
// ---------------------------------------------------------------------------------------------

/** Answer of calls whose answer the spec does not show; the client still checks `responseCode`. */
export type NotShown = Infer<typeof catalogue.NotShown>;
/** Multipart body: a `file` field. */
export type Upload = FormData;
/** 'File uploaded successfully' (002 §8); the sandbox adds what it imported and refused (README 'SEO bulk upload sheet'). */
export type SeoBulkUploadAnswer = Infer<typeof seo.SeoBulkUploadAnswer>;

export type SignInPayload = Infer<typeof access.SignInPayload>;
/** message: 'admin signin successfully' on success; other texts listed in 000 §8. */
export type SignInAnswer = Infer<typeof access.SignInAnswer>;

export type CategoryCreatePayload = Infer<typeof catalogue.CategoryCreatePayload>;
export type CategoryUpdatePayload = Infer<typeof catalogue.CategoryUpdatePayload>;
export type ServiceCreatePayload = Infer<typeof catalogue.ServiceCreatePayload>;
export type ServiceUpdatePayload = Infer<typeof catalogue.ServiceUpdatePayload>;

/** Garage fields shared by registration and profile edit (garage portal and marketplace forms). */
export type GarageFormFields = Infer<typeof garages.GarageFormFields>;
/** PUT /editGarageProfile, profile form (000: workingHours, categories; 002: availableTimes, specialized). */
export type GarageProfileUpdate = Infer<typeof garages.GarageProfileUpdate>;
/** PUT /editGarageProfile, images manager. */
export type GarageImagesUpdate = Infer<typeof garages.GarageImagesUpdate>;
export type GarageRegistration = Infer<typeof garages.GarageRegistration>;
export type GarageCoinsPayload = Infer<typeof garages.GarageCoinsPayload>;

export type PromoCodeCreatePayload = Infer<typeof staff.PromoCodeCreatePayload>;
export type PromoCodeUpdatePayload = Infer<typeof staff.PromoCodeUpdatePayload>;
export type SubAdminPayload = Infer<typeof staff.SubAdminPayload>;
export type RolePayload = Infer<typeof staff.RolePayload>;
export type FeaturePayload = Infer<typeof staff.FeaturePayload>;

/** Empty string = all garages. */
export type GarageFilter = Infer<typeof subscriptions.GarageFilter>;
export type PageRequest = Infer<typeof subscriptions.PageRequest>;

export type SeoSearchPayload = Infer<typeof seo.SeoSearchPayload>;
/** `Why{product}Content`, Pages only. */
export type SeoPageCreatePayload = Infer<typeof seo.SeoPageCreatePayload> & {
  [whyProductContent: `Why${string}Content`]: ContentEntry[] | undefined;
};
export type SeoPageUpdatePayload = Infer<typeof seo.SeoPageUpdatePayload> & {
  [whyProductContent: `Why${string}Content`]: ContentEntry[] | undefined;
};

export type AddCityPayload = Infer<typeof locations.AddCityPayload>;
export type QuotesPayload = Infer<typeof marketplace.QuotesPayload>;

/**
 * GET /customerManagement feeds both the customers list and the customer-leads list: a row may carry
 * the fields of either (src/api/customerManagement.ts tells them apart).
 */
export type CustomerManagementRow = Infer<typeof leads.CustomerManagementRow>;

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

export const api = {
  // --- Session and dashboards -----------------------------------------------------------------
  adminSignIn: defineCall('POST /adminSignIn'),
  /** Role and features of the signed-in admin. */
  adminProfile: defineCall(PROFILE_CALL),
  /** Garage portal: allGarages, approveGarage; marketplace: ourgarages, {product}Approve. */
  adminDashboard: defineCall('GET /adminDashboard'),

  // --- Uploads --------------------------------------------------------------------------------
  uploadImage: defineCall('POST /uploadImage'),
  /** Image upload from the page screens: no token (002 §6). */
  uploadPageImage: defineCall('POST /uploadImage', { auth: false }),
  /** Garage logo upload on the fixed provider host (000 §6). */
  uploadGarageLogo: defineCall('POST /uploadImage', { host: 'upload' }),

  // --- Categories and services ----------------------------------------------------------------
  categoryList: defineCall('GET /CategoryAdminList'),
  categoryCreate: defineCall('POST /addCategoryAdmin'),
  categoryUpdate: defineCall('PUT /EditCategoryAdmin'),
  categoryChangeStatus: defineCall('POST /ChangeCategoryAdminStatus'),
  serviceList: defineCall('GET /adminServiceList'),
  /** Services with their names (also the lead form's service choices). */
  serviceNameList: defineCall('GET /ServiceNameAdminList'),
  serviceCreate: defineCall('POST /addServiceNameAdmin'),
  serviceUpdate: defineCall('PUT /EditServiceNameAdmin'),
  serviceChangeStatus: defineCall('POST /ChangeServiceAdminStatus'),
  /** Services of one category (categoryId may be null). */
  categoryServiceList: defineCall('POST /category_service_list'),
  /** Categories (with services) a garage offers. */
  garageCategoryList: defineCall('POST /garage_Categories_List'),

  // --- Locations ------------------------------------------------------------------------------
  stateList: defineCall('GET /listOfStates'),
  cityList: defineCall('GET /listOfCities/{stateId}'),
  cityChangeStatus: defineCall('PUT /statusCity'),
  /** Changes a city's tier; `city` is the city name. */
  cityUpdateTier: defineCall('PUT /updateCity'),
  cityCreate: defineCall('POST /addCity'),

  // --- Garages (garage portal) ----------------------------------------------------------------
  /** Garage management list (active accounts are shown). */
  garageList: defineCall('GET /getAllUsers'),
  /** Garages awaiting approval (pending, regStatus 3). */
  garageApprovalList: defineCall('GET /getAllApproveUsers'),
  /** Approves a garage: UserId is the garage id, Conformation 1. */
  garageApprove: defineCall('PUT /adminConformation'),
  getSingleGarage: defineCall('POST /getSingleGarage'),
  /** Profile edit, or the images manager (garageId with garageImages). */
  garageUpdate: defineCall('PUT /editGarageProfile'),
  garageRegister: defineCall('POST /garage_Registation'),
  /** Adds service lines to a garage; 400 when none. */
  garageAddServices: defineCall('POST /add_category_services'),
  /** Answer not shown by the spec. */
  garageBankDetails: defineCall('POST /getListOfBankDetails'),
  socialMediaOptions: defineCall('GET /listOfSocialMedias'),
  /** Saves the full social media list of a garage. */
  garageUpdateSocialMedias: defineCall('PUT /update_SocialMedias'),
  /** Activates or deactivates a garage, with an optional reason. */
  garageChangeStatus: defineCall('PUT /manageGarageProfile'),
  garageUpdateCoins: defineCall('PUT /updateCoins'),

  // --- Garage subscriptions -------------------------------------------------------------------
  subscriptionPaymentLink: defineCall('POST /subscription/generatePaymentLink'),
  /** Feature switches and current plan expiry of a garage. */
  subscriptionData: defineCall('POST /admin/subscriptionData'),
  subscriptionUpdateStatus: defineCall('POST /admin/updateSubscriptionStatus'),
  subscriptionHistory: defineCall('POST /admin/subscrptionHistory'),
  /** Feature count limits of a garage (Limitation tab). */
  subscriptionGarageFeatures: defineCall('POST /admin/getGaragefeatures'),
  subscriptionUpdateFeatureCount: defineCall('PUT /admin/updateFeatureCount'),
  /** Subscription report (server paging). */
  subscriptionList: defineCall('POST /listofSubscriptionData'),
  /** Plan history of one garage in the subscription report. */
  subscriptionPlanDetails: defineCall('POST /listOfPlanDetails'),

  // --- Promo codes ----------------------------------------------------------------------------
  promoCodeList: defineCall('GET /promoCodeList'),
  promoCodeCreate: defineCall('POST /addPromoCode'),
  /** Success is HTTP 200 only (001 §7). */
  promoCodeUpdate: defineCall('PUT /updatePromoCode'),
  /** Status toggle; an expired code sends status 'Expired'. */
  promoCodeChangeStatus: defineCall('PUT /editpromoCode'),

  // --- Sub-admins, roles, features ------------------------------------------------------------
  subAdminList: defineCall('GET /subAdmin'),
  subAdminCreate: defineCall('POST /subAdmin'),
  subAdminUpdate: defineCall('PUT /subAdmin'),
  subAdminChangeStatus: defineCall('PUT /subAdmin/changeStatus'),
  adminRoleList: defineCall('GET /adminRoles'),
  adminRoleCreate: defineCall('POST /adminRoles'),
  adminRoleUpdate: defineCall('PUT /adminRoles'),
  adminRoleChangeStatus: defineCall('PUT /adminRoles/changeStatus'),
  /** One role with its features (role edit form). */
  adminRoleGet: defineCall('POST /singleAdminRole'),
  adminFeatureList: defineCall('GET /adminFeatures'),
  adminFeatureCreate: defineCall('POST /adminFeatures'),
  adminFeatureUpdate: defineCall('PUT /adminFeatures'),
  adminFeatureChangeStatus: defineCall('PUT /adminFeatures/changeStatus'),

  // --- Read-only reports ----------------------------------------------------------------------
  /** Garage choices for report filters and push notifications. */
  garageNameList: defineCall('GET /garageNameList'),
  saleInvoiceList: defineCall('POST /adminSaleInvoiceList'),
  purchaseInvoiceList: defineCall('POST /adminPurchaseInvoiceList'),
  jobCardList: defineCall('POST /listOfAllJobcards'),
  vendorList: defineCall('POST /listOfvendors'),
  inventoryList: defineCall('POST /getListOfInventory'),
  /** Coins history (credited amounts per garage). */
  coinsHistory: defineCall('GET /sales'),
  /** Account spreadsheet downloads per garage (server paging). */
  xlsTrackingList: defineCall('POST /xlsTracking'),

  // --- Leads ----------------------------------------------------------------------------------
  /** Vehicle brands for the lead form (despite the path name). */
  leadBrandList: defineCall('POST /get_service_list'),
  /** Vehicle models of a brand for the lead form. */
  leadModelList: defineCall('POST /get_model_list'),
  leadCreate: defineCall('POST /lead/createLeadData'),
  /** Lead Management table (empty body; the screen retries on 503 through CallOptions). */
  leadList: defineCall('POST /lead/getLeadDataList'),
  /** Leads Proceed table (limit 15, server paging). */
  leadAdminList: defineCall('POST /lead/listOfAdminLeads'),
  /** Garages a customer lead can be sent to. */
  leadSearchGarage: defineCall('POST /lead/searchGarage'),
  /** Sends a customer lead to the ticked garages; 201 success. */
  leadGenerate: defineCall('POST /lead/generateLeads'),

  // --- SEO pages (marketplace) ----------------------------------------------------------------
  /** Pages, Near Me and Service Pages lists, by pageType and filters. */
  seoPageSearch: defineCall('POST /getSEOdata'),
  /** Areas of a city for the Service Pages filter. */
  seoAreaList: defineCall('POST /listOf_SEO_Data_aries'),
  /** Cities for the Service Pages filter. */
  seoCityList: defineCall('GET /listOf_SEO_Data_cities'),
  seoPageCreate: defineCall('POST /SEOdata'),
  seoPageUpdate: defineCall('PUT /SEOdata'),
  /** One page; the Pages SEO editor reads it from data.data. */
  seoPageGet: defineCall('GET /getSinglePage/{pageId}'),
  /** The SEO page of a garage (garage SEO editor). */
  getGarageSeoPage: defineCall('GET /getSingleGarage/{garageId}'),
  /** Garage name, city and area for the garage SEO editor. */
  singleGarage: defineCall('POST /singleGarage'),
  seoPageDelete: defineCall('DELETE /deletePage'),
  /** Bulk sheet upload of Pages. */
  seoBulkUpload: defineCall('POST /bulkSEOUpload'),
  /** Bulk sheet upload of Near Me (and Service) pages. */
  seoBulkUploadNearMe: defineCall('POST /bulkSEOUploadNearMe'),

  // --- Garages (marketplace) ------------------------------------------------------------------
  /** Garages awaiting marketplace approval. */
  onlineGarageRequestList: defineCall('GET /onlineRequestedGarages'),
  onlineGarageApprove: defineCall('POST /approveGarageRequest'),
  /** Live marketplace garages (Our Garage). */
  onlineGarageList: defineCall('GET /onlineGarages'),
  /** Sends the inverted current status. */
  onlineGarageChangeStatus: defineCall('POST /garageStatusChanging'),
  analyticsGet: defineCall('POST /admin/get{product}AnalyticData'),
  /** Saves the analytics record; sponsored fields only when isSponsored. */
  analyticsSave: defineCall('POST /admin/{product}AnalyticData'),

  // --- Rewards, ratings, push notifications ---------------------------------------------------
  /** Cashback coins per garage. */
  rewardList: defineCall('POST /listOfRewardPoints'),
  /** Ratings and reviews (answer not shown by the spec). */
  ratingList: defineCall('POST /ratingsAndReviewsForGarages'),
  ratingDelete: defineCall('DELETE /deleteRaating'),
  pushNotificationList: defineCall('POST /listOfPushNotifications'),
  /** 201 sent; 200 no garages matched; 205 no device tokens. */
  pushNotificationCreate: defineCall('POST /addPushNotification'),

  // --- Customers, bookings, quotes, users, enquiries (marketplace) ----------------------------
  /** Customers; also the customer-leads (dispatch) list. */
  customerList: defineCall('GET /customerManagement'),
  bookingList: defineCall('GET /bookingManagement'),
  /** Quotes (server paging). */
  quoteList: defineCall('POST /{product}/getQuotes'),
  /** Marketplace users. */
  userList: defineCall('GET /{product}/{product}Customers'),
  /** Subscription enquiries from garages; success is HTTP 201. */
  subscriptionEnquiryList: defineCall('GET /admin/getAllEnquires'),
} as const;

export type Api = typeof api;
