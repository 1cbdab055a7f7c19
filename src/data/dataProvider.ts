import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { request } from '../api/http';
import { api } from '../api/endpoints';
import type { Resource } from '../resources/defineResource';
import { garageCalls, type GarageCalls } from './garageCalls';
import { leadCalls, type LeadCalls } from './leadCalls';
import { subscriptionCalls, type SubscriptionCalls } from './subscriptionCalls';
import { runListQuery } from './listQuery';
import { reportCalls, type ReportCalls } from './reportCalls';
import { marketplaceCalls, type MarketplaceCalls } from './marketplaceCalls';
import { seoMethods, type SeoMethods } from './seo';
import { uploadImage, type UploadHost } from './upload';

/** Client-paged rows are fetched once and reused while the user filters and pages. */
const ROWS_TTL_MS = 15_000;

interface CachedRows {
  at: number;
  rows: Promise<RaRecord[]>;
}

function withIds(rows: object[], idField: string): RaRecord[] {
  return rows.map((row, index) => {
    const id = (row as Record<string, unknown>)[idField] ?? (row as Record<string, unknown>).id ?? index;
    return { ...row, id: id as Identifier };
  });
}

export interface AppDataProvider extends DataProvider, ReportCalls, SeoMethods, GarageCalls, MarketplaceCalls, SubscriptionCalls, LeadCalls {
  /** Sets the opposite of the record's status through the resource's documented call. */
  changeStatus(resource: string, params: { record: RaRecord }): Promise<{ data: RaRecord }>;
  /** Drops cached rows so the next read asks the server (refresh button, after saves). */
  invalidate(resource: string): void;
  /** Asks for a client-paged list's rows ahead of its screen; the screen's first read shares them. */
  prefetchRows(resource: string): void;
  /** `POST /uploadImage`: returns the stored path (`imagePath1`). */
  uploadImage(file: File, options?: { host?: UploadHost }): Promise<string>;
  dashboardCounts(): Promise<Record<string, number>>;
}

export function createDataProvider(resources: readonly Resource[]): AppDataProvider {
  const byRoute = new Map(resources.map((resource) => [resource.route, resource]));
  const cache = new Map<string, CachedRows>();

  const definition = (route: string): Resource => {
    const found = byRoute.get(route);
    if (!found) throw new Error(`Unknown resource ${route}`);
    return found;
  };

  /** A failed read is dropped once someone has been handed it, so the next read (Retry) asks again. */
  const forgetIfFailed = (key: string, entry: CachedRows) =>
    entry.rows.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });

  /** `prefetch`: nobody is waiting yet, so a failure stays cached for the screen's first read to show. */
  const allRows = (resource: Resource, filter: Record<string, unknown> = {}, { prefetch = false } = {}): Promise<RaRecord[]> => {
    const fetchFilter = Object.fromEntries((resource.fetchFilters ?? []).map((name) => [name, filter[name]]));
    const key = `${resource.route}?${JSON.stringify(fetchFilter)}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < (resource.rowsTtlMs ?? ROWS_TTL_MS)) {
      if (!prefetch) forgetIfFailed(key, cached);
      return cached.rows;
    }
    if (!resource.fetchAll) throw new Error(`${resource.route} has no list call`);
    // Not tied to one query's signal: the rows are shared by the queries that follow.
    const entry = { at: Date.now(), rows: resource.fetchAll({ filter: fetchFilter }).then((answer) => withIds(answer, resource.idField)) };
    cache.set(key, entry);
    if (prefetch) entry.rows.catch(() => undefined);
    else forgetIfFailed(key, entry);
    return entry.rows;
  };

  const invalidate = (route: string) => {
    for (const key of cache.keys()) if (key.startsWith(`${route}?`)) cache.delete(key);
  };

  const getList = async (route: string, params: GetListParams) => {
    const resource = definition(route);
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? resource.pageSize;
    if (resource.paging === 'server') {
      if (!resource.fetchPage) throw new Error(`${route} has no page call`);
      const answer = await resource.fetchPage({ page, perPage, filter: params.filter ?? {}, signal: params.signal });
      return { data: withIds(answer.rows, resource.idField), total: answer.total };
    }
    const rows = await allRows(resource, params.filter);
    const sort =
      params.sort?.field && params.sort.field !== 'id'
        ? params.sort
        : resource.sort ?? (resource.dateField ? { field: resource.dateField, order: 'DESC' as const } : undefined);
    return runListQuery(rows, { filter: params.filter, sort, page, perPage }, resource);
  };

  const findRows = async (route: string, ids: Identifier[], filter?: Record<string, unknown>) => {
    const rows = await allRows(definition(route), filter);
    return rows.filter((row) => ids.some((id) => String(id) === String(row.id)));
  };

  const unsupported = (method: string) => () => Promise.reject(new Error(`${method} is not supported by this API`));

  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (route, params) => {
      const resource = definition(route);
      if (resource.fetchOne) {
        const [record] = withIds([await resource.fetchOne(String(params.id), { signal: params.signal })], resource.idField);
        return { data: { ...record, id: params.id } };
      }
      const [record] = await findRows(route, [params.id]);
      if (!record) throw new Error('ra.notification.item_doesnt_exist');
      return { data: record };
    }) as DataProvider['getOne'],
    getMany: (async (route, params) => ({ data: await findRows(route, params.ids) })) as DataProvider['getMany'],
    getManyReference: unsupported('getManyReference'),
    create: (async (route, params) => {
      const resource = definition(route);
      if (!resource.create) throw new Error(`${route} cannot be created`);
      const answer = await resource.create(params.data);
      invalidate(route);
      return { data: { ...params.data, id: params.data.id ?? Date.now() }, meta: { answer } };
    }) as DataProvider['create'],
    update: (async (route, params) => {
      const resource = definition(route);
      if (!resource.update) throw new Error(`${route} cannot be edited`);
      const answer = await resource.update(params.previousData, params.data);
      invalidate(route);
      return { data: { ...params.previousData, ...params.data, id: params.id }, meta: { answer } };
    }) as DataProvider['update'],
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),

    async changeStatus(route, { record }) {
      const resource = definition(route);
      if (!resource.changeStatus) throw new Error(`${route} has no status call`);
      await resource.changeStatus(record);
      invalidate(route);
      return { data: record };
    },
    // Returns a promise: react-admin's useDataProvider proxy treats a non-promise answer as a thrown error.
    invalidate: (route: string) => Promise.resolve(invalidate(route)),
    prefetchRows(route) {
      const resource = byRoute.get(route);
      if (resource?.fetchAll && resource.paging !== 'server') void allRows(resource, {}, { prefetch: true });
    },
    ...reportCalls(invalidate),
    ...seoMethods(invalidate),
    ...garageCalls,
    ...subscriptionCalls,
    ...marketplaceCalls,
    // A dispatch adds leads to several lists.
    ...leadCalls(() => cache.clear()),
    uploadImage: (file, options = {}) => uploadImage(file, options.host),
    async dashboardCounts() {
      const answer = await request(api.adminDashboard);
      return ((answer as { data?: Record<string, number> }).data ?? {}) as Record<string, number>;
    },
  };
}
