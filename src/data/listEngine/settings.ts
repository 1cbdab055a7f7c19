/**
 * A client-paged resource as the list engine needs it. The console sends it to the worker as plain
 * data (ListSettings): every row rule and export cell is written with data/rowRules, so the worker
 * builds them from the data and never loads the resource definitions or the screens they import.
 */
import { plainCallOf, type PlainCall } from '../../api/http';
import { CUSTOMER_MANAGEMENT_PLACES, type CustomerManagementPlace } from '../../api/customerManagement';
import { isPagedRead, isStreamedRead, type AnyRow, type Resource } from '../../core/defineResource';
import type { ExportColumn } from '../../lib/spreadsheet';
import { valueAt } from '../../lib/valueAt';
import type { ListQuerySpec } from '../listQuery';
import type { CheckSpec, FacetSpec } from '../../core/facets';
import { cellOf, flagFieldsOf, testOf, type CellRule, type RowRule } from '../rowRules';
import type { SearchEntry } from '../../core/rules';

/**
 * A server-paged list call asked whole (for an export or a dashboard figure): page 1 with `body`; with
 * `whole`, that first page tells the total (`totalAt`), then one call asks them all (`limitField` = total).
 */
export interface WholeListCall {
  call: PlainCall;
  rowsAt: string;
  body: Record<string, unknown>;
  whole?: { totalAt: string; limitField: string };
}

/** What the engine needs of a client-paged resource. */
export interface EngineResource extends ListQuerySpec<AnyRow> {
  route: string;
  idField: string;
  /** The id a row lacking `idField` is known by (garages: garageId). */
  idFallback?: string;
  /** A row without its id is marked, its actions off (defineResource's `actsById`). */
  actsById?: boolean;
  pageSize: number;
  rowsTtlMs?: number;
  fetchFilters?: readonly string[];
  stream?: {
    call: PlainCall;
    rowsAt: string;
    keep?: (row: AnyRow) => boolean;
    /** The rows of each piece of the answer as the list shows them. */
    place?: (rows: AnyRow[]) => AnyRow[];
    body?: Record<string, unknown>;
    whole?: WholeListCall['whole'];
  };
  /** The export's columns; absent without export. */
  exportColumns?: readonly ExportColumn<AnyRow>[];
}

/** A resource's list settings as plain data. */
export interface ListSettings {
  route: string;
  idField: string;
  idFallback?: string;
  actsById?: boolean;
  pageSize: number;
  rowsTtlMs?: number;
  fetchFilters?: string[];
  search?: SearchEntry[];
  dateField?: string;
  dateFallback?: string;
  sorts?: Record<string, CellRule>;
  status?: RowRule;
  inactive?: RowRule;
  extraFilters?: { source: string; field: string }[];
  facets?: FacetSpec[];
  checks?: CheckSpec[];
  stream?: { call: PlainCall; rowsAt: string; keep?: RowRule; place?: CustomerManagementPlace };
  exportColumns?: { header: string; cell: CellRule }[];
}

export function listSettingsOf(resource: Resource): ListSettings {
  const { read } = resource;
  const streamed = isStreamedRead(read) ? read : undefined;
  return {
    route: resource.route,
    idField: resource.idField,
    idFallback: resource.idFallback,
    actsById: resource.actsById,
    pageSize: resource.pageSize,
    rowsTtlMs: resource.rowsTtlMs,
    fetchFilters: resource.fetchFilters,
    search: resource.search,
    dateField: resource.dateField,
    dateFallback: resource.dateFallback,
    sorts: resource.sorts,
    status: resource.isActive?.rule,
    inactive: resource.isInactive?.rule,
    extraFilters: resource.extraFilters?.map((extra) => ({ source: extra.source, field: extra.value.field })),
    // Labels stay on the console's side: the worker needs only where the values are.
    facets: resource.facets?.map(({ source, field, each, shown }) => ({ source, field, each, shown })),
    checks: resource.checks,
    stream: streamed && { call: plainCallOf(streamed.whole), rowsAt: streamed.rows, keep: streamed.keep?.rule, place: streamed.place },
    exportColumns: resource.export?.columns.map((column) => ({ header: column.header, cell: column.value.rule })),
  };
}

/**
 * A server-paged list's page call asked whole for `filter`: page 1 with `limit` rows when the limit is
 * known, otherwise page 1 of the list's page size first for the server's total.
 */
