import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { request, UNREADABLE_FIELD } from '../api/http';
import { api } from '../api/endpoints';
import type { GarageNameListItem } from '../api/types';
import { isPagedRead, listSortOf, staleRoutesByRoute, type Resource } from '../core/defineResource';
import { garageIdForCalls } from '../core/garageId';
import { valueAt } from '../lib/valueAt';
import { queryKeysFactory } from '../core/queryKeys';
import { createListEngine, type ListEngineClient, type ListPage } from './listEngine/client';
import type { ListQuery } from './listQuery';
import type { CheckCounts, FacetCounts } from '../core/facets';
import { listSettingsOf, narrowsRows, rowFilterOf, wholeListCallOf } from './listEngine/settings';
import { rememberEarlyRead } from './listEngine/earlyRead';
import { noteListAsk } from './listEngine/listAsks';
import { uploadImage, type UploadHost } from './upload';
import { accountOf, readSession } from '../auth/session';
import { rowIdOf, type RowIdRule } from './rowIds';

/**
 * A page's rows with react-admin's `id`: their own, else their place in the whole list (`offset` rows
 * come before the page), as the list engine numbers the whole list for the export of selected rows.
 */
function withIds(rows: object[], rule: RowIdRule, offset = 0): RaRecord[] {
  return rows.map((row, index) => {
    const record = { ...row } as Record<string, unknown>;
    const id = rowIdOf(record, rule) ?? offset + index;
    return { ...record, id: id as Identifier };
  });
}

/** What every screen may call: react-admin's methods and the console's own. The areas add their calls (`AreaCalls`). */
export interface ConsoleDataProvider extends DataProvider {
  /** Sets the opposite of the record's status through the resource's documented call. */
  changeStatus(resource: string, params: { record: RaRecord }): Promise<{ data: RaRecord }>;
  /** Sends a declared bulk action's row call for one row; the caller drops the stale rows once at the end (`dropStaleRows`). */
  bulkAction(resource: string, params: { action: string; record: RaRecord; reason: string }): Promise<unknown>;
  /** Drops the cached rows of the resource and of those its definition `invalidates` (after a bulk run). */
  dropStaleRows(resource: string): Promise<void>;
  /** The next read asks the server again, behind the rows shown (refresh button; writes drop rows themselves). */
  invalidate(resource: string): void;
  /** The client-paged lists' engine (progress, exports); read through DataProviderContext, not useDataProvider. */
  listEngine: ListEngineClient;
  /** A client-paged list's facet values with their counts under `filter` (each facet's own ticks left out). */
  facets(resource: string, params: { filter: Record<string, unknown> }): Promise<FacetCounts>;
  /** How many rows of a client-paged list each of its data checks finds under `filter`. */
  dataChecks(resource: string, params: { filter: Record<string, unknown> }): Promise<CheckCounts>;
  /**
   * Asks for a client-paged list's rows ahead of its screen; the screen's first read shares them.
   * With the page's path (a load's first list), the page's next load reads it at its start (earlyRead.ts).
   */
  prefetchRows(resource: string, pagePath?: string): void;
  /**
   * Asks the engine for a client-paged list's page before react-admin's list asks it (a search as
   * typing pauses): the list's read of the same page within a moment shares the answer. Resolves to
   * that answer as getList gives it, or to nothing for a list the server pages.
   */
  askPage(resource: string, params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>): Promise<GetListResult | undefined>;
  /** The page asked ahead for these params, as getList gives it, when its answer is already in; else nothing. */
  pageInHand(resource: string, params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>): GetListResult | undefined;
  /** `POST /uploadImage`: returns the stored path (`imagePath1`). */
  uploadImage(file: File, options?: { host?: UploadHost }): Promise<string>;
  /** GET /adminDashboard's counters; one the answer lacks is absent, never 0. */
  dashboardCounts(): Promise<Record<string, number | undefined>>;
  /** `GET /garageNameList`: every garage's id, name and city, for the screens that pick garages. */
  garageNames(): Promise<GarageNameListItem[]>;
}

/**
 * What `update` and `updateMany` carry in `meta` for a row action instead of an edit: `changeStatus`
 * (the resource's status call) or a declared bulk action by name (`approve`), with its optional reason.
 */
