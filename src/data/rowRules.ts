/**
 * Row tests, row values and export cells that carry their rule as plain data, so the list worker can
 * apply them without loading the resource definitions (and the screens they import): the console
 * sends the rules, the worker builds the same functions from them.
 */
import { dayHasPassed, formatDate } from '../lib/dates';

export { dayHasPassed };
import { valueAt } from '../lib/valueAt';
import { isUnsent } from '../lib/unsent';
import type { CellFormat, CellRule, ExportCell, RowRule, RowTest, RowValue } from '../core/rules';

export type { CellFormat, CellRule, ExportCell, RowRule, RowTest, RowValue };

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
  if ('unsent' in rule) return (row) => isUnsent(valueAt(row, field));
  if ('past' in rule) {
    return (row) => dayHasPassed(valueAt(row, field), new Date());
  }
  const { equals, asNumber, ignoreCase } = rule;
  if (ignoreCase)
    return (row) =>
      String(valueAt(row, field) ?? '')
        .trim()
        .toLowerCase() === equals;
  return asNumber ? (row) => Number(valueAt(row, field)) === equals : (row) => valueAt(row, field) === equals;
}

/** The fields a rule reads as yes/no flags (`equals` true or false), however deep. */
export function flagFieldsOf(rule: RowRule): string[] {
  if ('all' in rule) return rule.all.flatMap(flagFieldsOf);
  if ('any' in rule) return rule.any.flatMap(flagFieldsOf);
  if ('not' in rule) return flagFieldsOf(rule.not);
  return 'equals' in rule && typeof rule.equals === 'boolean' ? [rule.field] : [];
}

/** The test of a rule, carrying the rule. */
export function whenRule<Row>(rule: RowRule): RowTest<Row> {
  return Object.assign(testOf(rule) as (row: Row) => boolean, { rule });
}

/** The row's field equals the value (compared as a number with `asNumber`). */
export function whenField<Row>(field: string, equals: string | number | boolean, asNumber = false): RowTest<Row> {
  return whenRule(asNumber ? { field, equals, asNumber } : { field, equals });
}

/**
 * The row's field equals the value, or was not sent: a list's own call already chose its rows, so a server
 * that leaves the field out does not empty the list.
 */
export function whenFieldOrUnsent<Row>(field: string, equals: string | number | boolean, asNumber = false): RowTest<Row> {
  return whenRule({ any: [whenField(field, equals, asNumber).rule, { field, unsent: true }] });
}

/** Every test holds. */
export function whenAll<Row>(...tests: RowTest<Row>[]): RowTest<Row> {
  return whenRule({ all: tests.map((test) => test.rule) });
}

/** The value of one field of the row. */
export function fieldValue<Row>(field: string): RowValue<Row> {
  return Object.assign((row: Row) => valueAt(row, field), { field });
}

type Cell = string | number | boolean | null | undefined;

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
    const kept = rule.only ? testOf(rule.only) : undefined;
    return (row) => {
      const list = valueAt(row, rule.each);
      if (!Array.isArray(list)) return '';
      const items = (kept ? list.filter(kept) : list).map((entry, index) => item(entry, index));
      return (rule.skipEmpty ? items.filter(Boolean) : items).join(rule.join);
    };
  }
  if ('join' in rule) {
    const values = rule.join.map(cellOf);
    return (row, index) => values.map((value) => value(row, index)).join(rule.with);
  }
  const parts = rule.concat.map(cellOf);
  // A part the row lacks reads '-', as the screen shows it, never 'undefined'.
  return (row, index) => parts.map((part) => String(part(row, index) ?? '-')).join('');
}

/** The export cell of a rule, carrying the rule. */
export function cell<Row>(rule: CellRule): ExportCell<Row> {
  return Object.assign(cellOf(rule) as (row: Row, index?: number) => Cell, { rule });
}
