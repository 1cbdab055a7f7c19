import { api } from '../../api/endpoints';
import type { SeoPage } from '../../api/types';
import { json, route, type SandboxContext } from '../route';
import type { Principal, SandboxStore } from '../store';

const PAGE_TYPES = ['SEOPage', 'NearmePage', 'servicePage'];
/** The server's answer to a create whose URL is taken (002 §4), leading space included. */
const DUPLICATE_URL_MESSAGE = ' page with same URL already exists';
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoMetaData', 'seoColonical', 'seoSiteMap', 'seoSiteType'] as const;
const isSpreadsheet = (name: string) => /\.(xlsx|xls|csv)$/i.test(name);

/** Fields a PUT /SEOdata may change; anything else in the body is ignored. */
const UPDATABLE = ['paragraphData', 'serviceName', 'vehicleType', 'location', 'url', 'title', 'garageId', 'categoryType', 'FAQContent', 'vehicleData', ...SEO_FIELDS];

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();
const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value && value.trim())))].sort();

function authorOf(store: SandboxStore, principal: Principal | undefined): string {
  if (!principal || principal.kind === 'admin') return 'admin';
  return store.db.subAdmins.find((candidate) => candidate.email.toLowerCase() === principal.email)?.name ?? principal.email;
}

const isEntryList = (value: unknown) => Array.isArray(value) && value.every((entry) => entry && typeof entry === 'object');

/**
 * SEO landing pages (spec 002 §7): list by pageType and filters, create (the URL is the page's key:
 * a taken URL answers 200 ' page with same URL already exists'), update, read, delete, the garage's
 * own page, and the bulk sheet uploads (checked, not imported: the sheet format is not documented).
 */
export function seoHandlers(context: SandboxContext) {
  const { store, product } = context;
  const pages = () => store.db.seoPages;
  const whyKey = `Why${product}Content` as `Why${string}Content`;
  const findGarage = (id: unknown) => store.db.garages.find((garage) => garage._id === id || garage.garageId === id);

  const bulkUpload = async ({ body }: { body: unknown }) => {
    const file = (body as FormData | undefined)?.get?.('file');
    if (!(file instanceof Blob) || file.size === 0) return json({ message: 'file is required' }, 400);
    const name = 'name' in file ? String((file as File).name) : '';
    if (!isSpreadsheet(name)) return json({ message: 'Only spreadsheet files (.xlsx, .xls, .csv) are accepted' }, 400);
    return { message: 'File uploaded successfully' };
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
      data: unique(pages().filter((page) => same(page.location, body?.cityName)).map((page) => page.area)),
    })),
    route(context, api.seoPageCreate, ({ body, principal }) => {
      const url = String(body?.url ?? '').trim();
      if (!body || !String(body.title ?? '').trim() || !url || !PAGE_TYPES.includes(String(body.pageType))) {
        return json({ message: 'title, url and pageType are required' }, 400);
      }
      if (pages().some((page) => page.url === url)) return json({ message: DUPLICATE_URL_MESSAGE }, 200);
      const now = new Date().toISOString();
      const page: SeoPage = {
        _id: store.newId(),
        title: String(body.title).trim(),
        vehicleType: body.vehicleType,
        categoryType: String(body.categoryType ?? ''),
        serviceName: String(body.serviceName ?? ''),
        state: String(body.state ?? ''),
        location: String(body.location ?? ''),
        area: String(body.area ?? ''),
        url,
        paragraphData: String(body.paragraphData ?? ''),
        FAQContent: isEntryList(body.FAQContent) ? body.FAQContent : [],
        vehicleData: [],
        pageType: body.pageType,
        garageId: String(body.garageId ?? ''),
        status: true,
        registationDate: now,
        date: now,
        createdBy: authorOf(store, principal),
      };
      if (body.pageType === 'SEOPage') page[whyKey] = isEntryList(body[whyKey]) ? body[whyKey] : [];
      for (const field of SEO_FIELDS) if (typeof (body as unknown as Record<string, unknown>)[field] === 'string') page[field] = (body as unknown as Record<string, string>)[field];
      pages().unshift(page);
      return json({ message: 'Data Created Successfully', data: { _id: page._id } }, 201);
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
    route(context, api.seoBulkUpload, bulkUpload),
    route(context, api.seoBulkUploadNearMe, bulkUpload),
  ];
}
