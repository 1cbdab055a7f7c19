// @vitest-environment jsdom
/**
 * Every edit form saved untouched (issue 54): for a record answered in each shape the documents allow,
 * the form's starting values go through its payload builder, and the request carries every value the
 * record had, under the request's documented names (001 §7, 002 §7, 000 §7).
 */
import { describe, expect, it } from 'vitest';
import type { CallKey } from '../../src/api/contract';
import { categoryFormValues, toCategoryUpdate } from '../../src/areas/catalogue/category';
import { serviceFormValues, toServiceUpdate } from '../../src/areas/catalogue/services';
import { analyticsFormValues, toAnalyticsPayload } from '../../src/areas/garages/online/model';
import { toOnlineGarageUpdate } from '../../src/areas/garages/online/saves';
import { toGarageFormValues, toGarageProfileUpdate } from '../../src/areas/garages/saves';
import type { Garage } from '../../src/api/types';
import { toCityTierUpdate } from '../../src/areas/locations/cities';
import { cityNameOf, locationIdOf, stateNameOf } from '../../src/areas/locations/names';
import { contentValuesOf, seoValuesOf, toContentUpdate, toSeoCreate, toSeoUpdate } from '../../src/areas/seo/editors/model';
import { whyKey } from '../../src/areas/seo/model';
import { featureFormValues, toFeatureUpdate } from '../../src/areas/staff/features';
import { promoFormValues, toPromoUpdate } from '../../src/areas/staff/promoCodes';
import { READ_PRIVILEGE, roleForEdit, roleFormValues, toRoleUpdate } from '../../src/areas/staff/roles';
import { subAdminFormValues, toSubAdminUpdate } from '../../src/areas/staff/subAdmins';
import { toFeatureCountUpdate } from '../../src/areas/subscriptions/model';
import { formatPayloadDate } from '../../src/lib/dates';
import { createSeed } from '../../src/sandbox/seed';
import { shapedAnswer } from '../../src/sandbox/shapes';

const product = 'marketplace';
const seed = createSeed({ garages: 6, product });
const SHAPES = ['documented', 'minimal', 'mongoose'] as const;

type Row = Record<string, unknown>;

/** The first rows of `call`'s answer in each shape: documented, minimal (only what the promise table names) and Mongoose's. */
function inEachShape<T>(call: CallKey, answer: object, rowsOf: (answer: never) => unknown[], count = 4): [string, T][] {
  return SHAPES.flatMap((shape) =>
    rowsOf(shapedAnswer(call, answer, shape, product) as never)
      .slice(0, count)
      .map((row, index): [string, T] => [`${shape} #${index}`, row as T]),
  );
}

/** Each `record field -> request field` the record has is in the payload with the same value (or as `as` writes it). */
function expectCarried(row: Row, payload: object, names: Record<string, string>, as: Record<string, (value: unknown) => unknown> = {}) {
  for (const [from, to] of Object.entries(names)) {
    if (row[from] === undefined) continue;
    expect((payload as Row)[to], `${from} sent as ${to}`).toEqual(as[from] ? as[from](row[from]) : row[from]);
  }
}

