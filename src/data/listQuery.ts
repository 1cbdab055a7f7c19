import { valueAt } from '../lib/valueAt';
/**
 * Pure list functions for client-paged resources (spec 000 §2 'Shared filter bar rules'):
 * creation date within range, status match, case-insensitive search over declared fields,
 * extra selects, facets and data checks, newest first, one page; and the counts of facets and checks.
 */
import { timeOf } from '../lib/dates';
import { gstNumber, panNumber } from '../lib/validators';
import { CHECK_FILTER, type CheckCounts, type CheckSpec, type FacetCounts, type FacetSpec } from '../core/facets';

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
  /** Columns narrowed by ticked values: several values of one facet mean any, several facets all. */
  facets?: readonly FacetSpec[];
  /** Data checks; the filter's `check` names the one applied. */
  checks?: readonly CheckSpec[];
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

/** A filter value as the set of values chosen: one value or a list of them (facets); undefined when none. */
function chosenOf(value: unknown): Set<string> | undefined {
  const list = Array.isArray(value) ? value : [value];
  const chosen = new Set(
    list
      .filter((one) => one !== undefined && one !== null)
      .map((one) => String(one).trim())
      .filter(Boolean),
  );
  return chosen.size ? chosen : undefined;
}

const textOf = (value: unknown) => (value === null || value === undefined || typeof value === 'object' ? '' : String(value).trim());

/** A row's values for each facet, kept while the row lives (rows are never edited in place). */
const facetValueCache = new WeakMap<FacetSpec, WeakMap<object, readonly string[]>>();
const NO_VALUES: readonly string[] = [];

