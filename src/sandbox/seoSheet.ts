import type { SeoPageCreatePayload } from '../api/endpoints';
import type { PageType, VehicleType } from './records';

/**
 * The bulk SEO sheets' rows as the server reads them, written from the documents (docs/seo-sheet.md,
 * spec 002 §7 and §9) and not from the console's screens, so a mistake in the console's own mappers
 * shows against the sandbox instead of being repeated by it. The columns are the format itself,
 * shared with the console: `src/api/seoSheet.ts`.
 */

/** 'Vehicle Type': Car or Bike, or their codes (1 car, 2 bike). */
export function vehicleTypeOfCell(cell: string): VehicleType | undefined {
  const text = cell.trim().toLowerCase();
  if (['car', '1', '4w'].includes(text)) return 1;
  if (['bike', '2', '2w'].includes(text)) return 2;
  return undefined;
}

/** 'Page Type' of a near-me sheet: Near Me (also when empty) or Service Page. */
export function pageTypeOfCell(cell: string): PageType | undefined {
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (text === '' || text === 'nearme') return 'NearmePage';
  if (text === 'servicepage' || text === 'servicepages') return 'servicePage';
  return undefined;
}

/** A category serves a vehicle type when it is for that type or for both (3). */
export const categoryServes = (categoryVehicleType: unknown, vehicleType: VehicleType) =>
  String(categoryVehicleType) === String(vehicleType) || Number(categoryVehicleType) === 3;

const hyphenated = (text: string) => text.trim().replace(/\s+/g, '-');

/**
 * The live URL of a new page (002 §9): Pages: base + city (spaces to hyphens) / lowercased service;
 * Near Me: base + service + '-near-me'; Service Pages: base + service + '-services'.
 */
function urlOf(pageType: PageType, base: string, serviceName: string, city: string): string {
  const service = hyphenated(serviceName.toLowerCase());
  if (pageType === 'NearmePage') return `${base}${service}-near-me`;
  if (pageType === 'servicePage') return `${base}${service}-services`;
  const place = hyphenated(city);
  return `${base}${place}${place && service ? '/' : ''}${service}`;
}

export interface SheetPage {
  pageType: PageType;
  title: string;
  vehicleType: VehicleType;
  categoryName: string;
  serviceName: string;
  /** Pages only. */
  state?: string;
  city?: string;
  area?: string;
}

/** One accepted row as the page POST /SEOdata would store: content empty, written later in the editor. */
export function pageOfRow(row: SheetPage, base: string, productSlug: string): SeoPageCreatePayload {
  const isPage = row.pageType === 'SEOPage';
  const page: SeoPageCreatePayload = {
    title: row.title.trim(),
    vehicleType: row.vehicleType,
    categoryType: row.categoryName.trim(),
    serviceName: row.serviceName.trim(),
    state: isPage ? (row.state ?? '').trim() : '',
    location: isPage ? (row.city ?? '').trim() : '',
    area: isPage ? (row.area ?? '').trim() : '',
    garageId: '',
    FAQContent: [],
    paragraphData: '',
    url: urlOf(row.pageType, base, row.serviceName.trim(), (row.city ?? '').trim()),
    pageType: row.pageType,
  };
  if (isPage) page[`Why${productSlug}Content`] = [];
  return page;
}
