/**
 * The catalogue: one typed entry per documented call (spec 000, 001, 002, section 7).
 * Paths are written exactly as the spec writes them; `{product}` and `{name}` placeholders are filled
 * by the http client at call time. 99 distinct method + path pairs; `/uploadImage` has two extra
 * entries (page screens without a token, garage logo on the fixed upload host).
 */
import { defineCall } from './http';
import type {
  SeoMeta,
  AdminProfile,
  AnalyticsRecord,
  ApiMessage,
  AvailableTime,
  BankDetail,
  Booking,
  BusinessType,
  Category,
  City,
  CityTier,
  ContentEntry,
  CreditRow,
  Customer,
  CustomerLead,
  DashboardCounts,
  Feature,
  FeatureIcon,
  Garage,
  GarageCategory,
  GarageImage,
  GarageNameListItem,
  GarageServiceLine,
  GarageType,
  InventoryPart,
  JobCard,
  LeadCreatePayload,
  LeadGarage,
  LeadListRow,
  MarketplaceUser,
  NamedOption,
  PageType,
  PaymentLinkRequest,
  PlanHistoryEntry,
  PortalSource,
  PricePackage,
  Privilege,
  PromoCode,
  PromoCodeType,
  PurchaseInvoice,
  PushNotificationPayload,
  PushNotificationRow,
  Quote,
  RatingRow,
  RewardRow,
  Role,
  RoleFeature,
  SaleInvoice,
  SeoPage,
  SheetRefusal,
  Service,
  SocialMedia,
  SocialMediaOption,
  State,
  SubAdmin,
  Subscription,
  SubscriptionEnquiry,
  SubscriptionFeature,
  SubscriptionListRow,
  Vendor,
  VehicleType,
  WorkingHour,
  XlsTrackingRow,
} from './types';

// ---------------------------------------------------------------------------------------------
// Payload and answer shapes specific to one call
// ---------------------------------------------------------------------------------------------

/** Answer of calls whose answer the spec does not show; the client still checks `responseCode`. */
export type NotShown = Partial<ApiMessage>;
/** Multipart body: a `file` field. */
export type Upload = FormData;
/** 'File uploaded successfully' (002 §8); the sandbox adds what it imported and refused (README 'SEO bulk upload sheet'). */
export type SeoBulkUploadAnswer = NotShown & { imported?: number; refused?: SheetRefusal[] };

export interface SignInPayload {
  email: string;
  passWord: string;
}
/** message: 'admin signin successfully' on success; other texts listed in 000 §8. */
export interface SignInAnswer {
  message: string;
  token?: string;
}

export interface CategoryCreatePayload {
  categoryImage?: string;
  vehicleType: VehicleType;
  categoryName: string;
  categoryDescription?: string;
}
export interface CategoryUpdatePayload extends Partial<CategoryCreatePayload> {
  categoryId: string;
}

export interface ServiceCreatePayload {
  categoryId: string;
  serviceName: string;
  /** Sent empty. */
  serviceDescription: string;
  serviceImage?: string;
}
export interface ServiceUpdatePayload {
  serviceId: string;
  categoryId?: string;
  serviceName?: string;
  serviceImage?: string;
}

/** Garage fields shared by registration and profile edit (garage portal and marketplace forms). */
export interface GarageFormFields {
  garageName?: string;
  /** Form name of garageOwnerName in the garage portal. */
  ownerName?: string;
  garageOwnerName?: string;
  email?: string;
  phoneNumber?: string;
  address?: string;
  area?: string;
  /** State name. */
  state?: string;
  city?: string;
  pancardNumber?: string;
  gstNumber?: string;
  businessType?: BusinessType | string;
  bussinessType?: BusinessType | string;
  urlLink?: string;
  aboutGarage?: string;
  garageType?: GarageType;
  imagePath?: string;
  latitude?: number;
  longitude?: number;
}

/** PUT /editGarageProfile, profile form (000: workingHours, categories; 002: availableTimes, specialized). */
export interface GarageProfileUpdate extends GarageFormFields {
  garageId: string;
  workingHours?: WorkingHour[];
  availableTimes?: AvailableTime[];
  categories?: { categoryId: string }[];
  /** Category names (marketplace form). */
  specialized?: string[];
  /** Open/close mode: 1 manual, 2 24x7. */
  time?: 1 | 2;
}
/** PUT /editGarageProfile, images manager. */
export interface GarageImagesUpdate {
  garageId: string;
  garageImages: GarageImage[];
}

