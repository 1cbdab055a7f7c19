/**
 * What the content and SEO editors send (002 §7 PUT /SEOdata, POST /SEOdata): rich text is sanitised
 * here, so the sanitiser loads with the editors only.
 */
import type { SeoPageCreatePayload, SeoPageUpdatePayload } from '../../../api/endpoints';
import type { SeoMeta, SeoPage } from '../../../api/types';
import { plainText, sanitizeHtml } from '../../../lib/sanitize';
import { SEO_FIELDS, toVehicleData, whyKey, type PriceGrid, type SeoField, type SeoKind } from '../model';

type SentEntry = { title: string; description: string };

/** Repeatable entries with both parts empty are dropped; rich descriptions are sanitised, plain parts lose any markup. */
function entries(list: unknown, richDescription: boolean): SentEntry[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => ({ title: plainText(entry?.title), description: String(entry?.description ?? '') }))
    .filter((entry) => entry.title !== '' || entry.description.replace(/<[^>]*>/g, '').trim() !== '')
    .map((entry) => ({ ...entry, description: richDescription ? sanitizeHtml(entry.description) : plainText(entry.description) }));
}

/** The page fields every PUT /SEOdata resends (002 §7); title and URL are plain text. */
function pageBase(page: SeoPage): SeoPageUpdatePayload {
  return {
    paragraphData: page.paragraphData ?? '',
    serviceName: page.serviceName,
    vehicleType: page.vehicleType,
    location: page.location ?? '',
    url: plainText(page.url),
    title: plainText(page.title),
    garageId: page.garageId ?? '',
    pageId: page._id,
    categoryType: page.categoryType,
  };
}

/** Content editor values -> PUT /SEOdata: paragraph, FAQs, prices and (Pages) Why{product} entries. */
export function toContentUpdate(kind: SeoKind, page: SeoPage, values: Record<string, unknown>, productSlug: string): SeoPageUpdatePayload {
  const payload: SeoPageUpdatePayload = {
    ...pageBase(page),
    paragraphData: sanitizeHtml(String(values.paragraphData ?? '')),
    FAQContent: entries(values.FAQContent, false),
    vehicleData: toVehicleData(values.prices as PriceGrid),
  };
  if (kind === 'page') payload[whyKey(productSlug)] = entries(values.whyContent, true);
  return payload;
}

export function seoValuesOf(page: Partial<SeoMeta> | undefined): Record<SeoField, string> {
  return Object.fromEntries(SEO_FIELDS.map((field) => [field, page?.[field] ?? ''])) as Record<SeoField, string>;
}

const seoFieldsOf = (values: Record<string, unknown>): Required<SeoMeta> =>
  Object.fromEntries(SEO_FIELDS.map((field) => [field, sanitizeHtml(String(values[field] ?? ''))])) as Required<SeoMeta>;

/** SEO editor values -> PUT /SEOdata with the six SEO fields. */
export function toSeoUpdate(page: SeoPage, values: Record<string, unknown>): SeoPageUpdatePayload {
  return { ...pageBase(page), ...seoFieldsOf(values) };
}

/** SEO editor values -> POST /SEOdata first (near-me, service and garage pages, 002 §4). */
export function toSeoCreate(page: SeoPage, values: Record<string, unknown>, productSlug: string): SeoPageCreatePayload & SeoMeta {
  const payload: SeoPageCreatePayload & SeoMeta = {
    title: plainText(page.title),
    // A page read without them starts as the new garage page does: both vehicle types, no category.
    vehicleType: page.vehicleType ?? 3,
    categoryType: page.categoryType ?? '',
    serviceName: page.serviceName ?? '',
    state: page.state ?? '',
    location: page.location ?? '',
    area: page.area ?? '',
    garageId: page.garageId ?? '',
    FAQContent: entries(page.FAQContent, false),
    paragraphData: page.paragraphData ?? '',
    url: plainText(page.url),
    pageType: page.pageType ?? 'SEOPage',
    ...seoFieldsOf(values),
  };
  if (payload.pageType === 'SEOPage') payload[whyKey(productSlug)] = entries(page[whyKey(productSlug)], true);
  return payload;
}
