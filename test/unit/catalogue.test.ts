import { describe, it, expect } from 'vitest';
import { api } from '../../src/api/endpoints';
import type { Endpoint } from '../../src/api/http';
import { loadAllContracts } from '../../src/api/contract/index';

/** The method + path pairs of the section-7 tables of spec 000, 001 and 002, as written there. */
const documented = [
  // 000 §7
  'POST /adminSignIn',
  'GET /admin_{product}_dashboard',
  'GET /adminDashboard',
  'GET /CategoryAdminList',
  'POST /addCategoryAdmin',
  'PUT /EditCategoryAdmin',
  'POST /ChangeCategoryAdminStatus',
  'POST /uploadImage',
  'GET /adminServiceList',
  'GET /ServiceNameAdminList',
  'POST /addServiceNameAdmin',
  'PUT /EditServiceNameAdmin',
  'POST /ChangeServiceAdminStatus',
  'POST /category_service_list',
  'POST /garage_Categories_List',
  'GET /listOfStates',
  'GET /listOfCities/{stateId}',
  'GET /getAllUsers',
  'GET /getAllApproveUsers',
  'PUT /adminConformation',
  'POST /getSingleGarage',
  'PUT /editGarageProfile',
  'POST /garage_Registation',
  'POST /add_category_services',
  'POST /getListOfBankDetails',
  'GET /listOfSocialMedias',
  'PUT /update_SocialMedias',
  'PUT /manageGarageProfile',
  'PUT /updateCoins',
  // 001 §7
  'POST /subscription/generatePaymentLink',
  'POST /admin/subscriptionData',
  'POST /admin/updateSubscriptionStatus',
  'POST /admin/subscrptionHistory',
  'POST /admin/getGaragefeatures',
  'PUT /admin/updateFeatureCount',
  'POST /listofSubscriptionData',
  'POST /listOfPlanDetails',
  'GET /promoCodeList',
  'POST /addPromoCode',
  'PUT /updatePromoCode',
  'PUT /editpromoCode',
  'GET /subAdmin',
  'POST /subAdmin',
  'PUT /subAdmin',
  'PUT /subAdmin/changeStatus',
  'GET /adminRoles',
  'POST /adminRoles',
  'PUT /adminRoles',
  'PUT /adminRoles/changeStatus',
  'POST /singleAdminRole',
  'GET /adminFeatures',
  'POST /adminFeatures',
  'PUT /adminFeatures',
  'PUT /adminFeatures/changeStatus',
  'GET /garageNameList',
  'POST /adminSaleInvoiceList',
  'POST /adminPurchaseInvoiceList',
  'POST /listOfAllJobcards',
  'POST /listOfvendors',
  'POST /getListOfInventory',
  'GET /sales',
  'POST /xlsTracking',
  'POST /get_service_list',
  'POST /get_model_list',
  'POST /lead/createLeadData',
  'POST /lead/getLeadDataList',
  'POST /lead/listOfAdminLeads',
  // 002 §7 (pairs already listed above are not repeated)
  'POST /getSEOdata',
  'POST /listOf_SEO_Data_aries',
  'GET /listOf_SEO_Data_cities',
  'POST /SEOdata',
  'PUT /SEOdata',
  'GET /getSinglePage/{pageId}',
  'GET /getSingleGarage/{garageId}',
  'POST /singleGarage',
  'DELETE /deletePage',
  'POST /bulkSEOUpload',
  'POST /bulkSEOUploadNearMe',
  'GET /onlineRequestedGarages',
  'POST /approveGarageRequest',
  'GET /onlineGarages',
  'POST /garageStatusChanging',
  'POST /admin/get{product}AnalyticData',
  'POST /admin/{product}AnalyticData',
  'POST /listOfRewardPoints',
  'POST /ratingsAndReviewsForGarages',
  'DELETE /deleteRaating',
  'POST /listOfPushNotifications',
  'POST /addPushNotification',
  'GET /customerManagement',
  'GET /bookingManagement',
  'PUT /statusCity',
  'PUT /updateCity',
  'POST /addCity',
  'POST /lead/searchGarage',
  'POST /lead/generateLeads',
  'POST /{product}/getQuotes',
  'GET /{product}/{product}Customers',
  'GET /admin/getAllEnquires',
];

const entries = Object.entries(api) as [string, Endpoint<unknown, unknown>][];
const pairOf = (e: Endpoint<unknown, unknown>) => `${e.method} ${e.path}`;
const catalogued = new Set(entries.map(([, e]) => pairOf(e)));

/** Entries sharing a documented pair with another entry on purpose. */
const variants = ['uploadPageImage', 'uploadGarageLogo'];

