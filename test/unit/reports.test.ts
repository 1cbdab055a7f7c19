import { EXPORTS } from '../exportColumns';
import { describe, expect, it } from 'vitest';
import type { GarageNameListItem, InventoryPart, RatingRow } from '../../src/sandbox/records';
import { exportMatrix } from '../../src/lib/spreadsheet';
import { BUSINESS_TYPES } from '../../src/core/choices';
import { coinsHistory } from '../../src/areas/reports/coinsHistory';
import { inventory } from '../../src/areas/reports/inventory';
import { jobCards } from '../../src/areas/reports/jobCards';
import { purchaseInvoices } from '../../src/areas/reports/purchaseInvoices';
import { pushNotifications } from '../../src/areas/reports/pushNotifications';
import { ratings } from '../../src/areas/reports/ratings';
import { rewards } from '../../src/areas/reports/rewards';
import { saleInvoices } from '../../src/areas/reports/saleInvoices';
import { vendors } from '../../src/areas/reports/vendors';
import { xlsTracking } from '../../src/areas/reports/xlsTracking';
import { bankSummary } from '../../src/areas/reports/coinsHistory';
import { documentUrl, exportCell, formatRupees, garageFilterBody } from '../../src/data/defineReport';
import { inventoryVehicleKey } from '../../src/areas/reports/inventory';
import { garagesFor, toPushNotificationPayload } from '../../src/areas/reports/pushNotifications';
import { commentsSummary } from '../../src/areas/reports/ratings';
import { runListQuery } from '../../src/data/listQuery';
import { engineResourceOf, listSettingsOf } from '../../src/data/listEngine/settings';

describe('exports write what the screen shows', () => {
  const column = (report: { export?: { columns: { header: string; value: (row: never, index: number) => unknown }[] } }, header: string) =>
    report.export!.columns.find((entry) => entry.header === header)!;

  it("writes a push notification's business type sent as a code by its name", () => {
    const businessType = column(pushNotifications, 'Business Type');
    expect(['1', 'Accessories', undefined].map((code) => businessType.value({ Status_of_Business_Type: code } as never, 0))).toEqual([
      BUSINESS_TYPES[0].id,
      'Accessories',
      '-',
    ]);
  });

  it("writes '-' for a part of a rating's comment the row lacks, never 'undefined'", () => {
    expect(commentsSummary([{ description: 'Great' } as never])).toBe('Great (-)');
  });

  it('sorts Coins History by the garage id its cell shows: the garageId of a row without its {product}Id', () => {
    const rows = [{ marketplaceId: 'MKT3', garageId: 'g9' }, { garageId: 'MKT25' }, { marketplaceId: 'MKT1', garageId: 'g0' }];
    const { data } = runListQuery(
      rows,
      { sort: { field: 'marketplaceId', order: 'ASC' }, page: 1, perPage: 10 },
      engineResourceOf(listSettingsOf(coinsHistory)),
    );
    expect(data.map((row) => row.marketplaceId ?? row.garageId)).toEqual(['MKT1', 'MKT25', 'MKT3']);
  });
});

describe('report definitions', () => {
  it.each([
    [saleInvoices, 'admin/SaleInvoice', 10],
    [purchaseInvoices, 'admin/Purchase', 10],
    [jobCards, 'admin/JobCard', 10],
    [vendors, 'admin/Vendors', 10],
    [inventory, 'admin/Inventory', 10],
    [coinsHistory, 'admin/sales', 10],
    [xlsTracking, 'admin/xlsTracking', 10],
    [rewards, 'admin/Rewards', 10],
    [ratings, 'admin/Ratings', 7],
    [pushNotifications, 'admin/Pushnotifications', 10],
  ] as const)('%#: route, page size and fixed export columns', (report, route, pageSize) => {
    expect(report.route).toBe(route);
    expect(report.pageSize).toBe(pageSize);
    expect(report.export!.columns.map((column) => column.header)).toEqual(EXPORTS[route].headers);
  });

  it('sends the picked garage, or an empty string for all', () => {
    expect(garageFilterBody({})).toEqual({ garageId: '' });
    expect(garageFilterBody({ garageId: 'g1', q: 'x' })).toEqual({ garageId: 'g1' });
  });

  it('pages inventory and XLS tracking on the server, the rest on the client', () => {
    expect([inventory, xlsTracking].map((report) => report.paging)).toEqual(['server', 'server']);
    expect(
      [saleInvoices, purchaseInvoices, jobCards, vendors, rewards, ratings, pushNotifications, coinsHistory].every(
        (report) => report.paging === 'client',
      ),
    ).toBe(true);
  });
});

