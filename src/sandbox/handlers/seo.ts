import { api, type SeoPageCreatePayload } from '../../api/endpoints';
import type { SeoPage, SheetColumn, SheetRefusal, SheetRefusalCode } from '../records';
import { SHEET_COLUMNS, SHEET_REQUIRED, type SheetTarget } from '../../api/seoSheet';
import { categoryServes, pageOfRow, pageTypeOfCell, vehicleTypeOfCell, type SheetPage } from '../seoSheet';
import { json, route, type SandboxContext } from '../route';
import { SITE_URL } from '../seed';
import type { Principal, SandboxStore } from '../store';

const PAGE_TYPES = ['SEOPage', 'NearmePage', 'servicePage'];
/** The server's answer to a create whose URL is taken (002 §4), leading space included. */
const DUPLICATE_URL_MESSAGE = ' page with same URL already exists';
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoMetaData', 'seoColonical', 'seoSiteMap', 'seoSiteType'] as const;
const isSpreadsheet = (name: string) => /\.(xlsx|xls|csv)$/i.test(name);

/** Fields a PUT /SEOdata may change; anything else in the body is ignored. */
const UPDATABLE = [
  'paragraphData',
  'serviceName',
  'vehicleType',
  'location',
  'url',
  'title',
  'garageId',
  'categoryType',
  'FAQContent',
  'vehicleData',
  ...SEO_FIELDS,
];

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();
const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value && value.trim())))].sort();

function authorOf(store: SandboxStore, principal: Principal | undefined): string {
  if (!principal || principal.kind === 'admin') return 'admin';
  return store.db.subAdmins.find((candidate) => candidate.email.toLowerCase() === principal.email)?.name ?? principal.email;
}

const isEntryList = (value: unknown) => Array.isArray(value) && value.every((entry) => entry && typeof entry === 'object');

/**
 * SEO landing pages (spec 002 §7): list by pageType and filters, create (the URL is the page's key:
 * a taken URL answers 200 ' page with same URL already exists'), update, read, delete, the garage's
 * own page, and the bulk sheet uploads: every valid row becomes a page as the Add popup would make it,
 * and the answer says how many were imported and which rows were refused and why.
 */
