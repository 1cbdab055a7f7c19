/**
 * The console's side of the list engine: one interface, served by the list worker in the browser or
 * by the same engine in-process where there is no Worker (jsdom in tests).
 */
import type { Identifier, RaRecord } from 'react-admin';
import { recordDeviations } from '../../api/contract/deviations';
import { provideAnswerReader } from '../../api/http';
import { ApiError, NO_ANSWER } from '../../api/apiError';
import { readSession } from '../../auth/session';
import { runtimeSettings } from '../../config';
import { DEFAULT_EXPORT_FILE } from '../../lib/spreadsheet';
import { saveFile } from '../../lib/saveFile';
import type { Resource } from '../../core/defineResource';
import type { ListFilter, ListQuery } from '../listQuery';
import type { CheckCounts, FacetCounts } from '../../core/facets';
import type { FigureKind, FigureResults } from '../figures/kinds';
import type { FigureAsk, ListEngine, ListPage, ListProgress, ListSource } from './engine';
import { fromFailure, toFailure, type ListFailure } from './failure';
import type { FromWorker, ToWorker } from './protocol';
import { engineResources, listSettingsOf } from './settings';
import { failedToStart, takeListWorker } from './earlyWorker';

export type { FigureAsk, ListPage, ListProgress, ListSource } from './engine';

export interface ExportOptions {
  fileName?: string;
  onProgress?: (written: number, total: number, arriving?: boolean) => void;
  signal?: AbortSignal;
  /** Export selected: only these rows, in the list's order. */
  ids?: Identifier[];
}

export interface ListEngineClient {
  page(source: ListSource, query: ListQuery): Promise<ListPage>;
  rows(source: ListSource, ids: Identifier[]): Promise<RaRecord[]>;
  /** Starts reading a list ahead of its screen (while the console's code loads). */
  prefetch(source: ListSource): void;
  invalidate(route: string): void;
  /** The page painted its first rows. */
  firstRowsShown(): void;
  /** Builds and downloads the .xlsx of the filtered rows; false when cancelled. */
  exportFile(source: ListSource, query: ListQuery, options?: ExportOptions): Promise<boolean>;
  /** A dashboard figure, computed by the engine over the whole list it keeps (read once, shared with the list screen). */
  figures<Kind extends FigureKind>(ask: FigureAsk<Kind>): Promise<FigureResults[Kind]>;
  /** Each facet's values and counts under the filter, computed where the rows are. */
  facets(source: ListSource, filter: ListFilter): Promise<FacetCounts>;
  /** How many rows each data check finds under the filter. */
  checks(source: ListSource, filter: ListFilter): Promise<CheckCounts>;
  /** Progress of a route's lists; told the last known progress at once. */
  subscribe(route: string, listener: (progress: ListProgress, fetchFilter: Record<string, unknown>) => void): () => void;
  /** Whether some list's rows are still arriving, and a listener told when that changes (for useSyncExternalStore). */
  arriving: { now(): boolean; subscribe(listener: () => void): () => void };
}

type Listener = (progress: ListProgress, fetchFilter: Record<string, unknown>) => void;

function progressHub() {
  const listeners = new Map<string, Set<Listener>>();
  const last = new Map<string, { progress: ListProgress; fetchFilter: Record<string, unknown> }>();
  const arrivingRoutes = new Set<string>();
  const arrivingListeners = new Set<() => void>();
  return {
    tell(route: string, fetchFilter: Record<string, unknown>, progress: ListProgress) {
      last.set(route, { progress, fetchFilter });
      const before = arrivingRoutes.size > 0;
      if (progress.complete || progress.error) arrivingRoutes.delete(route);
      else arrivingRoutes.add(route);
      if (before !== arrivingRoutes.size > 0) for (const listener of arrivingListeners) listener();
      for (const listener of listeners.get(route) ?? []) listener(progress, fetchFilter);
    },
    arriving: {
      now: () => arrivingRoutes.size > 0,
      subscribe(listener: () => void) {
        arrivingListeners.add(listener);
        return () => void arrivingListeners.delete(listener);
      },
    },
    /** Nothing told so far holds: the lists it was about are gone. */
    forget() {
      last.clear();
      const before = arrivingRoutes.size > 0;
      arrivingRoutes.clear();
      if (before) for (const listener of arrivingListeners) listener();
    },
    subscribe(route: string, listener: Listener) {
      let set = listeners.get(route);
      if (!set) listeners.set(route, (set = new Set()));
      set.add(listener);
      const known = last.get(route);
      if (known) listener(known.progress, known.fetchFilter);
      return () => void set.delete(listener);
    },
  };
}

/**
 * The token of the session each call is sent under. The engine's lists belong to the session that read
 * them: the first call of another session (a sign-in in the same page, after a sign-out or an ended
 * session) has `forget` drop them, so neither another account's rows nor the ended session's refusals
 * reach the new session's screens. Calls made signed out forget nothing: the screen still open while
 * the console leaves for the sign-in form keeps its rows, rather than reading again, refused, each
 * time react-admin's sign-out clears its queries.
 */
