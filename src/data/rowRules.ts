/**
 * Row tests, row values and export cells that carry their rule as plain data, so the list worker can
 * apply them without loading the resource definitions (and the screens they import): the console
 * sends the rules, the worker builds the same functions from them.
 */
import { formatDate, timeOf } from '../lib/dates';
import { valueAt } from '../lib/valueAt';

export type RowRule =
  /** The field equals the value (as a number with `asNumber`; trimmed and lower-cased with `ignoreCase`). */
  | { field: string; equals: string | number | boolean; asNumber?: boolean; ignoreCase?: boolean }
  /** The field is truthy. */
  | { field: string; truthy: true }
  /** The field's date is past: the instant itself, or the end of its day (the whole day still counts). */
  | { field: string; past: 'instant' | 'day' }
  | { all: RowRule[] }
  | { any: RowRule[] }
  | { not: RowRule };

export type RowTest<Row> = ((row: Row) => boolean) & { rule?: RowRule };
export type RowValue<Row> = ((row: Row) => unknown) & { field?: string };

/** The end of the date's day is past `now` (false when the date is unreadable). */
export function dayHasPassed(value: unknown, now: Date = new Date()): boolean {
  const time = timeOf(value);
  if (Number.isNaN(time)) return false;
  const endOfDay = new Date(time);
  endOfDay.setHours(23, 59, 59, 999);
  return endOfDay.getTime() < now.getTime();
}

/** A set date whose instant is past `now`. */
function instantHasPassed(value: unknown, now: Date): boolean {
  if (!value) return false;
  const time = new Date(value as string).getTime();
  return !Number.isNaN(time) && time < now.getTime();
}

/** The test a rule describes; `past` rules compare with the moment of the test. */
export function testOf(rule: RowRule): (row: unknown) => boolean {
  if ('all' in rule) {
    const tests = rule.all.map(testOf);
    return (row) => tests.every((test) => test(row));
  }
  if ('any' in rule) {
    const tests = rule.any.map(testOf);
    return (row) => tests.some((test) => test(row));
  }
  if ('not' in rule) {
    const test = testOf(rule.not);
    return (row) => !test(row);
  }
  const { field } = rule;
  if ('truthy' in rule) return (row) => Boolean(valueAt(row, field));
  if ('past' in rule) {
    const passed = rule.past === 'day' ? dayHasPassed : instantHasPassed;
    return (row) => passed(valueAt(row, field), new Date());
  }
  const { equals, asNumber, ignoreCase } = rule;
  if (ignoreCase)
    return (row) =>
      String(valueAt(row, field) ?? '')
        .trim()
        .toLowerCase() === equals;
  return asNumber ? (row) => Number(valueAt(row, field)) === equals : (row) => valueAt(row, field) === equals;
}

/** The test of a rule, carrying the rule. */
export function whenRule<Row>(rule: RowRule): RowTest<Row> {
  return Object.assign(testOf(rule) as (row: Row) => boolean, { rule });
}

/** The row's field equals the value (compared as a number with `asNumber`). */
export function whenField<Row>(field: string, equals: string | number | boolean, asNumber = false): RowTest<Row> {
  return whenRule(asNumber ? { field, equals, asNumber } : { field, equals });
}

/** Every test holds; the rule is plain data only when each test's is. */
export function whenAll<Row>(...tests: RowTest<Row>[]): RowTest<Row> {
  const all = (row: Row) => tests.every((test) => test(row));
  const rules = tests.map((test) => test.rule);
  return rules.every(Boolean) ? Object.assign(all, { rule: { all: rules as RowRule[] } }) : all;
}

/** The value of one field of the row. */
export function fieldValue<Row>(field: string): RowValue<Row> {
  return Object.assign((row: Row) => valueAt(row, field), { field });
}

type Cell = string | number | boolean | null | undefined;