export interface RowActionMeta {
  action?: string;
  reason?: string;
}

/**
 * The server's answer to a write, on the record create and update return: react-admin's mutation
 * hooks resolve with the record alone, and the copy they put in the cache (JSON) leaves a symbol out.
 */
const SERVER_ANSWER = Symbol('server answer');

/** The server's answer that came with a record create or update returned (its `message`, a created page's id). */
export const answerOf = (record: unknown): unknown => (record as { [SERVER_ANSWER]?: unknown } | undefined)?.[SERVER_ANSWER];

const withAnswer = <Record extends object>(record: Record, answer: unknown): Record => Object.assign(record, { [SERVER_ANSWER]: answer });

/** The id the server gave a created row (`data._id`, as POST /SEOdata answers), or none. */
function createdId(answer: unknown, idField: string): Identifier | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (!data || typeof data !== 'object') return undefined;
  const id = (data as Record<string, unknown>)[idField] ?? (data as Record<string, unknown>)._id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/** One documented call per item, one after another (the documents have no bulk calls). */
async function eachInTurn<Item>(items: readonly Item[], call: (item: Item) => Promise<unknown>): Promise<void> {
  for (const item of items) await call(item);
}

/** How long a page asked ahead waits for its list's own read (a render or two). */
const ASKED_PAGE_KEPT_MS = 1_000;

/** Query keys of the console-wide calls above. */
export const consoleKeys = queryKeysFactory<ConsoleDataProvider>('console');

/**
 * After a write on behalf of the resource at `route`: drops its cached rows and those of the resources
 * its definition `invalidates`.
 */
export type DropStaleRows = (route: string) => void;

/** The areas' non-CRUD calls; the ones that write say which resource wrote through `dropStaleRows`. */
export type AreaCalls<Calls extends object> = (dropStaleRows: DropStaleRows) => Calls;

