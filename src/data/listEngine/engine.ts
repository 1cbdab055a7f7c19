/**
 * The list engine of client-paged resources: it reads a list's rows (parsing a streamed answer row by
 * row as it arrives), keeps them, and answers pages, single rows and exports with the listQuery
 * semantics. The same class runs in a Web Worker in the browser and in-process where there is no
 * Worker (tests); only the page asked for leaves it.
 */
import type { Identifier, RaRecord } from 'react-admin';
import { ApiError, NO_ANSWER, openStream, requestPlain, responseCodeAccepted, responseCodeOf, UNREADABLE_FIELD } from '../../api/http';
import { rowIdOf } from '../rowIds';
import { fromFailure, toFailure, type ListFailure } from './failure';

export type { ListFailure } from './failure';
import { DEFAULT_SHEET, exportHeader, exportRow, type SheetCell } from '../../lib/spreadsheet';
import {
  columnReads,
  countChecks,
  countFacets,
  filterRows,
  matchesWanted,
  pageRows,
  prepareSearchText,
  runListQuery,
  type ListFilter,
  type ListQuery,
} from '../listQuery';
import type { CheckCounts, FacetCounts } from '../../core/facets';
import { RowCutter } from './rowCutter';
import { valueAt } from '../../lib/valueAt';
import type { FigureKind, FigureResults } from '../figures/kinds';
import { WHOLE_LIST_LIMIT, type EngineResource, type WholeListCall } from './settings';

/** What the screen is told about a list's load. */
export interface ListProgress {
  /** Rows arrived so far. */
  loaded: number;
  /** Every row has arrived. */
  complete: boolean;
  /** A reload runs behind the rows shown. */
  reloading: boolean;
  /** The load stopped with this error after `loaded` rows (the rows are then partial). */
  error?: ListFailure;
  /** When the rows shown finished arriving (ms since 1970). */
  loadedAt?: number;
  /** A reload behind these complete rows failed: they are still those of `loadedAt`. */
  reloadError?: ListFailure;
}

export interface ListPage {
  data: RaRecord[];
  total: number;
  /** Rows of the list whose required fields could not all be read (kept, marked `__unreadable`). */
  unreadableRows: number;
  progress: ListProgress;
  /** False while loading: the rows are in the server's order, not the asked sort. */
  sorted: boolean;
  /** Which load the rows come from: a row of the same load and id is the same row. */
  generation: number;
}

export interface ListSource {
  route: string;
  /** Values of the resource's fetchFilters: rows are kept per value. */
  fetchFilter?: Record<string, unknown>;
  /** A server-paged list asked whole (a search the server cannot apply, an export): its rows are kept by call and body. */
  paged?: WholeListCall;
}

/** A dashboard figure: the aggregate of one whole list, computed where its rows are. */
export interface FigureAsk<Kind extends FigureKind = FigureKind> {
  kind: Kind;
  /** The moment the figures are for (ms since 1970). */
  now: number;
  /** A client-paged list's rows (shared with its screen), or a server-paged call asked whole. */
  source: ListSource | { whole: WholeListCall };
}

export interface EngineOptions {
  /** Rows of a resource read by code (on the page: the resource's `read.whole`). */
  fetchRows: (route: string, fetchFilter: Record<string, unknown>, signal: AbortSignal) => Promise<object[]>;
  /** Told whenever a list's progress changes (throttled while rows arrive). */
  onProgress?: (route: string, fetchFilter: Record<string, unknown>, progress: ListProgress) => void;
  /** Reads rest at the start until the page's first rows are painted (START_ROWS): the list worker's engine. */
  restAtStart?: boolean;
}

const PROGRESS_EVERY_MS = 250;
/** Longest stretch of parsing before the engine looks at its message queue (a query waits at most about this). */
const RUN_SLICE_MS = 10;
/**
 * Bytes parsed at a time: a piece of the answer can be megabytes when the worker falls behind the
 * network, and parsing it whole would hold a query typed meanwhile for 100 ms or more.
 */
const PARSE_BYTES = 32 * 1024;
/** How long a load's first page waits for the end of the answer before showing rows in the server's order. */
const SETTLE_GRACE_MS = 100;
/** Rows of a whole paged call (a figure's) are kept this long. */
const WHOLE_CALL_TTL_MS = 60_000;
/** Rows aggregated between two looks at the message queue. */
const AGGREGATE_BATCH = 20_000;
/** Export rows converted between two looks at the message queue (cancel, other queries). */
const EXPORT_BATCH = 2_000;

