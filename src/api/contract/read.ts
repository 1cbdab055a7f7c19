/**
 * Reading an answer through its call's contract, the one place where what the server sent is made
 * what the documents describe: the strict reading first (a conforming answer is taken as it came),
 * then the tolerant one, whose findings become deviation reports. Rows or required parts not where
 * the documents put them throw AnswerUnreadable; a row with unreadable required fields is kept and
 * marked (`__unreadable`).
 */
import { AnswerUnreadable, UNREADABLE_FIELD } from '../apiError';
import type { DeviationReport } from './deviations';
import type { CallContract } from './index';
import { conforms, fieldNamesIn, strictCheck, type Schema } from './kit';
import { isReadable, readTolerant, type Finding } from './tolerant';

/** The field of a row that marks what of it could not be read (field names). */
export const UNREADABLE = UNREADABLE_FIELD;

export interface ReadRow {
  row: Record<string, unknown>;
  deviations: DeviationReport[];
  /** Fields of the row that could not be read (empty when the row is readable). */
  unreadable: string[];
}

/** One row read tolerantly: the row as kept, what was found, the cells that could not be read. */
interface RowReading {
  row: Record<string, unknown>;
  findings: Finding[];
  unreadable: string[];
}

export function readRowFindings(schema: Schema, raw: unknown): RowReading {
  const findings: Finding[] = [];
  const read = readTolerant(schema, raw, '', (finding) => findings.push(finding));
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const row = (isObject ? read : {}) as Record<string, unknown>;
  let unreadable: string[] = [];
  for (const finding of findings) if (!isReadable(finding)) unreadable.push(topField(finding.field));
  if (unreadable.length) {
    unreadable = [...new Set(unreadable)];
    row[UNREADABLE] = unreadable;
  }
  return { row, findings, unreadable };
}

/** A finding in a row, named as in the whole answer: `garages[].city`. */
const rowReport = (contract: CallContract, finding: Finding, rows: number): DeviationReport => ({
  call: contract.call,
  ...finding,
  field: finding.field ? `${contract.rows!.at}[].${finding.field}` : `${contract.rows!.at}[]`,
  rows,
});

/** One row of a list answer, read through the row schema. Never throws. */
export function readRow(contract: CallContract, raw: unknown): ReadRow {
  const schema = contract.rows?.row;
  if (!schema || conforms(schema, raw)) return { row: raw as Record<string, unknown>, deviations: [], unreadable: [] };
  const { row, findings, unreadable } = readRowFindings(schema, raw);
  return { row, deviations: findings.map((finding) => rowReport(contract, finding, 1)), unreadable };
}

/** The field of a row a finding is in ('' for the row itself): the cell to mark. */
const topField = (field: string) => field.split(/[.[]/)[0] || '$';

/** The findings of many rows of one call, merged: one report per field, expected, received and kind, with its row count. */
export class RowFindings {
  private readonly merged = new Map<string, { finding: Finding; rows: number }>();

  constructor(private readonly contract: CallContract) {}

  add(findings: readonly Finding[]): void {
    for (const finding of findings) {
      const key = `${finding.field}\u0000${finding.expected}\u0000${finding.received}\u0000${finding.kind}`;
      const known = this.merged.get(key);
      if (known) known.rows++;
      else this.merged.set(key, { finding, rows: 1 });
    }
  }

  /** The merged reports, and forgets them (a list reports as its rows arrive). */
  take(): DeviationReport[] {
    const reports = [...this.merged.values()].map(({ finding, rows }) => rowReport(this.contract, finding, rows));
    this.merged.clear();
    return reports;
  }
}

/** The value at a dotted path. */
function at(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const name of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

/** A copy of `value` with `replacement` at the dotted path (the objects along it copied). */
function withAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [name, ...rest] = path;
  const object = value as Record<string, unknown>;
  return { ...object, [name]: withAt(object[name], rest, replacement) };
}

/**
 * A whole answer read through its call's contract: the value as documented, and what deviated.
 * Throws AnswerUnreadable when the rows or a required part are not where the documents put them.
 */
export function readAnswer(contract: CallContract, raw: unknown, status = 200): { value: unknown; deviations: DeviationReport[] } {
  if (conforms(contract.answer, raw)) return { value: raw, deviations: [] };
  const { call } = contract;
  const unreadable = (field: string, expected: string) => new AnswerUnreadable({ call, field, expected }, status);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    // An empty body is read as an answer with nothing in it (a call whose answer the documents do not show).
    if (raw === undefined && conforms(contract.answer, {})) return { value: raw, deviations: [] };
    throw unreadable('$', 'JSON object');
  }
  const rowsPath = contract.rows?.at.split('.') ?? [];
  const rows = contract.rows && at(raw, rowsPath);
  if (contract.rows && !Array.isArray(rows)) throw unreadable(contract.rows.at, 'list');
  // The answer around the rows first (its required parts), then the rows one by one.
  const findings: Finding[] = [];
  const outside = readTolerant(contract.answer, contract.rows ? withAt(raw, rowsPath, []) : raw, '', (finding) => findings.push(finding));
  const failed = findings.find((finding) => !isReadable(finding) && !finding.dropped && !finding.inOptional);
  if (failed) throw unreadable(failed.field || '$', failed.expected);
  const saved = contract.fillsForm?.map(fieldNamesIn) ?? [];
  const sentBack = (field: string) => field.split(/\.|\[\]\.?/).some((name) => saved.some((names) => names.has(name)));
  const dropped = findings.find((finding) => finding.dropped && sentBack(finding.field));
  if (dropped) throw unreadable(dropped.field, dropped.expected);
  const deviations: DeviationReport[] = findings.map((finding) => ({ call, ...finding }));
  if (!contract.rows) return { value: markDropped(outside, findings), deviations };
  const merged = new RowFindings(contract);
  const conformingRow = strictCheck(contract.rows.row);
  const readRows = (rows as unknown[]).map((row) => {
    if (conformingRow(row)) return row;
    const read = readRowFindings(contract.rows!.row, row);
    merged.add(read.findings);
    return read.row;
  });
  deviations.push(...merged.take());
  return { value: withAt(outside, rowsPath, readRows), deviations };
}

/**
 * Each object of a single answer that lost an optional field it could not read (its fallback shown
 * instead), or holds a list one of whose items did, lists it in `__unreadable`, as a list row does: a save that sends the object's fields back
 * leaves it out rather than sending the fallback. The objects along such a path are the reading's copies.
 */
function markDropped(value: unknown, findings: readonly Finding[]): unknown {
  for (const finding of findings) {
    if (!finding.dropped) continue;
    // In a list, the list itself is marked (`data.garageImages[].isApproved` marks `garageImages`):
    // a save sends a list whole, so one item's fallback would go back over what the server holds.
    const path = finding.field.split('[]')[0].split('.');
    const holder = at(value, path.slice(0, -1));
    if (typeof holder !== 'object' || holder === null || Array.isArray(holder)) continue;
    const marked = holder as Record<string, unknown>;
    const known = (marked[UNREADABLE] as string[] | undefined) ?? [];
    if (!known.includes(path.at(-1)!)) marked[UNREADABLE] = [...known, path.at(-1)!];
  }
  return value;
}

/** What deviates in the answer around a streamed list's rows (its rows' array left empty). */
export function readRest(contract: CallContract, answer: Record<string, unknown>): DeviationReport[] {
  if (conforms(contract.answer, answer)) return [];
  const found: Finding[] = [];
  readTolerant(contract.answer, answer, '', (finding) => found.push(finding));
  return found.map((finding) => ({ call: contract.call, ...finding }));
}
