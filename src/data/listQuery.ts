import { valueAt } from '../lib/valueAt';
/**
 * Pure list functions for client-paged resources (spec 000 §2 'Shared filter bar rules'):
 * creation date within range, status match, case-insensitive search over declared fields,
 * extra selects, facets and data checks, newest first, one page; and the counts of facets and checks.
 */
import { timeOf } from '../lib/dates';
import { cellOf } from './rowRules';
import { gstNumber, panNumber } from '../lib/validators';
import type { CheckCounts, CheckSpec, FacetCounts, FacetSpec } from '../core/facets';
import type { CellRule, SearchEntry } from '../core/rules';

/** The filter value naming the data check a list is narrowed to (`?filter={"check":"duplicatePhone"}`). */
export const CHECK_FILTER = 'check';

export interface ListFilter {
  /** From date, `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** To date, `YYYY-MM-DD`, inclusive to the end of that day. */
  to?: string;
  /** `none`: rows neither active nor inactive (a list that declares `isInactive`). */
  status?: 'active' | 'inactive' | 'none' | '';
  q?: string;
  [extra: string]: unknown;
}

export interface ListQuerySpec<Row> {
  search?: readonly SearchEntry[];
  dateField?: string;
  /** The date read where a row lacks `dateField` (the one its date column shows then). */
  dateFallback?: string;
  /** A column sorted by what it shows rather than by its field: the cell rule per sort field. */
  sorts?: Readonly<Record<string, CellRule>>;
  isActive?: (row: Row) => boolean;
  /** Rows a status filter of `inactive` keeps when not simply those not active; the others are `none`. */
  isInactive?: (row: Row) => boolean;
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
const searchTexts = new WeakMap<readonly SearchEntry[], WeakMap<object, string>>();
/** Joins the fields with a character nobody types, so a needle cannot match across two fields. */
const FIELD_SEPARATOR = '\u0001';

/** Each search entry's reader: a field path read as it is, a cell rule as the text it makes. */
const searchReaders = new WeakMap<readonly SearchEntry[], ((row: unknown) => unknown)[]>();
function readersOf(fields: readonly SearchEntry[]): ((row: unknown) => unknown)[] {
  let readers = searchReaders.get(fields);
  if (!readers) {
    readers = fields.map((field) => (typeof field === 'string' ? (row: unknown) => valueAt(row, field) : cellOf(field)));
    searchReaders.set(fields, readers);
  }
  return readers;
}

function searchTextOf(row: unknown, fields: readonly SearchEntry[]): string {
  const textOfRow = () =>
    readersOf(fields)
      .map((read) => searchable(read(row)))
      .join(FIELD_SEPARATOR);
  if (typeof row !== 'object' || row === null) return textOfRow();
  let byRow = searchTexts.get(fields);
  if (!byRow) searchTexts.set(fields, (byRow = new WeakMap()));
  let text = byRow.get(row);
  if (text === undefined) byRow.set(row, (text = textOfRow()));
  return text;
}

/** Separates rows in a search index; like FIELD_SEPARATOR, nobody types it. */
const ROW_SEPARATOR = '\u0000';

/** Every row's search text in one string, in the order of its rows array, with where each row starts. */
interface SearchIndex {
  text: string;
  starts: number[];
  /** The last needle's matches, shared by the page and the facet counts of one keystroke. */
  last?: { needle: string; matches: Uint8Array };
}
const searchIndexes = new WeakMap<readonly SearchEntry[], WeakMap<readonly unknown[], SearchIndex>>();

/**
 * The rows (by index) whose search text holds the needle. One native substring search over the joined
 * texts instead of one per row: a keystroke at 100,000 rows costs a few milliseconds. The index grows
 * with the rows array while rows arrive.
 */
function searchMatches(rows: readonly unknown[], fields: readonly SearchEntry[], needle: string): Uint8Array {
  // A sorted copy takes its list's matches through the sort's order: one index and one search per keystroke.
  const view = sortedViews.get(rows);
  if (view) {
    const listed = searchMatches(view.of, fields, needle);
    const matches = new Uint8Array(rows.length);
    for (let row = 0; row < rows.length; row++) matches[row] = listed[view.order[row]];
    return matches;
  }
  let byRows = searchIndexes.get(fields);
  if (!byRows) searchIndexes.set(fields, (byRows = new WeakMap()));
  let index = byRows.get(rows);
  if (!index || index.starts.length > rows.length) byRows.set(rows, (index = { text: '', starts: [] }));
  if (index.starts.length < rows.length) {
    const added: string[] = [];
    let at = index.text.length;
    for (let row = index.starts.length; row < rows.length; row++) {
      const text = searchTextOf(rows[row], fields);
      index.starts.push(at);
      added.push(text);
      at += text.length + 1;
    }
    index.text += added.join(ROW_SEPARATOR) + ROW_SEPARATOR;
  }
  if (index.last?.needle === needle && index.last.matches.length === rows.length) return index.last.matches;
  const { text, starts } = index;
  const matches = new Uint8Array(rows.length);
  let row = 0;
  for (let at = text.indexOf(needle); at !== -1;) {
    while (row + 1 < starts.length && starts[row + 1] <= at) row++;
    matches[row] = 1;
    if (row + 1 >= starts.length) break;
    at = text.indexOf(needle, starts[row + 1]);
  }
  index.last = { needle, matches };
  return matches;
}

/** Computes and keeps a row's search text now, so the first search does not pay for it. */
export function prepareSearchText(row: object, fields: readonly SearchEntry[]): void {
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

/** A dotted path read without splitting it again for every row. */
function readerOf(path: string): (row: unknown) => unknown {
  const parts = path.split('.');
  return (row) => {
    let current = row;
    for (const part of parts) {
      if (current === null || current === undefined) return undefined;
      current = (current as Record<string, unknown>)[part];
    }
    return current;
  };
}

/*
 * Facets and checks read each row once per rows array, into columns by row index: a list's rows only
 * grow while they arrive (and a sorted copy never changes), so a column reads only the rows added
 * since; counting a tick is then a pass over small integers, with no lookup per row.
 */
const columns = new WeakMap<readonly unknown[], Map<string, { read: number; values: unknown[] }>>();

/** `compute` of every row of `rows`, by index, kept per rows array and `key`. */
function perRow<T>(rows: readonly unknown[], key: string, compute: (row: unknown) => T): T[] {
  let byKey = columns.get(rows);
  if (!byKey) columns.set(rows, (byKey = new Map()));
  let column = byKey.get(key);
  if (!column) byKey.set(key, (column = { read: 0, values: [] }));
  if (column.read > rows.length) column = { read: 0, values: [] };
  for (let index = column.read; index < rows.length; index++) column.values.push(compute(rows[index]));
  column.read = rows.length;
  return column.values as T[];
}

/** One facet over a rows array: each row's value ids (one id, none = -1, or a list of ids) into `values`. */
interface FacetColumn {
  ids: (number | number[])[];
  values: string[];
  idOf: Map<string, number>;
}
const dictionaries = new WeakMap<readonly unknown[], Map<string, { values: string[]; idOf: Map<string, number> }>>();

function facetColumnOf(rows: readonly unknown[], facet: FacetSpec): FacetColumn {
  const key = `facet\u0001${facet.field}\u0001${facet.each ?? ''}\u0001${facet.shown ? JSON.stringify(facet.shown) : ''}`;
  let byKey = dictionaries.get(rows);
  if (!byKey) dictionaries.set(rows, (byKey = new Map()));
  let dictionary = byKey.get(key);
  if (!dictionary) byKey.set(key, (dictionary = { values: [], idOf: new Map() }));
  const { values, idOf } = dictionary;
  const idFor = (value: string) => {
    let id = idOf.get(value);
    if (id === undefined) {
      id = values.length;
      values.push(value);
      idOf.set(value, id);
    }
    return id;
  };
  const readField = facet.shown ? cellOf(facet.shown) : readerOf(facet.field);
  const readEach = facet.each ? readerOf(facet.each) : undefined;
  const ids = perRow(rows, key, (row): number | number[] => {
    const raw = readField(row);
    if (!Array.isArray(raw)) {
      const value = textOf(raw);
      return value ? idFor(value) : -1;
    }
    const found: number[] = [];
    for (const entry of raw) {
      const value = textOf(readEach ? readEach(entry) : entry);
      if (!value) continue;
      const id = idFor(value);
      if (!found.includes(id)) found.push(id);
    }
    return found.length === 0 ? -1 : found.length === 1 ? found[0] : found;
  });
  return { ids, values, idOf };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Characters a duplicate key leaves as they are (most mobile numbers and e-mails): no folding needed. */
const FOLDED = /^[a-z0-9@._+-]*$/;

/** A check's field, or several where the documents allow either (GST as `gstNumber` or `gstIn`). */
type CheckedField = string | readonly string[];

/** The checked value: the field's, or the first of the fields that holds one. */
function checkedValue(row: unknown, field: CheckedField): unknown {
  if (typeof field === 'string') return valueAt(row, field);
  for (const each of field) {
    const value = valueAt(row, each);
    if (!isEmpty(value)) return value;
  }
  return undefined;
}

const fieldKey = (field: CheckedField) => (typeof field === 'string' ? field : field.join('\u0002'));

/** The value rows share in a duplicate check: case and spaces ignored. */
function duplicateKey(row: unknown, field: CheckedField): string {
  const text = textOf(checkedValue(row, field));
  return FOLDED.test(text) ? text : text.replace(/\s+/g, '').toLowerCase();
}

/** Per rows array and field: which rows share their value with another row (counted again when the rows grow). */
const sharedFlags = new WeakMap<readonly unknown[], Map<string, { length: number; flags: Uint8Array }>>();

function sharedFlagsOf(rows: readonly unknown[], field: CheckedField): Uint8Array {
  let byField = sharedFlags.get(rows);
  if (!byField) sharedFlags.set(rows, (byField = new Map()));
  const cached = byField.get(fieldKey(field));
  if (cached && cached.length === rows.length) return cached.flags;
  const keys = perRow(rows, `duplicate\u0001${fieldKey(field)}`, (row) => duplicateKey(row, field));
  const seen = new Map<string, number>();
  const flags = new Uint8Array(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const key = keys[index];
    if (!key) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else flags[index] = flags[first] = 1;
  }
  byField.set(fieldKey(field), { length: rows.length, flags });
  return flags;
}

const DAY_MS = 86_400_000;

/** Whether the row at an index of `rows` fails the check; duplicates are looked for across `rows`. */
export function checkTestOf(check: CheckSpec, rows: readonly unknown[], now = Date.now()): (index: number) => boolean {
  switch (check.kind) {
    case 'duplicate': {
      const flags = sharedFlagsOf(rows, check.field);
      return (index) => flags[index] === 1;
    }
    case 'missing': {
      const readers = check.fields.map(readerOf);
      const missing = perRow(rows, `missing\u0001${check.fields.join('\u0001')}`, (row) => readers.every((read) => isEmpty(read(row))));
      return (index) => missing[index];
    }
    case 'format': {
      const { field, format, panField } = check;
      // The console's own form rules (lib/validators); they judge stored values here, never block saving them.
      const validGstin = gstNumber(panField ?? '');
      const valid = (value: string, row: unknown) =>
        format === 'pan' ? !panNumber(value) : !validGstin(value, panField ? { [panField]: valueAt(row, panField) } : {});
      const failing = perRow(rows, `format\u0001${fieldKey(field)}\u0001${format}\u0001${panField ?? ''}`, (row) => {
        const value = textOf(checkedValue(row, field));
        return !value || !valid(value, row);
      });
      return (index) => failing[index];
    }
    case 'olderThan': {
      const before = now - check.days * DAY_MS;
      const times = perRow(rows, `time\u0001${check.field}`, (row) => timeOf(valueAt(row, check.field)));
      return (index) => times[index] < before;
    }
  }
}

/** The check the filter applies, when the list declares it. */
const activeCheckOf = (filter: ListFilter, spec: ListQuerySpec<unknown>) =>
  typeof filter[CHECK_FILTER] === 'string' ? spec.checks?.find((check) => check.name === filter[CHECK_FILTER]) : undefined;

interface FacetTest {
  /** Index in the declared facets. */
  facet: number;
  keeps: (index: number) => boolean;
}

interface Predicates<Row> {
  /** Every filter but the facets (and the check, with `withoutCheck`), for the row at an index. */
  base?: (row: Row, index: number) => boolean;
  /** One per facet with values ticked. */
  facets: FacetTest[];
}

/** The filter as tests of the rows of `rows` by index (a duplicate check looks across them all). */
function predicatesOf<Row>(
  rows: readonly Row[],
  filter: ListFilter,
  spec: ListQuerySpec<Row>,
  { withoutCheck = false, everyRow = true }: { withoutCheck?: boolean; everyRow?: boolean } = {},
): Predicates<Row> {
  const from = filter.from ? dayStart(filter.from) : undefined;
  const to = filter.to ? dayStart(filter.to) + 86_400_000 - 1 : undefined;
  const needle = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const status = spec.isActive && filter.status ? filter.status : undefined;
  const { isActive, isInactive } = spec;
  const statusOf = (row: Row) => (isActive!(row) ? 'active' : !isInactive || isInactive(row) ? 'inactive' : 'none');
  const facetSources = new Set((spec.facets ?? []).map((facet) => facet.source));
  // A select that is also a facet (the garages' business type) is applied once, as the facet.
  const extras = (spec.extraFilters ?? [])
    .filter((extra) => !facetSources.has(extra.source))
    .map((extra) => ({ value: extra.value, chosen: chosenOf(filter[extra.source]) }))
    .filter((extra): extra is { value: (row: Row) => unknown; chosen: Set<string> } => extra.chosen !== undefined);
  const check = withoutCheck ? undefined : activeCheckOf(filter, spec as ListQuerySpec<unknown>);
  const failsCheck = check && checkTestOf(check, rows);
  const searchFields = spec.search ?? [];
  // A scan that stops at a full page (the finder) reads only the rows it reaches.
  const matches = needle && everyRow ? searchMatches(rows, searchFields, needle) : undefined;
  const facets = (spec.facets ?? []).flatMap((facet, facetIndex): FacetTest[] => {
    const chosen = chosenOf(filter[facet.source]);
    if (!chosen) return [];
    const { ids, values, idOf } = facetColumnOf(rows, facet);
    const ticked = new Uint8Array(values.length);
    for (const value of chosen) {
      const id = idOf.get(value);
      if (id !== undefined) ticked[id] = 1;
    }
    const keeps = (index: number) => {
      const id = ids[index];
      return typeof id === 'number' ? id >= 0 && ticked[id] === 1 : id.some((one) => ticked[one] === 1);
    };
    return [{ facet: facetIndex, keeps }];
  });
  if (from === undefined && to === undefined && !needle && !status && extras.length === 0 && !failsCheck) return { facets };
  const base = (row: Row, index: number) => {
    if (failsCheck && !failsCheck(index)) return false;
    if ((from !== undefined || to !== undefined) && spec.dateField) {
      const time = timeOf(dateOf(row, spec));
      if (Number.isNaN(time)) return false;
      if (from !== undefined && time < from) return false;
      if (to !== undefined && time > to) return false;
    }
    if (status && statusOf(row) !== status) return false;
    for (const extra of extras) if (!extra.chosen.has(String(extra.value(row)))) return false;
    if (matches) return matches[index] === 1;
    if (needle) return searchTextOf(row, searchFields).includes(needle);
    return true;
  };
  return { base, facets };
}

/** The rows the filter keeps, in order; with `limit`, only the first `limit` of them. */
export function filterRows<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>, limit = Number.POSITIVE_INFINITY): Row[] {
  const { base, facets } = predicatesOf(rows, filter, spec, { everyRow: limit === Number.POSITIVE_INFINITY });
  if (!base && facets.length === 0) return rows.slice(0, limit);
  const kept: Row[] = [];
  for (let index = 0; index < rows.length && kept.length < limit; index++) {
    if (base && !base(rows[index], index)) continue;
    if (facets.every((facet) => facet.keeps(index))) kept.push(rows[index]);
  }
  return kept;
}

/**
 * The reads of every row that facets and checks need, one piece per function: run ahead of the first
 * count when a list has arrived, with other queries answered in between.
 */
export function columnReads<Row>(rows: readonly Row[], spec: ListQuerySpec<Row>): (() => void)[] {
  return [
    ...(spec.facets ?? []).map((facet) => () => void facetColumnOf(rows, facet)),
    ...(spec.checks ?? []).map((check) => () => void checkTestOf(check, rows)),
  ];
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
  const facetColumns = declared.map((facet) => facetColumnOf(rows, facet));
  const counts = facetColumns.map((column) => new Int32Array(column.values.length));
  const add = (index: number, facet: number) => {
    const id = facetColumns[facet].ids[index];
    if (typeof id !== 'number') for (const one of id) counts[facet][one]++;
    else if (id >= 0) counts[facet][id]++;
  };
  for (let index = 0; index < rows.length; index++) {
    if (base && !base(rows[index], index)) continue;
    // A row failing one facet counts for that facet only; failing two, for none.
    let failed = -1;
    let failures = 0;
    for (const facet of facets) {
      if (facet.keeps(index)) continue;
      failed = facet.facet;
      if (++failures > 1) break;
    }
    if (failures === 0) for (let facet = 0; facet < declared.length; facet++) add(index, facet);
    else if (failures === 1) add(index, failed);
  }
  return Object.fromEntries(
    declared.map((facet, facetIndex) => {
      const { values } = facetColumns[facetIndex];
      const chosen = chosenOf(filter[facet.source]);
      const found: { value: string; count: number }[] = [];
      values.forEach((value, id) => {
        const count = counts[facetIndex][id];
        if (count > 0 || chosen?.has(value)) found.push({ value, count });
      });
      for (const value of chosen ?? []) if (!facetColumns[facetIndex].idOf.has(value)) found.push({ value, count: 0 });
      found.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      const shown = found.length <= FACET_VALUES_MAX ? found : found.filter((entry, rank) => rank < FACET_VALUES_MAX || chosen?.has(entry.value));
      return [facet.source, shown];
    }),
  );
}

/** How many rows each declared check finds under the current filters (the check applied left out). */
export function countChecks<Row>(rows: readonly Row[], filter: ListFilter, spec: ListQuerySpec<Row>, now = Date.now()): CheckCounts {
  const checks = spec.checks ?? [];
  const { base, facets } = predicatesOf(rows, filter, spec, { withoutCheck: true });
  const tests = checks.map((check) => checkTestOf(check, rows, now));
  const counts = checks.map(() => 0);
  for (let index = 0; index < rows.length; index++) {
    if (base && !base(rows[index], index)) continue;
    if (!facets.every((facet) => facet.keeps(index))) continue;
    for (let check = 0; check < tests.length; check++) if (tests[check](index)) counts[check]++;
  }
  return Object.fromEntries(checks.map((check, index) => [check.name, counts[index]]));
}

/** A row's date: its `dateField`, else its `dateFallback`. */
function dateOf(row: unknown, spec: Pick<ListQuerySpec<unknown>, 'dateField' | 'dateFallback'>): unknown {
  const value = valueAt(row, spec.dateField!);
  return (value === undefined || value === null || value === '') && spec.dateFallback ? valueAt(row, spec.dateFallback) : value;
}

/** What a sort compares of a row: its declared cell rule, the date for the date field (`dateOf`), or the field. */
function sortValueOf(sort: { field: string }, spec?: Pick<ListQuerySpec<unknown>, 'dateField' | 'dateFallback' | 'sorts'>) {
  const rule = spec?.sorts && Object.hasOwn(spec.sorts, sort.field) ? spec.sorts[sort.field] : undefined;
  if (rule) return cellOf(rule);
  return spec?.dateFallback && sort.field === spec.dateField ? (row: unknown) => dateOf(row, spec) : (row: unknown) => valueAt(row, sort.field);
}

/** Stable sort; date-like fields compare as times, others as numbers or locale-aware text. */
export function sortRows<Row>(rows: readonly Row[], sort: { field: string; order: 'ASC' | 'DESC' }): Row[] {
  return sortOrder(rows, sort).map((index) => rows[index]);
}

/** The indexes of `rows` in the sort's order (stable). */
function sortOrder(rows: readonly unknown[], sort: { field: string; order: 'ASC' | 'DESC' }, value = sortValueOf(sort)): number[] {
  const direction = sort.order === 'ASC' ? 1 : -1;
  const keyed = rows.map((row, index) => {
    const raw = value(row);
    const time = typeof raw === 'string' ? timeOf(raw) : Number.NaN;
    const key: number | string =
      typeof raw === 'number' ? raw : !Number.isNaN(time) ? time : raw === undefined || raw === null ? '' : String(raw).toLowerCase();
    return { index, key };
  });
  keyed.sort((a, b) => {
    if (a.key === b.key) return a.index - b.index;
    if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * direction;
    return String(a.key).localeCompare(String(b.key)) * direction;
  });
  return keyed.map((entry) => entry.index);
}

export function pageRows<Row>(rows: readonly Row[], page = 1, perPage = 10): Row[] {
  const start = (Math.max(page, 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/** Every row sorted, per rows array and sort, so a keystroke filters an already sorted list instead of sorting again. */
const sortedRows = new WeakMap<readonly unknown[], Map<string, { length: number; rows: unknown[] }>>();
/** A sorted copy's list and the list's index of each of its rows. */
const sortedViews = new WeakMap<readonly unknown[], { of: readonly unknown[]; order: number[] }>();

function sortedOnce<Row>(rows: readonly Row[], sort: { field: string; order: 'ASC' | 'DESC' }, spec: ListQuerySpec<Row>): Row[] {
  let bySort = sortedRows.get(rows);
  if (!bySort) sortedRows.set(rows, (bySort = new Map()));
  const key = `${sort.field}\u0001${sort.order}`;
  const cached = bySort.get(key);
  if (cached && cached.length === rows.length) return cached.rows as Row[];
  const order = sortOrder(rows, sort, sortValueOf(sort, spec as ListQuerySpec<unknown>));
  const sorted = order.map((index) => rows[index]);
  sortedViews.set(sorted, { of: rows, order });
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
  const ordered = query.sort?.field ? sortedOnce(rows, query.sort, spec) : rows;
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