function sessionOfCalls(forget: () => void): () => string | undefined {
  let lastToken: string | undefined;
  return () => {
    const token = readSession()?.token;
    if (token !== undefined && lastToken !== undefined && token !== lastToken) forget();
    if (token !== undefined) lastToken = token;
    return token;
  };
}

/** The rows of a list read by code, read here and handed to the engine. */
const readRows = (byRoute: Map<string, Resource>) => (route: string, fetchFilter: Record<string, unknown>, signal: AbortSignal) => {
  const read = byRoute.get(route)?.read;
  if (!read || !('whole' in read) || typeof read.whole !== 'function') return Promise.reject(new Error(`${route} has no list read by code`));
  return read.whole({ filter: fetchFilter, signal });
};

/** The lists the engine reads: every resource with a list (a server-paged one for its searches, export and figures). */
export const engineListed = (resources: readonly Resource[]) => resources.filter((resource) => resource.read);

/** The engine in this thread: tests, and browsers without Worker. It reads the same plain settings as the worker. */
export function inProcessListEngine(resources: readonly Resource[], hub = progressHub()): ListEngineClient {
  const listed = engineListed(resources);
  // Loaded when first asked: a browser runs the engine in its worker, so the page's start carries none of it.
  let loading: Promise<ListEngine> | undefined;
  const engine = () =>
    (loading ??= import('./engine').then(
      ({ ListEngine }) =>
        new ListEngine(engineResources(listed.map(listSettingsOf)), {
          fetchRows: readRows(new Map(resources.map((resource) => [resource.route, resource]))),
          onProgress: hub.tell,
        }),
    ));
  const session = sessionOfCalls(() => {
    hub.forget();
    void engine().then((loaded) => loaded.forgetAll());
  });
  /** The engine, for a call of the current session. */
  const engineNow = () => (session(), engine());
  let exports = 0;
  return {
    page: async (source, query) => (await engineNow()).page(source, query),
    rows: async (source, ids) => (await engineNow()).rows(source, ids),
    prefetch: (source) => void engineNow().then((loaded) => loaded.prefetch(source)),
    invalidate: (route) => void engine().then((loaded) => loaded.invalidate(route)),
    // Reads in this thread do not rest at the start (`restAtStart`): nothing to tell.
    firstRowsShown: () => undefined,
    figures: async (ask) => (await engineNow()).figures(ask),
    facets: async (source, filter) => (await engineNow()).facets(source, filter),
    checks: async (source, filter) => (await engineNow()).checks(source, filter),
    async exportFile(source, query, { fileName = DEFAULT_EXPORT_FILE, onProgress, signal, ids } = {}) {
      const id = ++exports;
      const loaded = await engineNow();
      signal?.addEventListener('abort', () => loaded.cancelExport(id));
      const bytes = await loaded.exportFile(source, query, id, (written, total, arriving) => onProgress?.(written, total, arriving), ids);
      if (!bytes || signal?.aborted) return false;
      saveFile(bytes, fileName);
      return true;
    },
    subscribe: hub.subscribe,
    arriving: hub.arriving,
  };
}

/** Rows shown lately per route and load, so a page asked again hands React the same objects (memoised rows skip rendering). */
function rowReuse() {
  const byRoute = new Map<string, { generation: number; rows: Map<string, RaRecord> }>();
  const KEEP = 500;
  return (route: string, page: ListPage): ListPage => {
    let kept = byRoute.get(route);
    if (!kept || kept.generation !== page.generation) byRoute.set(route, (kept = { generation: page.generation, rows: new Map() }));
    const rows = kept.rows;
    const data = page.data.map((row) => {
      const key = String(row.id);
      const previous = rows.get(key);
      if (previous) return previous;
      if (rows.size >= KEEP) rows.clear();
      rows.set(key, row);
      return row;
    });
    return { ...page, data };
  };
}