describe('api catalogue', () => {
  it('documents 99 distinct method + path pairs', () => {
    expect(documented).toHaveLength(99);
    expect(new Set(documented).size).toBe(99);
  });

  it('has an entry for every documented pair', () => {
    const missing = documented.filter((pair) => !catalogued.has(pair));
    expect(missing).toEqual([]);
  });

  it('has no entry outside the documented pairs', () => {
    const known = new Set(documented);
    const extra = entries.filter(([, e]) => !known.has(pairOf(e))).map(([key, e]) => `${key}: ${pairOf(e)}`);
    expect(extra).toEqual([]);
  });

  it('has one entry per pair apart from the upload variants', () => {
    const primary = entries.filter(([key]) => !variants.includes(key));
    expect(primary).toHaveLength(99);
    expect(new Set(primary.map(([, e]) => pairOf(e))).size).toBe(99);
    expect(entries).toHaveLength(101);
  });

  it('has a contract for every documented call, under the name each entry carries', async () => {
    const contracts = await loadAllContracts();
    expect([...contracts.keys()].sort()).toEqual([...documented].sort());
    for (const [key, e] of entries) {
      expect(e.call, key).toBe(pairOf(e));
      const contract = contracts.get(e.call)!;
      expect([contract.method, contract.path], key).toEqual([e.method, e.path]);
      expect(Boolean(contract.multipart), key).toBe(Boolean(e.multipart));
    }
  });

  it('writes paths as the spec does: leading slash, placeholders in braces only', () => {
    for (const [, e] of entries) {
      expect(e.path).toMatch(/^\/[A-Za-z0-9_/{}]+$/);
      expect(e.path.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
    }
  });

  it('sends no token only for sign-in, garage registration and page-screen uploads', () => {
    const noAuth = entries
      .filter(([, e]) => !e.auth)
      .map(([key]) => key)
      .sort();
    expect(noAuth).toEqual(['adminSignIn', 'garageRegister', 'uploadPageImage']);
    expect(pairOf(api.adminSignIn)).toBe('POST /adminSignIn');
    expect(pairOf(api.garageRegister)).toBe('POST /garage_Registation');
  });

  it('retries 503 once on the garage list and three times on the approval list', () => {
    const retrying = Object.fromEntries(entries.filter(([, e]) => e.retry503 !== undefined).map(([, e]) => [pairOf(e), e.retry503]));
    expect(retrying).toEqual({ 'GET /getAllUsers': 1, 'GET /getAllApproveUsers': 3 });
  });

  it('accepts only the statuses the spec names (201, or 200 where it names 200)', () => {
    const custom = Object.fromEntries(entries.filter(([, e]) => e.successStatus !== undefined).map(([, e]) => [pairOf(e), e.successStatus]));
    expect(custom).toEqual({
      'POST /subAdmin': [201],
      'POST /SEOdata': [201],
      'GET /admin/getAllEnquires': [201],
      'POST /addPushNotification': [201],
      'PUT /updatePromoCode': [200],
      'POST /ChangeCategoryAdminStatus': [200],
      'PUT /SEOdata': [200],
      'DELETE /deletePage': [200],
      'PUT /subAdmin/changeStatus': [200],
    });
  });

  it('sends multipart bodies to the upload calls only', () => {
    const multipart = entries
      .filter(([, e]) => e.multipart)
      .map(([key, e]) => `${key} ${pairOf(e)}`)
      .sort();
    expect(multipart).toEqual([
      'seoBulkUpload POST /bulkSEOUpload',
      'seoBulkUploadNearMe POST /bulkSEOUploadNearMe',
      'uploadGarageLogo POST /uploadImage',
      'uploadImage POST /uploadImage',
      'uploadPageImage POST /uploadImage',
    ]);
  });

  it('sends the garage logo to the fixed upload host and everything else to the API', () => {
    const upload = entries.filter(([, e]) => e.host === 'upload').map(([key]) => key);
    expect(upload).toEqual(['uploadGarageLogo']);
    expect(api.uploadImage.auth).toBe(true);
    expect(api.uploadImage.host).toBeUndefined();
  });

  it('keeps the named keys the other layers rely on', () => {
    const expected: Record<string, string> = {
      adminSignIn: 'POST /adminSignIn',
      adminProfile: 'GET /admin_{product}_dashboard',
      adminDashboard: 'GET /adminDashboard',
      categoryList: 'GET /CategoryAdminList',
      categoryCreate: 'POST /addCategoryAdmin',
      categoryUpdate: 'PUT /EditCategoryAdmin',
      categoryChangeStatus: 'POST /ChangeCategoryAdminStatus',
      serviceList: 'GET /adminServiceList',
      serviceNameList: 'GET /ServiceNameAdminList',
      serviceCreate: 'POST /addServiceNameAdmin',
      serviceUpdate: 'PUT /EditServiceNameAdmin',
      serviceChangeStatus: 'POST /ChangeServiceAdminStatus',
      categoryServiceList: 'POST /category_service_list',
      stateList: 'GET /listOfStates',
      cityList: 'GET /listOfCities/{stateId}',
      cityChangeStatus: 'PUT /statusCity',
      cityUpdateTier: 'PUT /updateCity',
      cityCreate: 'POST /addCity',
      uploadImage: 'POST /uploadImage',
      garageNameList: 'GET /garageNameList',
      getSingleGarage: 'POST /getSingleGarage',
      getGarageSeoPage: 'GET /getSingleGarage/{garageId}',
      subAdminList: 'GET /subAdmin',
      subAdminCreate: 'POST /subAdmin',
      subAdminUpdate: 'PUT /subAdmin',
      subAdminChangeStatus: 'PUT /subAdmin/changeStatus',
      adminRoleList: 'GET /adminRoles',
      adminRoleCreate: 'POST /adminRoles',
      adminRoleUpdate: 'PUT /adminRoles',
      adminRoleChangeStatus: 'PUT /adminRoles/changeStatus',
      adminFeatureList: 'GET /adminFeatures',
      adminFeatureCreate: 'POST /adminFeatures',
      adminFeatureUpdate: 'PUT /adminFeatures',
      adminFeatureChangeStatus: 'PUT /adminFeatures/changeStatus',
      seoPageCreate: 'POST /SEOdata',
      seoPageUpdate: 'PUT /SEOdata',
    };
    const actual = Object.fromEntries(Object.keys(expected).map((key) => [key, pairOf(api[key as keyof typeof api])]));
    expect(actual).toEqual(expected);
  });
});
