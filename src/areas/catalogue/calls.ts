import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import type { Service } from '../../api/types';

/** Catalogue calls other areas read as reference data (000 §7). */
export interface CatalogueCalls {
  categoryServices(categoryId: string): Promise<Service[]>;
}

export const catalogueCalls: CatalogueCalls = {
  categoryServices: async (categoryId) => {
    const { data } = await request(api.categoryServiceList, { categoryId });
    return (Array.isArray(data) ? data : data.services) ?? [];
  },
};
