// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerManagementRow } from '../../src/api/endpoints';
import { ApiError } from '../../src/api/http';
import type { CodeRead } from '../../src/core/defineResource';
import type { LeadListRow } from '../../src/sandbox/records';
import { createRetryStatus } from '../../src/data/retryStatus';
import { customerLeadsOf, customersOf } from '../../src/api/customerManagement';
import { customerLeads, toGarageSearch } from '../../src/areas/leads/customerLeads';
import { myCustomers } from '../../src/areas/marketplace/customers';
import { ListEngine } from '../../src/data/listEngine/engine';
import { engineResourceOf, engineResources, listSettingsOf } from '../../src/data/listEngine/settings';
import { filterRows } from '../../src/data/listQuery';
import { loadMessages } from '../../i18n';
import {
  LEAD_EXPORT_COLUMNS,
  LEAD_LIST_RETRY_LIMIT,
  PHONE_PATTERN,
  isCoinClicked,
  leadListRetry,
  leadManagement,
  toLeadCreate,
} from '../../src/areas/leads/leadManagement';
import { leadsProceed } from '../../src/areas/leads/leadsProceed';
import { EXPORTS } from '../exportColumns';

describe('lead create payload', () => {
  it('nests customer and vehicle as POST /lead/createLeadData documents them', () => {
    expect(
      toLeadCreate({
        name: ' Asha Rao ',
        phone: '9876543210',
        email: 'asha@example.in',
        location: 'Indiranagar, Bengaluru',
        vehicleType: '1',
        brand: 'Tata',
        model: 'Nexon',
        fuelType: 'Diesel',
        service: 'svc1',
        source: 'Direct Call',
        description: 'Brakes squeal',
      }),
    ).toEqual({
      customer: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.in', location: 'Indiranagar, Bengaluru' },
      vehicle: { vehicleType: 1, brand: 'Tata', model: 'Nexon', fuelType: 'Diesel' },
      service: 'svc1',
      source: 'Direct Call',
      description: 'Brakes squeal',
    });
  });

  it('sends optional fields empty', () => {
    expect(toLeadCreate({ name: 'Ravi', phone: '9000000001', vehicleType: 2, service: 's', source: 'View Garage' })).toEqual({
      customer: { name: 'Ravi', phone: '9000000001', email: '', location: '' },
      vehicle: { vehicleType: 2, brand: '', model: '', fuelType: '' },
      service: 's',
      source: 'View Garage',
      description: '',
    });
  });

  it('accepts exactly ten digits as a phone number', () => {
    expect(['9876543210', '987654321', '98765432101', '98765abc10', ''].map((phone) => PHONE_PATTERN.test(phone))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

const leadRow: LeadListRow = {
  id: 'l1',
  customer: { name: 'Asha', phone: '9876543210', email: 'a@x.in', location: 'Pune' },
  vehicle: { brand: 'Honda', model: 'City', fuelType: 'Petrol' },
  description: 'AC',
  serviceName: 'AC Service',
  garageName: 'Speed Motors',
  garageCity: 'Pune',
  date: '2026-10-05T10:00:00.000Z',
  source: 'Direct Call',
  status: 'Pending',
  coinStatus: 'Clicked',
  garageCoins: 120,
};

describe('lead lists', () => {
  it('finds a documented source by the words any language shows for it, and any other source as sent', async () => {
    // The settings the list worker receives for Lead Management.
    const spec = engineResourceOf(listSettingsOf(leadManagement));
    const rows = [
      { id: 1, source: 'Direct Call', customer: { name: 'Asha' } },
      { id: 2, source: 'Request Quote', customer: { name: 'Ravi' } },
      { id: 3, source: 'Walk-in', customer: { name: 'Meena' } },
    ];
    const found = (q: string) => filterRows(rows, { q }, spec).map((row) => row.id);
    const shown = async (locale: string) =>
      ((await loadMessages(locale)).resources as Record<string, { source: Record<string, string> }>).leadManagement.source;
    expect(found((await shown('fr'))['Direct Call']!.slice(0, 5))).toEqual([1]);
    expect(found((await shown('ar'))['Request Quote']!)).toEqual([2]);
    expect(found((await shown('zh'))['Direct Call']!)).toEqual([1]);
    expect(found('direct call')).toEqual([1]);
    expect(found('walk')).toEqual([3]);
    expect(found('meena')).toEqual([3]);
  });

  it('reads the coin state from text or a boolean', () => {
    expect(
      [{ coinStatus: 'Clicked' }, { coinStatus: 'Not Clicked' }, { coinStatus: true }, { coinStatus: false }, { coinStatus: 'true' }, {}].map(
        isCoinClicked,
      ),
    ).toEqual([true, false, true, false, true, false]);
  });

  it("exports '-' as the coin status of a lead sent without one, never 'Not Clicked'", () => {
    const coinStatus = LEAD_EXPORT_COLUMNS.find((column) => column.header === 'Coin Status')!;
    expect([{ coinStatus: 'Clicked' }, { coinStatus: false }, {}].map((row) => coinStatus.value(row as LeadListRow, 0))).toEqual([
      'Clicked',
      'Not Clicked',
      '-',
    ]);
  });

  it('exports the lead columns in the spec order', () => {
    expect(LEAD_EXPORT_COLUMNS.map((column) => column.header)).toEqual(EXPORTS['admin/leadManagement'].headers);
    expect(LEAD_EXPORT_COLUMNS.map((column) => column.value(leadRow, 0))).toEqual([
      'Asha',
      '9876543210',
      'a@x.in',
      'Pune',
      'Honda',
      'City',
      'Petrol',
      'AC',
      'AC Service',
      'Speed Motors',
      'Pune',
      '05-10-2026',
      'Direct Call',
      'Pending',
      'Clicked',
      120,
    ]);
  });

  it('declares the documented routes, keys, portals and page sizes', () => {
    expect(
      [leadManagement, leadsProceed, customerLeads].map((resource) => [resource.route, resource.key, resource.paging, resource.pageSize]),
    ).toEqual([
      ['admin/leadManagement', 'leadManagement', 'client', 10],
      ['admin/leads', 'leadsProceed', 'server', 15],
      ['admin/marketplace/leads', 'customerLeads', 'client', 10],
    ]);
    // 001 §2.10: status, source, garage name, service name and customer name (the source also in its translated words, above).
    expect(leadManagement.search).toEqual([
      'status',
      { label: { at: 'source' }, labels: expect.any(Object) },
      'garageName',
      'serviceName',
      'customer.name',
    ]);
  });
});

describe('customer leads from GET /customerManagement', () => {
  const customer = { _id: 'c1', customerName: 'Kiran', phoneNumber: '9000000000', date: '2026-09-01T00:00:00.000Z' } as CustomerManagementRow;
  const lead = {
    _id: 'cl1',
    createdAt: '2026-10-01T00:00:00.000Z',
    customer: { name: 'Meena', phone: '9111111111', email: 'm@x.in', location: 'Delhi' },
    vehicle: { brand: 'Bajaj', model: 'Pulsar 150', vehicleType: 2, fuelType: 'Petrol' },
    description: 'Chain noise',
    source: 'Service Search',
    address: '12, Karol Bagh, Delhi',
  } as CustomerManagementRow;
  const both = { ...customer, ...lead } as CustomerManagementRow;
  const neither = { _id: 'x1', date: '2026-08-01T00:00:00.000Z', customer: { name: ' ', phone: '' }, customerName: '' } as CustomerManagementRow;

  it('sends a customer to customers, a lead to leads, and a row that fits both or neither to both, marked', () => {
    expect(customersOf([customer, lead, both, neither])).toEqual([customer, { ...both, fits: 'both' }, { ...neither, fits: 'neither' }]);
    expect(customerLeadsOf([customer, lead, both, neither]).map((row) => [row._id, row.fits])).toEqual([
      ['cl1', undefined],
      ['cl1', 'both'],
      ['x1', 'neither'],
    ]);
  });

  it('are sorted from the answer where it is read, by the plain settings the list worker gets', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toMatch(/\/customerManagement$/);
        return Response.json({ data: [customer, lead, both, neither] });
      }),
    );
    try {
      const complete = new Set<string>();
      const engine = new ListEngine(engineResources(structuredClone([customerLeads, myCustomers].map(listSettingsOf))), {
        fetchRows: () => Promise.reject(new Error('not a streamed list')),
        onProgress: (route, _filter, progress) => void (progress.complete && complete.add(route)),
      });
      const idsAndFits = async (route: string) => {
        void engine.page({ route }, { page: 1, perPage: 10 });
        await vi.waitFor(() => expect(complete.has(route)).toBe(true), { timeout: 30_000 });
        return (await engine.page({ route }, { page: 1, perPage: 10 })).data.map((row) => [row._id, row.fits]);
      };
      expect(await idsAndFits(customerLeads.route)).toEqual([
        ['cl1', undefined],
        ['cl1', 'both'],
        ['x1', 'neither'],
      ]);
      expect(await idsAndFits(myCustomers.route)).toEqual([
        ['c1', undefined],
        ['cl1', 'both'],
        ['x1', 'neither'],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads a lead with its lead fields only', () => {
    expect(customerLeadsOf([lead])).toEqual([
      {
        _id: 'cl1',
        createdAt: '2026-10-01T00:00:00.000Z',
        customer: { name: 'Meena', phone: '9111111111', email: 'm@x.in', location: 'Delhi' },
        vehicle: { brand: 'Bajaj', model: 'Pulsar 150', vehicleType: 2, fuelType: 'Petrol' },
        description: 'Chain noise',
        source: 'Service Search',
        address: '12, Karol Bagh, Delhi',
      },
    ]);
  });

  it('dates a lead without createdAt by its customer date', () => {
    expect(customerLeadsOf([{ ...both, createdAt: undefined }])[0].createdAt).toBe(customer.date);
  });

  it('exports Vehicle Type 1 as 4W and anything else as 2W', () => {
    const vehicleType = customerLeads.export!.columns.find((column) => column.header === 'Vehicle Type')!;
    const [row] = customerLeadsOf([lead]);
    expect([vehicleType.value(row, 0), vehicleType.value({ ...row, vehicle: { vehicleType: 1 } }, 0)]).toEqual(['2W', '4W']);
  });

  it('searches garages by state and city names, vehicle type and service id', () => {
    expect(
      toGarageSearch({
        state: { _id: 's1', id: 's1', stateName: 'Karnataka', iso2: 'KA', status: false, createdAt: '' },
        city: { _id: 'c1', id: 'c1', cityName: 'Bengaluru', tier: 1, status: true, createdAt: '' },
        garageType: 1,
        service: { _id: 'svc', serviceName: 'Car Wash' } as never,
      }),
    ).toEqual({ state: 'Karnataka', city: 'Bengaluru', garageType: 1, serviceId: 'svc' });
    expect(toGarageSearch({ state: null, city: null, garageType: '', service: null })).toEqual({
      state: '',
      city: '',
      garageType: '',
      serviceId: '',
    });
  });
});

describe('retry status', () => {
  it('tells subscribers the attempt and clears', () => {
    const status = createRetryStatus();
    const seen: number[] = [];
    const stop = status.subscribe(() => seen.push(status.current()));
    status.attempt(1);
    status.attempt(2);
    status.clear();
    stop();
    status.attempt(3);
    expect(seen).toEqual([1, 2, 0]);
  });
});

describe('the lead list under 503', () => {
  const server = setupServer();
  let requests = 0;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    requests = 0;
  });
  afterAll(() => server.close());

  it(`retries every second, ${LEAD_LIST_RETRY_LIMIT} times at most, then fails with the 503`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.use(
      mswHttp.post('*/lead/getLeadDataList', () => {
        requests += 1;
        return HttpResponse.json({ message: 'busy' }, { status: 503 });
      }),
    );
    const attempts: number[] = [];
    const stop = leadListRetry.subscribe(() => attempts.push(leadListRetry.current()));
    const outcome = (leadManagement.read as CodeRead<LeadListRow>).whole({ filter: {} }).catch((error: unknown) => error);
    for (let tick = 0; tick < LEAD_LIST_RETRY_LIMIT + 2; tick++) await vi.advanceTimersByTimeAsync(1000);
    const error = await outcome;
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(requests).toBe(LEAD_LIST_RETRY_LIMIT + 1);
    expect(attempts.filter((attempt) => attempt > 0)).toEqual(Array.from({ length: LEAD_LIST_RETRY_LIMIT }, (_, index) => index + 1));
    expect(leadListRetry.current()).toBe(0);
  });

  it('loads the rows once the server answers again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    server.use(
      mswHttp.post('*/lead/getLeadDataList', () => {
        requests += 1;
        return requests < 3 ? HttpResponse.json({ message: 'busy' }, { status: 503 }) : HttpResponse.json({ data: { leadsWithDetails: [leadRow] } });
      }),
    );
    const rows = (leadManagement.read as CodeRead<LeadListRow>).whole({ filter: {} });
    await vi.advanceTimersByTimeAsync(2500);
    await expect(rows).resolves.toEqual([leadRow]);
    expect(requests).toBe(3);
  });
});