/** How an export cell is made from a row, as plain data. */
export type CellRule =
  /** The row's number in the file, from 1. */
  | { rowNumber: true }
  /** A (dotted) field of the row, as it is. */
  | { at: string }
  | { text: string | number }
  /** DD-MM-YYYY, '-' when unreadable. */
  | { date: CellRule }
  /** A report column's export format (formatCell). */
  | { format: CellFormat; of: CellRule }
  /** The label of the value; `otherwise` (default: the value itself) when it has none. */
  | { label: CellRule; labels: Record<string, string>; otherwise?: CellRule }
  /** The first value that is not null or undefined (`??`); the last one otherwise. */
  | { first: CellRule[] }
  /** The first truthy value (`||`); the last one otherwise. */
  | { firstTruthy: CellRule[] }
  | { when: RowRule; then: CellRule; else: CellRule }
  /** Each entry of a list field (none when absent) made with `item`, joined; empty ones left out with `skipEmpty`. */
  | { each: string; item: CellRule; join: string; skipEmpty?: boolean }
  /** Values joined as an array joins them (null and undefined as ''). */
  | { join: CellRule[]; with: string }
  /** Values written one after the other as a template writes them. */
  | { concat: CellRule[] };

export type CellValue<Row> = ((row: Row, index?: number) => Cell) & { rule?: CellRule };

/** How a report column's value is written to the export: a date, a percentage, a link ('-' when none), or as it is. */
export type CellFormat = 'text' | 'date' | 'money' | 'percent' | 'link' | 'image' | 'label';

export function formatCell(format: CellFormat | undefined, value: unknown): Cell {
  switch (format) {
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

/** The cell a rule describes. */
export function cellOf(rule: CellRule): (row: unknown, index?: number) => Cell {
  if ('rowNumber' in rule) return (_row, index = 0) => index + 1;
  if ('at' in rule) return (row) => valueAt(row, rule.at) as Cell;
  if ('text' in rule) return () => rule.text;
  if ('date' in rule) {
    const value = cellOf(rule.date);
    return (row, index) => formatDate(value(row, index));
  }
  if ('format' in rule) {
    const value = cellOf(rule.of);
    return (row, index) => formatCell(rule.format, value(row, index));
  }
  if ('label' in rule) {
    const value = cellOf(rule.label);
    const otherwise = rule.otherwise ? cellOf(rule.otherwise) : value;
    const labels = new Map(Object.entries(rule.labels));
    return (row, index) => labels.get(String(value(row, index))) ?? otherwise(row, index);
  }
  if ('first' in rule || 'firstTruthy' in rule) {
    const truthy = 'firstTruthy' in rule;
    const values = ('first' in rule ? rule.first : rule.firstTruthy).map(cellOf);
    return (row, index) => {
      let value: Cell;
      for (const next of values) {
        value = next(row, index);
        if (truthy ? value : value !== null && value !== undefined) return value;
      }
      return value;
    };
  }
  if ('when' in rule) {
    const test = testOf(rule.when);
    const [then, otherwise] = [cellOf(rule.then), cellOf(rule.else)];
    return (row, index) => (test(row) ? then(row, index) : otherwise(row, index));
  }
  if ('each' in rule) {
    const item = cellOf(rule.item);
    return (row) => {
      const list = valueAt(row, rule.each);
      if (!Array.isArray(list)) return '';
      const items = list.map((entry, index) => item(entry, index));
      return (rule.skipEmpty ? items.filter(Boolean) : items).join(rule.join);
    };
  }
  if ('join' in rule) {
    const values = rule.join.map(cellOf);
    return (row, index) => values.map((value) => value(row, index)).join(rule.with);
  }
  const parts = rule.concat.map(cellOf);
  return (row, index) => parts.map((part) => String(part(row, index))).join('');
}

/** The export cell of a rule, carrying the rule. */
export function cell<Row>(rule: CellRule): CellValue<Row> {
  return Object.assign(cellOf(rule) as (row: Row, index?: number) => Cell, { rule });
}