export interface GarageRegistration extends GarageFormFields {
  garageName: string;
  phoneNumber: string;
  businessType: BusinessType | string;
  garageType: GarageType;
  availableTimes: AvailableTime[];
  startTime?: string;
  endTime?: string;
  categories: { categoryId: string }[];
}

export interface GarageCoinsPayload {
  garageId: string;
  updateCoins: number;
  paymentType: 'add' | 'sub';
}

export interface PromoCodeCreatePayload {
  promoCodeType: PromoCodeType;
  promoCodeValue: number;
  promoCode: string;
  startDate: string;
  expiryDate: string;
}
export interface PromoCodeUpdatePayload extends PromoCodeCreatePayload {
  promoCodeId: string;
  status: PromoCode['status'];
}

export interface SubAdminPayload {
  name: string;
  email: string;
  roleId: string;
}

export interface RolePayload {
  roleName: string;
  source: PortalSource;
  features: { featureId: string; privileges: Privilege[] }[];
}

export interface FeaturePayload {
  featureName: string;
  endPoint: string;
  source: PortalSource;
  icon: FeatureIcon | string;
}

/** Empty string = all garages. */
export interface GarageFilter {
  garageId: string;
}
export interface PageRequest {
  limit: number;
  page: number;
}
export interface ListAnswer<T> {
  data: T[];
  totalCount: number;
}

export interface SeoSearchPayload {
  categoryType: string;
  serviceName: string;
  area: string;
  location: string;
  vehicleType: VehicleType | '';
  status: true;
  /** Sent empty. */
  garageId: string;
  page: number;
  /** 1 for a filter, 2 for the initial load. */
  pageCount: 1 | 2;
  pageType: PageType;
}

export interface SeoPageCreatePayload {
  title: string;
  vehicleType: VehicleType;
  categoryType: string;
  serviceName: string;
  state?: string;
  location?: string;
  area?: string;
  /** Sent empty. */
  garageId: string;
  FAQContent: ContentEntry[];
  /** `Why{product}Content`, Pages only. */
  [whyProductContent: `Why${string}Content`]: ContentEntry[] | undefined;
  /** Sent empty. */
  paragraphData: string;
  url: string;
  pageType: PageType;
}

export interface SeoPageUpdatePayload extends SeoMeta {
  pageId: string;
  paragraphData?: string;
  serviceName?: string;
  vehicleType?: VehicleType;
  location?: string;
  url?: string;
  title?: string;
  garageId?: string;
  categoryType?: string;
  FAQContent?: ContentEntry[];
  [whyProductContent: `Why${string}Content`]: ContentEntry[] | undefined;
  vehicleData?: PricePackage[];
}

export interface AddCityPayload {
  stateId: string;
  cityName: string;
  /** Fixed 'IN'. */
  country: 'IN';
  /** Fixed placeholder values. */
  latitude: number | string;
  longitude: number | string;
}

