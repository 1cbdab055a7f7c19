/**
 * The promise table: per documented call, the fields its answer is said to carry, with where the
 * documents say so (spec 000, 001, 002: §7 for the answers, §3 for the rows' entities, §2 or §4 where
 * a screen names them). It is copied from the documents on purpose, not derived from the contract's
 * schemas: a unit test (test/unit/promises.test.ts) holds every field a schema requires to this table,
 * and the sandbox's minimal shape (`SANDBOX_SHAPE=minimal`) answers only what it names.
 *
 * Paths are dotted, list items as `[]` (`data.features[].endPoint`); `{product}` stands for the
 * configured product (`{product}Id`). A field named without its parts is promised whole. Where the
 * documents give alternatives (`_id or id`, `stateName or name`, `gstNumber or gstIn`,
 * `businessType (or bussinessType)`) both are listed. `responseCode` and `message` may come on any
 * answer (the client checks them on each) and are listed only where the documents name them.
 */
import type { CallKey } from '../api/contract';

export interface PromisedField {
  field: string;
  /** Where the documents name it: '000 §7', '001 §3' ... */
  source: string;
}

export interface AnswerPromise {
  fields: readonly PromisedField[];
  /** Where the promise is narrower than the entity the answer carries, or the answer is not shown. */
  note?: string;
}

const named = (source: string, ...fields: string[]): PromisedField[] => fields.map((field) => ({ field, source }));
/** An entity's fields under `prefix` (`data[]`, `data`): the list, or the object, and its fields. */
const entity = (prefix: string, source: string, fields: readonly string[]): PromisedField[] =>
  fields.map((field) => ({ field: `${prefix}.${field}`, source }));
const under = (prefix: string, fields: readonly string[]) => fields.map((field) => `${prefix}.${field}`);

// ---------------------------------------------------------------------------------------------
// The entities of section 3, as the documents list their fields
// ---------------------------------------------------------------------------------------------

/** 000 §3. */
const CATEGORY = ['_id', 'categoryName', 'categoryDescription', 'categoryImage', 'vehicleType', 'status', 'createdAt'];
/** 000 §3. */
const SERVICE = ['_id', 'serviceName', 'serviceImage', 'serviceDescription', 'categoryId', 'categoryName', 'vehicleType', 'status', 'createdAt'];
const BANK = ['nameAsPerBankAccount', 'bankName', 'branch', 'ifscCode', 'accountNumber'];
const SOCIAL_MEDIA = ['socialMediaName', 'link', 'logo'];
const WORKING_HOUR = ['Day', 'DayStatus', 'StartTime', 'EndTime'];
/** 000 §3: the garage portal's garage ('the public marketplace id' is 002's `{product}Id`). */
const GARAGE_000 = [
  'garageId',
  '_id',
  '{product}Id',
  'garageName',
  'garageOwnerName',
  'email',
  'phoneNumber',
  'address',
  'state',
  'city',
  'area',
  'mapState',
  'mapCity',
  'pancardNumber',
  'gstNumber',
  'businessType',
  'urlLink',
  'aboutGarage',
  'garageType',
  'status',
  'accountStatus',
  'regStatus',
  'registationDate',
  'imagePath',
  'coins',
  'garageReferenceCode',
  'referalsCount',
  'premiumReferal',
  'location',
  'location.coordinates',
  'latitude',
  'longitude',
  'categories',
  'categories[].categoryId',
  'categories[].categoryName',
  'categories[].services',
  'services',
  'services[].serviceName',
  'services[].adminServiceId',
  'garageImages',
  'garageImages[].image',
  'garageImages[].alt',
  'garageImages[].isApproved',
  'banks',
  ...under('banks[]', BANK),
  'socialMedias',
  ...under('socialMedias[]', SOCIAL_MEDIA),
  'workingHours',
  ...under('workingHours[]', WORKING_HOUR),
];
/** 002 §3: the marketplace portal's garage. */
const GARAGE_002 = [
  '_id',
  'garageId',
  '{product}Id',
  'garageName',
  'garageOwnerName',
  'email',
  'phoneNumber',
  'address',
  'state',
  'city',
  'area',
  'pancardNumber',
  'gstNumber',
  'gstIn',
  'businessType',
  'bussinessType',
  'garageType',
  'garageReferenceCode',
  'referalsCount',
  'premiumReferal',
  'registationDate',
  'accountStatus',
  'status',
  'imagePath',
  'garageImages',
  'specializations',
  'specializations[].name',
  'categories',
  'categories[].categoryName',
  'services',
  'services[].serviceId',
  'services[].serviceName',
  'banks',
  ...under('banks[]', BANK),
  'socialMedias',
  ...under('socialMedias[]', SOCIAL_MEDIA),
  'urlLink',
  'workingHours',
  ...under('workingHours[]', WORKING_HOUR),
];
/** 000 §3 'State: _id or id, stateName or name'; 002 §3 adds iso2, status, createdAt. */
const STATE_000 = ['_id', 'id', 'stateName', 'name'];
const STATE_002 = ['_id', 'stateName', 'iso2', 'status', 'createdAt'];
/** 000 §3 'City: _id or id, cityName or name'; 002 §3 adds tier, status, createdAt. */
const CITY_000 = ['_id', 'id', 'cityName', 'name'];
const CITY_002 = ['_id', 'cityName', 'tier', 'status', 'createdAt'];

