/**
 * Pure list functions for client-paged resources (spec 000 §2 'Shared filter bar rules'):
 * creation date within range, status match, case-insensitive search over declared fields,
 * extra selects, newest first, one page.
 */
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
}

export function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Milliseconds of a date value, or NaN. Accepts ISO strings, DD-MM-YYYY and epoch numbers. */
export function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !value) return Number.NaN;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})/.exec(value);
  if (dmy) return new Date(Number(dmy[3]), Number(dmy[2]) - 1, Number(dmy[1])).getTime();
  return Date.parse(value);
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

export function filterRows<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>): Row[] {
  const from = filter.from ? dayStart(filter.from) : undefined;
  const to = filter.to ? dayStart(filter.to) + 86_400_000 - 1 : undefined;
  const needle = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const status = spec.isActive && filter.status ? filter.status : undefined;
  const extras = (spec.extraFilters ?? []).filter(
    (extra) => filter[extra.source] !== undefined && filter[extra.source] !== '',
  );
  const searchFields = spec.search ?? [];
  if (from === undefined && to === undefined && !needle && !status && extras.length === 0) return rows.slice();
  return rows.filter((row) => {
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
    if (needle) {
      return searchFields.some((field) => searchable(valueAt(row, field)).includes(needle));
    }
    return true;
  });
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

/** Filter, sort and page in one go; `total` counts the filtered rows. */
export function runListQuery<Row>(rows: readonly Row[], query: ListQuery, spec: ListQuerySpec<Row>): { data: Row[]; total: number } {
  const filtered = filterRows(rows, query.filter ?? {}, spec);
  const sorted = query.sort?.field ? sortRows(filtered, query.sort) : filtered;
  return { data: pageRows(sorted, query.page, query.perPage), total: filtered.length };
}