export function createDataProvider<Calls extends object>(
  resources: readonly Resource[],
  areaCalls: AreaCalls<Calls>,
  listEngine: ListEngineClient = createListEngine(resources),
): ConsoleDataProvider & Calls {
  const byRoute = new Map(resources.map((resource) => [resource.route, resource]));

  const definition = (route: string): Resource => {
    const found = byRoute.get(route);
    if (!found) throw new Error(`Unknown resource ${route}`);
    return found;
  };

  /**
   * A page asked before its list asks for it: the first page of a list opened by its URL, with its
   * rows (`prefetchRows`), or a search as typing pauses (`askPage`). The list's own ask, made after
   * renders (react-admin's, then the console's), finds its answer in; a search's, only for a moment.
   */
  let askedAhead: { route: string; query: string; session?: string; answer: Promise<ListPage>; until: number; answered?: ListPage } | undefined;
  const askedQuery = (query: ListQuery) => JSON.stringify(query);
  /** An engine's page as getList answers it. */
  const listResult = (answer: ListPage) => ({
    data: answer.data,
    total: answer.total,
    meta: { progress: answer.progress, sorted: answer.sorted, unreadableRows: answer.unreadableRows },
  });
  /** The engine's query for react-admin's list params, as getList asks it. */
  const clientQuery = (resource: Resource, params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>): ListQuery => ({
    filter: params.filter ?? {},
    sort: listSortOf(resource, params.sort),
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? resource.pageSize,
  });

  const askAhead = (route: string, query: ListQuery, until: number) => {
    const source = { route, fetchFilter: query.filter };
    const answer = listEngine.page(source, query);
    const asked: NonNullable<typeof askedAhead> = { route, query: askedQuery(query), session: readSession()?.token, answer, until };
    // the list's own ask reports a failure
    answer
      .then((page) => {
        asked.answered = page;
        noteListAsk({ source, query, data: page.data });
      })
      .catch(() => undefined);
    askedAhead = asked;
    return answer;
  };

  /**
   * The page asked ahead for these params, while it is kept, in the session that asked it: an ended
   * session's refusal (a 401 read ahead at the start) handed to the next one signed it out at once.
   */
  const askedFor = (route: string, params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>) =>
    askedAhead?.route === route &&
    askedAhead.query === askedQuery(clientQuery(definition(route), params)) &&
    askedAhead.session === readSession()?.token &&
    Date.now() <= askedAhead.until
      ? askedAhead
      : undefined;

  const invalidate = (route: string) => {
    if (askedAhead?.route === route) askedAhead = undefined;
    listEngine.invalidate(route);
  };
  const staleRoutes = staleRoutesByRoute(resources);
  const dropStaleRows: DropStaleRows = (route) => (staleRoutes.get(route) ?? [route]).forEach(invalidate);

  const getList = async (route: string, params: GetListParams) => {
    const resource = definition(route);
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? resource.pageSize;
    const { read } = resource;
    if (!read) throw new Error(`${route} has no list call`);
    if (isPagedRead(read)) {
      const filter = params.filter ?? {};
      const rowFilter = rowFilterOf(resource, filter);
      try {
        if (!narrowsRows(resource, rowFilter)) {
          const answer = await request(read.pages, read.body({ page, perPage, filter }), { signal: params.signal });
          const rows = (valueAt(answer, read.rows) ?? []) as Record<string, unknown>[];
          const data = withIds(rows, resource, (page - 1) * perPage);
          const unreadableRows = data.filter((row) => row[UNREADABLE_FIELD]).length;
          const total = valueAt(answer, read.total);
          // Without its total the pager counts what it has: Next stays usable while a page comes back full.
          if (total === undefined || total === null)
            return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: rows.length >= perPage }, meta: { unreadableRows } };
          return { data, total: Number(total), meta: { unreadableRows } };
        }
        // A search or filter the server cannot apply: the engine asks the call whole and filters its rows, in the server's order.
        const answer = await listEngine.page({ route, paged: wholeListCallOf(resource, filter) }, { filter: rowFilter, page, perPage });
        return { data: answer.data, total: answer.total, meta: { unreadableRows: answer.unreadableRows } };
      } catch (error) {
        throw read.failure ? read.failure(error) : error;
      }
    }
    const asked = askedFor(route, params);
    if (askedAhead?.route === route) askedAhead = undefined;
    const source = { route, fetchFilter: params.filter };
    const query = clientQuery(resource, params);
    const answer = await (asked?.answer ?? listEngine.page(source, query));
    noteListAsk({ source, query, data: answer.data });
    return listResult(answer);
  };

  const findRows = (route: string, ids: Identifier[], filter?: Record<string, unknown>) => listEngine.rows({ route, fetchFilter: filter }, ids);

  /** An edit through the resource's update call, or the row action `meta` names. */
  const sendUpdate = (route: string, row: RaRecord | undefined, data: Record<string, unknown>, meta?: RowActionMeta) => {
    const resource = definition(route);
    if (!row) return Promise.reject(new Error('ra.notification.item_doesnt_exist'));
    if (meta?.action === 'changeStatus') {
      if (!resource.changeStatus) return Promise.reject(new Error(`${route} has no status call`));
      return resource.changeStatus(row);
    }
    if (meta?.action) {
      const action = resource.bulkActions[meta.action];
      if (!action) return Promise.reject(new Error(`${route} has no row action ${meta.action}`));
      return action.run(row, { reason: meta.reason ?? '' });
    }
    if (!resource.update) return Promise.reject(new Error(`${route} cannot be edited`));
    return resource.update(row, data);
  };

  /** The rows updateMany acts on: those the caller passes (`meta.rows`), else the list engine's. */
  const rowsFor = async (route: string, ids: Identifier[], meta?: RowActionMeta & { rows?: RaRecord[] }) => {
    const known = new Map((meta?.rows ?? (await findRows(route, ids))).map((row) => [String(row.id), row]));
    return ids.map((id) => {
      const row = known.get(String(id));
      if (!row) throw new Error('ra.notification.item_doesnt_exist');
      return row;
    });
  };

  const deleteOne = (route: string, id: Identifier) => {
    const resource = definition(route);
    if (!resource.delete) return Promise.reject(new Error(`${route} cannot be deleted`));
    return resource.delete(String(id));
  };

  const unsupported = (method: string) => () => Promise.reject(new Error(`${method} is not supported by this API`));

  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (route, params) => {
      const resource = definition(route);
      if (resource.fetchOne) {
        const [record] = withIds([await resource.fetchOne(String(params.id), { signal: params.signal })], resource);
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
      dropStaleRows(route);
      // The server's id, or none: an invented one would name no row the server knows.
      const values: Record<string, unknown> = { ...params.data };
      delete values.id;
      const id = createdId(answer, resource.idField);
      return { data: withAnswer(id === undefined ? values : { ...values, id }, answer), meta: { answer } };
    }) as DataProvider['create'],
    update: (async (route, params) => {
      const answer = await sendUpdate(route, params.previousData, params.data, params.meta);
      dropStaleRows(route);
      return { data: withAnswer({ ...params.previousData, ...params.data, id: params.id }, answer), meta: { answer } };
    }) as DataProvider['update'],
    updateMany: (async (route, params) => {
      const rows = await rowsFor(route, params.ids, params.meta);
      try {
        await eachInTurn(rows, (row) => sendUpdate(route, row, params.data, params.meta));
      } finally {
        dropStaleRows(route);
      }
      return { data: params.ids };
    }) as DataProvider['updateMany'],
    delete: (async (route, params) => {
      await deleteOne(route, params.id);
      dropStaleRows(route);
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],
    deleteMany: (async (route, params) => {
      try {
        await eachInTurn(params.ids, (id) => deleteOne(route, id));
      } finally {
        dropStaleRows(route);
      }
      return { data: params.ids };
    }) as DataProvider['deleteMany'],

    async changeStatus(route, { record }) {
      const resource = definition(route);
      if (!resource.changeStatus) throw new Error(`${route} has no status call`);
      await resource.changeStatus(record);
      dropStaleRows(route);
      return { data: record };
    },
    bulkAction(route, { action, record, reason }) {
      const bulk = definition(route).bulkActions[action];
      if (!bulk) return Promise.reject(new Error(`${route} has no bulk action ${action}`));
      return bulk.run(record, { reason });
    },
    dropStaleRows: (route: string) => Promise.resolve(dropStaleRows(route)),
    // Returns a promise: react-admin's useDataProvider proxy treats a non-promise answer as a thrown error.
    invalidate: (route: string) => Promise.resolve(invalidate(route)),
    prefetchRows(route, pagePath) {
      const resource = byRoute.get(route);
      if (!resource?.read || resource.paging === 'server') return;
      listEngine.prefetch({ route });
      if (pagePath) rememberEarlyRead(pagePath, accountOf(readSession()), listSettingsOf(resource));
      // The page the list asks for when its URL carries no filter, sort or page of its own.
      askAhead(route, clientQuery(resource, {}), Number.POSITIVE_INFINITY);
    },
    askPage(route, params) {
      const resource = byRoute.get(route);
      if (!resource?.read || isPagedRead(resource.read)) return Promise.resolve(undefined);
      const until = Date.now() + ASKED_PAGE_KEPT_MS;
      // The same page asked a moment ago (as typing paused) and not answered with rows still arriving is shared.
      const asked = askedFor(route, params);
      if (asked && !(asked.answered && !asked.answered.progress.complete)) {
        asked.until = until;
        return asked.answer.then(listResult);
      }
      return askAhead(route, clientQuery(resource, params), until).then(listResult);
    },
    pageInHand(route, params) {
      const answered = byRoute.has(route) ? askedFor(route, params)?.answered : undefined;
      // Rows still arriving, or not yet in the asked order, are drawn again with the next answer: not handed.
      return answered?.progress.complete && answered.sorted ? listResult(answered) : undefined;
    },
    listEngine,
    facets: (route, { filter }) => listEngine.facets({ route, fetchFilter: filter }, filter),
    dataChecks: (route, { filter }) => listEngine.checks({ route, fetchFilter: filter }, filter),
    ...areaCalls(dropStaleRows),
    uploadImage: (file, options = {}) => uploadImage(file, options.host),
    dashboardCounts: async () => (await request(api.adminDashboard)).data as Record<string, number | undefined>,
    // A name without an id cannot be picked.
    garageNames: async () => ((await request(api.garageNameList)).data ?? []).filter((garage) => garageIdForCalls(garage) !== ''),
  };
}
