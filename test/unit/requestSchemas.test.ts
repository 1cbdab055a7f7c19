// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllContracts, type CallContract, type CallKey } from '../../src/api/contract';
import { conforms } from '../../src/api/contract/kit';
import { toCategoryCreate, toCategoryUpdate } from '../../src/areas/catalogue/category';
import { toServiceCreate, toServiceUpdate } from '../../src/areas/catalogue/services';
import { toAnalyticsPayload } from '../../src/areas/garages/online/model';
import { toOnlineGarageUpdate } from '../../src/areas/garages/online/saves';
import { defaultDays } from '../../src/areas/garages/model';
import {
  toCoinsPayload,
  toGarageFormValues,
  toGarageProfileUpdate,
  toGarageRegistration,
  toServiceLines,
  toSocialMedias,
} from '../../src/areas/garages/saves';
import { toGarageSearch } from '../../src/areas/leads/customerLeads/model';
import { toLeadCreate } from '../../src/areas/leads/leadManagement';
import { toCityCreate } from '../../src/areas/locations/cities';
import { toQuotesRequest } from '../../src/areas/marketplace/quotes';
import { toPushNotificationPayload } from '../../src/areas/reports/pushNotifications';
import { toContentUpdate, toSeoCreate, toSeoUpdate } from '../../src/areas/seo/editors/model';
import { toSeoPageCreate, toSeoSearch } from '../../src/areas/seo/model';
import { toFeatureCreate, toFeatureToggle, toFeatureUpdate } from '../../src/areas/staff/features';
import { toPromoCreate, toPromoToggle, toPromoUpdate } from '../../src/areas/staff/promoCodes';
import { toRoleCreate, toRoleToggle, toRoleUpdate } from '../../src/areas/staff/roles';
import { toSubAdminCreate, toSubAdminToggle, toSubAdminUpdate } from '../../src/areas/staff/subAdmins';
import { toSubscriptionListRequest } from '../../src/areas/subscriptions';
import { toPaymentLinkRequest } from '../../src/areas/subscriptions/model';
import { product } from '../../src/config';
import { createSeed } from '../../src/sandbox/seed';

/** The seeded records the forms start from, as the screens get them. */
const db = createSeed({ garages: 4 });
const garage = db.garages[0] as never as Parameters<typeof toGarageFormValues>[0];
const [category] = db.categories;
const [service] = db.services;
const [promo] = db.promoCodes;
const [role] = db.roles;
const [feature] = db.features;
const [subAdmin] = db.subAdmins;
const [state] = db.states;
const city = db.cities.find((candidate) => candidate.stateId === state._id) ?? db.cities[0];
const [page] = db.seoPages;

/**
 * For each call the console sends with a JSON body: the body its own payload builder makes from what a
 * user enters. Each must conform to the call's request schema (the OpenAPI document's requestBody).
 */