export function wholeListCallOf(resource: Resource, filter: Record<string, unknown>, limit?: number): WholeListCall {
  const { read } = resource;
  if (!isPagedRead(read)) throw new Error(`${resource.route} has no page call`);
  return {
    call: plainCallOf(read.pages),
    rowsAt: read.rows,
    body: { ...(read.body({ page: 1, perPage: limit ?? resource.pageSize, filter }) as Record<string, unknown>) },
    whole: limit === undefined ? { totalAt: read.total, limitField: read.limit } : undefined,
  };
}

/** A server-paged list whose first page is full and tells no total is asked with this limit: all there is. */
export const WHOLE_LIST_LIMIT = 1_000_000;

const isSet = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The filter values a server-paged list's call does not apply: the engine applies them to the rows. */
export function rowFilterOf(resource: Resource, filter: Record<string, unknown>): Record<string, unknown> {
  const applied = new Set([...(resource.fetchFilters ?? []), ...((isPagedRead(resource.read) && resource.read.serverFilters) || [])]);
  return Object.fromEntries(Object.entries(filter).filter(([name]) => !applied.has(name)));
}

/** A filter value set that listQuery applies to the rows: search, dates, status, an extra filter. */
export function narrowsRows(resource: Resource, rowFilter: Record<string, unknown>): boolean {
  const applied = ['q', 'from', 'to', ...(resource.isActive ? ['status'] : []), ...(resource.extraFilters ?? []).map((extra) => extra.source)];
  return applied.some((name) => isSet(rowFilter[name]));
}

/**
 * The export call of a server-paged list for the filter shown, and the filter values left for the
 * engine to apply to its rows. `listTotal` is the total the list shows: page 1 with `limit` = that
 * total, or (when the rows shown are filtered here) page 1 first for the server's total.
 */
export function pagedExportOf(
  resource: Resource,
  filter: Record<string, unknown>,
  listTotal: number | undefined,
): { paged: WholeListCall; rowFilter: Record<string, unknown> } {
  const rowFilter = rowFilterOf(resource, filter);
  // The total shown is the server's unless the rows are filtered here, or the server sent none; otherwise its first page tells it.
  const shownIsServerTotal = !narrowsRows(resource, rowFilter) && listTotal !== undefined && Number.isFinite(listTotal);
  const limit = shownIsServerTotal ? Math.max(listTotal, 1) : undefined;
  return { paged: wholeListCallOf(resource, filter, limit), rowFilter };
}

/** The engine's resource from its plain settings. */
export function engineResourceOf(settings: ListSettings): EngineResource {
  const { status, inactive, extraFilters, facets, checks, stream, exportColumns } = settings;
  return {
    route: settings.route,
    idField: settings.idField,
    idFallback: settings.idFallback,
    actsById: settings.actsById,
    pageSize: settings.pageSize,
    rowsTtlMs: settings.rowsTtlMs,
    fetchFilters: settings.fetchFilters,
    search: settings.search,
    dateField: settings.dateField,
    dateFallback: settings.dateFallback,
    sorts: settings.sorts,
    isActive: status && testOf(status),
    isInactive: inactive ? testOf(inactive) : status && inactiveWhenSent(status),
    extraFilters: extraFilters?.map(({ source, field }) => ({ source, value: (row: unknown) => valueAt(row, field) })),
    facets,
    checks,
    stream: stream && {
      call: stream.call,
      rowsAt: stream.rowsAt,
      keep: stream.keep && testOf(stream.keep),
      place: stream.place && (CUSTOMER_MANAGEMENT_PLACES[stream.place] as (rows: AnyRow[]) => AnyRow[]),
    },
    exportColumns: exportColumns?.map(({ header, cell }) => ({ header, value: cellOf(cell) })),
  };
}

/** Engine resources by route, built from plain settings once per route when first asked. */
export function engineResources(settings: readonly ListSettings[]) {
  const byRoute = new Map(settings.map((one) => [one.route, one]));
  const built = new Map<string, EngineResource>();
  return (route: string): EngineResource | undefined => {
    const one = byRoute.get(route);
    if (!one) return undefined;
    let resource = built.get(route);
    if (!resource) built.set(route, (resource = engineResourceOf(one)));
    return resource;
  };
}

/**
 * A list that declares no inactive rule: a row is inactive when it is not active and carries the flags
 * its active rule reads. One sent without them is neither (shown under All only), not counted Inactive.
 */
function inactiveWhenSent(status: RowRule): ((row: unknown) => boolean) | undefined {
  const flags = flagFieldsOf(status);
  return flags.length === 0 ? undefined : testOf({ all: [{ not: status }, ...flags.map((field) => ({ not: { field, unsent: true as const } }))] });
}
