import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeoBulkUploadAnswer } from '../../src/api/endpoints';
import { SHEET_COLUMNS } from '../../src/api/seoSheet';
import { pageUrl } from '../../src/areas/seo/model';
import { sheetTemplate } from '../../src/areas/seo/sheet';
import { createSandbox } from '../../src/sandbox/handlers';
import { SandboxStore } from '../../src/sandbox/store';

const SITE = 'https://www.garagehub.in/';
const sandbox = createSandbox({ store: new SandboxStore({ garages: 5 }), publicBase: '/api' });
const db = () => sandbox.store.db;
const TOKEN = 'unit.admin';

beforeEach(() => {
  sandbox.store.reset({ garages: 5 });
  sandbox.store.tokens[TOKEN] = { email: 'admin@garagehub.in', kind: 'admin' };
});

/** An .xlsx file of these rows, first sheet. */
async function workbook(rows: string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'pages');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function upload(path: '/bulkSEOUpload' | '/bulkSEOUploadNearMe', content: Uint8Array<ArrayBuffer> | string, name: string) {
  const form = new FormData();
  form.append('file', new File([content], name));
  const request = new Request(`http://localhost/api${path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${TOKEN}` } });
  const response = (await getResponse(sandbox.handlers, request))!;
  return { status: response.status, body: (await response.json()) as SeoBulkUploadAnswer };
}

