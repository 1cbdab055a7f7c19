import { describe, expect, it } from 'vitest';
import { countChecks, countFacets, filterRows, runListQuery, type ListQuerySpec } from '../../src/data/listQuery';
import { GARAGE_FACETS, GARAGE_SEARCH, PENDING_GARAGE_CHECKS, REQUESTED_GARAGE_CHECKS, REQUESTED_GARAGE_FACETS } from '../../src/areas/garages/model';

interface Row {
  id: string;
  state: string;
  city: string;
  businessType: string;
  categories: { categoryName: string }[];
  status: boolean;
  registationDate: string;
  phoneNumber?: string;
  email?: string;
  pancardNumber?: string;
  gstNumber?: string;
  services?: unknown[];
  imagePath?: string;
  garageImages?: unknown[];
  workingHours?: unknown[];
}

// The checks of a list read the clock (pendingOverWeek), so the rows are dated from it.
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
const complete = { services: [{}], imagePath: '/logo.png', garageImages: [], workingHours: [{}] };
const garage = (id: string, state: string, city: string, businessType: string, categories: string[], extra: Partial<Row> = {}): Row => ({
  id,
  state,
  city,
  businessType,
  categories: categories.map((categoryName) => ({ categoryName })),
  status: true,
  registationDate: daysAgo(1),
  phoneNumber: `90000000${id.padStart(2, '0')}`,
  email: `${id}@example.com`,
  pancardNumber: `ABCPK12${id.padStart(2, '0')}Z`.slice(0, 10),
  ...complete,
  ...extra,
});

const rows: Row[] = [
  garage('1', 'Maharashtra', 'Pune', 'Washing', ['Car Wash']),
  garage('2', 'Maharashtra', 'Mumbai', 'Workshops', ['Repair', 'Car Wash'], { status: false }),
  garage('3', 'Maharashtra', 'Pune', 'Workshops', ['Repair']),
  garage('4', 'Karnataka', 'Bengaluru', 'Washing', ['Car Wash']),
  garage('5', 'Karnataka', 'Mysuru', 'Accessories', []),
  garage('6', 'Goa', 'Panaji', 'Workshops', ['Repair']),
];

const spec: ListQuerySpec<Row> = {
  search: ['city'],
  isActive: (row) => row.status,
  // The dashboard's state link is a select as well as a facet: the facet applies it.
  extraFilters: [{ source: 'state', value: (row) => row.state }],
  facets: GARAGE_FACETS,
  checks: PENDING_GARAGE_CHECKS,
};
const counted = (facets: ReturnType<typeof countFacets>, source: string) => facets[source].map(({ value, count }) => `${value} (${count})`);
const ids = (list: Row[]) => list.map((row) => row.id);

