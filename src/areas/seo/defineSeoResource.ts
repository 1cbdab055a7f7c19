import type { ComponentType } from 'react';
import type { Screen } from '../../core/defineResource';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import type { SeoPage } from '../../api/types';
import { product, siteUrl } from '../../config';
import { VEHICLE_FILTER } from '../../core/choices';
import { defineResource } from '../../core/defineResource';
import { SEARCH_FILTERS, toSeoPageCreate, toSeoSearch, type SeoKind } from './model';
import { cell, fieldValue } from '../../data/rowRules';

/** Resource keys of the three lists. */
const SEO_LIST_KEYS: Record<SeoKind, string> = { page: 'seoPages', nearme: 'nearMePages', servicePage: 'servicePages' };

interface SeoResourceOptions {
  menu: { icon: ComponentType; order: number };
  list: Screen;
  /** 20 for Pages, 10 for Near Me and Service Pages (002 §9). */
  pageSize: number;
}

/** The three SEO lists share their call (POST /getSEOdata by pageType) and their Add call (POST /SEOdata). */
export function defineSeoResource(kind: SeoKind, { menu, list, pageSize }: SeoResourceOptions) {
  const key = SEO_LIST_KEYS[kind];
  return defineResource<SeoPage>({
    name: kind,
    key,
    // The three lists read one store of pages, and a page call (save, delete, upload) may touch any of them.
    invalidates: Object.values(SEO_LIST_KEYS).filter((other) => other !== key),
    portal: 'product',
    // Edit, Seo Edit and Trash send the page's _id.
    actsById: true,
    menu,
    list,
    card: { title: 'title', facts: ['date', 'createdBy'] },
    pageSize,
    fetchFilters: [...SEARCH_FILTERS],
    read: { whole: async ({ filter, signal }) => (await request(api.seoPageSearch, toSeoSearch(kind, filter), { signal })).data ?? [] },
    search: ['title'],
    dateField: 'date',
    // The Date of Published column shows registationDate where date is missing (002 §3).
    dateFallback: 'registationDate',
    extraFilters: [{ source: 'vehicleType', label: 'app.filters.vehicle', choices: VEHICLE_FILTER, value: fieldValue('vehicleType') }],
    create: (values) => request(api.seoPageCreate, toSeoPageCreate(kind, values, siteUrl, product)),
    delete: (pageId) => request(api.seoPageDelete, { pageId }),
    // The filter bar's Export (002 §1, admin only), its columns the table's (002 §2 Pages).
    export: {
      columns: [
        { header: 'S.No', value: cell({ rowNumber: true }) },
        { header: 'Page Name', value: cell({ at: 'title' }) },
        { header: 'Date of Published', value: cell({ date: { first: [{ at: 'date' }, { at: 'registationDate' }] } }) },
        { header: 'Author', value: cell({ firstTruthy: [{ at: 'createdBy' }, { text: '-' }] }) },
      ],
    },
  });
}