const keyOf = (route: string, fetchFilter: Record<string, unknown>) => `${route}?${JSON.stringify(fetchFilter)}`;
/**
 * A signed-in start: the page's code compiles and its first screen renders on the same two cores the
 * list worker reads the answer on. Once a list's read has this many rows (a page's worth and more) it
 * rests until the page has painted its first rows, or for START_REST_MS at most; anyone waiting for
 * more rows or the end wakes it (`LoadedList.rest`).
 */
const START_ROWS = 200;
const START_REST_MS = 2_000;

/** A macrotask turn without setTimeout's clamping: messages queued meanwhile are handled first. */
function yieldToQueue(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let loads = 0;

/** One load of one list: its rows as they arrive, and how it ended. */
class LoadedList {
  readonly generation = ++loads;
  readonly rows: RaRecord[] = [];
  readonly byId = new Map<string, RaRecord>();
  /** Rows kept with fields that could not be read (`__unreadable`). */
  unreadableRows = 0;
  complete = false;
  error?: ListFailure;
  /** Someone has been handed the failure (an early read's failure waits for the screen to show it). */
  failureSeen = false;
  /** A page of the rows in so far has been answered: later pages (a search typed meanwhile) answer at once. */
  answeredPartly = false;
  readonly startedAt = Date.now();
  readonly abort = new AbortController();
  private waiters: { enough: number; resolve: () => void; until?: number }[] = [];
  /** Ends a rest of the read: someone waits for rows not yet in. */
  private wanted?: () => void;

  constructor(private readonly resource: EngineResource) {}

  append(batch: object[], wake = true): void {
    const { search = [] } = this.resource;
    for (const row of batch) {
      const record = row as RaRecord & Record<string, unknown>;
      // Parsed for this list only, so the id is set in place rather than on a copy.
      const id = rowIdOf(record, this.resource);
      record.id = (id ?? this.rows.length) as Identifier;
      if (search.length) prepareSearchText(record, search);
      if (record[UNREADABLE_FIELD]) this.unreadableRows++;
      this.rows.push(record);
      this.byId.set(String(record.id), record);
    }
    if (wake) this.wake();
  }

  /** When the last row arrived. */
  finishedAt?: number;

  finish(error?: unknown): void {
    if (error !== undefined) this.error = toFailure(error);
    else this.complete = true;
    this.finishedAt = Date.now();
    this.wake(true);
  }

  get settled(): boolean {
    return this.complete || this.error !== undefined;
  }

  /**
   * Resolves once `enough` rows have arrived or the load has ended, or after `withinMs` at the latest:
   * by its timer while the read waits for the network, or by the next rows' arrival, as a read parsing
   * without pause (yielding through messages) holds the worker's timers back.
   */
  until(enough: number, withinMs?: number): Promise<void> {
    if (this.settled || this.rows.length >= enough) return Promise.resolve();
    if (withinMs !== undefined) setTimeout(() => this.wake(), withinMs);
    return new Promise((resolve) => {
      this.waiters.push({ enough, resolve, until: withinMs === undefined ? undefined : performance.now() + withinMs });
      this.wanted?.();
    });
  }

  /** Nobody waits for rows not yet in, and the load goes on: its read may rest. */
  get mayRest(): boolean {
    return this.waiters.length === 0 && !this.abort.signal.aborted;
  }

  /** The read rests until someone waits for rows not yet in, `over` resolves or `ms` pass. */
  rest(over: Promise<void>, ms: number): Promise<unknown> {
    return Promise.race([over, new Promise<void>((resolve) => ((this.wanted = resolve), setTimeout(resolve, ms)))]);
  }

  private wake(all = false): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      if (all || this.rows.length >= waiter.enough || (waiter.until !== undefined && waiter.until <= performance.now() + 1)) waiter.resolve();
      else this.waiters.push(waiter);
    }
  }
}

interface ListEntry {
  current: LoadedList;
  /** A reload running behind `current`; it replaces it once complete. */
  next?: LoadedList;
  stale: boolean;
  /** The last reload behind `current` failed (with nothing to show), and when: the rows kept wait for Retry. */
  reloadError?: ListFailure;
  reloadFailedAt?: number;
}

export class ListEngine {
  /** The start's rest is over (START_ROWS): the first rows are painted, its time is up, or it was never wanted. */
  private restOver: boolean;
  private restUntil?: number;
  private releaseRest: () => void = () => undefined;
  private readonly restEnded = new Promise<void>((resolve) => (this.releaseRest = resolve));