describe('sub-admin, role, promo code, feature (001 §7)', () => {
  it.each(inEachShape<Row>('GET /subAdmin', { subadmins: seed.subAdmins }, (answer: { subadmins: Row[] }) => answer.subadmins))(
    'PUT /subAdmin from the untouched Edit SubAdmin: %s',
    (_, row) => {
      const payload = toSubAdminUpdate(row as never, subAdminFormValues(row as never));
      expectCarried(row, payload, { id: 'subAdminId', name: 'name', email: 'email', roleId: 'roleId' });
    },
  );

  // The list row, then POST /singleAdminRole's answer (which promises only data.features), as the edit form opens them.
  const roleRows = inEachShape<Row>('GET /adminRoles', { data: seed.roles }, (answer: { data: Row[] }) => answer.data);
  it.each(roleRows)('PUT /adminRoles from the untouched Edit Role: %s', (name, row) => {
    const shape = name.split(' ')[0] as (typeof SHAPES)[number];
    const fetched = (
      shapedAnswer('POST /singleAdminRole', { data: seed.roles.find((role) => role._id === row._id) }, shape, product) as { data: Row }
    ).data;
    const role = roleForEdit(row as never, fetched as never);
    const payload = toRoleUpdate(role, roleFormValues(role));
    expectCarried(row, payload, { _id: 'roleId', roleName: 'roleName', source: 'source' });
    const stored = (row.features as { featureId: string; privileges?: { privilegesType: string }[] }[]).map((feature) => ({
      featureId: feature.featureId,
      privileges: feature.privileges?.length ? feature.privileges.map(({ privilegesType }) => ({ privilegesType })) : READ_PRIVILEGE,
    }));
    expect(payload.features).toEqual(stored);
  });

  it('keeps the stored privileges of a feature the role had; a feature ticked now gets Read', () => {
    const role = {
      ...seed.roles[0],
      features: [{ featureId: 'f1', privileges: [{ privilegesType: 'Read' as const }, { privilegesType: 'Read' as const }] }],
    };
    expect(toRoleUpdate(role, { features: ['f1', 'f2'] }).features).toEqual([
      { featureId: 'f1', privileges: role.features[0].privileges },
      { featureId: 'f2', privileges: READ_PRIVILEGE },
    ]);
  });

  it('keeps the portal of a role on edit; a role stored without one takes the portal chosen, or goes without', () => {
    const role = { ...seed.roles[0], source: 'vrgarage' };
    expect(toRoleUpdate(role, { ...roleFormValues(role), source: 'other' }).source).toBe('vrgarage');
    const portalless = { ...seed.roles[0], source: '' };
    expect(toRoleUpdate(portalless, { ...roleFormValues(portalless), source: 'vrgarage' }).source).toBe('vrgarage');
    // Saved without choosing one, it sends no portal rather than '' over one the answer did not carry.
    expect(toRoleUpdate(portalless, { ...roleFormValues(portalless), roleName: 'Renamed' })).toMatchObject({ roleName: 'Renamed' });
    expect(toRoleUpdate(portalless, { ...roleFormValues(portalless), roleName: 'Renamed' })).not.toHaveProperty('source');
  });

  it('gives Read to a stored feature whose privileges came without their type, never an empty privilege', () => {
    const role = { ...seed.roles[0], features: [{ featureId: 'f1', privileges: [{}] as never }] };
    expect(toRoleUpdate(role, { features: ['f1'] }).features).toEqual([{ featureId: 'f1', privileges: READ_PRIVILEGE }]);
  });

  it('opens Edit Role with the features the answer marks checked: false (or status: false) unticked', () => {
    const role = {
      ...seed.roles[0],
      features: [
        { featureId: 'f1', checked: true, privileges: [{ privilegesType: 'Read' as const }] },
        { featureId: 'f2', checked: false, privileges: [] },
        { featureId: 'f3', privileges: [] },
        // The flag named `status` (001 §3: checked/status).
        { featureId: 'f4', status: false, privileges: [] },
        { featureId: 'f5', status: true, privileges: [] },
      ],
    };
    expect(roleFormValues(role).features).toEqual(['f1', 'f3', 'f5']);
  });

  it.each(inEachShape<Row>('GET /promoCodeList', { promoCodes: seed.promoCodes }, (answer: { promoCodes: Row[] }) => answer.promoCodes))(
    'PUT /updatePromoCode from the untouched Edit Promo Code: %s',
    (_, row) => {
      const payload = toPromoUpdate(row as never, promoFormValues(row as never));
      expectCarried(
        row,
        payload,
        {
          _id: 'promoCodeId',
          promoCode: 'promoCode',
          promoCodeType: 'promoCodeType',
          promoCodeValue: 'promoCodeValue',
          startDate: 'startDate',
          expiryDate: 'expiryDate',
          status: 'status',
        },
        // 001 §7 sends dates as YYYY-MM-DD (the payment link's rule, the add call's form).
        { startDate: formatPayloadDate, expiryDate: formatPayloadDate },
      );
    },
  );

  it.each(inEachShape<Row>('GET /adminFeatures', { data: seed.features }, (answer: { data: Row[] }) => answer.data))(
    'PUT /adminFeatures from the untouched Edit Feature: %s',
    (_, row) => {
      const payload = toFeatureUpdate(row as never, featureFormValues(row as never));
      expectCarried(row, payload, { _id: 'featureId', featureName: 'featureName', endPoint: 'endPoint', source: 'source', icon: 'icon' });
    },
  );
});

