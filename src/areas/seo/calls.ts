import type { ConsoleDataProvider, DropStaleRows } from '../../data/dataProvider';
import type { CatalogueCalls } from '../catalogue/calls';
import { api, type SeoBulkUploadAnswer, type SeoPageCreatePayload, type SeoPageUpdatePayload } from '../../api/endpoints';
import { ApiError, request } from '../../api/http';
import type { SeoPage } from '../../api/types';
import { DUPLICATE_URL_MESSAGE, pageOf } from './model';
import { seoPages } from './seoPages';

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
  garageSummary(garageId: string): Promise<{ city: string; garageName: string; area: string; garageId: string }>;
}

const isDuplicateUrl = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 200 &&
  String((error.body as { message?: unknown } | undefined)?.message ?? '').trim() === DUPLICATE_URL_MESSAGE.trim();

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item) => typeof item === 'string' && item !== '') : []);

export function seoMethods(dropStaleRows: DropStaleRows): SeoMethods {
  // A page of any kind: the Pages resource declares the other two lists as stale with its own.
  const dropLists = () => dropStaleRows(seoPages.route);
  return {
    async seoPage(pageId) {
      const page = pageOf(await request(api.seoPageGet, undefined, { params: { pageId } }));
      if (!page) throw new ApiError('ra.notification.item_doesnt_exist', 404);
      return page;
    },
    async seoPageUpdate(payload) {
      await request(api.seoPageUpdate, payload);
      dropLists();
    },
    async seoPageSave(create, update) {
      try {
        await request(api.seoPageCreate, create);
        return 'created';
      } catch (error) {
        if (!isDuplicateUrl(error)) throw error;
        await request(api.seoPageUpdate, update);
        return 'updated';
      } finally {
        dropLists();
      }
    },
    async seoBulkUpload(target, file) {
      const form = new FormData();
      form.append('file', file);
      const answer = await request(target === 'pages' ? api.seoBulkUpload : api.seoBulkUploadNearMe, form as never);
      dropLists();
      return answer;
    },
    seoCities: async () => strings((await request(api.seoCityList)).data),
    seoAreas: async (cityName) => strings((await request(api.seoAreaList, { cityName })).data),
    garageSeoPage: async (garageId) => (await request(api.getGarageSeoPage, undefined, { params: { garageId } })).data ?? undefined,
    garageSummary: async (garageId) => (await request(api.singleGarage, { garageId })).data,
  };
}

/** The data provider as the seo screens see it. */
export type SeoDataProvider = ConsoleDataProvider & SeoMethods & CatalogueCalls;