export interface QuotesPayload {
  page: number;
  limit: number;
  garageId?: string;
  customerId?: string;
  source?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * GET /customerManagement feeds both the customers list and the customer-leads list: a row may carry
 * the fields of either (src/api/customerManagement.ts tells them apart).
 */
export type CustomerManagementRow = Partial<Customer> & Partial<CustomerLead>;

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

export const api = {
  // --- Session and dashboards -----------------------------------------------------------------
  adminSignIn: defineCall<SignInPayload, SignInAnswer>('POST', '/adminSignIn', { auth: false }),
  /** Role and features of the signed-in admin. */
  adminProfile: defineCall<void, { data: AdminProfile }>('GET', '/admin_{product}_dashboard'),
  /** Garage portal: allGarages, approveGarage; marketplace: ourgarages, {product}Approve. */
  adminDashboard: defineCall<void, { data: DashboardCounts }>('GET', '/adminDashboard'),

  // --- Uploads --------------------------------------------------------------------------------
  uploadImage: defineCall<Upload, { imagePath1: string }>('POST', '/uploadImage', { multipart: true }),
  /** Image upload from the page screens: no token (002 §6). */
  uploadPageImage: defineCall<Upload, { imagePath1: string }>('POST', '/uploadImage', {
    multipart: true,
    auth: false,
  }),
  /** Garage logo upload on the fixed provider host (000 §6). */
  uploadGarageLogo: defineCall<Upload, { imagePath1: string }>('POST', '/uploadImage', {
    multipart: true,
    host: 'upload',
  }),

  // --- Categories and services ----------------------------------------------------------------
  categoryList: defineCall<void, { categories: Category[] }>('GET', '/CategoryAdminList'),
  categoryCreate: defineCall<CategoryCreatePayload, ApiMessage>('POST', '/addCategoryAdmin'),
  categoryUpdate: defineCall<CategoryUpdatePayload, NotShown>('PUT', '/EditCategoryAdmin'),
  categoryChangeStatus: defineCall<{ categoryId: string; status: boolean }, NotShown>('POST', '/ChangeCategoryAdminStatus'),
  serviceList: defineCall<void, { data: Service[] }>('GET', '/adminServiceList'),
  /** Services with their names (also the lead form's service choices). */
  serviceNameList: defineCall<void, { services: Service[] }>('GET', '/ServiceNameAdminList'),
  serviceCreate: defineCall<ServiceCreatePayload, ApiMessage>('POST', '/addServiceNameAdmin'),
  serviceUpdate: defineCall<ServiceUpdatePayload, { message: string }>('PUT', '/EditServiceNameAdmin'),
  serviceChangeStatus: defineCall<{ serviceId: string; status: boolean }, NotShown>('POST', '/ChangeServiceAdminStatus'),
  /** Services of one category (categoryId may be null). */
  categoryServiceList: defineCall<{ categoryId: string | null }, { data: Service[] }>('POST', '/category_service_list'),
  /** Categories (with services) a garage offers. */
  garageCategoryList: defineCall<{ garageId: string }, { data: GarageCategory[] }>('POST', '/garage_Categories_List'),

  // --- Locations ------------------------------------------------------------------------------
  stateList: defineCall<void, { data: State[] }>('GET', '/listOfStates'),
  cityList: defineCall<void, { data: City[] }>('GET', '/listOfCities/{stateId}'),
  cityChangeStatus: defineCall<{ status: boolean; id: string }, NotShown>('PUT', '/statusCity'),
  /** Changes a city's tier; `city` is the city name. */
  cityUpdateTier: defineCall<{ city: string; tier: CityTier }, NotShown>('PUT', '/updateCity'),
  cityCreate: defineCall<AddCityPayload, ApiMessage>('POST', '/addCity'),

  // --- Garages (garage portal) ----------------------------------------------------------------
  /** Garage management list (active accounts are shown). */
  garageList: defineCall<void, { garages: Garage[]; totalGarages: number }>('GET', '/getAllUsers', {
    retry503: 1,
  }),
  /** Garages awaiting approval (pending, regStatus 3). */
  garageApprovalList: defineCall<void, { garages: Garage[]; totalGarages: number }>('GET', '/getAllApproveUsers', { retry503: 3 }),
  /** Approves a garage: UserId is the garage id, Conformation 1. */
  garageApprove: defineCall<{ UserId: string; Conformation: 1 }, NotShown>('PUT', '/adminConformation'),
  getSingleGarage: defineCall<{ garageId: string }, { data: Garage }>('POST', '/getSingleGarage'),
  /** Profile edit, or the images manager (garageId with garageImages). */
  garageUpdate: defineCall<GarageProfileUpdate | GarageImagesUpdate, ApiMessage>('PUT', '/editGarageProfile'),
  garageRegister: defineCall<GarageRegistration, ApiMessage>('POST', '/garage_Registation', { auth: false }),
  /** Adds service lines to a garage; 400 when none. */
  garageAddServices: defineCall<{ garageId: string; services: GarageServiceLine[] }, NotShown>('POST', '/add_category_services'),
  /** Answer not shown by the spec. */
  garageBankDetails: defineCall<{ garageId: string }, { data?: BankDetail[] } & NotShown>('POST', '/getListOfBankDetails'),
  socialMediaOptions: defineCall<void, { listOfSocialMedias: SocialMediaOption[] }>('GET', '/listOfSocialMedias'),
  /** Saves the full social media list of a garage. */
  garageUpdateSocialMedias: defineCall<{ garageId: string; socialMedias: SocialMedia[] }, ApiMessage>('PUT', '/update_SocialMedias'),
  /** Activates or deactivates a garage, with an optional reason. */
  garageChangeStatus: defineCall<{ garageId: string; reason?: string; status: boolean }, ApiMessage>('PUT', '/manageGarageProfile'),
  garageUpdateCoins: defineCall<GarageCoinsPayload, NotShown>('PUT', '/updateCoins'),

  // --- Garage subscriptions -------------------------------------------------------------------
  subscriptionPaymentLink: defineCall<PaymentLinkRequest, ApiMessage & { data?: { paymentLink?: string } }>(
    'POST',
    '/subscription/generatePaymentLink',
  ),
  /** Feature switches and current plan expiry of a garage. */
  subscriptionData: defineCall<{ garageId: string }, { data: { features: SubscriptionFeature[]; subscriptionPlan: { expiryDate: string } } }>(
    'POST',
    '/admin/subscriptionData',
  ),
  subscriptionUpdateStatus: defineCall<
    { featureId: string; featureCategory: string; subscriptionStatus: boolean; garageId: string },
    ApiMessage & { data: { subscriptionStatus: boolean } }
  >('POST', '/admin/updateSubscriptionStatus'),
  subscriptionHistory: defineCall<{ garageId: string }, { data: Subscription[] }>('POST', '/admin/subscrptionHistory'),
  /** Feature count limits of a garage (Limitation tab). */
  subscriptionGarageFeatures: defineCall<{ garageId: string }, { data: Pick<SubscriptionFeature, 'featureId' | 'name' | 'featureCount'>[] }>(
    'POST',
    '/admin/getGaragefeatures',
  ),
  subscriptionUpdateFeatureCount: defineCall<{ garageId: string; featureId: string; featureCount: number }, NotShown>(
    'PUT',
    '/admin/updateFeatureCount',
  ),
  /** Subscription report (server paging). */
  subscriptionList: defineCall<PageRequest & GarageFilter, ListAnswer<SubscriptionListRow>>('POST', '/listofSubscriptionData'),
  /** Plan history of one garage in the subscription report. */
  subscriptionPlanDetails: defineCall<{ garageId: string }, { data: PlanHistoryEntry[] }>('POST', '/listOfPlanDetails'),

  // --- Promo codes ----------------------------------------------------------------------------
  promoCodeList: defineCall<void, { promoCodes: PromoCode[] }>('GET', '/promoCodeList'),
  promoCodeCreate: defineCall<PromoCodeCreatePayload, NotShown>('POST', '/addPromoCode'),
  /** Success is HTTP 200 only (001 §7). */
  promoCodeUpdate: defineCall<PromoCodeUpdatePayload, NotShown>('PUT', '/updatePromoCode', { successStatus: [200] }),
  /** Status toggle; an expired code sends status 'Expired'. */
  promoCodeChangeStatus: defineCall<{ id: string; status: PromoCode['status'] }, NotShown>('PUT', '/editpromoCode'),

  // --- Sub-admins, roles, features ------------------------------------------------------------
  subAdminList: defineCall<void, { subadmins: SubAdmin[] }>('GET', '/subAdmin'),
  subAdminCreate: defineCall<SubAdminPayload, NotShown>('POST', '/subAdmin', { successStatus: [201] }),
  subAdminUpdate: defineCall<SubAdminPayload & { subAdminId: string }, NotShown>('PUT', '/subAdmin'),
  subAdminChangeStatus: defineCall<{ subAdminId: string; newStatus: boolean }, NotShown>('PUT', '/subAdmin/changeStatus'),
  adminRoleList: defineCall<void, { data: Role[] }>('GET', '/adminRoles'),
  adminRoleCreate: defineCall<RolePayload, NotShown>('POST', '/adminRoles'),
  adminRoleUpdate: defineCall<RolePayload & { roleId: string }, NotShown>('PUT', '/adminRoles'),
  adminRoleChangeStatus: defineCall<{ roleId: string; newStatus: boolean }, NotShown>('PUT', '/adminRoles/changeStatus'),
  /** One role with its features (role edit form). */
  adminRoleGet: defineCall<{ roleId: string }, { data: Partial<Role> & { features: RoleFeature[] } }>('POST', '/singleAdminRole'),
  adminFeatureList: defineCall<void, { data: Feature[] }>('GET', '/adminFeatures'),
  adminFeatureCreate: defineCall<FeaturePayload, NotShown>('POST', '/adminFeatures'),
  adminFeatureUpdate: defineCall<FeaturePayload & { featureId: string }, NotShown>('PUT', '/adminFeatures'),
  adminFeatureChangeStatus: defineCall<{ featureId: string; newStatus: boolean }, NotShown>('PUT', '/adminFeatures/changeStatus'),

  // --- Read-only reports ----------------------------------------------------------------------
  /** Garage choices for report filters and push notifications. */
  garageNameList: defineCall<void, { data: GarageNameListItem[] }>('GET', '/garageNameList'),
  saleInvoiceList: defineCall<GarageFilter, ListAnswer<SaleInvoice>>('POST', '/adminSaleInvoiceList'),
  purchaseInvoiceList: defineCall<GarageFilter, ListAnswer<PurchaseInvoice>>('POST', '/adminPurchaseInvoiceList'),
  jobCardList: defineCall<GarageFilter, ListAnswer<JobCard>>('POST', '/listOfAllJobcards'),
  vendorList: defineCall<GarageFilter, ListAnswer<Vendor>>('POST', '/listOfvendors'),
  inventoryList: defineCall<PageRequest & GarageFilter, { data: { parts: InventoryPart[]; pagination: { totalCount: number } } }>(
    'POST',
    '/getListOfInventory',
  ),
  /** Coins history (credited amounts per garage). */
  coinsHistory: defineCall<void, { detailedWallet: CreditRow[] }>('GET', '/sales'),
  /** Account spreadsheet downloads per garage (server paging). */
  xlsTrackingList: defineCall<PageRequest, { data: { responseData: XlsTrackingRow[] }; totalCount: number }>('POST', '/xlsTracking'),

  // --- Leads ----------------------------------------------------------------------------------
  /** Vehicle brands for the lead form (despite the path name). */
  leadBrandList: defineCall<{ vehicleType: 1 | 2 }, { data: NamedOption[] }>('POST', '/get_service_list'),
  /** Vehicle models of a brand for the lead form. */
  leadModelList: defineCall<{ makeName: string; vehicleType: 1 | 2 }, { data: NamedOption[] }>('POST', '/get_model_list'),
  leadCreate: defineCall<LeadCreatePayload, ApiMessage>('POST', '/lead/createLeadData'),
  /** Lead Management table (empty body; the screen retries on 503 through CallOptions). */
  leadList: defineCall<Record<string, never>, { data: { leadsWithDetails: LeadListRow[] } }>('POST', '/lead/getLeadDataList'),
  /** Leads Proceed table (limit 15, server paging). */
  leadAdminList: defineCall<PageRequest, { data: { leadsWithDetails: LeadListRow[]; pagination: { totalRecords: number } } }>(
    'POST',
    '/lead/listOfAdminLeads',
  ),
  /** Garages a customer lead can be sent to. */
  leadSearchGarage: defineCall<
    { state: string; city: string; garageType: GarageType | ''; serviceId: string },
    ApiMessage & { data: { garages: LeadGarage[] } }
  >('POST', '/lead/searchGarage'),
  /** Sends a customer lead to the ticked garages; 201 success. */
  leadGenerate: defineCall<{ leadId: string; garages: string[] }, ApiMessage>('POST', '/lead/generateLeads'),

  // --- SEO pages (marketplace) ----------------------------------------------------------------
  /** Pages, Near Me and Service Pages lists, by pageType and filters. */
  seoPageSearch: defineCall<SeoSearchPayload, { data: SeoPage[]; totalRecords: number }>('POST', '/getSEOdata'),
  /** Areas of a city for the Service Pages filter. */
  seoAreaList: defineCall<{ cityName: string }, { data: string[] }>('POST', '/listOf_SEO_Data_aries'),
  /** Cities for the Service Pages filter. */
  seoCityList: defineCall<void, { data: string[] }>('GET', '/listOf_SEO_Data_cities'),
  seoPageCreate: defineCall<SeoPageCreatePayload, NotShown & { data: { _id: string } }>('POST', '/SEOdata', {
    successStatus: [201],
  }),
  seoPageUpdate: defineCall<SeoPageUpdatePayload, NotShown>('PUT', '/SEOdata'),
  /** One page; the Pages SEO editor reads it from data.data. */
  seoPageGet: defineCall<void, { data: SeoPage | { data: SeoPage } }>('GET', '/getSinglePage/{pageId}'),
  /** The SEO page of a garage (garage SEO editor). */
  getGarageSeoPage: defineCall<void, { data: SeoPage }>('GET', '/getSingleGarage/{garageId}'),
  /** Garage name, city and area for the garage SEO editor. */
  singleGarage: defineCall<{ garageId: string }, { data: { city: string; garageName: string; area: string; garageId: string } }>(
    'POST',
    '/singleGarage',
  ),
  seoPageDelete: defineCall<{ pageId: string }, NotShown>('DELETE', '/deletePage'),
  /** Bulk sheet upload of Pages. */
  seoBulkUpload: defineCall<Upload, SeoBulkUploadAnswer>('POST', '/bulkSEOUpload', { multipart: true }),
  /** Bulk sheet upload of Near Me (and Service) pages. */
  seoBulkUploadNearMe: defineCall<Upload, SeoBulkUploadAnswer>('POST', '/bulkSEOUploadNearMe', { multipart: true }),

  // --- Garages (marketplace) ------------------------------------------------------------------
  /** Garages awaiting marketplace approval. */
  onlineGarageRequestList: defineCall<void, { data: { data: Garage[] }; totalCount: number }>('GET', '/onlineRequestedGarages'),
  onlineGarageApprove: defineCall<{ garageId: string }, NotShown>('POST', '/approveGarageRequest'),
  /** Live marketplace garages (Our Garage). */
  onlineGarageList: defineCall<void, { data: { data: Garage[] }; totalCount: number }>('GET', '/onlineGarages'),
  /** Sends the inverted current status. */
  onlineGarageChangeStatus: defineCall<{ garageId: string; status: boolean }, NotShown>('POST', '/garageStatusChanging'),
  analyticsGet: defineCall<{ garageId: string }, ApiMessage & { data: AnalyticsRecord }>('POST', '/admin/get{product}AnalyticData'),
  /** Saves the analytics record; sponsored fields only when isSponsored. */
  analyticsSave: defineCall<AnalyticsRecord & { garageId: string }, ApiMessage>('POST', '/admin/{product}AnalyticData'),

  // --- Rewards, ratings, push notifications ---------------------------------------------------
  /** Cashback coins per garage. */
  rewardList: defineCall<GarageFilter, ListAnswer<RewardRow>>('POST', '/listOfRewardPoints'),
  /** Ratings and reviews (answer not shown by the spec). */
  ratingList: defineCall<GarageFilter, { data?: RatingRow[] } & NotShown>('POST', '/ratingsAndReviewsForGarages'),
  ratingDelete: defineCall<{ ratingId: string }, NotShown>('DELETE', '/deleteRaating'),
  pushNotificationList: defineCall<GarageFilter, { data: { responseData: PushNotificationRow[] }; totalCount: number }>(
    'POST',
    '/listOfPushNotifications',
  ),
  /** 201 sent; 200 no garages matched; 205 no device tokens. */
  pushNotificationCreate: defineCall<PushNotificationPayload, NotShown>('POST', '/addPushNotification', {
    successStatus: [201],
  }),

  // --- Customers, bookings, quotes, users, enquiries (marketplace) ----------------------------
  /** Customers; also the customer-leads (dispatch) list. */
  customerList: defineCall<void, { data: CustomerManagementRow[] }>('GET', '/customerManagement'),
  bookingList: defineCall<void, { data: Booking[] }>('GET', '/bookingManagement'),
  /** Quotes (server paging). */
  quoteList: defineCall<QuotesPayload, ApiMessage & { data: Quote[]; totalQuotes: number }>('POST', '/{product}/getQuotes'),
  /** Marketplace users. */
  userList: defineCall<void, ApiMessage & { data: MarketplaceUser[] }>('GET', '/{product}/{product}Customers'),
  /** Subscription enquiries from garages; success is HTTP 201. */
  subscriptionEnquiryList: defineCall<void, { data: SubscriptionEnquiry[] }>('GET', '/admin/getAllEnquires', {
    successStatus: [201],
  }),
} as const;

export type Api = typeof api;
export type ApiKey = keyof Api;