  /** Ends the start's rest for good: the first rows are painted, or its time is up. */
  private endRest(): void {
    this.restOver = true;
    this.releaseRest();
  }

  /** The page has painted its first rows: a read resting for them goes on. */
  firstRowsShown(): void {
    this.endRest();
  }

  private readonly lists = new Map<string, ListEntry>();
  private readonly exports = new Map<number, { cancelled: boolean }>();
  /** Server-paged calls asked whole, as lists, by resource, call and body. */
  private readonly wholeCalls = new Map<string, EngineResource>();

  /** `resourceOf` gives a client-paged resource by route. */
  constructor(
    private readonly resourceOf: (route: string) => EngineResource | undefined,
    private readonly options: EngineOptions,
  ) {
    this.restOver = !options.restAtStart;
  }

  private async resource(route: string): Promise<EngineResource> {
    const found = await this.resourceOf(route);
    if (!found) throw new Error(`${route} has no list call`);
    return found;
  }

  private fetchFilterOf(resource: EngineResource, filter: Record<string, unknown> = {}): Record<string, unknown> {
    return Object.fromEntries((resource.fetchFilters ?? []).map((name) => [name, filter[name]]));
  }

  /**
   * The list a source reads: a resource's rows per fetch filter, or a server-paged call asked whole,
   * kept by call and body with the declared resource's search and rules.
   */
  private async listOf(
    source: ListSource | { whole: WholeListCall },
    filter?: Record<string, unknown>,
  ): Promise<{ resource: EngineResource; fetchFilter: Record<string, unknown> }> {
    const declared = 'route' in source ? await this.resource(source.route) : undefined;
    const whole = 'whole' in source ? source.whole : source.paged;
    if (!whole) return { resource: declared!, fetchFilter: this.fetchFilterOf(declared!, (source as ListSource).fetchFilter ?? filter) };
    const route = `${declared?.route ?? ''} ${whole.call.method} ${whole.call.url} ${JSON.stringify(whole.body)}`;
    let resource = this.wholeCalls.get(route);
    if (!resource) {
      resource = { idField: '_id', pageSize: 10, ...declared, fetchFilters: [], route, rowsTtlMs: WHOLE_CALL_TTL_MS, stream: whole };
      this.wholeCalls.set(route, resource);
    }
    return { resource, fetchFilter: {} };
  }

  /** Starts reading a list unless a fresh one is kept (the early read while the console loads). */
  prefetch({ route, fetchFilter = {} }: ListSource): void {
    this.resource(route).then(
      (resource) => void this.entry(resource, fetchFilter),
      () => undefined,
    );
  }

  /** Drops every list read so far, its loads stopped: the session that read them has ended. */
  forgetAll(): void {
    for (const entry of this.lists.values()) {
      entry.current.abort.abort();
      entry.next?.abort.abort();
    }
    this.lists.clear();
  }

  /** The next read asks the server again; the rows kept are shown until the new ones are complete. */
  invalidate(route: string): void {
    for (const [key, entry] of this.lists) if (key.startsWith(`${route}?`) || key.startsWith(`${route} `)) entry.stale = true;
  }

  progressOf(list: LoadedList, reloading: boolean, reloadError?: ListFailure): ListProgress {
    return { loaded: list.rows.length, complete: list.complete, reloading, error: list.error, loadedAt: list.finishedAt, reloadError };
  }

  private entry(resource: EngineResource, fetchFilter: Record<string, unknown>): ListEntry {
    const key = keyOf(resource.route, fetchFilter);
    let entry = this.lists.get(key);
    // Counted from the last read or failed reload: a server that refuses is not asked again at every render.
    const expired = entry && Date.now() - Math.max(entry.current.startedAt, entry.reloadFailedAt ?? 0) >= (resource.rowsTtlMs ?? 15_000);
    // A failed load with nothing to show is read again; one that kept rows waits for Retry (a refresh).
    const failedEmpty = entry?.current.error && entry.current.rows.length === 0 && entry.current.failureSeen;
    if (!entry || failedEmpty) {
      entry = { current: this.load(resource, fetchFilter, () => entry!), stale: false };
      this.lists.set(key, entry);
    } else if ((entry.stale || expired) && !entry.next) {
      entry.stale = false;
      const reloading = entry;
      // An unfinished list has nothing worth keeping in front: start over in place.
      if (!entry.current.complete) {
        entry.current.abort.abort();
        entry.current = this.load(resource, fetchFilter, () => reloading);
      } else {
        entry.next = this.load(resource, fetchFilter, () => reloading);
      }
    }
    return entry;
  }

