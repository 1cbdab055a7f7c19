import type { Endpoint } from '../api/http';
import { request } from '../api/http';
import { apiUrl } from '../config';
import { filterRows } from './listQuery';
import { valueAt } from '../lib/valueAt';
import { cell, formatCell, type CellFormat, type CellRule, type CellValue } from './rowRules';
import { createGatherProgress, createGatheredCache, gatherAllPages, type GatheredCache, type GatherProgressStore } from './gatherPages';
import {
  defineResource,
  type AnyRow,
  type ExportColumn,
  type ListRequest,
  type Resource,
  type ResourceDefinition,
  type ServerPage,
} from '../core/defineResource';

/**
 * How a report cell is shown: plain text, a DD-MM-YYYY date, rupees, a percentage, a 'View' link
 * ('-' when empty), an image with initials standing in, or a translated label.
 */
export type ColumnKind = CellFormat;

export interface ReportColumn<Row> {
  /** Dotted path of the value; also the column id and sort field. */
  source: string;
  /** Translation key of the heading. */
  label: string;
  /** Fixed English heading of the export file; absent keeps the column out of the export. */
  header?: string;
  kind?: ColumnKind;
  /** `image`: the name whose initials stand in for a missing image. */
  nameSource?: string;
  /** `label`: the translation key shown for the row. */
  labelKey?: (row: Row) => string;
  /** Minimum cell width in pixels, for long text that would otherwise wrap word by word. */
  minWidth?: number;
  /** The value shown and exported when it is not simply the one at `source` (e.g. a fallback field); written with `cell` for a client-paged report, whose export the list worker writes. */
  value?: CellValue<Row>;
  /** Export cell when it differs from the shown value (e.g. English labels); written with `cell` likewise. */
  exportValue?: CellValue<Row>;
}

export interface Report<Row extends object = AnyRow> extends Resource<Row> {
  columns: ReportColumn<Row>[];
  /** While a search gathers every page of a server-paged report: pages loaded and in all. */
  gatherProgress: GatherProgressStore;
  /** Drops the gathered rows (the screen was left). */
  forgetGathered: () => void;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** ₹ with Indian digit grouping; '-' when absent. */
export function formatRupees(value: unknown): string {
  if (value === null || value === undefined || value === '' || Number.isNaN(Number(value))) return '-';
  return rupeeFormat.format(Number(value));
}

/** Server paths of invoices and images are relative to the API; absolute links are kept. */
export function documentUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim() || value.trim() === '-') return undefined;
  const link = value.trim();
  if (/^(https?:|data:|blob:)/i.test(link) || link.startsWith(apiUrl + '/')) return link;
  return link.startsWith('/') ? apiUrl + link : `${apiUrl}/${link}`;
}

/** The value a column shows for a row. */
export const columnValue = <Row>(column: ReportColumn<Row>, row: Row): unknown => (column.value ? column.value(row) : valueAt(row, column.source));

/** The cell written to the export file for one declared column. */
export function exportCell<Row>(column: ReportColumn<Row>, row: Row): string | number | boolean | null | undefined {
  if (column.exportValue) return column.exportValue(row);
  return formatCell(column.kind, columnValue(column, row));
}

/** The export cell as data, when every part of the column is (values written with `cell`). */
function exportRuleOf<Row>(column: ReportColumn<Row>): CellRule | undefined {
  if (column.exportValue) return column.exportValue.rule;
  const value = column.value ? column.value.rule : { at: column.source };
  return value && { format: column.kind ?? 'text', of: value };
}

/** Export columns follow the declared ones: S.No first, then every column with an English heading. */
export function exportColumnsOf<Row>(columns: readonly ReportColumn<Row>[]): ExportColumn<Row>[] {
  return [
    { header: 'S.No', value: cell({ rowNumber: true }) },
    ...columns
      .filter((column) => column.header)
      .map((column) => ({ header: column.header!, value: Object.assign((row: Row) => exportCell(column, row), { rule: exportRuleOf(column) }) })),
  ];
}

/** `{garageId}` body of the garage-scoped report calls: the picked garage, '' for all. */
export function garageFilterBody(filter: Record<string, unknown>): { garageId: string } {
  return { garageId: typeof filter.garageId === 'string' ? filter.garageId : '' };
}

/** Client-paged list whose call takes the garage filter; rows are fetched once per garage. */
export function garageScoped<Answer, Row>(call: Endpoint<{ garageId: string }, Answer>, rowsOf: (answer: Answer) => Row[] | undefined) {
  return {
    fetchFilters: ['garageId'],
    fetchAll: async ({ filter, signal }: { filter: Record<string, unknown>; signal?: AbortSignal }) =>
      rowsOf(await request(call, garageFilterBody(filter), { signal })) ?? [],
  };
}

/** Filters the server's page call cannot apply: free-text search, dates, status, extra filters. */
function narrowsOnClient<Row extends object>(
  filter: Record<string, unknown>,
  definition: Pick<ResourceDefinition<Row>, 'isActive' | 'extraFilters'>,
): boolean {
  const set = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
  return (
    set(filter.q) ||
    set(filter.from) ||
    set(filter.to) ||
    (Boolean(definition.isActive) && set(filter.status)) ||
    (definition.extraFilters ?? []).some((extra) => set(filter[extra.source]))
  );
}

/**
 * Server-paged reports: without a filter the server pages as the spec says. With a search, date or
 * status filter every page is gathered (bounded concurrency, with progress, cancelled with the query
 * when the filter changes), filtered, and paged here, so a row on page 7 is found and the total is
 * the matching rows'.
 */
function narrowedPages<Row extends object>(
  definition: Pick<ResourceDefinition<Row>, 'fetchPage' | 'fetchFilters' | 'search' | 'dateField' | 'isActive' | 'extraFilters' | 'pageSize'>,
  progress: GatherProgressStore,
  gathered: GatheredCache<Row>,
) {
  const fetchPage = definition.fetchPage;
  if (!fetchPage) return undefined;
  return async (listRequest: ListRequest): Promise<ServerPage<Row>> => {
    const { filter, page, perPage, signal } = listRequest;
    if (!narrowsOnClient(filter, definition)) return fetchPage(listRequest);
    const serverFilter = Object.fromEntries((definition.fetchFilters ?? []).map((name) => [name, filter[name]]));
    const serverPerPage = definition.pageSize ?? perPage;
    const all = await gathered.get(
      JSON.stringify(serverFilter),
      JSON.stringify([filter, page, perPage]),
      async (gatherSignal) => {
        try {
          return await gatherAllPages(fetchPage, { perPage: serverPerPage, filter: serverFilter, signal: gatherSignal }, progress.set);
        } finally {
          progress.set(undefined);
        }
      },
      signal,
    );
    const matching = filterRows(all, filter, definition);
    return { rows: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
  };
}

/**
 * A read-only report: `defineResource` of the definition plus its declared columns; exports follow
 * the columns. Its `list` is `ReportScreen` (components/report) or a screen of its own around
 * `ReportList`, with the shared garage picker, filter bar and paging.
 */
export function defineReport<Row extends object>(definition: ResourceDefinition<Row>, columns: ReportColumn<Row>[]): Report<Row> {
  const gatherProgress = createGatherProgress();
  const gathered = createGatheredCache<Row>();
  const resource = defineResource<Row>({ export: { columns: exportColumnsOf(columns) }, ...definition });
  return {
    ...resource,
    fetchPage: narrowedPages(resource, gatherProgress, gathered),
    columns,
    gatherProgress,
    forgetGathered: gathered.clear,
  };
}