describe('report cells', () => {
  it('writes rupees with Indian grouping, dates DD-MM-YYYY, percentages and links', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(undefined)).toBe('-');
    expect(exportCell({ source: 'd', label: '', kind: 'date' }, { d: '2026-03-04T10:00:00.000Z' })).toBe('04-03-2026');
    expect(exportCell({ source: 'tax', label: '', kind: 'percent' }, { tax: 18 })).toBe('18%');
    expect(exportCell({ source: 'url', label: '', kind: 'link' }, { url: '' })).toBe('-');
    expect(documentUrl('/invoices/sale/1.pdf')).toBe('/api/invoices/sale/1.pdf');
    expect(documentUrl('https://cdn.example.in/a.pdf')).toBe('https://cdn.example.in/a.pdf');
    expect(documentUrl('')).toBeUndefined();
  });

  it('shows inventory vehicle type 1 as Car and anything else as Bike', () => {
    expect(inventoryVehicleKey({ vehicleType: 1 } as InventoryPart)).toBe('app.vehicle.car');
    expect(inventoryVehicleKey({ vehicleType: 2 } as InventoryPart)).toBe('app.vehicle.bike');
    expect(inventoryVehicleKey({ vehicleType: 0 } as InventoryPart)).toBe('app.vehicle.bike');
  });

  it('exports bank details, star comments and send status as text', () => {
    expect(
      bankSummary([
        { nameAsPerBankAccount: 'Ravi Kumar', bankName: 'HDFC Bank', branch: 'Andheri', ifscCode: 'HDFC0000123', accountNumber: '5010012345' },
      ]),
    ).toBe('Ravi Kumar, HDFC Bank, Andheri, HDFC0000123, 5010012345');
    expect(bankSummary([])).toBe('-');
    const row: RatingRow = { garageName: 'A1 Motors', '5star': [{ ratingId: 'r1', description: 'Superb!', customerName: 'Asha' }] };
    expect(commentsSummary(row['5star'])).toBe('Superb! (Asha)');
    const matrix = exportMatrix(pushNotifications.export!.columns, [
      {
        Date: '2026-01-02T00:00:00Z',
        garageName: '=HYPERLINK()',
        title: 'T',
        Content: 'C',
        Status: false,
        Vehicle_Type: 2,
        Status_of_Business_Type: 'Washing',
      },
    ]);
    expect(matrix[1].map((cell) => cell.v)).toEqual([1, '02-01-2026', '=HYPERLINK()', 'T', 'C', 'Washing', 'Bike', '', '', 'Send Failed', '', '']);
    expect(matrix[1][2]).toEqual({ t: 's', v: '=HYPERLINK()' });
    // A notification sent without its Status is unknown, not failed.
    const unknown = exportMatrix(pushNotifications.export!.columns, [{ Date: '2026-01-02T00:00:00Z', title: 'T' }]);
    expect(unknown[1][9]!.v).toBe('-');
  });
});