describe('bulk SEO sheet upload (sandbox)', () => {
  it('Pages: imports every valid row as the Add Page popup makes it; answers the count and each refused row with its reason', async () => {
    const taken = new Set(db().seoPages.map((page) => page.url));
    const carCategory = db().categories.find((entry) => entry.vehicleType === 1)!;
    const service = db().services.find(
      (entry) => entry.categoryId === carCategory._id && !taken.has(pageUrl('page', SITE, { serviceName: entry.serviceName, location: 'Pune' })),
    )!;
    const bikeCategory = db().categories.find((entry) => entry.vehicleType === 2)!;
    const duplicate = db().seoPages.find((page) => page.pageType === 'SEOPage' && page.location && page.state)!;
    const sheet = await workbook([
      ['Title', 'Vehicle Type', 'Category', 'Service', 'State', 'City', 'Area'],
      [`${service.serviceName} in Pune`, 'Car', carCategory.categoryName.toUpperCase(), service.serviceName, 'maharashtra', 'pune', 'Kothrud'],
      ['Bike page, car category', 'Bike', carCategory.categoryName, service.serviceName, 'Maharashtra', 'Pune', ''],
      ['', '', '', '', '', '', ''],
      ['No city', 'Car', carCategory.categoryName, service.serviceName, 'Maharashtra', '', ''],
      ['Unknown category', 'Car', 'Flying Cars', 'Hover', 'Maharashtra', 'Pune', ''],
      ['Wrong service', 'Car', carCategory.categoryName, 'Hover', 'Maharashtra', 'Pune', ''],
      ['Car page, bike category', '1', bikeCategory.categoryName, 'x', 'Maharashtra', 'Pune', ''],
      ['City elsewhere', 'Car', carCategory.categoryName, service.serviceName, 'Kerala', 'Pune', ''],
      ['Same URL again', String(duplicate.vehicleType), duplicate.categoryType, duplicate.serviceName, duplicate.state!, duplicate.location!, ''],
      ['Truck', 'Truck', carCategory.categoryName, service.serviceName, 'Maharashtra', 'Pune', ''],
    ]);
    const before = db().seoPages.length;
    const answer = await upload('/bulkSEOUpload', sheet, 'pages.xlsx');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('File uploaded successfully');
    expect(answer.body.imported).toBe(1);
    expect(answer.body.refused!.map(({ row, code, column, value }) => ({ row, code, column, value }))).toEqual([
      { row: 3, code: 'category_vehicle', column: 'Category', value: carCategory.categoryName },
      { row: 5, code: 'required', column: 'City', value: '' },
      { row: 6, code: 'category', column: 'Category', value: 'Flying Cars' },
      { row: 7, code: 'service', column: 'Service', value: 'Hover' },
      { row: 8, code: 'category_vehicle', column: 'Category', value: bikeCategory.categoryName },
      { row: 9, code: 'city', column: 'City', value: 'Pune' },
      { row: 10, code: 'duplicate_url', column: undefined, value: duplicate.url },
      { row: 11, code: 'vehicle_type', column: 'Vehicle Type', value: 'Truck' },
    ]);
    expect(answer.body.refused![0].message).toBe(`Category "${carCategory.categoryName}" is not for this vehicle type`);
    expect(db().seoPages).toHaveLength(before + 1);
    expect(db().seoPages[0]).toMatchObject({
      title: `${service.serviceName} in Pune`,
      vehicleType: 1,
      categoryType: carCategory.categoryName,
      serviceName: service.serviceName,
      state: 'Maharashtra',
      location: 'Pune',
      area: 'Kothrud',
      url: pageUrl('page', SITE, { serviceName: service.serviceName, location: 'Pune' }),
      pageType: 'SEOPage',
      status: true,
      createdBy: 'admin',
    });
  });

  it('Near Me and Service Pages: one call, the Page Type column says which list; CSV is read too', async () => {
    const taken = new Set(db().seoPages.map((page) => page.url));
    const services = db().services.filter(
      (entry) => entry.vehicleType === 2 && !taken.has(pageUrl('nearme', SITE, entry)) && !taken.has(pageUrl('servicePage', SITE, entry)),
    );
    const [near, serviceOnly] = services;
    const csv = [
      'Title,Vehicle Type,Category,Service,Page Type',
      `${near.serviceName} Near Me,Bike,${near.categoryName},${near.serviceName},`,
      `${serviceOnly.serviceName} Services,Bike,${serviceOnly.categoryName},${serviceOnly.serviceName},Service Page`,
      `Other,Bike,${near.categoryName},${near.serviceName},Landing`,
    ].join('\n');
    const answer = await upload('/bulkSEOUploadNearMe', csv, 'nearme.csv');
    expect(answer.body).toMatchObject({ message: 'File uploaded successfully', imported: 2 });
    expect(answer.body.refused).toMatchObject([{ row: 4, code: 'page_type', value: 'Landing' }]);
    expect(db().seoPages.find((page) => page.url === pageUrl('nearme', SITE, near))).toMatchObject({
      pageType: 'NearmePage',
      vehicleType: 2,
      location: '',
      state: '',
    });
    expect(db().seoPages.find((page) => page.url === pageUrl('servicePage', SITE, serviceOnly))).toMatchObject({
      pageType: 'servicePage',
      serviceName: serviceOnly.serviceName,
    });
  });

  it('refuses a sheet without the columns, with the reason', async () => {
    const answer = await upload(
      '/bulkSEOUpload',
      await workbook([
        ['Name', 'Service', 'City'],
        ['A', 'B', 'C'],
      ]),
      'wrong.xlsx',
    );
    expect(answer).toEqual({ status: 400, body: { message: "The sheet's first row needs the columns Title, Vehicle Type, Category, State" } });
  });

  it('the templates carry the columns and an example row that imports', async () => {
    expect(sheetTemplate('page')[0]).toEqual(SHEET_COLUMNS.pages);
    expect(sheetTemplate('nearme')[0]).toEqual(SHEET_COLUMNS.nearMe);
    expect(sheetTemplate('servicePage')[1].at(-1)).toBe('Service Page');
    for (const kind of ['page', 'nearme', 'servicePage'] as const) {
      const [header, example] = sheetTemplate(kind);
      db().seoPages = [];
      const answer = await upload(kind === 'page' ? '/bulkSEOUpload' : '/bulkSEOUploadNearMe', await workbook([header, example]), 'template.xlsx');
      expect(answer.body).toMatchObject({ imported: 1, refused: [] });
    }
  });
});