export function seoHandlers(context: SandboxContext) {
  const { store, product } = context;
  const pages = () => store.db.seoPages;
  const whyKey = `Why${product}Content` as `Why${string}Content`;
  const findGarage = (id: unknown) => store.db.garages.find((garage) => garage._id === id || garage.garageId === id);

  /** POST /SEOdata's rules: title, URL and page type required; the URL is the page's key. */
  const addPage = (body: Partial<SeoPageCreatePayload> | undefined, principal: Principal | undefined): SeoPage | Response => {
    const url = String(body?.url ?? '').trim();
    if (!body || !String(body.title ?? '').trim() || !url || !PAGE_TYPES.includes(String(body.pageType))) {
      return json({ message: 'title, url and pageType are required' }, 400);
    }
    if (pages().some((page) => page.url === url)) return json({ message: DUPLICATE_URL_MESSAGE }, 200);
    const now = new Date().toISOString();
    const page: SeoPage = {
      _id: store.newId(),
      title: String(body.title).trim(),
      vehicleType: body.vehicleType!,
      categoryType: String(body.categoryType ?? ''),
      serviceName: String(body.serviceName ?? ''),
      state: String(body.state ?? ''),
      location: String(body.location ?? ''),
      area: String(body.area ?? ''),
      url,
      paragraphData: String(body.paragraphData ?? ''),
      FAQContent: isEntryList(body.FAQContent) ? body.FAQContent! : [],
      vehicleData: [],
      pageType: body.pageType!,
      garageId: String(body.garageId ?? ''),
      status: true,
      registationDate: now,
      date: now,
      createdBy: authorOf(store, principal),
    };
    const fields = body as unknown as Record<string, unknown>;
    if (body.pageType === 'SEOPage') page[whyKey] = isEntryList(fields[whyKey]) ? (fields[whyKey] as never) : [];
    for (const field of SEO_FIELDS) if (typeof fields[field] === 'string') page[field] = fields[field] as string;
    pages().unshift(page);
    return page;
  };

  /** One sheet row as a page, or why it cannot be one. */
  const rowPage = (target: SheetTarget, cells: Record<SheetColumn, string>): { page: SheetPage } | Omit<SheetRefusal, 'row'> => {
    const refuse = (code: SheetRefusalCode, message: string, column?: SheetColumn) => ({
      code,
      message,
      column,
      value: column ? cells[column] : undefined,
    });
    const empty = SHEET_REQUIRED[target].find((column) => !cells[column]);
    if (empty) return refuse('required', `${empty} is empty`, empty);
    const pageType = target === 'pages' ? 'SEOPage' : pageTypeOfCell(cells['Page Type']);
    if (!pageType) return refuse('page_type', `Page Type "${cells['Page Type']}" is not Near Me or Service Page`, 'Page Type');
    const vehicleType = vehicleTypeOfCell(cells['Vehicle Type']);
    if (!vehicleType) return refuse('vehicle_type', `Vehicle Type "${cells['Vehicle Type']}" is not Car or Bike`, 'Vehicle Type');
    const category = store.db.categories.find((entry) => same(entry.categoryName, cells.Category));
    if (!category) return refuse('category', `No category named "${cells.Category}"`, 'Category');
    if (!categoryServes(category.vehicleType, vehicleType))
      return refuse('category_vehicle', `Category "${cells.Category}" is not for this vehicle type`, 'Category');
    const service = store.db.services.find((entry) => entry.categoryId === category._id && same(entry.serviceName, cells.Service));
    if (!service) return refuse('service', `No service "${cells.Service}" in category "${category.categoryName}"`, 'Service');
    const page: SheetPage = { pageType, title: cells.Title, vehicleType, categoryName: category.categoryName, serviceName: service.serviceName };
    if (target === 'pages') {
      const state = store.db.states.find((entry) => same(entry.stateName, cells.State));
      if (!state) return refuse('state', `No state named "${cells.State}"`, 'State');
      const city = store.db.cities.find((entry) => entry.stateId === state._id && same(entry.cityName, cells.City));
      if (!city) return refuse('city', `No city "${cells.City}" in ${state.stateName}`, 'City');
      Object.assign(page, { state: state.stateName, city: city.cityName, area: cells.Area });
    }
    return { page };
  };

  const bulkUpload =
    (target: SheetTarget) =>
    async ({ body, principal }: { body: unknown; principal?: Principal }) => {
      const file = (body as FormData | undefined)?.get?.('file');
      // Duck-typed: under jsdom the global Blob is not the class of the files fetch parses.
      if (typeof file !== 'object' || file === null || typeof file.arrayBuffer !== 'function' || file.size === 0)
        return json({ message: 'file is required' }, 400);
      const name = 'name' in file ? String((file as File).name) : '';
      if (!isSpreadsheet(name)) return json({ message: 'Only spreadsheet files (.xlsx, .xls, .csv) are accepted' }, 400);
      const XLSX = await import('xlsx');
      let grid: string[][];
      let firstRow: number;
      try {
        const book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
        const sheet = book.Sheets[book.SheetNames[0]];
        grid = sheet ? XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true }) : [];
        firstRow = sheet?.['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
      } catch {
        return json({ message: 'The file could not be read as a spreadsheet' }, 400);
      }
      const header = (grid[0] ?? []).map((cell) => String(cell).trim().toLowerCase());
      const position = (column: SheetColumn) => header.indexOf(column.toLowerCase());
      const missing = SHEET_REQUIRED[target].filter((column) => position(column) < 0);
      if (missing.length > 0) return json({ message: `The sheet's first row needs the columns ${missing.join(', ')}` }, 400);

      let imported = 0;
      const refused: SheetRefusal[] = [];
      grid.slice(1).forEach((cells, index) => {
        if (cells.every((cell) => !String(cell).trim())) return;
        const row = firstRow + 1 + index;
        const byColumn = Object.fromEntries(
          SHEET_COLUMNS[target].map((column) => [column, position(column) < 0 ? '' : String(cells[position(column)] ?? '').trim()]),
        ) as Record<SheetColumn, string>;
        const read = rowPage(target, byColumn);
        if (!('page' in read)) return void refused.push({ row, ...read });
        const payload = pageOfRow(read.page, SITE_URL, product);
        const added = addPage(payload, principal);
        if (added instanceof Response) {
          refused.push({ row, code: 'duplicate_url', value: payload.url, message: `A page with the URL ${payload.url} already exists` });
          return;
        }
        imported += 1;
      });
      return { message: 'File uploaded successfully', imported, refused };
    };

  return [
    route(context, api.seoPageSearch, ({ body }) => {
      if (!PAGE_TYPES.includes(String(body?.pageType))) return json({ message: 'pageType is required' }, 400);
      const rows = pages()
        .filter((page) => page.pageType === body.pageType)
        .filter((page) => typeof body.status !== 'boolean' || page.status === body.status)
        .filter((page) => (page.garageId ?? '') === (body.garageId ?? ''))
        .filter((page) => !body.categoryType || same(page.categoryType, body.categoryType))
        .filter((page) => !body.serviceName || same(page.serviceName, body.serviceName))
        .filter((page) => !body.location || same(page.location, body.location))
        .filter((page) => !body.area || same(page.area, body.area))
        .filter((page) => !body.vehicleType || String(page.vehicleType) === String(body.vehicleType))
        .sort((a, b) => String(b.date ?? b.registationDate).localeCompare(String(a.date ?? a.registationDate)));
      return { data: rows, totalRecords: rows.length };
    }),
    route(context, api.seoCityList, () => ({ data: unique(pages().map((page) => page.location)) })),
    route(context, api.seoAreaList, ({ body }) => ({
      data: unique(
        pages()
          .filter((page) => same(page.location, body?.cityName))
          .map((page) => page.area),
      ),
    })),
    route(context, api.seoPageCreate, ({ body, principal }) => {
      const added = addPage(body, principal);
      return added instanceof Response ? added : json({ message: 'Data Created Successfully', data: { _id: added._id } }, 201);
    }),
    route(context, api.seoPageUpdate, ({ body }) => {
      const page = pages().find((candidate) => candidate._id === body?.pageId);
      if (!page) return json({ message: 'Page not found' }, 404);
      if (body.url && body.url !== page.url && pages().some((other) => other.url === body.url)) {
        return json({ message: DUPLICATE_URL_MESSAGE }, 400);
      }
      const record = page as unknown as Record<string, unknown>;
      for (const field of [...UPDATABLE, whyKey]) {
        const value = (body as unknown as Record<string, unknown>)[field];
        if (value !== undefined) record[field] = value;
      }
      return { message: 'Data updated successfully' };
    }),
    route(context, api.seoPageGet, ({ params }) => {
      const page = pages().find((candidate) => candidate._id === params.pageId);
      return page ? { data: page } : json({ message: 'Page not found' }, 404);
    }),
    route(context, api.getGarageSeoPage, ({ params }) => {
      const garage = findGarage(params.garageId);
      if (!garage) return json({ message: 'Garage not found' }, 404);
      const ids = new Set([garage._id, garage.garageId].filter(Boolean));
      return { data: pages().find((page) => page.garageId && ids.has(page.garageId)) ?? (null as unknown as SeoPage) };
    }),
    route(context, api.singleGarage, ({ body }) => {
      const garage = findGarage(body?.garageId);
      if (!garage) return json({ message: 'Garage not found' }, 404);
      return { data: { city: garage.city ?? '', garageName: garage.garageName, area: garage.area ?? '', garageId: garage.garageId ?? garage._id } };
    }),
    route(context, api.seoPageDelete, ({ body }) => {
      const index = pages().findIndex((page) => page._id === body?.pageId);
      if (index < 0) return json({ message: 'Page not found' }, 404);
      pages().splice(index, 1);
      return { message: 'Pages Delete Successfully' };
    }),
    route(context, api.seoBulkUpload, bulkUpload('pages')),
    route(context, api.seoBulkUploadNearMe, bulkUpload('nearMe')),
  ];
}