describe('names the server holds with spaces around them', () => {
  const spaced = (text: string) => `  ${text} `;
  it.each([
    [
      'PUT /EditCategoryAdmin',
      (name: string) => toCategoryUpdate({ ...seed.categories[0], categoryName: name }, { categoryName: name }, '').categoryName,
    ],
    [
      'PUT /EditServiceNameAdmin',
      (name: string) => toServiceUpdate({ ...seed.services[0], serviceName: name }, { serviceName: name }, '').serviceName,
    ],
    ['PUT /subAdmin', (name: string) => toSubAdminUpdate({ ...seed.subAdmins[0], name }, { name }).name],
    ['PUT /adminRoles', (name: string) => toRoleUpdate({ ...seed.roles[0], roleName: name }, { roleName: name }).roleName],
    ['PUT /adminFeatures', (name: string) => toFeatureUpdate({ ...seed.features[0], featureName: name }, { featureName: name }).featureName],
    ['PUT /updatePromoCode', (name: string) => toPromoUpdate({ ...seed.promoCodes[0], promoCode: name }, { promoCode: name }).promoCode],
    [
      'PUT /editGarageProfile (Edit Garage)',
      (address: string) => {
        const garage = { ...seed.garages[0], address } as unknown as Garage;
        return toGarageProfileUpdate(garage, toGarageFormValues(garage), '').address;
      },
    ],
    [
      'PUT /editGarageProfile (the marketplace popup)',
      (garageName: string) => toOnlineGarageUpdate({ ...seed.garages[0], garageName } as unknown as Garage, { garageName }, '').garageName,
    ],
  ])('%s sends an untouched one back as it came', (_, savedName) => {
    expect(savedName(spaced('Kept As Sent'))).toBe(spaced('Kept As Sent'));
  });

  it('trims a name the user typed', () => {
    expect(toPromoUpdate({ ...seed.promoCodes[0], promoCode: 'OLD' }, { promoCode: spaced('NEW10') }).promoCode).toBe('NEW10');
    expect(toSubAdminUpdate({ ...seed.subAdmins[0], name: 'Old' }, { name: spaced('Asha Rao') }).name).toBe('Asha Rao');
  });
});

describe('subscription Limitation (001 §7)', () => {
  const limits = seed.subscriptions[0].features.map(({ featureId, name, featureCount }) => ({ featureId, name, featureCount }));
  it.each(inEachShape<Row>('POST /admin/getGaragefeatures', { data: limits }, (answer: { data: Row[] }) => answer.data))(
    'PUT /admin/updateFeatureCount names the feature the row had, with the count typed: %s',
    (_, row) => {
      expect(toFeatureCountUpdate('g1', row as never, { featureCount: '25' })).toEqual({
        garageId: 'g1',
        featureId: row.featureId,
        featureCount: 25,
      });
    },
  );
});

