import { createElement, lazy } from 'react';
import type { Endpoint } from '../../api/http';
import { request } from '../../api/http';
import { apiUrl } from '../../config';
import { filterRows, valueAt } from '../../data/listQuery';
import { formatDate } from '../../lib/dates';
import { defineResource, type AnyRow, type ExportColumn, type ListRequest, type Resource, type ResourceDefinition, type ServerPage } from '../defineResource';

/**
 * How a report cell is shown: plain text, a DD-MM-YYYY date, rupees, a percentage, a 'View' link
 * ('-' when empty), an image with initials standing in, or a translated label.
 */
export type ColumnKind = 'text' | 'date' | 'money' | 'percent' | 'link' | 'image' | 'label';

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
  /** Export cell when it differs from the shown value (e.g. English labels). */
  exportValue?: (row: Row) => string | number | null | undefined;
}

export interface Report<Row extends object = AnyRow> extends Resource<Row> {
  columns: ReportColumn<Row>[];
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

/** The cell written to the export file for one declared column. */
export function exportCell<Row>(column: ReportColumn<Row>, row: Row): string | number | null | undefined {
  if (column.exportValue) return column.exportValue(row);
  const value = valueAt(row, column.source);
  switch (column.kind) {
    case 'date':
      return formatDate(value);
    case 'percent':
      return value === null || value === undefined || value === '' ? '-' : `${value}%`;
    case 'link':
    case 'image':
      return typeof value === 'string' && value ? value : '-';
    default:
      return value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : (value as string | number);
  }
}

/** Export columns follow the declared ones: S.No first, then every column with an English heading. */
export function exportColumnsOf<Row>(columns: readonly ReportColumn<Row>[]): ExportColumn<Row>[] {
  return [
    { header: 'S.No', value: (_, index) => index + 1 },
    ...columns.filter((column) => column.header).map((column) => ({ header: column.header!, value: (row: Row) => exportCell(column, row) })),
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

/**
 * Server-paged reports get one page per call; the date and search filters then narrow the rows of
 * the page shown (the spec filters on the client), while the total stays the server's.
 */
function narrowedPages<Row extends object>(definition: Pick<ResourceDefinition<Row>, 'fetchPage' | 'search' | 'dateField' | 'isActive'>) {
  const fetchPage = definition.fetchPage;
  if (!fetchPage) return undefined;
  return async (listRequest: ListRequest): Promise<ServerPage<Row>> => {
    const page = await fetchPage(listRequest);
    return { rows: filterRows(page.rows, listRequest.filter, definition), total: page.total };
  };
}

/**
 * A read-only report: the resource definition plus its declared columns. The list screen, the
 * garage picker, the filter bar, paging and export are the shared ones; exports follow the columns.
 */
export function defineReport<Row extends object>(definition: ResourceDefinition<Row>, columns: ReportColumn<Row>[]): Report<Row> {
  const report: Report<Row> = {
    ...defineResource<Row>({
      export: { columns: exportColumnsOf(columns) },
      ...definition,
      fetchPage: narrowedPages(definition),
      list: definition.list ?? lazy(() => import('./ReportList').then(({ ReportList }) => ({ default: () => createElement(ReportList, { report }) }))),
    }),
    columns,
  };
  return report;
}