  private load(resource: EngineResource, fetchFilter: Record<string, unknown>, entryOf: () => ListEntry): LoadedList {
    const list = new LoadedList(resource);
    let told = 0;
    const tell = (force = false) => {
      const entry = entryOf();
      // A reload running (or failed) behind the rows shown tells of those rows.
      const shown = entry.current === list ? list : entry.current;
      if (shown !== list && !force) return;
      const now = Date.now();
      if (!force && now - told < PROGRESS_EVERY_MS) return;
      told = now;
      this.options.onProgress?.(resource.route, fetchFilter, this.progressOf(shown, entry.next === list && !list.settled, entry.reloadError));
    };
    const reading = resource.stream
      ? this.readStream(resource, list, tell)
      : this.options.fetchRows(resource.route, fetchFilter, list.abort.signal).then((rows) => list.append(rows, false));
    reading
      .then(
        () => list.finish(),
        (error) => list.finish(error),
      )
      .then(() => {
        if (list.abort.signal.aborted) return;
        const entry = entryOf();
        if (entry.next === list) {
          // A reload that failed keeps the rows shown, complete as they were; the failure reaches the screen with Retry.
          if (list.complete || list.rows.length > 0) {
            entry.current = list;
            entry.reloadError = undefined;
          } else {
            entry.reloadError = list.error;
            entry.reloadFailedAt = Date.now();
          }
          entry.next = undefined;
        }
        tell(true);
        if (list.complete) void this.readColumns(list, resource);
      });
    return list;
  }

  /** Reads what the list's facets and checks count, as soon as its rows are in, between other queries. */
  private async readColumns(list: LoadedList, resource: EngineResource): Promise<void> {
    for (const read of columnReads(list.rows, resource)) {
      await yieldToQueue();
      if (list.abort.signal.aborted) return;
      read();
    }
  }