describe('category, service, city tier (000 §7, 002 §7)', () => {
  it.each(inEachShape<Row>('GET /CategoryAdminList', { categories: seed.categories }, (answer: { categories: Row[] }) => answer.categories))(
    'PUT /EditCategoryAdmin from the untouched Edit Category: %s',
    (_, row) => {
      const values = categoryFormValues(row as never);
      const payload = toCategoryUpdate(row as never, values, String(values.categoryImage ?? ''));
      expectCarried(row, payload, {
        _id: 'categoryId',
        vehicleType: 'vehicleType',
        categoryName: 'categoryName',
        categoryDescription: 'categoryDescription',
        categoryImage: 'categoryImage',
      });
    },
  );

  it.each(inEachShape<Row>('GET /adminServiceList', { data: seed.services }, (answer: { data: Row[] }) => answer.data))(
    'PUT /EditServiceNameAdmin from the untouched Edit Service: %s',
    (_, row) => {
      const values = serviceFormValues(row as never);
      const payload = toServiceUpdate(row as never, values, String(values.serviceImage ?? ''));
      expectCarried(row, payload, { _id: 'serviceId', categoryId: 'categoryId', serviceName: 'serviceName', serviceImage: 'serviceImage' });
    },
  );

  const cities = seed.cities.slice(0, 3);
  it.each([
    ...inEachShape<Row>('GET /listOfCities/{stateId}', { data: cities }, (answer: { data: Row[] }) => answer.data),
    // 000 §3: '_id or id, cityName or name'.
    ...cities.map((city): [string, Row] => [`{id, name} ${city.cityName}`, { id: city._id, name: city.cityName, tier: city.tier }]),
    ...cities.map((city): [string, Row] => [
      `empty cityName ${city.cityName}`,
      { _id: city._id, cityName: '', name: city.cityName, tier: city.tier },
    ]),
  ])('PUT /updateCity from the untouched Tier Edit: %s', (_, row) => {
    expect(toCityTierUpdate(row as never, { tier: row.tier })).toEqual({ city: row.cityName || row.name, tier: row.tier });
  });

  it('reads a state or city in either documented form, an empty first form falling back to the second', () => {
    expect([
      stateNameOf({ stateName: 'Kerala' }),
      stateNameOf({ name: 'Kerala' }),
      stateNameOf({ stateName: '', name: 'Kerala' }),
      stateNameOf({}),
    ]).toEqual(['Kerala', 'Kerala', 'Kerala', '']);
    expect([cityNameOf({ cityName: 'Kochi' }), cityNameOf({ cityName: '', name: 'Kochi' })]).toEqual(['Kochi', 'Kochi']);
    expect([locationIdOf({ _id: 'a' }), locationIdOf({ id: 'b' }), locationIdOf({ _id: '', id: 'c' }), locationIdOf({})]).toEqual([
      'a',
      'b',
      'c',
      '',
    ]);
  });
});

describe('marketplace analytics (002 §5, §7)', () => {
  const ANALYTICS_FIELDS = ['isVerified', 'jobs_completed', 'rating', 'rating_count', 'review_count', 'isSponsored'];
  const SPONSOR_FIELDS = ['sponsoredServices', 'sponsoredRadius', 'sponsoredPrice'];
  const records = [
    ...seed.analytics.filter((entry) => entry.isSponsored).slice(0, 2),
    ...seed.analytics.filter((entry) => !entry.isSponsored).slice(0, 1),
  ];
  it.each(
    records.flatMap((record) =>
      SHAPES.map((shape): [string, Row] => {
        const { garageId: _garage, ...stored } = record;
        return [
          `${shape} ${record.isSponsored ? 'sponsored' : 'not sponsored'}`,
          (shapedAnswer('POST /admin/get{product}AnalyticData', { data: stored }, shape, product) as { data: Row }).data,
        ];
      }),
    ),
  )('POST /admin/{product}AnalyticData from the untouched form: %s', (_, row) => {
    expect(SPONSOR_FIELDS.every((field) => field in row) || !row.isSponsored).toBe(true);
    const payload = toAnalyticsPayload('g1', analyticsFormValues(row as never));
    const sent = [...ANALYTICS_FIELDS, ...(row.isSponsored ? SPONSOR_FIELDS : [])];
    expectCarried(row, payload, Object.fromEntries(sent.map((field) => [field, field])));
    if (row.isSponsored)
      expectCarried(
        row,
        payload,
        { sponsoredStartDate: 'sponsoredStartDate', sponsoredEndDate: 'sponsoredEndDate' },
        { sponsoredStartDate: formatPayloadDate, sponsoredEndDate: formatPayloadDate },
      );
  });

  it('leaves out the dates of a record stored as sponsored without them', () => {
    const record = { isSponsored: true, sponsoredServices: ['c1'], sponsoredRadius: 5, sponsoredPrice: 100 };
    const payload = toAnalyticsPayload('g1', analyticsFormValues(record as never));
    expect(payload).toMatchObject({ isSponsored: true, sponsoredServices: ['c1'], sponsoredRadius: 5, sponsoredPrice: 100 });
    expect(payload).not.toHaveProperty('sponsoredStartDate');
    expect(payload).not.toHaveProperty('sponsoredEndDate');
  });

  it.each([
    ['without data', undefined],
    ['with an empty data', {}],
  ])("opens a garage's form %s with the defaults, sent as '0'", (_, record) => {
    expect(toAnalyticsPayload('g1', analyticsFormValues(record))).toEqual({
      isVerified: false,
      jobs_completed: 0,
      rating: 0,
      rating_count: 0,
      review_count: 0,
      garageId: 'g1',
      isSponsored: false,
    });
  });
});