function valuesOf(row: unknown, facet: FacetSpec): readonly string[] {
  const raw = valueAt(row, facet.field);
  if (!Array.isArray(raw)) {
    const value = textOf(raw);
    return value ? [value] : NO_VALUES;
  }
  const values: string[] = [];
  for (const entry of raw) {
    const value = textOf(facet.each ? valueAt(entry, facet.each) : entry);
    if (value && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The facet's values of a row, as text, each once; empty values are none. */
export function facetValuesOf(row: unknown, facet: FacetSpec): readonly string[] {
  if (typeof row !== 'object' || row === null) return valuesOf(row, facet);
  let byRow = facetValueCache.get(facet);
  if (!byRow) facetValueCache.set(facet, (byRow = new WeakMap()));
  let values = byRow.get(row);
  if (values === undefined) byRow.set(row, (values = valuesOf(row, facet)));
  return values;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The value rows share in a duplicate check: case and spaces ignored. */
const duplicateKey = (row: unknown, field: string) => textOf(valueAt(row, field)).replace(/\s+/g, '').toLowerCase();

/** Per rows array and check: the duplicate keys shared by two rows or more (a list still arriving is counted again as it grows). */
const sharedKeys = new WeakMap<readonly unknown[], Map<string, { length: number; shared: Set<string> }>>();

function sharedKeysOf(rows: readonly unknown[], field: string): Set<string> {
  let byField = sharedKeys.get(rows);
  if (!byField) sharedKeys.set(rows, (byField = new Map()));
  const cached = byField.get(field);
  if (cached && cached.length === rows.length) return cached.shared;
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const row of rows) {
    const key = duplicateKey(row, field);
    if (!key) continue;
    if (seen.has(key)) shared.add(key);
    else seen.add(key);
  }
  byField.set(field, { length: rows.length, shared });
  return shared;
}

const DAY_MS = 86_400_000;

/** Whether a row fails the check, over the whole list `rows` (duplicates are found among them). */
export function checkTestOf(check: CheckSpec, rows: readonly unknown[], now = Date.now()): (row: unknown) => boolean {
  switch (check.kind) {
    case 'duplicate': {
      const shared = sharedKeysOf(rows, check.field);
      return (row) => shared.has(duplicateKey(row, check.field));
    }
    case 'missing':
      return (row) => check.fields.every((field) => isEmpty(valueAt(row, field)));
    case 'format': {
      const { field, format, panField } = check;
      // The console's own rules: a value it would refuse in a form (stored values are never blocked from saving).
      const valid =
        format === 'pan'
          ? (value: string) => !panNumber(value)
          : (value: string, row: unknown) => !gstNumber(panField ?? '')(value, panField ? { [panField]: valueAt(row, panField) } : {});
      return (row) => {
        const value = textOf(valueAt(row, field));
        return !value || !valid(value, row);
      };
    }
    case 'olderThan': {
      const before = now - check.days * DAY_MS;
      return (row) => {
        const time = timeOf(valueAt(row, check.field));
        return !Number.isNaN(time) && time < before;
      };
    }
  }
}

/** The check the filter applies, when the list declares it. */
const activeCheckOf = (filter: ListFilter, spec: ListQuerySpec<unknown>) =>
  typeof filter[CHECK_FILTER] === 'string' ? spec.checks?.find((check) => check.name === filter[CHECK_FILTER]) : undefined;

interface Predicates<Row> {
  /** Every filter but the facets (and the check, with `withoutCheck`). */
  base?: (row: Row) => boolean;
  /** One per facet with values ticked: `index` in the declared facets. */
  facets: { index: number; keeps: (row: Row) => boolean }[];
}

/** The filter as tests; `rows` is the whole list (a duplicate check looks across it). */
function predicatesOf<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>, withoutCheck = false): Predicates<Row> {
  const from = filter.from ? dayStart(filter.from) : undefined;
  const to = filter.to ? dayStart(filter.to) + 86_400_000 - 1 : undefined;
  const needle = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const status = spec.isActive && filter.status ? filter.status : undefined;
  const facetSources = new Set((spec.facets ?? []).map((facet) => facet.source));
  // A select that is also a facet (the garages' business type) is applied once, as the facet.
  const extras = (spec.extraFilters ?? [])
    .filter((extra) => !facetSources.has(extra.source))
    .map((extra) => ({ value: extra.value, chosen: chosenOf(filter[extra.source]) }))
    .filter((extra): extra is { value: (row: Row) => unknown; chosen: Set<string> } => extra.chosen !== undefined);
  const check = withoutCheck ? undefined : activeCheckOf(filter, spec as ListQuerySpec<unknown>);
  const failsCheck = check && checkTestOf(check, rows);
  const searchFields = spec.search ?? [];
  const facets = (spec.facets ?? []).flatMap((facet, index) => {
    const chosen = chosenOf(filter[facet.source]);
    return chosen ? [{ index, keeps: (row: Row) => facetValuesOf(row, facet).some((value) => chosen.has(value)) }] : [];
  });
  if (from === undefined && to === undefined && !needle && !status && extras.length === 0 && !failsCheck) return { facets };
  const base = (row: Row) => {
    if ((from !== undefined || to !== undefined) && spec.dateField) {
      const time = timeOf(valueAt(row, spec.dateField));
      if (Number.isNaN(time)) return false;
      if (from !== undefined && time < from) return false;
      if (to !== undefined && time > to) return false;
    }
    if (status && spec.isActive!(row) !== (status === 'active')) return false;
    for (const extra of extras) if (!extra.chosen.has(String(extra.value(row)))) return false;
    if (failsCheck && !failsCheck(row)) return false;
    if (needle) return searchTextOf(row, searchFields).includes(needle);
    return true;
  };
  return { base, facets };
}

/** The rows the filter keeps, in order; with `limit`, only the first `limit` of them. */
export function filterRows<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>, limit = Number.POSITIVE_INFINITY): Row[] {
  const { base, facets } = predicatesOf(rows, filter, spec);
  if (!base && facets.length === 0) return rows.slice(0, limit);
  const keeps = (row: Row) => (!base || base(row)) && facets.every((facet) => facet.keeps(row));
  const kept: Row[] = [];
  for (let index = 0; index < rows.length && kept.length < limit; index++) if (keeps(rows[index])) kept.push(rows[index]);
  return kept;
}

/** At most this many values of one facet cross to the page (the ticked ones always do). */
export const FACET_VALUES_MAX = 1000;

/**
 * Each facet's values with how many rows have them under every other filter, its own ticks left out
 * (ticking a state narrows the cities, not the other states); most frequent first, ticked values kept
 * at a count of 0 so they can be unticked.
 */
export function countFacets<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>): FacetCounts {
  const declared = spec.facets ?? [];
  const { base, facets } = predicatesOf(rows, filter, spec);
  const counts = declared.map(() => new Map<string, number>());
  const add = (row: Row, index: number) => {
    const into = counts[index];
    for (const value of facetValuesOf(row, declared[index])) into.set(value, (into.get(value) ?? 0) + 1);
  };
  for (const row of rows) {
    if (base && !base(row)) continue;
    // A row failing one facet counts for that facet only; failing two, for none.
    let failed = -1;
    let failures = 0;
    for (const facet of facets) {
      if (facet.keeps(row)) continue;
      failed = facet.index;
      if (++failures > 1) break;
    }
    if (failures === 0) for (let index = 0; index < declared.length; index++) add(row, index);
    else if (failures === 1) add(row, failed);
  }
  return Object.fromEntries(
    declared.map((facet, index) => {
      const byValue = counts[index];
      for (const value of chosenOf(filter[facet.source]) ?? []) if (!byValue.has(value)) byValue.set(value, 0);
      const values = [...byValue].map(([value, count]) => ({ value, count }));
      values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      const chosen = chosenOf(filter[facet.source]);
      const shown = values.length <= FACET_VALUES_MAX ? values : values.filter((entry, rank) => rank < FACET_VALUES_MAX || chosen?.has(entry.value));
      return [facet.source, shown];
    }),
  );
}

/** How many rows each declared check finds under the current filters (the check applied left out). */
export function countChecks<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>, now = Date.now()): CheckCounts {
  const checks = spec.checks ?? [];
  const { base, facets } = predicatesOf(rows, filter, spec, true);
  const tests = checks.map((check) => checkTestOf(check, rows, now));
  const counts = checks.map(() => 0);
  for (const row of rows) {
    if (base && !base(row)) continue;
    if (!facets.every((facet) => facet.keeps(row))) continue;
    for (let index = 0; index < tests.length; index++) if (tests[index](row)) counts[index]++;
  }
  return Object.fromEntries(checks.map((check, index) => [check.name, counts[index]]));
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
  const filter = query.filter ?? {};
  const check = activeCheckOf(filter, spec as ListQuerySpec<unknown>);
  if (check?.kind === 'duplicate') {
    // Rows sharing a value come together, in the list's order within each group.
    const field = check.field;
    const grouped = filterRows(ordered, filter, spec)
      .map((row, index) => ({ row, index, key: duplicateKey(row, field) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
      .map((entry) => entry.row);
    return { data: pageRows(grouped, query.page, query.perPage), total: grouped.length };
  }
  const filtered = filterRows(ordered, filter, spec, matchesWanted(query));
  return { data: pageRows(filtered, query.page, query.perPage), total: filtered.length };
}
