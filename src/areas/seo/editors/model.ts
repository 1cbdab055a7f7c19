/**
 * What the content and SEO editors send (002 §7 PUT /SEOdata, POST /SEOdata): rich text is sanitised
 * here, so the sanitiser loads with the editors only.
 */
import type { SeoPageCreatePayload, SeoPageUpdatePayload } from '../../../api/endpoints';
import type { SeoMeta, SeoPage } from '../../../api/types';
import { plainText, sanitizeHtml } from '../../../lib/sanitize';
import { SEO_FIELDS, whyKey, type SeoField, type SeoKind } from '../model';
import { priceGridOf, toVehicleData, type PriceGrid } from './prices';

type SentEntry = { title: string; description: string };
type SentPrices = NonNullable<SeoPageUpdatePayload['vehicleData']>;

/** Whether a form value is still the one the form opened with (both read as JSON: arrays and grids compare whole). */
const untouched = (values: Record<string, unknown>, opened: Record<string, unknown>, field: string) =>
  JSON.stringify(values[field] ?? null) === JSON.stringify(opened[field] ?? null);

/** Stored entries as they are, under the request's names (a sub-document's own `_id` stays behind). */
const storedEntries = (list: readonly { title?: string; description?: string }[] | undefined): SentEntry[] =>
  (list ?? []).map((entry) => ({ title: entry.title ?? '', description: entry.description ?? '' }));

const storedPrices = (list: SeoPage['vehicleData']): SentPrices | undefined =>
  list?.map((entry) => ({
    package: entry.package,
    vehicles: (entry.vehicles ?? []).map((line) => ({ vehicleType: line.vehicleType, price: line.price })),
  })) as SentPrices | undefined;

/** Content editor form values of a page; server HTML is sanitised before the editor sees it. */
export function contentValuesOf(page: SeoPage, productSlug: string) {
  return {
    paragraphData: sanitizeHtml(page.paragraphData),
    FAQContent: (page.FAQContent ?? []).map((entry) => ({ title: entry.title ?? '', description: entry.description ?? '' })),
    whyContent: (page[whyKey(productSlug)] ?? []).map((entry) => ({ title: entry.title ?? '', description: sanitizeHtml(entry.description) })),
    prices: priceGridOf(page.vehicleData),
  };
}

/**
 * Every field of the page as it is stored (002 §7 PUT /SEOdata), so a save resends what its screen
 * does not edit: the content editor keeps the SEO fields, the SEO editor keeps the content.
 */
function storedPage(page: SeoPage, productSlug: string): SeoPageUpdatePayload {
  const why = page[whyKey(productSlug)];
  const payload: SeoPageUpdatePayload = {
    ...pageBase(page),
    ...(page.FAQContent ? { FAQContent: storedEntries(page.FAQContent) } : {}),
    ...(page.vehicleData ? { vehicleData: storedPrices(page.vehicleData) } : {}),
  };
  for (const field of SEO_FIELDS) if (page[field] !== undefined) payload[field] = page[field];
  if (why) payload[whyKey(productSlug)] = storedEntries(why);
  return payload;
}

/** Repeatable entries with both parts empty are dropped; rich descriptions are sanitised, plain parts lose any markup. */
function entries(list: unknown, richDescription: boolean): SentEntry[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => ({ title: plainText(entry?.title), description: String(entry?.description ?? '') }))
    .filter((entry) => entry.title !== '' || entry.description.replace(/<[^>]*>/g, '').trim() !== '')
    .map((entry) => ({ ...entry, description: richDescription ? sanitizeHtml(entry.description) : plainText(entry.description) }));
}

/**
 * Entries as the editor holds them, as sent: one left as the form opened it (wherever Remove moved it)
 * goes back as stored, its markup and all; a new or edited one is cleaned as `entries` cleans it.
 */
function entriesKeepingStored(list: unknown, openedList: unknown, storedList: SeoPage['FAQContent'], richDescription: boolean): SentEntry[] {
  if (!Array.isArray(list)) return [];
  const opened: { title?: unknown; description?: unknown }[] = Array.isArray(openedList) ? openedList : [];
  const stored = storedEntries(storedList);
  return list.flatMap((entry: { title?: unknown; description?: unknown } | undefined) => {
    const at = opened.findIndex((start) => start?.title === entry?.title && start?.description === entry?.description);
    return at >= 0 && stored[at] ? [stored[at]] : entries([entry], richDescription);
  });
}

/** The named fields the page was read with, as stored; one it lacks stays out, as '' would wipe the server's value. */
const readWith = <K extends keyof SeoPage>(page: SeoPage, ...names: K[]) =>
  Object.fromEntries(names.filter((name) => page[name] != null).map((name) => [name, page[name]])) as Pick<SeoPage, K>;