describe('SEO content and SEO editors (002 §7 PUT /SEOdata)', () => {
  const PAGE_FIELDS = {
    paragraphData: 'paragraphData',
    FAQContent: 'FAQContent',
    [whyKey(product)]: whyKey(product),
    vehicleData: 'vehicleData',
    seoTitle: 'seoTitle',
    seoDescription: 'seoDescription',
    seoMetaData: 'seoMetaData',
    seoColonical: 'seoColonical',
    seoSiteMap: 'seoSiteMap',
    seoSiteType: 'seoSiteType',
    title: 'title',
    url: 'url',
    location: 'location',
    vehicleType: 'vehicleType',
    categoryType: 'categoryType',
    serviceName: 'serviceName',
    garageId: 'garageId',
    _id: 'pageId',
  };
  /** A sub-document's own `_id`, `__v` and `updatedAt` are Mongo's, not the request's. */
  const withoutMongo = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutMongo)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => !['_id', '__v', 'updatedAt'].includes(key))
              .map(([key, inner]) => [key, withoutMongo(inner)]),
          )
        : value;
  const lists = { FAQContent: withoutMongo, [whyKey(product)]: withoutMongo, vehicleData: withoutMongo };

  // Pages of each type, one of them with markup the editor would redraw (a class, a div) and prices beyond the grid's.
  const pages = (['SEOPage', 'NearmePage', 'servicePage'] as const).map((pageType) =>
    seed.seoPages.find((page) => page.pageType === pageType && page.vehicleData)!,
  );
  const redrawn = {
    ...pages[0],
    paragraphData: '<div class="intro">Hello <span style="color:red">there</span></div>',
    seoTitle: '<p class="t">Title</p>',
    FAQContent: [{ title: 'Q <b>bold</b>', description: '<p>Answer</p>' }],
    vehicleData: [...(pages[0].vehicleData ?? []), { package: 'Gold' as const, vehicles: [{ vehicleType: 'SUV' as const, price: 1234 }] }],
  };
  const cases = [...pages, redrawn].flatMap((page) =>
    SHAPES.map((shape): [string, Row] => [
      `${page.pageType} ${shape}${page === redrawn ? ' with markup' : ''}`,
      (shapedAnswer('GET /getSinglePage/{pageId}', { data: page }, shape, product) as { data: Row }).data,
    ]),
  );

  it.each(cases)('the untouched content editor sends every field of the page: %s', (_, row) => {
    const kind = row.pageType === 'SEOPage' ? 'page' : row.pageType === 'NearmePage' ? 'nearme' : 'servicePage';
    const opened = contentValuesOf(row as never, product);
    const payload = toContentUpdate(kind, row as never, structuredClone(opened), opened, product);
    expectCarried(row, payload, PAGE_FIELDS, lists);
  });

  it.each(cases)('the untouched SEO editor sends every field of the page, on update and on create: %s', (_, row) => {
    const opened = seoValuesOf(row as never);
    expectCarried(row, toSeoUpdate(row as never, { ...opened }, opened, product), PAGE_FIELDS, lists);
    const created = toSeoCreate(row as never, { ...opened }, opened, product);
    const createFields = Object.fromEntries(
      Object.entries(PAGE_FIELDS).filter(
        ([field]) => !['vehicleData', '_id'].includes(field) && (field !== whyKey(product) || row.pageType === 'SEOPage'),
      ),
    );
    expectCarried(row, created, createFields, lists);
  });
});