/** 001 §3. */
const SUBSCRIPTION = ['plan', 'date', 'expiryDate', 'total_amount', 'invoice'];
const SUBSCRIPTION_FEATURE = ['_id', 'name', 'featureCategory', 'activationDate', 'subscriptionStatus', 'featureId', 'featureCount'];
const SUBSCRIPTION_ROW = [
  'registrationDate',
  'garageName',
  'garageId',
  'currentPlan',
  'subscriptionDate',
  'expiryDate',
  'lifetimeEarnings',
  'phone',
  'email',
];
const PLAN_HISTORY = ['planName', 'startDate', 'endDate'];
const PROMO_CODE = ['_id', 'promoCode', 'promoCodeType', 'promoCodeValue', 'startDate', 'expiryDate', 'status', 'createdAt'];
const SUB_ADMIN = ['id', 'name', 'email', 'userId', 'role', 'roleId', 'status', 'createdAt', 'registationDate'];
const ROLE_FEATURE = ['featureId', 'featureName', 'source', 'checked', 'status', 'privileges', 'privileges[].privilegesType'];
const ROLE = ['_id', 'roleName', 'source', 'status', 'createdAt', 'roleId', 'features', ...under('features[]', ROLE_FEATURE)];
const FEATURE = ['_id', 'featureName', 'endPoint', 'source', 'icon', 'status', 'startDate', 'expiryDate', 'createdAt', 'privileges'];
/** 001 §3 '_id, garageId, garageName, city'; 002 §3 adds state, garageType, businessType. */
const GARAGE_NAME_001 = ['_id', 'garageId', 'garageName', 'city'];
const GARAGE_NAME_002 = ['_id', 'garageId', 'garageName', 'city', 'state', 'garageType', 'businessType'];
const SALE_INVOICE = [
  'id',
  'chooseDate',
  'billNumber',
  'garageName',
  'customerName',
  'vehicleNumber',
  'totalRates',
  'totalDiscount',
  'totalTax',
  'totalAmounts',
  'invoiceURL',
  'bookingId',
  'customerImage',
  'phone',
  'email',
  'brand',
  'model',
  'year',
  'fuelType',
];
const JOB_CARD = [
  'invoiceNumber',
  'data',
  'customerName',
  'vehicleNumber',
  'totalRates',
  'totalDiscount',
  'totalTax',
  'totalAmounts',
  'invoiceUrl',
  'customerPhoneNumber',
  'customerEmail',
  'bookingId',
  'brand',
  'modal',
  'year',
  'fuelType',
  'customerImage',
];
const VENDOR = [
  'vendorName',
  'vendorEmail',
  'vendorPhoneNumber',
  'vendorDate',
  'garageName',
  'imageUrl',
  'paymentData',
  'paymentData.totalBalanceAmount',
  'paymentData.totalPaidAmount',
];
const INVENTORY_PART = [
  'garageName',
  'partName',
  'brandName',
  'partNumber',
  'rackNumber',
  'vehicleType',
  'sac_hsn',
  'minimumNumber',
  'maximumNumber',
  'quantity',
  'rate',
  'taxType',
  'subTotal',
  'tax',
  'discount',
  'totalAmount',
];
const CREDIT = [
  'id',
  '{product}Id',
  'garageId',
  'garageName',
  'garagePhoneNumber',
  'total_Amount',
  'date',
  'invoice',
  'bank',
  ...under('bank[]', [...BANK, 'startDate', 'endDate']),
];
const XLS_TRACKING = ['garageId', 'garageName', 'lastUpdated', 'totalXlsDownloads', 'saleInvoice', 'purchaseInvoice', 'expenses', 'status'];
const LEAD_ROW = [
  'id',
  'customer',
  ...under('customer', ['name', 'phone', 'email', 'location']),
  'vehicle',
  ...under('vehicle', ['brand', 'model', 'fuelType']),
  'description',
  'serviceName',
  'garageName',
  'garageCity',
  'date',
  'source',
  'status',
  'coinStatus',
  'garageCoins',
];
/** 001 §3 'Brand and model options have a name field'. */
const OPTION = ['name'];