  /** Fetches the list's call and parses the answer as it arrives, appending rows per piece read. */
  private async readStream(resource: EngineResource, list: LoadedList, tell: (now?: boolean) => void): Promise<void> {
    const { call, rowsAt, keep, place, whole } = resource.stream!;
    let body = resource.stream!.body;
    if (whole) {
      // The first page tells how many rows there are; then all of them at once, as the export asks.
      const answer = await requestPlain(call, body, { signal: list.abort.signal });
      // The total is optional: without it, a full first page means there may be more.
      const told = valueAt(answer, whole.totalAt);
      const total = told === undefined || told === null ? undefined : Number(told);
      const rows = valueAt(answer, rowsAt);
      const asked = Number(body?.[whole.limitField]);
      if (!Array.isArray(rows) || (total === undefined ? rows.length < asked : total <= rows.length)) {
        if (Array.isArray(rows)) list.append(rows.filter((row): row is object => row !== null && typeof row === 'object'));
        return;
      }
      body = { ...body, [whole.limitField]: total ?? WHOLE_LIST_LIMIT };
    }
    // The contract's reader loads while the answer starts (a later chunk: the schema library).
    const reading = import('../../api/contract/boundary').then((read) => read.listReader(call.call));
    reading.catch(() => undefined);
    const response = await openStream(call, body, { signal: list.abort.signal });
    const answerReader = await reading.catch(() => {
      throw new ApiError(NO_ANSWER, 0);
    });
    // Rows are cut out of the bytes and parsed with JSON.parse a piece at a time (test/bench/parser.mjs),
    // then read through the row's schema (test/bench/contract.mjs).
    const cutter = new RowCutter(rowsAt);
    const reader = response.body.getReader();
    let ranSince = performance.now();
    try {
      for (;;) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (error) {
          if (list.abort.signal.aborted) throw error;
          throw new ApiError(NO_ANSWER, 0);
        }
        if (next.done) break;
        for (let from = 0; from < next.value.length; from += PARSE_BYTES) {
          let read = answerReader.rows(cutter.write(next.value.subarray(from, from + PARSE_BYTES)));
          // The tolerant reading loads when a first row deviates.
          if (read instanceof Promise) read = await read;
          const kept = keep ? read.filter((row) => keep(row)) : read;
          const batch = place ? place(kept) : kept;
          if (batch.length) {
            list.append(batch);
            tell();
            if (!this.restOver && list.rows.length >= START_ROWS && list.mayRest) {
              // The rows in so far, told now: the throttled progress would wait for the rest's end.
              tell(true);
              this.restUntil ??= Date.now() + START_REST_MS;
              await list.rest(this.restEnded, this.restUntil - Date.now());
              if (Date.now() >= this.restUntil) this.endRest();
              ranSince = performance.now();
            }
          }
          // Pieces already received resolve at once: let page and search requests in between them.
          if (performance.now() - ranSince > RUN_SLICE_MS) {
            await yieldToQueue();
            // A load given up meanwhile ends at the next read.
            if (list.abort.signal.aborted) break;
            ranSince = performance.now();
          }
        }
      }
    } finally {
      reader.releaseLock();
    }
    let head: Record<string, unknown>;
    try {
      head = cutter.end();
    } catch {
      // Not JSON (a proxy's page answered for the server): the rows are not where the documents put them.
      throw answerReader.noRows(response.status);
    }
    const responseCode = responseCodeOf(head);
    if (responseCode !== undefined && !responseCodeAccepted(call, responseCode)) {
      throw new ApiError(typeof head.message === 'string' ? head.message : `responseCode ${responseCode}`, response.status, responseCode, head);
    }
    // No rows' array by the end of the answer is an error, never an empty list.
    if (!cutter.foundRows) throw answerReader.noRows(response.status);
    await answerReader.rest(head);
  }

  /** One page. While rows arrive it answers as soon as the page is full, in the server's order. */
  async page(source: ListSource, query: ListQuery): Promise<ListPage> {
    const { resource, fetchFilter } = await this.listOf(source, query.filter);
    const entry = this.entry(resource, fetchFilter);
    // A server-paged list asked whole answers once complete: its screen shows no rows arriving.
    if (source.paged) await entry.current.until(Number.POSITIVE_INFINITY);
    const page = query.page ?? 1;
    const perPage = query.perPage ?? resource.pageSize;
    // A filtered page may need more rows than page × perPage; those arrive with the progress events.
    await entry.current.until(page * perPage);
    // A short list usually ends a moment after its first rows: answer its first page whole and sorted.
    if (!entry.current.settled && !entry.current.answeredPartly) await entry.current.until(Number.POSITIVE_INFINITY, SETTLE_GRACE_MS);
    const list = entry.current;
    // A server-paged list has no partial mark on its screen: rows cut short are its failure, with Retry.
    if (list.error && (list.rows.length === 0 || source.paged)) {
      list.failureSeen = true;
      throw fromFailure(list.error);
    }
    const progress = this.progressOf(list, Boolean(entry.next), entry.reloadError);
    if (list.complete) {
      const { data, total } = runListQuery(list.rows, { ...query, page, perPage }, resource);
      return { data, total, unreadableRows: list.unreadableRows, progress, sorted: true, generation: list.generation };
    }
    // Rows keep arriving: filter what is here and keep the server's order (sorting grows with every piece).
    list.answeredPartly = true;
    const filtered = filterRows(list.rows, query.filter ?? {}, resource, matchesWanted({ ...query, page, perPage }));
    return {
      data: pageRows(filtered, page, perPage),
      total: filtered.length,
      unreadableRows: list.unreadableRows,
      progress,
      sorted: false,
      generation: list.generation,
    };
  }

  /** The whole list of a source, once every row has arrived (a failed load's error is thrown). */
  private async wholeList(source: ListSource, filter: ListFilter): Promise<{ resource: EngineResource; list: LoadedList }> {
    const resource = await this.resource(source.route);
    const list = this.entry(resource, this.fetchFilterOf(resource, source.fetchFilter ?? filter)).current;
    await list.until(Number.POSITIVE_INFINITY);
    if (list.error && list.rows.length === 0) {
      list.failureSeen = true;
      throw fromFailure(list.error);
    }
    return { resource, list };
  }

  /** The counts of every facet under the filter (each facet's own ticks left out), over the whole list. */
  async facets(source: ListSource, filter: ListFilter): Promise<FacetCounts> {
    const { resource, list } = await this.wholeList(source, filter);
    return countFacets(list.rows, filter, resource);
  }

  /** How many rows each data check finds under the filter, over the whole list. */
  async checks(source: ListSource, filter: ListFilter): Promise<CheckCounts> {
    const { resource, list } = await this.wholeList(source, filter);
    return countChecks(list.rows, filter, resource);
  }

  /** The full row of a list, for detail dialogs. */
  async row(source: ListSource, id: Identifier): Promise<RaRecord | undefined> {
    const { resource, fetchFilter } = await this.listOf(source);
    const entry = this.entry(resource, fetchFilter);
    const list = entry.current;
    const found = () => list.byId.get(String(id));
    while (!found() && !list.settled) await list.until(list.rows.length + 1);
    if (!found() && list.error) throw fromFailure(list.error);
    return found();
  }

  async rows(source: ListSource, ids: Identifier[]): Promise<RaRecord[]> {
    const found = await Promise.all(ids.map((id) => this.row(source, id)));
    return found.filter((row): row is RaRecord => row !== undefined);
  }

  /**
   * The .xlsx file of the filtered rows in the list's order, written in batches with progress;
   * `undefined` when cancelled. Waits for the whole list.
   */
  async exportFile(
    source: ListSource,
    query: ListQuery,
    exportId: number,
    /** `arriving`: the rows are still arriving (`written` of them so far); the file is written once every row is in. */
    onProgress: (written: number, total: number, arriving?: boolean) => void,
    /** Export selected: only these rows (ids as the list gives them), in the list's order. */
    ids?: readonly Identifier[],
  ): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const { resource, fetchFilter } = await this.listOf(source, query.filter);
    if (!resource.exportColumns) throw new Error(`${source.route} has no export`);
    const state = { cancelled: false };
    this.exports.set(exportId, state);
    const entry = this.entry(resource, fetchFilter);
    try {
      while (!entry.current.settled) {
        onProgress(entry.current.rows.length, 0, true);
        await entry.current.until(Number.POSITIVE_INFINITY, PROGRESS_EVERY_MS);
        if (state.cancelled) return undefined;
      }
      const list = entry.current;
      if (list.error) {
        // The next Export reads the list again rather than failing on this read.
        entry.stale = true;
        throw fromFailure(list.error);
      }
      const ordered = runListQuery(list.rows, { filter: query.filter, sort: query.sort, page: 1, perPage: list.rows.length || 1 }, resource).data;
      const selected = ids && new Set(ids.map(String));
      const data = selected ? ordered.filter((row) => selected.has(String(row.id))) : ordered;
      const columns = resource.exportColumns;
      const { XlsxWriter } = await import('../../lib/xlsxWriter');
      const writer = new XlsxWriter(DEFAULT_SHEET);
      writer.add([exportHeader(columns)]);
      onProgress(0, data.length);
      for (let start = 0; start < data.length; start += EXPORT_BATCH) {
        await yieldToQueue();
        if (state.cancelled) return undefined;
        const end = Math.min(start + EXPORT_BATCH, data.length);
        const batch: SheetCell[][] = [];
        for (let index = start; index < end; index++) batch.push(exportRow(columns, data[index], index));
        writer.add(batch);
        onProgress(end, data.length);
      }
      await yieldToQueue();
      return state.cancelled ? undefined : await writer.finish();
    } finally {
      this.exports.delete(exportId);
    }
  }

  /**
   * A dashboard figure: waits for the whole list (read once and shared with its screen) and reduces it
   * here, so only a few numbers cross to the page.
   */
  async figures<Kind extends FigureKind>({ kind, now, source }: FigureAsk<Kind>): Promise<FigureResults[Kind]> {
    const { resource, fetchFilter } = await this.listOf(source);
    const entry = this.entry(resource, fetchFilter);
    // A reload behind the kept rows (a refresh, rows past their time): its rows, or a chart drawn from the
    // kept ones would stay drawn, as a chart is not told when the reload is done.
    const list = entry.next ?? entry.current;
    // The aggregates load while the rows arrive: the worker's start (before the first rows) carries none of them.
    const aggregating = Promise.all([import('../figures/kinds'), import('../figures/aggregates')]);
    aggregating.catch(() => undefined);
    await list.until(Number.POSITIVE_INFINITY);
    if (list.error) {
      // Told to the chart: asked again, a list that kept no rows is read anew (Retry).
      list.failureSeen = true;
      throw fromFailure(list.error);
    }
    const [{ aggregatorOf }, { aggregateInChunks }] = await aggregating;
    return aggregateInChunks(list.rows, aggregatorOf(kind, new Date(now)), { chunk: AGGREGATE_BATCH, pause: yieldToQueue });
  }

  cancelExport(exportId: number): void {
    const state = this.exports.get(exportId);
    if (state) state.cancelled = true;
  }
}
