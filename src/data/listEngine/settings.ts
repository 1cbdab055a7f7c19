/**
 * A client-paged resource as the list engine needs it. The console sends it to the worker as plain
 * data (ListSettings), so the worker never loads the resource definitions and the screens they import;
 * a rule that exists only as code is taken from the definition, loaded in the worker when asked.
 */
import { callUrl } from '../../api/http';
import type { AnyRow, ExportColumn, Resource } from '../../core/defineResource';
import { valueAt } from '../../lib/valueAt';
import type { ListQuerySpec } from '../listQuery';
import { testOf, type RowRule, type RowTest, type RowValue } from '../rowRules';

/** The list call as fetched: absolute URL and how to send it. */
export interface StreamCall {
  url: string;
  method: string;
  auth: boolean;
  retry503?: number;
}

/** A server-paged list call asked whole (as its export asks it): the first page tells the total, then one call with limit = total. */
export interface WholeCall {
  body: Record<string, unknown>;
  /** Where the first page's answer holds the total (`totalCount`). */
  totalAt: string;
  /** The body field of the page length (`limit`). */
  limitField: string;
}

/** What the engine needs of a client-paged resource. */
export interface EngineResource extends ListQuerySpec<AnyRow> {
  route: string;
  idField: string;
  pageSize: number;
  rowsTtlMs?: number;
  fetchFilters?: readonly string[];
  stream?: { call: StreamCall; rowsAt: string; keep?: (row: AnyRow) => boolean; whole?: WholeCall };
  /** The export's columns, read when an export is asked; absent without export. */
  exportColumns?: () => Promise<readonly ExportColumn<AnyRow>[]>;
}

/** A resource's list settings as plain data. */
export interface ListSettings {
  route: string;
  idField: string;
  pageSize: number;
  rowsTtlMs?: number;
  fetchFilters?: string[];
  search?: string[];
  dateField?: string;
  status?: RowRule;
  extraFilters?: { source: string; field: string }[];
  stream?: { call: StreamCall; rowsAt: string; keep?: RowRule };
  exportable: boolean;
  /** Some rule (status, extra select, kept rows) is code only: take it from the definition. */
  rulesInCode: boolean;
}

export function listSettingsOf(resource: Resource): ListSettings {
  const status = (resource.isActive as RowTest<unknown> | undefined)?.rule;
  const keep = (resource.stream?.keep as RowTest<unknown> | undefined)?.rule;
  const extras = (resource.extraFilters ?? []).map((extra) => ({ source: extra.source, field: (extra.value as RowValue<unknown>).field }));
  const { call, rowsAt } = resource.stream ?? {};
  return {
    route: resource.route,
    idField: resource.idField,
    pageSize: resource.pageSize,
    rowsTtlMs: resource.rowsTtlMs,
    fetchFilters: resource.fetchFilters,
    search: resource.search,
    dateField: resource.dateField,
    status,
    extraFilters: extras.every((extra) => extra.field !== undefined) ? (extras as { source: string; field: string }[]) : undefined,
    stream:
      call && rowsAt !== undefined
        ? { call: { url: callUrl(call), method: call.method, auth: call.auth, retry503: call.retry503 }, rowsAt, keep }
        : undefined,
    exportable: Boolean(resource.export),
    rulesInCode:
      (resource.isActive !== undefined && !status) ||
      (resource.stream?.keep !== undefined && !keep) ||
      extras.some((extra) => extra.field === undefined),
  };
}

/** The engine's resource from its settings; `definition` loads the resource's definition for code-only rules and exports. */
export function engineResourceOf(settings: ListSettings, definition: () => Promise<Resource | undefined>): EngineResource | Promise<EngineResource> {
  const exportColumns = settings.exportable ? async () => (await definition())?.export?.columns ?? [] : undefined;
  const { status, extraFilters, stream } = settings;
  const base = {
    route: settings.route,
    idField: settings.idField,
    pageSize: settings.pageSize,
    rowsTtlMs: settings.rowsTtlMs,
    fetchFilters: settings.fetchFilters,
    search: settings.search,
    dateField: settings.dateField,
    exportColumns,
  };
  if (settings.rulesInCode) {
    return definition().then((resource) => ({
      ...base,
      isActive: resource?.isActive,
      extraFilters: resource?.extraFilters,
      stream: stream && { call: stream.call, rowsAt: stream.rowsAt, keep: resource?.stream?.keep },
    }));
  }
  return {
    ...base,
    isActive: status && testOf(status),
    extraFilters: extraFilters?.map(({ source, field }) => ({ source, value: (row: unknown) => valueAt(row, field) })),
    stream: stream && { call: stream.call, rowsAt: stream.rowsAt, keep: stream.keep && testOf(stream.keep) },
  };
}

/** Engine resources by route, built from plain settings once per route when first asked. */
export function engineResources(settings: readonly ListSettings[], definition: (route: string) => Promise<Resource | undefined>) {
  const byRoute = new Map(settings.map((one) => [one.route, one]));
  const built = new Map<string, EngineResource | Promise<EngineResource>>();
  return (route: string): EngineResource | Promise<EngineResource> | undefined => {
    const one = byRoute.get(route);
    if (!one) return undefined;
    let resource = built.get(route);
    if (!resource) {
      built.set(route, (resource = engineResourceOf(one, () => definition(route))));
      // A definition that failed to load (a chunk lost on a flaky network) is asked again next time.
      if (resource instanceof Promise) resource.catch(() => built.delete(route));
    }
    return resource;
  };
}
