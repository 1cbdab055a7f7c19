/** The screens' view of the SEO calls, apart from calls.ts: calls.ts imports the resources, and they load these screens. */
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { CatalogueCalls } from '../catalogue/calls';
import type { SeoBulkUploadAnswer, SeoPageCreatePayload, SeoPageUpdatePayload } from '../../api/endpoints';
import type { SeoPage } from '../../api/types';

/** Named calls of the SEO screens (002 §7) that are not list CRUD. */
export interface SeoMethods {
  seoPage(pageId: string): Promise<SeoPage>;
  seoPageUpdate(payload: SeoPageUpdatePayload): Promise<void>;
  /** POST /SEOdata; when the URL is taken (200 ' page with same URL already exists') PUT /SEOdata instead. */
  seoPageSave(create: SeoPageCreatePayload, update: SeoPageUpdatePayload): Promise<'created' | 'updated'>;
  /** Pages use /bulkSEOUpload, Near Me and Service Pages /bulkSEOUploadNearMe. */
  seoBulkUpload(target: 'pages' | 'nearMe', file: File): Promise<SeoBulkUploadAnswer>;
  seoCities(): Promise<string[]>;
  seoAreas(cityName: string): Promise<string[]>;
  /** The garage's own SEO page, if it has one yet. */
  garageSeoPage(garageId: string): Promise<SeoPage | undefined>;
  garageSummary(garageId: string): Promise<{ city?: string; garageName?: string; area?: string; garageId?: string }>;
}

/** The data provider as the seo screens see it. */
export type SeoDataProvider = ConsoleDataProvider & SeoMethods & CatalogueCalls;