const SENT: [CallKey, unknown][] = [
  ['POST /addCategoryAdmin', toCategoryCreate({ categoryName: 'Tyres', vehicleType: '2', categoryDescription: 'All tyres' }, '/up/x.png')],
  ['PUT /EditCategoryAdmin', toCategoryUpdate(category, { categoryName: 'Tyre care' }, category.categoryImage ?? '')],
  ['POST /addServiceNameAdmin', toServiceCreate({ categoryId: category._id, serviceName: 'Alignment' }, '')],
  ['PUT /EditServiceNameAdmin', toServiceUpdate(service, { serviceName: 'Wheel alignment' }, '/i.png')],
  ['POST /garage_Registation', toGarageRegistration(toGarageFormValues(garage), '/up/logo.png')],
  ['PUT /editGarageProfile', toGarageProfileUpdate(garage, toGarageFormValues(garage), '/up/logo.png')],
  [
    'PUT /editGarageProfile',
    toOnlineGarageUpdate(
      garage as never,
      { garageName: 'Royal', phoneNumber: '9876543210', openingMode: 'manual', days: defaultDays(), garageType: 1, latitude: 19.1, longitude: 72.9 },
      '/up/logo.png',
    ),
  ],
  ['PUT /updateCoins', toCoinsPayload('g1', 'add', 50)],
  ['POST /add_category_services', { garageId: 'g1', services: toServiceLines([service]) }],
  [
    'PUT /update_SocialMedias',
    { garageId: 'g1', socialMedias: toSocialMedias([{ socialMediaName: 'Instagram', link: 'https://instagram.com/x', logo: '/l.png' }]) },
  ],
  ['POST /addCity', toCityCreate({ stateId: state._id, cityName: 'Nashik' })],
  ['POST /lead/createLeadData', toLeadCreate({ name: 'Asha', phone: '9876543210', vehicleType: 1, service: service._id, source: 'Direct Call' })],
  [
    'POST /lead/searchGarage',
    toGarageSearch({ state: { ...state, id: state._id }, city: { ...city, id: city._id } as never, garageType: 1, service }),
  ],
  ['POST /lead/searchGarage', toGarageSearch({ state: null, city: null, garageType: '', service: null })],
  ['POST /{product}/getQuotes', toQuotesRequest({ from: '2025-01-01', to: '2025-01-31' }, 1, 10)],
  ['POST /{product}/getQuotes', toQuotesRequest({}, 2, 10)],
  [
    'POST /addPushNotification',
    toPushNotificationPayload(
      { state: 'Kerala', location: ['Kochi'], vehicleType: 1, businessType: 'Workshops', garageId: ['g1'], title: 'Offer', content: 'Now' },
      '/up/n.png',
    ),
  ],
  [
    'POST /admin/{product}AnalyticData',
    toAnalyticsPayload('g1', { isVerified: true, jobs_completed: '4', rating: '4.5', rating_count: '2', review_count: '1', isSponsored: false }),
  ],
  ['POST /getSEOdata', toSeoSearch('page', {})],
  ['POST /getSEOdata', toSeoSearch('servicePage', { vehicleType: 1, categoryType: category.categoryName })],
  [
    'POST /SEOdata',
    toSeoPageCreate(
      'page',
      {
        title: 'Car service',
        vehicleType: 1,
        categoryType: category.categoryName,
        serviceName: service.serviceName,
        state: state.stateName,
        location: 'Kochi',
        area: 'Edappally',
      },
      'https://x.in/',
      product,
    ),
  ],
  ['POST /SEOdata', toSeoCreate(page, { seoTitle: 'T' }, {}, product)],
  ['PUT /SEOdata', toSeoUpdate(page, { seoTitle: 'T', seoDescription: 'D' }, {}, product)],
  ['PUT /SEOdata', toContentUpdate('page', page, { paragraphData: '<p>x</p>', FAQContent: [{ title: 'Q', description: 'A' }] }, {}, product)],
  [
    'POST /addPromoCode',
    toPromoCreate({ promoCode: 'SAVE10', promoCodeType: 'discount', promoCodeValue: '10', startDate: '2025-01-01', expiryDate: '2025-02-01' }),
  ],
  ['PUT /updatePromoCode', toPromoUpdate(promo, { promoCodeValue: '15' })],
  ['PUT /editpromoCode', toPromoToggle(promo)],
  ['POST /subAdmin', toSubAdminCreate({ name: 'Ravi', email: 'ravi@x.in', roleId: role._id })],
  ['PUT /subAdmin', toSubAdminUpdate(subAdmin, { name: 'Ravi K' })],
  ['PUT /subAdmin/changeStatus', toSubAdminToggle(subAdmin)],
  ['POST /adminRoles', toRoleCreate({ roleName: 'Support', source: 'vrgarage', features: [feature._id] })],
  ['PUT /adminRoles', toRoleUpdate(role, { roleName: 'Support 2', features: [feature._id] })],
  ['PUT /adminRoles/changeStatus', toRoleToggle(role)],
  ['POST /adminFeatures', toFeatureCreate({ featureName: 'Leads', endPoint: 'admin/leads', source: 'vrgarage', icon: 'crypto' })],
  ['PUT /adminFeatures', toFeatureUpdate(feature, { featureName: 'Leads 2' })],
  ['PUT /adminFeatures/changeStatus', toFeatureToggle(feature)],
  ['POST /listofSubscriptionData', toSubscriptionListRequest(1, 10, {})],
  [
    'POST /subscription/generatePaymentLink',
    toPaymentLinkRequest('g1', {
      name: 'Royal',
      phone: '9876543210',
      price: 1000,
      credit: 100,
      expiryDate: '2025-03-01',
      area: 'Edappally',
      businessType: 'Workshops',
      vehicleType: 1,
      timePeriod: 3,
      plan: 'rise',
    }),
  ],
];

describe('what the console sends conforms to the request schemas', () => {
  let contracts: ReadonlyMap<CallKey, CallContract>;
  beforeAll(async () => {
    contracts = await loadAllContracts();
  });

  it.each(SENT.map(([call, body], index) => [`${call} #${index}`, call, body] as const))('%s', (_name, call, body) => {
    const request = contracts.get(call)?.request;
    expect(request, `${call} has a request schema`).toBeDefined();
    expect(conforms(request!, body), JSON.stringify(body)).toBe(true);
  });
});