/** 002 §3. */
const CONTENT_ENTRY = ['title', 'description'];
const SEO_PAGE = [
  '_id',
  'title',
  'vehicleType',
  'categoryType',
  'serviceName',
  'location',
  'area',
  'url',
  'paragraphData',
  'FAQContent',
  ...under('FAQContent[]', CONTENT_ENTRY),
  'Why{product}Content',
  ...under('Why{product}Content[]', CONTENT_ENTRY),
  'vehicleData',
  'vehicleData[].package',
  'vehicleData[].vehicles',
  'vehicleData[].vehicles[].vehicleType',
  'vehicleData[].vehicles[].price',
  'pageType',
  'garageId',
  'status',
  'registationDate',
  'date',
  'createdBy',
  'seoTitle',
  'seoDescription',
  'seoMetaData',
  'seoColonical',
  'seoSiteMap',
  'seoSiteType',
];
const ANALYTICS = [
  'isVerified',
  'jobs_completed',
  'rating',
  'rating_count',
  'review_count',
  'isSponsored',
  'sponsoredStartDate',
  'sponsoredEndDate',
  'sponsoredServices',
  'sponsoredRadius',
  'sponsoredPrice',
];
const REWARD = ['garageName', 'currentPoints', 'utilizedCoins', 'TotalCoins', 'chooseDate'];
const RATING_COMMENT = ['ratingId', 'description', 'customerName'];
const RATING = [
  'garageName',
  'customerName',
  ...['1star', '2star', '3star', '4star', '5star'].flatMap((stars) => [stars, ...under(`${stars}[]`, RATING_COMMENT)]),
  'serviceRatings',
  ...under('serviceRatings[]', ['serviceName', 'rating', 'ratingId']),
];
const PUSH_NOTIFICATION = [
  'Date',
  'garageName',
  'title',
  'Content',
  'Status_of_Business_Type',
  'Vehicle_Type',
  'state',
  'location',
  'Status',
  'Reads',
  'Click',
];
const CUSTOMER = [
  'customerName',
  'customerImage',
  'phoneNumber',
  'email',
  'dateOfBirth',
  'city',
  'vehicleType',
  'vehicleNumber',
  'brand',
  'model',
  'variant',
  'fuelType',
  'year',
  'chassisNumber',
  'companyName',
  'insuranceNumber',
  'expiryDate',
  'date',
  'formattedDate',
  'serviceBookings',
  'serviceBookings[].garageName',
];
const CUSTOMER_LEAD = [
  '_id',
  'createdAt',
  'customer',
  ...under('customer', ['name', 'email', 'phone', 'location']),
  'description',
  'vehicle',
  ...under('vehicle', ['brand', 'model', 'vehicleType', 'fuelType']),
  'source',
  'address',
];
const BOOKING = [
  'id',
  'date',
  'bookingDate',
  'time',
  'bookingId',
  'orderPlacedAt',
  'customerName',
  'vehicleNumber',
  'modelName',
  'variant',
  'fuelType',
  'year',
  'garageId',
  'garageName',
  'city',
  'bookingStatus',
  'rating',
  'orderStatus',
  'invoice',
  'inspectionSummary',
  ...under('inspectionSummary', ['categories', 'categoryId', 'inspectionData', 'mechanic']),
  ...under('inspectionSummary.inspectionData[]', ['vechileCondition', 'image', '_id']),
];
const QUOTE = ['id', 'date', 'name', 'phoneNumber', 'email', 'note', 'source', 'garageId', 'garageId.garageName', 'customerImage'];
const USER = [
  'customer',
  ...under('customer', ['date', 'customerName', 'phoneNumber', 'email', 'state', 'city', 'gender', 'dateOfBirth', 'customerImage', 'customerStatus']),
];
const ENQUIRY = [
  '_id',
  'createdAt',
  'name',
  'phone',
  'email',
  'address',
  'state',
  'city',
  'plan',
  'feature',
  'query',
  'status',
  'garage',
  'garage.name',
];

