/**
 * Row tests and row values that carry their rule as plain data, so the list worker can apply them
 * without loading the resource definitions (and the screens they import).
 */
import { valueAt } from '../lib/valueAt';

export type RowRule = { field: string; equals: string | number | boolean; asNumber?: boolean } | { all: RowRule[] };

export type RowTest<Row> = ((row: Row) => boolean) & { rule?: RowRule };
export type RowValue<Row> = ((row: Row) => unknown) & { field?: string };

/** The test a rule describes. */
export function testOf(rule: RowRule): (row: unknown) => boolean {
  if ('all' in rule) {
    const tests = rule.all.map(testOf);
    return (row) => tests.every((test) => test(row));
  }
  const { field, equals, asNumber } = rule;
  return asNumber ? (row) => Number(valueAt(row, field)) === equals : (row) => valueAt(row, field) === equals;
}

/** The row's field equals the value (compared as a number with `asNumber`). */
export function whenField<Row>(field: string, equals: string | number | boolean, asNumber = false): RowTest<Row> {
  const rule: RowRule = asNumber ? { field, equals, asNumber } : { field, equals };
  return Object.assign(testOf(rule) as (row: Row) => boolean, { rule });
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