describe('facets', () => {
  it("count and filter a garage's business type under whichever spelling it was sent with (002 §3: 'or bussinessType')", () => {
    const spelt = [...rows, { ...garage('7', 'Goa', 'Margao', '', []), businessType: undefined, bussinessType: 'Washing' } as unknown as Row];
    expect(counted(countFacets(spelt, {}, spec), 'businessType')).toContain('Washing (3)');
    expect(ids(filterRows(spelt, { businessType: ['Washing'] }, spec))).toEqual(['1', '4', '7']);
    // Sent as its code (1, 2, 3 in that order): counted and filtered by its name.
    const coded = [...spelt, { ...garage('8', 'Goa', 'Margao', '', []), businessType: 3 } as unknown as Row];
    expect(counted(countFacets(coded, {}, spec), 'businessType')).toContain('Washing (4)');
    expect(ids(filterRows(coded, { businessType: ['Washing'] }, spec))).toEqual(['1', '4', '7', '8']);
    // And searched by that name, not by its code, under either spelling.
    const searched = { ...spec, search: GARAGE_SEARCH };
    expect(ids(filterRows(coded, { q: 'washing' }, searched))).toEqual(['1', '4', '7', '8']);
    const byBusinessType = GARAGE_SEARCH.filter((entry) => typeof entry !== 'string' || /^bus+inessType$/.test(entry));
    expect(ids(filterRows(coded, { q: '3' }, { ...searched, search: byBusinessType }))).toEqual([]);
  });

  it('count every value under the other filters, most frequent first, each facet leaving out its own ticks', () => {
    const untouched = countFacets(rows, {}, spec);
    expect(counted(untouched, 'state')).toEqual(['Maharashtra (3)', 'Karnataka (2)', 'Goa (1)']);
    expect(counted(untouched, 'category')).toEqual(['Car Wash (3)', 'Repair (3)']);

    // Ticking a state: the city facet counts that state's cities only, the state facet still offers the others.
    const maharashtra = countFacets(rows, { state: ['Maharashtra'] }, spec);
    expect(counted(maharashtra, 'state')).toEqual(['Maharashtra (3)', 'Karnataka (2)', 'Goa (1)']);
    expect(counted(maharashtra, 'city')).toEqual(['Pune (2)', 'Mumbai (1)']);
    expect(counted(maharashtra, 'businessType')).toEqual(['Workshops (2)', 'Washing (1)']);

    // Two facets: each counts under the other one's ticks.
    const both = countFacets(rows, { state: ['Maharashtra', 'Karnataka'], businessType: ['Washing'] }, spec);
    expect(counted(both, 'state')).toEqual(['Karnataka (1)', 'Maharashtra (1)']);
    expect(counted(both, 'businessType')).toEqual(['Washing (2)', 'Workshops (2)', 'Accessories (1)']);
    expect(counted(both, 'city')).toEqual(['Bengaluru (1)', 'Pune (1)']);

    // Other filters narrow every facet; a ticked value with no rows left stays listed at 0.
    const inactive = countFacets(rows, { status: 'inactive', state: ['Goa'] }, spec);
    expect(counted(inactive, 'state')).toEqual(['Maharashtra (1)', 'Goa (0)']);
    expect(counted(inactive, 'city')).toEqual([]);
    expect(counted(countFacets(rows, { q: 'pune' }, spec), 'businessType')).toEqual(['Washing (1)', 'Workshops (1)']);
  });

  it('keep rows with any ticked value of a facet and every facet ticked, in the list, its page and its total', () => {
    expect(ids(filterRows(rows, { state: ['Goa', 'Karnataka'] }, spec))).toEqual(['4', '5', '6']);
    expect(ids(filterRows(rows, { state: ['Maharashtra', 'Karnataka'], businessType: ['Washing'] }, spec))).toEqual(['1', '4']);
    // Array fields match on any entry; a single value (a dashboard link) is one tick.
    expect(ids(filterRows(rows, { category: ['Car Wash'] }, spec))).toEqual(['1', '2', '4']);
    expect(ids(filterRows(rows, { state: 'Karnataka' }, spec))).toEqual(['4', '5']);
    expect(runListQuery(rows, { filter: { state: ['Maharashtra'], status: 'active' }, page: 1, perPage: 1 }, spec)).toEqual({
      data: [rows[0]],
      total: 2,
    });
  });

  it('ticked values come out of an engine over plain settings, as the worker applies them', async () => {
    const { engineResourceOf } = await import('../../src/data/listEngine/settings');
    const resource = engineResourceOf({
      route: 'r',
      idField: 'id',
      pageSize: 10,
      facets: GARAGE_FACETS.map(({ source, field, each }) => ({ source, field, each })),
    });
    expect(counted(countFacets(rows, { category: ['Repair'] }, resource), 'state')).toEqual(['Maharashtra (2)', 'Goa (1)']);
  });
});