/** An answer the documents do not show: nothing is promised beyond what any answer may carry. */
const NOT_SHOWN: AnswerPromise = { fields: [], note: 'answer not shown' };
const notShown = (note: string): AnswerPromise => ({ fields: [], note });
const garageList = (section: string): AnswerPromise => ({
  fields: [...named(section, 'garages', 'totalGarages'), ...entity('garages[]', '000 §3', GARAGE_000)],
});

export const PROMISES: Readonly<Record<CallKey, AnswerPromise>> = {
  // Sign-in and profile
  'POST /adminSignIn': { fields: named('000 §7', 'message', 'token') },
  'GET /admin_{product}_dashboard': {
    fields: [
      ...named('000 §7', 'data', 'data.role', 'data.features'),
      ...named('000 §2', 'data.features[].endPoint', 'data.features[].featureName', 'data.features[].icon', 'data.features[].source'),
    ],
    note: "narrower than the Feature entity (001 §3): 000 §2 says each feature 'supplies its own endpoint, label key and icon' and is filtered by its source",
  },

  // Categories and services
  'GET /CategoryAdminList': { fields: [...named('000 §7', 'categories'), ...entity('categories[]', '000 §3', CATEGORY)] },
  'POST /addCategoryAdmin': { fields: named('000 §7', 'responseCode', 'message') },
  'PUT /EditCategoryAdmin': NOT_SHOWN,
  'POST /ChangeCategoryAdminStatus': notShown('success on HTTP 200 (000 §7)'),
  'GET /adminServiceList': { fields: [...named('000 §7', 'data'), ...entity('data[]', '000 §3', SERVICE)] },
  'GET /ServiceNameAdminList': { fields: [...named('000 §7', 'services'), ...entity('services[]', '000 §3', SERVICE)] },
  'POST /addServiceNameAdmin': { fields: named('000 §7', 'message', 'responseCode') },
  'PUT /EditServiceNameAdmin': { fields: named('000 §7', 'message') },
  'POST /ChangeServiceAdminStatus': NOT_SHOWN,
  'POST /category_service_list': {
    fields: [
      ...named('000 §7', 'data'),
      ...entity('data[]', '000 §3', SERVICE),
      ...named('002 §7', 'data.services'),
      ...entity('data.services[]', '000 §3', SERVICE),
    ],
    note: "000 §7 'data', 002 §7 'data with services': both forms",
  },

  // Garages of the garage portal
  'GET /adminDashboard': {
    fields: [...named('000 §7', 'data', 'data.allGarages', 'data.approveGarage'), ...named('002 §7', 'data.ourgarages', 'data.{product}Approve')],
  },
  'GET /garageNameList': {
    fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', GARAGE_NAME_001), ...entity('data[]', '002 §3', GARAGE_NAME_002)],
  },
  'GET /getAllUsers': garageList('000 §7'),
  'GET /getAllApproveUsers': garageList('000 §7'),
  'PUT /adminConformation': NOT_SHOWN,
  'POST /getSingleGarage': { fields: [...named('000 §7', 'data'), ...entity('data', '000 §3', GARAGE_000)] },
  'POST /garage_Categories_List': {
    fields: [
      ...named('000 §7', 'data'),
      ...entity('data[]', '000 §3', ['categoryId', 'categoryName', 'services', 'services[].serviceName', 'services[].adminServiceId']),
    ],
    note: "the rows are a garage's categories (000 §3 Garage.categories)",
  },
  'POST /getListOfBankDetails': NOT_SHOWN,
  'GET /listOfSocialMedias': {
    fields: [...named('000 §7', 'listOfSocialMedias'), ...entity('listOfSocialMedias[]', '000 §3', ['id', 'socialMediaName', 'logo'])],
  },
  'PUT /editGarageProfile': { fields: named('000 §7', 'responseCode', 'message') },
  'POST /garage_Registation': { fields: named('000 §7', 'responseCode', 'message') },
  'POST /add_category_services': { fields: named('000 §7', 'responseCode') },
  'PUT /update_SocialMedias': { fields: named('000 §7', 'responseCode', 'message') },
  'PUT /manageGarageProfile': { fields: named('000 §7', 'responseCode') },
  'PUT /updateCoins': NOT_SHOWN,

  // Leads
  'POST /get_service_list': { fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', OPTION)] },
  'POST /get_model_list': { fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', OPTION)] },
  'POST /lead/createLeadData': { fields: named('001 §7', 'responseCode', 'message') },
  'POST /lead/getLeadDataList': {
    fields: [...named('001 §7', 'data', 'data.leadsWithDetails'), ...entity('data.leadsWithDetails[]', '001 §3', LEAD_ROW)],
  },
  'POST /lead/listOfAdminLeads': {
    fields: [
      ...named('001 §7', 'data', 'data.leadsWithDetails', 'data.pagination', 'data.pagination.totalRecords'),
      ...entity('data.leadsWithDetails[]', '001 §3', LEAD_ROW),
    ],
  },
  'POST /lead/searchGarage': {
    fields: [...named('002 §7', 'data', 'data.garages', 'responseCode', 'message'), ...entity('data.garages[]', '002 §3', GARAGE_002)],
    note: 'the rows are garages (002 §3); the picker shows garage name, owner name, mobile number and city (002 §2)',
  },
  'POST /lead/generateLeads': { fields: named('002 §7', 'responseCode') },
  'GET /customerManagement': {
    fields: [...named('002 §7', 'data'), ...entity('data[]', '002 §3', CUSTOMER), ...entity('data[]', '002 §3', CUSTOMER_LEAD)],
    note: 'the rows are customers, and the customer leads (002 §7)',
  },

  // Locations
  'GET /listOfStates': { fields: [...named('000 §7', 'data'), ...entity('data[]', '000 §3', STATE_000), ...entity('data[]', '002 §3', STATE_002)] },
  'GET /listOfCities/{stateId}': {
    fields: [...named('000 §7', 'data'), ...entity('data[]', '000 §3', CITY_000), ...entity('data[]', '002 §3', CITY_002)],
  },
  'PUT /statusCity': NOT_SHOWN,
  'PUT /updateCity': NOT_SHOWN,
  'POST /addCity': { fields: named('002 §7', 'responseCode') },

  // Marketplace garages, analytics, bookings, quotes, users
  'GET /onlineRequestedGarages': { fields: [...named('002 §7', 'data', 'data.data', 'totalCount'), ...entity('data.data[]', '002 §3', GARAGE_002)] },
  'POST /approveGarageRequest': NOT_SHOWN,
  'GET /onlineGarages': { fields: [...named('002 §7', 'data', 'data.data', 'totalCount'), ...entity('data.data[]', '002 §3', GARAGE_002)] },
  'POST /garageStatusChanging': NOT_SHOWN,
  'POST /admin/get{product}AnalyticData': { fields: [...named('002 §7', 'responseCode', 'message', 'data'), ...entity('data', '002 §3', ANALYTICS)] },
  'POST /admin/{product}AnalyticData': { fields: named('002 §7', 'responseCode', 'message') },
  'GET /bookingManagement': { fields: [...named('002 §7', 'data'), ...entity('data[]', '002 §3', BOOKING)] },
  'POST /{product}/getQuotes': {
    fields: [...named('002 §7', 'responseCode', 'data', 'totalQuotes', 'message'), ...entity('data[]', '002 §3', QUOTE)],
  },
  'GET /{product}/{product}Customers': { fields: [...named('002 §7', 'responseCode', 'data', 'message'), ...entity('data[]', '002 §3', USER)] },

  // Reports
  'POST /adminSaleInvoiceList': { fields: [...named('001 §7', 'data', 'totalCount'), ...entity('data[]', '001 §3', SALE_INVOICE)] },
  'POST /adminPurchaseInvoiceList': {
    fields: [...named('001 §7', 'data', 'totalCount'), ...entity('data[]', '001 §3', SALE_INVOICE)],
    note: "001 §3 adds 'an uploaded image' without naming its field",
  },
  'POST /listOfAllJobcards': { fields: [...named('001 §7', 'data', 'totalCount'), ...entity('data[]', '001 §3', JOB_CARD)] },
  'POST /listOfvendors': { fields: [...named('001 §7', 'data', 'totalCount'), ...entity('data[]', '001 §3', VENDOR)] },
  'POST /listOfRewardPoints': { fields: [...named('002 §7', 'data', 'totalCount'), ...entity('data[]', '002 §3', REWARD)] },
  'POST /getListOfInventory': {
    fields: [
      ...named('001 §7', 'data', 'data.parts', 'data.pagination', 'data.pagination.totalCount'),
      ...entity('data.parts[]', '001 §3', INVENTORY_PART),
    ],
  },
  'GET /sales': { fields: [...named('001 §7', 'detailedWallet'), ...entity('detailedWallet[]', '001 §3', CREDIT)] },
  'POST /xlsTracking': {
    fields: [...named('001 §7', 'data', 'data.responseData', 'totalCount'), ...entity('data.responseData[]', '001 §3', XLS_TRACKING)],
  },
  'POST /ratingsAndReviewsForGarages': {
    fields: entity('data[]', '002 §3', RATING),
    note: "answer not shown (002 §7): the rows' fields are 002 §3's, but no document says where the rows are; the console reads them under data (docs/spec-differences.md 33)",
  },
  'DELETE /deleteRaating': NOT_SHOWN,
  'POST /listOfPushNotifications': {
    fields: [...named('002 §7', 'data', 'data.responseData', 'totalCount'), ...entity('data.responseData[]', '002 §3', PUSH_NOTIFICATION)],
  },
  'POST /addPushNotification': notShown('success by HTTP status: 201, 200, 205 (002 §7, §8)'),

  // SEO pages
  'POST /getSEOdata': { fields: [...named('002 §7', 'data', 'totalRecords'), ...entity('data[]', '002 §3', SEO_PAGE)] },
  'GET /listOf_SEO_Data_cities': { fields: named('002 §7', 'data'), note: "'data (cities)': the items' form is not shown" },
  'POST /listOf_SEO_Data_aries': { fields: named('002 §7', 'data'), note: "'data (areas)': the items' form is not shown" },
  'POST /SEOdata': {
    fields: [...named('002 §7', 'data', 'data._id'), ...named('002 §4', 'message')],
    note: "002 §4: an answer with message ' page with same URL already exists' means update instead",
  },
  'PUT /SEOdata': notShown('success on HTTP 200 (002 §7)'),
  'GET /getSinglePage/{pageId}': {
    fields: [...named('002 §7', 'data', 'data.data'), ...entity('data', '002 §3', SEO_PAGE), ...entity('data.data', '002 §3', SEO_PAGE)],
    note: "002 §7 'data (for the Pages SEO editor, data.data)': both forms",
  },
  'GET /getSingleGarage/{garageId}': {
    fields: [...named('002 §7', 'data'), ...entity('data', '002 §3', SEO_PAGE)],
    note: "data: the garage's SEO page",
  },
  'POST /singleGarage': {
    fields: named('002 §7', 'data', 'data.city', 'data.garageName', 'data.area', 'data.garageId'),
    note: 'narrower than the Garage entity: city, garageName, area, garageId',
  },
  'DELETE /deletePage': notShown('200 means deleted (002 §7)'),
  'POST /bulkSEOUpload': NOT_SHOWN,
  'POST /bulkSEOUploadNearMe': NOT_SHOWN,

  // Promo codes, sub-admins, roles, features
  'GET /promoCodeList': { fields: [...named('001 §7', 'promoCodes'), ...entity('promoCodes[]', '001 §3', PROMO_CODE)] },
  'POST /addPromoCode': NOT_SHOWN,
  'PUT /updatePromoCode': notShown('success on HTTP 200 (001 §7)'),
  'PUT /editpromoCode': NOT_SHOWN,
  'GET /subAdmin': { fields: [...named('001 §7', 'subadmins'), ...entity('subadmins[]', '001 §3', SUB_ADMIN)] },
  'POST /subAdmin': notShown('status 201 is success (001 §7)'),
  'PUT /subAdmin': NOT_SHOWN,
  'PUT /subAdmin/changeStatus': notShown('200 success (001 §7)'),
  'GET /adminRoles': { fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', ROLE)] },
  'POST /singleAdminRole': {
    fields: [...named('001 §7', 'data', 'data.features'), ...entity('data.features[]', '001 §3', ROLE_FEATURE)],
    note: 'narrower than the Role entity: data.features',
  },
  'POST /adminRoles': NOT_SHOWN,
  'PUT /adminRoles': NOT_SHOWN,
  'PUT /adminRoles/changeStatus': NOT_SHOWN,
  'GET /adminFeatures': { fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', FEATURE)] },
  'POST /adminFeatures': NOT_SHOWN,
  'PUT /adminFeatures': NOT_SHOWN,
  'PUT /adminFeatures/changeStatus': NOT_SHOWN,

  // Subscriptions
  'POST /admin/subscriptionData': {
    fields: [
      ...named('001 §7', 'data', 'data.features', 'data.subscriptionPlan', 'data.subscriptionPlan.expiryDate'),
      ...entity('data.features[]', '001 §3', SUBSCRIPTION_FEATURE),
    ],
  },
  'POST /admin/updateSubscriptionStatus': { fields: named('001 §7', 'responseCode', 'data', 'data.subscriptionStatus', 'message') },
  'POST /admin/subscrptionHistory': { fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', SUBSCRIPTION)] },
  'POST /admin/getGaragefeatures': {
    fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §7', ['featureId', 'name', 'featureCount'])],
    note: "narrower than the subscription Features entity: 'data list of featureId, name, featureCount'",
  },
  'PUT /admin/updateFeatureCount': NOT_SHOWN,
  'POST /subscription/generatePaymentLink': { fields: named('001 §7', 'responseCode', 'data', 'data.paymentLink', 'message') },
  'POST /listofSubscriptionData': { fields: [...named('001 §7', 'data', 'totalCount'), ...entity('data[]', '001 §3', SUBSCRIPTION_ROW)] },
  'POST /listOfPlanDetails': { fields: [...named('001 §7', 'data'), ...entity('data[]', '001 §3', PLAN_HISTORY)] },
  'GET /admin/getAllEnquires': { fields: [...named('002 §7', 'data'), ...entity('data[]', '002 §3', ENQUIRY)] },

  // Uploads
  'POST /uploadImage': { fields: named('000 §7', 'imagePath1') },
};

/** The promised paths of a call, `{product}` filled. */
export function promisedPaths(call: CallKey, product: string): string[] {
  return [...new Set(PROMISES[call].fields.map(({ field }) => field.replace(/\{product\}/g, product)))];
}

/** A field the documents allow under another name, in the answers of `calls`. */
export interface AlternativeForm {
  usual: string;
  alternative: string;
  source: string;
  calls: readonly CallKey[];
}

/** The marketplace portal's garages (002 §3). */
export const MARKETPLACE_GARAGES: readonly CallKey[] = ['GET /onlineRequestedGarages', 'GET /onlineGarages', 'POST /lead/searchGarage'];
const STATES: readonly CallKey[] = ['GET /listOfStates'];
const CITIES: readonly CallKey[] = ['GET /listOfCities/{stateId}'];

/** The alternative forms the documents give: '_id or id, stateName or name', 'gstNumber or gstIn', ... */
export const ALTERNATIVE_FORMS: readonly AlternativeForm[] = [
  { usual: '_id', alternative: 'id', source: '000 §3', calls: [...STATES, ...CITIES] },
  { usual: 'stateName', alternative: 'name', source: '000 §3', calls: STATES },
  { usual: 'cityName', alternative: 'name', source: '000 §3', calls: CITIES },
  { usual: 'gstNumber', alternative: 'gstIn', source: '002 §3', calls: MARKETPLACE_GARAGES },
  { usual: 'businessType', alternative: 'bussinessType', source: '002 §3', calls: MARKETPLACE_GARAGES },
  // 'variant (spelt oddly)'.
  { usual: 'variant', alternative: 'varient', source: '002 §3', calls: ['GET /bookingManagement'] },
];