describe('push notification business types', () => {
  it('reads as on the garage screens (002 §1), in every language', async () => {
    const column = pushNotifications.columns.find((entry) => entry.source === 'Status_of_Business_Type')!;
    const keys = ['Workshops', 'Accessories', 'Washing'].map((code) => column.labelKey!({ Status_of_Business_Type: code } as never)!);
    expect(keys).toEqual(BUSINESS_TYPES.map((choice) => choice.name));
    const text = (messages: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    const { default: en } = await import('../../i18n/en');
    expect(keys.map((key) => text(en, key))).toEqual(['Workshops/Garages/Modification', 'Accessories', 'Washing/Detailing']);
    for (const code of ['zh', 'es', 'fr', 'it', 'ar']) {
      const { default: messages } = await import(`../../i18n/${code}.ts`);
      expect(
        keys.every((key) => typeof text(messages, key) === 'string'),
        code,
      ).toBe(true);
    }
    expect(column.labelKey!({ Status_of_Business_Type: 'Other' } as never)).toBe('Other');
  });
});

describe('push notification payload', () => {
  it('POST /addPushNotification carries the documented fields', () => {
    expect(
      toPushNotificationPayload(
        {
          state: 'Maharashtra',
          location: ['Pune', 'Nashik'],
          vehicleType: '1',
          businessType: 'Workshops',
          garageId: ['g1'],
          title: ' Diwali offer ',
          content: ' 20% extra ',
        },
        '/up/banner.png',
      ),
    ).toEqual({
      image: '/up/banner.png',
      state: 'Maharashtra',
      location: ['Pune', 'Nashik'],
      vehicleType: 1,
      businessType: 'Workshops',
      garageId: ['g1'],
      title: 'Diwali offer',
      content: '20% extra',
    });
    expect(toPushNotificationPayload({}, '')).toEqual({
      image: '',
      state: '',
      location: [],
      vehicleType: 3,
      businessType: '',
      garageId: [],
      title: '',
      content: '',
    });
  });

  it('narrows garages by state, cities, vehicle and business type', () => {
    const garages: GarageNameListItem[] = [
      { _id: '1', garageId: 'G1', garageName: 'Pune Car Care', city: 'Pune', state: 'Maharashtra', garageType: 1, businessType: 'Workshops' },
      { _id: '2', garageId: 'G2', garageName: 'Pune Bikes', city: 'Pune', state: 'Maharashtra', garageType: 2, businessType: 'Workshops' },
      { _id: '3', garageId: 'G3', garageName: 'Nashik Wash', city: 'Nashik', state: 'Maharashtra', garageType: 3, businessType: 'Washing' },
      { _id: '4', garageId: 'G4', garageName: 'Indore Motors', city: 'Indore', state: 'Madhya Pradesh', garageType: 1, businessType: 'Workshops' },
    ];
    const ids = (criteria: Record<string, unknown>) => garagesFor(garages, criteria).map((garage) => garage._id);
    expect(ids({})).toEqual(['1', '2', '3', '4']);
    expect(ids({ state: 'Maharashtra' })).toEqual(['1', '2', '3']);
    expect(ids({ state: 'Maharashtra', location: ['Pune'] })).toEqual(['1', '2']);
    expect(ids({ state: 'Maharashtra', vehicleType: 1 })).toEqual(['1', '3']);
    expect(ids({ businessType: 'Washing' })).toEqual(['3']);
    // As documented (garageId, garageName, city only): the criteria it was not sent with do not drop it.
    const documented = [...garages, { _id: '5', garageId: 'G5', garageName: 'Only Named', city: 'Pune' } as GarageNameListItem];
    const named = (criteria: Record<string, unknown>) => garagesFor(documented, criteria).map((garage) => garage._id);
    expect(named({ state: 'Maharashtra', vehicleType: 2, businessType: 'Workshops' })).toEqual(['2', '5']);
    expect(named({ location: ['Nashik'] })).toEqual(['3']);
    // A business type coded 1-3 (002 §1) is its name.
    const coded = [...garages, { _id: '6', garageId: 'G6', garageName: 'Coded Wash', city: 'Pune', businessType: '3' } as GarageNameListItem];
    expect(garagesFor(coded, { businessType: 'Washing' }).map((garage) => garage._id)).toEqual(['3', '6']);
  });
});

describe('seeded report rows', () => {
  it('belong to seeded garages and their invoice amounts add up', async () => {
    const { createSeed } = await import('../../src/sandbox/seed');
    const seed = createSeed({ garages: 20 });
    const garageIds = new Set(seed.garages.map((garage) => garage._id));
    for (const rows of [
      seed.saleInvoices,
      seed.purchaseInvoices,
      seed.jobCards,
      seed.vendors,
      seed.inventoryParts,
      seed.rewards,
      seed.ratings,
      seed.pushNotifications,
    ]) {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => garageIds.has(row.garageId))).toBe(true);
    }
    for (const invoice of [...seed.saleInvoices, ...seed.purchaseInvoices, ...seed.jobCards]) {
      expect(invoice.totalAmounts).toBeCloseTo(invoice.totalRates - invoice.totalDiscount + invoice.totalTax, 2);
    }
  });
});
