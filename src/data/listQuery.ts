import { valueAt } from '../lib/valueAt';
/**
 * Pure list functions for client-paged resources (spec 000 §2 'Shared filter bar rules'):
 * creation date within range, status match, case-insensitive search over declared fields,
 * extra selects, newest first, one page.
 */
import { timeOf } from '../lib/dates';

export interface ListFilter {
  /** From date, `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** To date, `YYYY-MM-DD`, inclusive to the end of that day. */
  to?: string;
  status?: 'active' | 'inactive' | '';
  q?: string;
  [extra: string]: unknown;
}

export interface ListQuerySpec<Row> {
  search?: readonly string[];
  dateField?: string;
  isActive?: (row: Row) => boolean;
  extraFilters?: readonly { source: string; value: (row: Row) => unknown }[];
}

export interface ListQuery {
  filter?: ListFilter;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  page?: number;
  perPage?: number;
  /** Only the page is wanted, not how many rows match: the scan stops once the page is full (`total` is then a lower bound). */
  pageOnly?: boolean;
}

function dayStart(ymd: string): number {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y, m - 1, d).getTime();
}

function searchable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(searchable).join(' ');
  if (typeof value === 'object') return Object.values(value).map(searchable).join(' ');
  return String(value).toLowerCase();
}

/** Lower-cased search text of a row per search-field list, kept while the row lives (rows are never edited in place). */
const searchTexts = new WeakMap<readonly string[], WeakMap<object, string>>();
/** Joins the fields with a character nobody types, so a needle cannot match across two fields. */
const FIELD_SEPARATOR = '\u0001';

function searchTextOf(row: unknown, fields: readonly string[]): string {
  if (typeof row !== 'object' || row === null) return fields.map((field) => searchable(valueAt(row, field))).join(FIELD_SEPARATOR);
  let byRow = searchTexts.get(fields);
  if (!byRow) searchTexts.set(fields, (byRow = new WeakMap()));
  let text = byRow.get(row);
  if (text === undefined) byRow.set(row, (text = fields.map((field) => searchable(valueAt(row, field))).join(FIELD_SEPARATOR)));
  return text;
}

/** Computes and keeps a row's search text now, so the first search does not pay for it. */
export function prepareSearchText(row: object, fields: readonly string[]): void {
  searchTextOf(row, fields);
}

/** The rows the filter keeps, in order; with `limit`, only the first `limit` of them. */
export function filterRows<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>, limit = Number.POSITIVE_INFINITY): Row[] {
  const from = filter.from ? dayStart(filter.from) : undefined;
  const to = filter.to ? dayStart(filter.to) + 86_400_000 - 1 : undefined;
  const needle = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const status = spec.isActive && filter.status ? filter.status : undefined;
  const extras = (spec.extraFilters ?? []).filter((extra) => filter[extra.source] !== undefined && filter[extra.source] !== '');
  const searchFields = spec.search ?? [];
  if (from === undefined && to === undefined && !needle && !status && extras.length === 0) return rows.slice(0, limit);
  const keeps = (row: Row) => {
    if ((from !== undefined || to !== undefined) && spec.dateField) {
      const time = timeOf(valueAt(row, spec.dateField));
      if (Number.isNaN(time)) return false;
      if (from !== undefined && time < from) return false;
      if (to !== undefined && time > to) return false;
    }
    if (status && spec.isActive!(row) !== (status === 'active')) return false;
    for (const extra of extras) {
      if (String(extra.value(row)) !== String(filter[extra.source])) return false;
    }
    if (needle) return searchTextOf(row, searchFields).includes(needle);
    return true;
  };
  const kept: Row[] = [];
  for (let index = 0; index < rows.length && kept.length < limit; index++) if (keeps(rows[index])) kept.push(rows[index]);
  return kept;
}

/** Stable sort; date-like fields compare as times, others as numbers or locale-aware text. */
export function sortRows<Row>(rows: Row[], sort: { field: string; order: 'ASC' | 'DESC' }): Row[] {
  const direction = sort.order === 'ASC' ? 1 : -1;
  const keyed = rows.map((row, index) => {
    const raw = valueAt(row, sort.field);
    const time = typeof raw === 'string' ? timeOf(raw) : Number.NaN;
    const key: number | string =
      typeof raw === 'number' ? raw : !Number.isNaN(time) ? time : raw === undefined || raw === null ? '' : String(raw).toLowerCase();
    return { row, index, key };
  });
  keyed.sort((a, b) => {
    if (a.key === b.key) return a.index - b.index;
    if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * direction;
    return String(a.key).localeCompare(String(b.key)) * direction;
  });
  return keyed.map((entry) => entry.row);
}

export function pageRows<Row>(rows: readonly Row[], page = 1, perPage = 10): Row[] {
  const start = (Math.max(page, 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/** Every row sorted, per rows array and sort, so a keystroke filters an already sorted list instead of sorting again. */
const sortedRows = new WeakMap<readonly unknown[], Map<string, { length: number; rows: unknown[] }>>();

function sortedOnce<Row>(rows: readonly Row[], sort: { field: string; order: 'ASC' | 'DESC' }): Row[] {
  let bySort = sortedRows.get(rows);
  if (!bySort) sortedRows.set(rows, (bySort = new Map()));
  const key = `${sort.field}\u0001${sort.order}`;
  const cached = bySort.get(key);
  if (cached && cached.length === rows.length) return cached.rows as Row[];
  const sorted = sortRows(rows.slice(), sort);
  bySort.set(key, { length: rows.length, rows: sorted });
  return sorted;
}

/** How many matching rows a query needs: up to the end of its page when only the page is wanted, otherwise all. */
export const matchesWanted = (query: ListQuery): number | undefined =>
  query.pageOnly ? Math.max(query.page ?? 1, 1) * (query.perPage ?? 10) : undefined;

/**
 * Filter, sort and page in one go; `total` counts the filtered rows. Sorting the whole list once and
 * filtering it gives the same rows as filtering then sorting (the sort is stable, the filter keeps order).
 */
export function runListQuery<Row>(rows: readonly Row[], query: ListQuery, spec: ListQuerySpec<Row>): { data: Row[]; total: number } {
  const ordered = query.sort?.field ? sortedOnce(rows, query.sort) : rows;
  const filtered = filterRows(ordered, query.filter ?? {}, spec, matchesWanted(query));
  return { data: pageRows(filtered, query.page, query.perPage), total: filtered.length };
}