describe('data checks', () => {
  const checked = [
    garage('1', 'Maharashtra', 'Pune', 'Washing', ['Car Wash'], { phoneNumber: '9876543210', email: 'Same@Example.com' }),
    garage('2', 'Goa', 'Panaji', 'Workshops', ['Repair'], { pancardNumber: 'AAAPZ1234C', gstNumber: '30AAAPZ1234C1Z5' }),
    garage('3', 'Maharashtra', 'Mumbai', 'Workshops', ['Repair'], {
      phoneNumber: '98765 43210',
      pancardNumber: 'AAAPZ1234C',
      gstNumber: '27BBBPZ1234C1Z5',
    }),
    garage('4', 'Karnataka', 'Bengaluru', 'Washing', [], {
      email: ' same@example.com',
      services: [],
      imagePath: '',
      garageImages: [],
      workingHours: [],
    }),
    garage('5', 'Karnataka', 'Mysuru', 'Accessories', ['Repair'], {
      pancardNumber: 'abc12',
      gstNumber: '27AAAPZ9999C1Z5',
      registationDate: daysAgo(8),
    }),
    garage('6', 'Goa', 'Panaji', 'Workshops', ['Repair'], { pancardNumber: '', gstNumber: 'not a gstin', imagePath: '', garageImages: [{}] }),
  ];
  const filtered = (check: string, filter = {}) => ids(runListQuery(checked, { filter: { ...filter, check }, page: 1, perPage: 50 }, spec).data);

  it('count each check under the other filters and filter to its rows', () => {
    expect(countChecks(checked, {}, spec, NOW)).toEqual({
      duplicatePhone: 2,
      duplicatePan: 2,
      duplicateGst: 0,
      duplicateEmail: 2,
      // Missing, malformed, and a GSTIN that does not carry the garage's own PAN.
      invalidPan: 2,
      invalidGst: 4,
      noCategory: 1,
      noService: 1,
      noImage: 1,
      noWorkingHours: 1,
      pendingOverWeek: 1,
    });
    // The other filters narrow the counts; a duplicate is still one across the whole list.
    expect(countChecks(checked, { state: ['Maharashtra'], check: 'noImage' }, spec, NOW)).toMatchObject({
      duplicatePhone: 2,
      duplicateEmail: 1,
      noImage: 0,
    });
    expect(filtered('invalidPan')).toEqual(['5', '6']);
    expect(filtered('noImage')).toEqual(['4']);
    expect(filtered('pendingOverWeek')).toEqual(['5']);
    expect(filtered('duplicateEmail', { state: ['Karnataka'] })).toEqual(['4']);
  });

  it("read GST as gstIn where the row carries that instead (002 §3: 'gstNumber or gstIn'), as the GST column does", () => {
    const pan = 'AAAPZ1234C';
    const gstIn = (id: string, value: string) =>
      ({ ...garage(id, 'Goa', 'Panaji', 'Workshops', ['Repair'], { pancardNumber: pan }), gstIn: value }) as Row;
    const spelt = [gstIn('1', '30AAAPZ1234C1Z5'), gstIn('2', '30aaapz1234c1z5'), gstIn('3', '')];
    expect(countChecks(spelt, {}, spec, NOW)).toMatchObject({ duplicateGst: 2, invalidGst: 1 });
    expect(ids(runListQuery(spelt, { filter: { check: 'invalidGst' }, page: 1, perPage: 10 }, spec).data)).toEqual(['3']);
  });

  it("count a requested marketplace garage's categories from its specializations (002 §3), and find none missing", () => {
    const requested = (id: string, names: string[]) =>
      ({
        ...garage(id, 'Goa', 'Panaji', 'Workshops', []),
        categories: undefined,
        specializations: names.map((name) => ({ name })),
      }) as unknown as Row;
    const rowsAsDocumented = [requested('1', ['Car Wash']), requested('2', ['Car Wash', 'Repair']), requested('3', [])];
    const requestedSpec = { ...spec, facets: REQUESTED_GARAGE_FACETS, checks: REQUESTED_GARAGE_CHECKS };
    expect(counted(countFacets(rowsAsDocumented, {}, requestedSpec), 'category')).toEqual(['Car Wash (2)', 'Repair (1)']);
    expect(countChecks(rowsAsDocumented, {}, requestedSpec, NOW)).toMatchObject({ noCategory: 1 });
  });

  it('show the garages sharing a value together, grouped by that value', () => {
    const shared = [
      ...checked,
      garage('7', 'Goa', 'Panaji', 'Workshops', ['Repair'], { phoneNumber: '9000000001' }),
      garage('8', 'Goa', 'Panaji', 'Workshops', ['Repair'], { phoneNumber: '9876543210' }),
      garage('9', 'Goa', 'Panaji', 'Workshops', ['Repair'], { phoneNumber: '9000000001' }),
    ];
    const query = (sort: 'ASC' | 'DESC') =>
      runListQuery(shared, { filter: { check: 'duplicatePhone' }, sort: { field: 'id', order: sort }, page: 1, perPage: 10 }, spec);
    expect(ids(query('ASC').data)).toEqual(['7', '9', '1', '3', '8']);
    // Within a group the list's order holds.
    expect(ids(query('DESC').data)).toEqual(['9', '7', '8', '3', '1']);
    expect(query('ASC').total).toBe(5);
  });
});

describe('declarations', () => {
  it('every facet, value label and data check of every list reads in the six languages', async () => {
    const { resources } = await import('../../src/areas/registry');
    const { leafKeys } = await import('../../i18n/merge');
    const catalogues = await Promise.all(['en', 'zh', 'es', 'fr', 'it', 'ar'].map(async (lang) => (await import(`../../i18n/${lang}.ts`)).default));
    const declared = resources.filter((resource) => resource.facets || resource.checks);
    expect(declared.map((resource) => resource.key)).toEqual(
      expect.arrayContaining([
        'garageManagement',
        'approveGarage',
        'onlineApproveGarage',
        'ourGarage',
        'bookings',
        'leadManagement',
        'users',
        'promoCodes',
        'category',
        'subAdmins',
      ]),
    );
    const keys = declared.flatMap((resource) => [
      // A choice named without a key (the product's own label) reads as it is.
      ...(resource.facets ?? []).flatMap((facet) => [
        facet.label,
        ...(facet.choices ?? []).map((choice) => choice.name).filter((name) => name.includes('.')),
      ]),
      ...(resource.checks ?? []).map((check) => `app.checks.${check.name}`),
    ]);
    for (const messages of catalogues) {
      const known = new Set(leafKeys(messages));
      expect(keys.filter((key) => !known.has(key))).toEqual([]);
    }
    // Facets are read in the list worker: plain data only, and never the status select's filter.
    for (const resource of declared) for (const facet of resource.facets ?? []) expect(facet.source).not.toBe('status');
  });
});

describe('a facet counted as its column shows the value', () => {
  it('counts customer leads as 4W or 2W, as the column reads them (1 is 4W, anything else 2W), and a tick narrows alike', async () => {
    const { customerLeads } = await import('../../src/areas/leads/customerLeads');
    const leads = [1, 2, 3, undefined, 1].map((vehicleType, index) => ({ id: String(index), vehicle: { vehicleType } }));
    const spec = { facets: customerLeads.facets } as ListQuerySpec<(typeof leads)[number]>;
    expect(countFacets(leads, {}, spec).vehicleType).toEqual(
      expect.arrayContaining([
        { value: '4W', count: 2 },
        { value: '2W', count: 3 },
      ]),
    );
    expect(filterRows(leads, { vehicleType: ['2W'] }, spec).map((lead) => lead.id)).toEqual(['1', '2', '3']);
  });
});
