/**
 * The SEO landing pages of the marketplace (spec 002 'Pages', 'Near Me', 'Service Pages', editors):
 * URL rules, list filters and the documented payloads, as pure functions.
 */
import type { PageType, PricePackageName, SeoPage, VehicleClass, VehicleType } from '../../api/types';
import type { SeoPageCreatePayload, SeoSearchPayload } from '../../api/endpoints';
import { product } from '../../config';
import { vehicleTypeFits } from '../../core/choices';

/** The three lists, by their route segment. */
export type SeoKind = 'page' | 'nearme' | 'servicePage';

export const PAGE_TYPE: Record<SeoKind, PageType> = { page: 'SEOPage', nearme: 'NearmePage', servicePage: 'servicePage' };

/** Route segments of the editors (002 §2). */
export const EDITOR_ROUTES: Record<SeoKind, { content: string; seo: string }> = {
  page: { content: 'editpage', seo: 'seoeditpage' },
  nearme: { content: 'editpagenear', seo: 'seoeditnearme' },
  servicePage: { content: 'editservicepage', seo: 'seoeditservicepage' },
};

export const GARAGE_SEO_ROUTE = 'garageseoedit';

/** The console path of an editor: its route segment and the page id. */
export const editorPath = (segment: string, id: string) => `/admin/${product}/${segment}/${encodeURIComponent(id)}`;

export const PRICE_PACKAGES: readonly PricePackageName[] = ['Basic', 'Premium', 'Gold'];
export const VEHICLE_CLASSES: readonly VehicleClass[] = ['Hatchback', 'Sedan', 'SUV', 'Luxury'];

/** The six SEO fields of the SEO editors, in screen order. */
export const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoMetaData', 'seoColonical', 'seoSiteMap', 'seoSiteType'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

/** The server's answer to a create whose URL is taken (002 §4), leading space included. */
export const DUPLICATE_URL_MESSAGE = ' page with same URL already exists';

export const hyphenate = (text: string) => text.trim().replace(/\s+/g, '-');
const lowerHyphenate = (text: string) => hyphenate(text.toLowerCase());

/**
 * The live URL of a new page (002 §9): Pages base + city (spaces to hyphens) / lowercased service;
 * Near Me base + lowercased service + '-near-me'; Service Pages base + service + '-services'.
 */
export function pageUrl(kind: SeoKind, base: string, values: { serviceName?: string; location?: string }): string {
  const service = lowerHyphenate(values.serviceName ?? '');
  if (kind === 'nearme') return `${base}${service}-near-me`;
  if (kind === 'servicePage') return `${base}${service}-services`;
  const city = hyphenate(values.location ?? '');
  return `${base}${city}${city && service ? '/' : ''}${service}`;
}

/** Default URL of a garage's page: city/garage-name/area/garageId (002 §9). */
export function garagePageUrl(base: string, garage: { city?: string; garageName?: string; area?: string; garageId?: string }): string {
  return (
    base +
    [garage.city, garage.garageName, garage.area, garage.garageId]
      .map((part) => hyphenate(String(part ?? '')))
      .filter(Boolean)
      .join('/')
  );
}

/** Heading of the garage SEO editor: the hyphenated garage name + ' SEO Page'. */
export const garageSeoHeading = (garageName: string | undefined) => `${hyphenate(garageName ?? '')} SEO Page`;

/** List filters the call itself takes; the name search stays in the browser. */
export const SEARCH_FILTERS = ['categoryType', 'serviceName', 'area', 'location', 'vehicleType'] as const;

/** POST /getSEOdata: pageCount 2 on the first (unfiltered) load, 1 when filtering (002 §7). */
export function toSeoSearch(kind: SeoKind, filter: Record<string, unknown>): SeoSearchPayload {
  const text = (name: string) => String(filter[name] ?? '');
  const filtering = SEARCH_FILTERS.some((name) => text(name) !== '');
  return {
    categoryType: text('categoryType'),
    serviceName: text('serviceName'),
    area: text('area'),
    location: text('location'),
    vehicleType: text('vehicleType') ? (Number(filter.vehicleType) as VehicleType) : '',
    status: true,
    garageId: '',
    page: 0,
    pageCount: filtering ? 1 : 2,
    pageType: PAGE_TYPE[kind],
  };
}

/** `Why{product}Content`, the Pages-only list of reasons. */
export const whyKey = (productSlug: string) => `Why${productSlug}Content` as `Why${string}Content`;

/** Add popup values -> POST /SEOdata (002 §7); content starts empty and is written in the editor. */
export function toSeoPageCreate(kind: SeoKind, values: Record<string, unknown>, base: string, productSlug: string): SeoPageCreatePayload {
  const text = (name: string) => String(values[name] ?? '').trim();
  const payload: SeoPageCreatePayload = {
    title: text('title'),
    vehicleType: Number(values.vehicleType) as VehicleType,
    categoryType: text('categoryType'),
    serviceName: text('serviceName'),
    state: kind === 'page' ? text('state') : '',
    location: kind === 'page' ? text('location') : '',
    area: kind === 'page' ? text('area') : '',
    garageId: '',
    FAQContent: [],
    paragraphData: '',
    url: pageUrl(kind, base, { serviceName: text('serviceName'), location: text('location') }),
    pageType: PAGE_TYPE[kind],
  };
  if (kind === 'page') payload[whyKey(productSlug)] = [];
  return payload;
}

/** GET /getSinglePage answers data, or data.data for the Pages SEO editor (002 §7). */
export function pageOf(answer: { data?: SeoPage | { data: SeoPage } } | undefined): SeoPage | undefined {
  const data = answer?.data;
  if (data && 'data' in data && data.data && typeof data.data === 'object') return data.data;
  return data as SeoPage | undefined;
}

/** The Add popups' categories: none until a vehicle type is chosen, then the console's one rule (`vehicleTypeFits`). */
export const seoCategoryFits = (categoryVehicleType: unknown, vehicleType: unknown) =>
  Boolean(vehicleType) && vehicleTypeFits(categoryVehicleType, vehicleType);