/** The page fields every PUT /SEOdata resends (002 §7), as stored: neither editor changes them. */
function pageBase(page: SeoPage): SeoPageUpdatePayload {
  return {
    ...readWith(page, 'paragraphData'),
    serviceName: page.serviceName,
    vehicleType: page.vehicleType,
    ...readWith(page, 'location', 'url', 'title', 'garageId'),
    pageId: page._id,
    categoryType: page.categoryType,
  };
}

/**
 * Content editor values -> PUT /SEOdata: paragraph, FAQs, prices and (Pages) Why{product} entries,
 * with the page's other fields as stored. A part the user left as it opened (`opened`: the form's
 * starting values) is sent as the server gave it, not as the editor redrew it.
 */
export function toContentUpdate(
  kind: SeoKind,
  page: SeoPage,
  values: Record<string, unknown>,
  opened: Record<string, unknown>,
  productSlug: string,
): SeoPageUpdatePayload {
  const payload = storedPage(page, productSlug);
  // A part left as it opened stays as stored, or out when the page was read without it: the empty
  // paragraph, lists and the grid of zero prices the editor starts such a page with are not sent.
  if (!untouched(values, opened, 'paragraphData')) payload.paragraphData = sanitizeHtml(String(values.paragraphData ?? ''));
  if (!untouched(values, opened, 'FAQContent'))
    payload.FAQContent = entriesKeepingStored(values.FAQContent, opened.FAQContent, page.FAQContent, false);
  if (!untouched(values, opened, 'prices')) payload.vehicleData = toVehicleData(values.prices as PriceGrid, page.vehicleData);
  if (kind === 'page' && !untouched(values, opened, 'whyContent'))
    payload[whyKey(productSlug)] = entriesKeepingStored(values.whyContent, opened.whyContent, page[whyKey(productSlug)], true);
  return payload;
}

/** SEO editor form values of a page: the six fields, server HTML sanitised before the editor sees it. */
export function seoValuesOf(page: Partial<SeoMeta> | undefined): Record<SeoField, string> {
  return Object.fromEntries(SEO_FIELDS.map((field) => [field, sanitizeHtml(page?.[field] ?? '')])) as Record<SeoField, string>;
}

/** The six SEO fields: each as stored while it is as the form opened it, sanitised once edited. */
const seoFieldsOf = (page: Partial<SeoMeta>, values: Record<string, unknown>, opened: Record<string, unknown>): Required<SeoMeta> =>
  Object.fromEntries(
    SEO_FIELDS.map((field) => [
      field,
      untouched(values, opened, field) && page[field] !== undefined ? page[field] : sanitizeHtml(String(values[field] ?? '')),
    ]),
  ) as Required<SeoMeta>;

/** SEO editor values -> PUT /SEOdata with the six SEO fields, and the page's other fields as stored. */
export function toSeoUpdate(
  page: SeoPage,
  values: Record<string, unknown>,
  opened: Record<string, unknown>,
  productSlug: string,
): SeoPageUpdatePayload {
  const fields = seoFieldsOf(page, values, opened);
  // A field the page was read without and the user left empty stays out: '' would wipe the server's.
  for (const field of SEO_FIELDS) if (page[field] === undefined && untouched(values, opened, field)) delete fields[field];
  return { ...storedPage(page, productSlug), ...fields };
}

/** SEO editor values -> POST /SEOdata first (near-me, service and garage pages, 002 §4). */
export function toSeoCreate(
  page: SeoPage,
  values: Record<string, unknown>,
  opened: Record<string, unknown>,
  productSlug: string,
): SeoPageCreatePayload & SeoMeta {
  const payload: SeoPageCreatePayload & SeoMeta = {
    title: page.title ?? '',
    // A page read without them starts as the new garage page does: both vehicle types, no category.
    vehicleType: page.vehicleType ?? 3,
    categoryType: page.categoryType ?? '',
    serviceName: page.serviceName ?? '',
    // Optional in the create call: left out when the page was read without them.
    ...readWith(page, 'state', 'location', 'area'),
    garageId: page.garageId ?? '',
    FAQContent: storedEntries(page.FAQContent),
    paragraphData: page.paragraphData ?? '',
    url: page.url ?? '',
    pageType: page.pageType ?? 'SEOPage',
    ...seoFieldsOf(page, values, opened),
  };
  // Prices and (other pages') Why entries are not create fields: the update that follows a taken URL carries them.
  if (payload.pageType === 'SEOPage') payload[whyKey(productSlug)] = storedEntries(page[whyKey(productSlug)]);
  return payload;
}