/** The engine in a Web Worker: rows, queries and export files never block the page. */
export function workerListEngine(resources: readonly Resource[], worker: Worker, said: readonly FromWorker[] = []): ListEngineClient {
  const hub = progressHub();
  const byRoute = new Map(resources.map((resource) => [resource.route, resource]));
  const fetchRows = readRows(byRoute);
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void; onProgress?: (written: number, total: number, arriving?: boolean) => void }
  >();
  const fetching = new Map<number, AbortController>();
  const send = (message: ToWorker) => worker.postMessage(message);
  // Sent before the call that found the session changed.
  const token = sessionOfCalls(() => {
    hub.forget();
    send({ type: 'forget' });
  });
  const reuse = rowReuse();
  send({ type: 'config', config: runtimeSettings() });
  send({ type: 'settings', settings: engineListed(resources).map(listSettingsOf) });

  // A worker whose code could not load (a release replaced under an open page, a policy refusing it)
  // never answers: the engine then runs in this thread, and what waited on the worker fails as unanswered,
  // with the screens' Retry, rather than loading for ever. An error after it has answered is its own call's.
  let answered = false;
  let here: ListEngineClient | undefined;
  const runHere = () => {
    provideAnswerReader();
    here = inProcessListEngine(resources, hub);
    for (const call of waiting.values()) call.reject(new ApiError(NO_ANSWER, 0));
    waiting.clear();
  };
  worker.addEventListener('error', () => {
    if (!answered && !here) runHere();
  });

  const heard = (message: FromWorker) => {
    answered = true;
    switch (message.type) {
      case 'result':
        waiting.get(message.id)?.resolve(message.value);
        waiting.delete(message.id);
        break;
      case 'failure':
        waiting.get(message.id)?.reject(fromFailure(message.failure));
        waiting.delete(message.id);
        break;
      case 'progress':
        hub.tell(message.route, message.fetchFilter, message.progress);
        break;
      case 'exportProgress':
        waiting.get(message.id)?.onProgress?.(message.written, message.total, message.arriving);
        break;
      case 'fetchRows': {
        const controller = new AbortController();
        fetching.set(message.id, controller);
        fetchRows(message.route, message.fetchFilter, controller.signal)
          .then(
            (rows) => send({ type: 'fetchedRows', id: message.id, rows }),
            (error) => send({ type: 'fetchedRows', id: message.id, failure: toFailure(error) as ListFailure }),
          )
          .finally(() => fetching.delete(message.id));
        break;
      }
      case 'abortFetch':
        fetching.get(message.id)?.abort();
        fetching.delete(message.id);
        break;
      case 'deviations':
        recordDeviations(message.reports);
        break;
    }
  };
  worker.onmessage = ({ data: message }: MessageEvent<FromWorker>) => heard(message);
  // What it said before this page's engine took it: an early read's progress and deviations.
  said.forEach(heard);

  const call = <T>(build: (id: number) => ToWorker, onProgress?: (written: number, total: number, arriving?: boolean) => void) =>
    new Promise<T>((resolve, reject) => {
      if (here) return reject(new ApiError(NO_ANSWER, 0));
      const id = ++next;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, onProgress });
      send(build(id));
    });

  // Whole answers are read in the worker too: one copy of the schemas per session.
  provideAnswerReader({
    prepare: (contract) => send({ type: 'prepareContract', call: contract }),
    read: (contract, answer, status) => call((id) => ({ type: 'readAnswer', id, call: contract, answer, status })),
  });

  if (failedToStart(worker)) runHere();

  return {
    page: async (source, query) =>
      here ? here.page(source, query) : reuse(source.route, await call<ListPage>((id) => ({ type: 'page', id, token: token(), source, query }))),
    rows: (source, ids) => (here ? here.rows(source, ids) : call<RaRecord[]>((id) => ({ type: 'rows', id, token: token(), source, ids }))),
    prefetch: (source) => (here ? here.prefetch(source) : send({ type: 'prefetch', token: token(), source })),
    invalidate: (route) => (here ? here.invalidate(route) : send({ type: 'invalidate', route })),
    firstRowsShown: () => (here ? here.firstRowsShown() : send({ type: 'firstRowsShown' })),
    figures: <Kind extends FigureKind>(ask: FigureAsk<Kind>) =>
      here ? here.figures(ask) : call<FigureResults[Kind]>((id) => ({ type: 'figures', id, token: token(), ask })),
    facets: (source, filter) =>
      here ? here.facets(source, filter) : call<FacetCounts>((id) => ({ type: 'facets', id, token: token(), source, filter })),
    checks: (source, filter) =>
      here ? here.checks(source, filter) : call<CheckCounts>((id) => ({ type: 'checks', id, token: token(), source, filter })),
    async exportFile(source, query, options = {}) {
      if (here) return here.exportFile(source, query, options);
      const { fileName = DEFAULT_EXPORT_FILE, onProgress, signal, ids } = options;
      let exportId = 0;
      const built = call<Uint8Array<ArrayBuffer> | undefined>((id) => {
        exportId = id;
        return { type: 'export', id, token: token(), source, query, ids };
      }, onProgress);
      signal?.addEventListener('abort', () => send({ type: 'cancelExport', id: exportId }));
      const bytes = await built;
      if (!bytes || signal?.aborted) return false;
      saveFile(bytes, fileName);
      return true;
    },
    subscribe: hub.subscribe,
    arriving: hub.arriving,
  };
}

/** The worker where the browser has one, otherwise the same engine in this thread. */
export function createListEngine(resources: readonly Resource[]): ListEngineClient {
  if (typeof Worker === 'function' && !import.meta.env?.VITEST) {
    try {
      const { worker, said } = takeListWorker();
      return workerListEngine(resources, worker, said);
    } catch {
      /* a browser that refuses module workers keeps the engine in this thread */
    }
  }
  return inProcessListEngine(resources);
}
