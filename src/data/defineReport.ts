import type { Endpoint } from '../api/http';
import { request } from '../api/http';
import { apiUrl } from '../config';
import { valueAt } from '../lib/valueAt';
import { rupeeFormat } from '../lib/localeFormats';
import { cell, formatCell, type CellFormat, type CellRule, type ExportCell } from './rowRules';
import {
  defineResource,
  type AnyRow,
  type Choice,
  type ExportColumn,
  type Resource,
  type ResourceDefinition,
  type WholeRequest,
} from '../core/defineResource';

/**
 * How a report cell is shown: plain text, a count (as sent), a DD-MM-YYYY date, rupees, a percentage, a 'View' link
 * ('-' when empty), an image with initials standing in, or a translated label.
 */
export type ColumnKind = CellFormat;

/** The kinds of figures: their column ends them at one edge (`align="right"`), for reading down. */
export const isFigureKind = (kind: ColumnKind | undefined) => kind === 'count' || kind === 'money' || kind === 'percent';

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
  /** The label's message key; none shows '-'. */
  labelKey?: (row: Row) => string | undefined;
  /** The documented options of a text column: one of them shows in the user's language, any other value as sent (exports keep it as sent). */
  choices?: readonly Choice[];
  /** Minimum cell width in pixels, for long text that would otherwise wrap word by word. */
  minWidth?: number;
  /** The value shown and exported when it is not simply the one at `source` (e.g. a fallback field); written with `cell` for a client-paged report, whose export the list worker writes. */
  value?: ExportCell<Row>;
  /** Export cell when it differs from the shown value (e.g. English labels); written with `cell` likewise. */
  exportValue?: ExportCell<Row>;
}

export interface Report<Row extends object = AnyRow> extends Resource<Row> {
  columns: ReportColumn<Row>[];
}

/** ₹ with Indian digit grouping; '-' when absent. */
export function formatRupees(value: unknown): string {
  if (value === null || value === undefined || value === '' || Number.isNaN(Number(value))) return '-';
  return rupeeFormat().format(Number(value));
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

/** The export cell as data. */
function exportRuleOf<Row>(column: ReportColumn<Row>): CellRule {
  if (column.exportValue) return column.exportValue.rule;
  return { format: column.kind ?? 'text', of: column.value ? column.value.rule : { at: column.source } };
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
    read: { whole: async ({ filter, signal }: WholeRequest) => rowsOf(await request(call, garageFilterBody(filter), { signal })) ?? [] },
  };
}

/** A report's record on a phone, unless declared: its first text column, then the next two columns that are not pictures or links. */
function cardOf<Row>(columns: ReportColumn<Row>[]): ResourceDefinition['card'] {
  const title = columns.find((column) => (column.kind ?? 'text') === 'text');
  if (!title) return undefined;
  const facts = columns.filter((column) => column !== title && column.kind !== 'image' && column.kind !== 'link').slice(0, 2);
  return { title: title.source, facts: facts.map((column) => column.source) };
}

/**
 * A read-only report: `defineResource` of the definition plus its declared columns; exports follow
 * the columns. Its `list` is `ReportScreen` (components/report) or a screen of its own around
 * `ReportList`, with the shared garage picker, filter bar and paging.
 */
export function defineReport<Row extends object>(definition: ResourceDefinition<Row>, columns: ReportColumn<Row>[]): Report<Row> {
  return { ...defineResource<Row>({ export: { columns: exportColumnsOf(columns) }, card: cardOf(columns), ...definition }), columns };
}
