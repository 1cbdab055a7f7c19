import type { DropStaleRows } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { ApiError, request } from '../../api/http';
import type { PlaceName } from '../../api/types';
import { DUPLICATE_URL_MESSAGE, pageOf } from './model';
import { seoPages } from './seoPages';
import type { SeoMethods } from './provider';

const isDuplicateUrl = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 200 &&
  String((error.body as { message?: unknown } | undefined)?.message ?? '').trim() === DUPLICATE_URL_MESSAGE.trim();

/** The names of the SEO city and area lists: 002 §7 gives only 'data (cities)': a name, or an object carrying one. */
const placeNames = (list: readonly PlaceName[] | undefined): string[] =>
  (list ?? []).flatMap((item) => {
    const name = typeof item === 'string' ? item : (item.cityName ?? item.areaName ?? item.name ?? item.city ?? item.area);
    return typeof name === 'string' && name !== '' ? [name] : [];
  });

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
        // A page read without its id cannot be named in the update: the server's refusal shows instead.
        if (!isDuplicateUrl(error) || !update.pageId) throw error;
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
    seoCities: async () => placeNames((await request(api.seoCityList)).data),
    seoAreas: async (cityName) => placeNames((await request(api.seoAreaList, { cityName })).data),
    garageSeoPage: async (garageId) => {
      const page = (await request(api.getGarageSeoPage, undefined, { params: { garageId } })).data;
      // A page read without its _id cannot be updated: the editor creates it (as for a garage without one), keeping what it read.
      return page ? { ...page, _id: page._id ?? '' } : undefined;
    },
    garageSummary: async (garageId) => (await request(api.singleGarage, { garageId })).data,
  };
}
