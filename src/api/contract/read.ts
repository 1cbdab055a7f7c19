/**
 * Reading an answer through its call's contract, the one place where what the server sent is made
 * what the documents describe: the strict reading first (a conforming answer is taken as it came),
 * then the tolerant one, whose findings become deviation reports. Rows or required parts not where
 * the documents put them throw AnswerUnreadable; a row with unreadable required fields is kept and
 * marked (`__unreadable`).
 */
import { AnswerUnreadable, UNREADABLE_FIELD } from '../apiError';
import { reportDeviations, type DeviationReport } from './deviations';
import { loadContract, type CallContract, type CallKey } from './index';
import { conforms, readTolerant, strictCheck, type Finding } from './kit';

/** The field of a row that marks what of it could not be read (field names). */
export const UNREADABLE = UNREADABLE_FIELD;

export interface ReadRow {
  row: Record<string, unknown>;
  deviations: DeviationReport[];
  /** Fields of the row that could not be read (empty when the row is readable). */
  unreadable: string[];
}

/** One row of a list answer, read through the row schema. Never throws. */
export function readRow(contract: CallContract, raw: unknown): ReadRow {
  const schema = contract.rows?.row;
  if (!schema || conforms(schema, raw)) return { row: raw as Record<string, unknown>, deviations: [], unreadable: [] };
  const findings: Finding[] = [];
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const read = readTolerant(schema, raw, '', (finding) => findings.push(finding));
  const unreadable = [...new Set(findings.filter((finding) => finding.kind !== 'tolerated').map((finding) => topField(finding.field)))];
  const row = (isObject ? read : {}) as Record<string, unknown>;
  if (unreadable.length) row[UNREADABLE] = unreadable;
  // Named as in the whole answer: `garages[].city`.
  const rows = `${contract.rows!.at}[]`;
  const deviations = findings.map((finding) => ({
    call: contract.call,
    ...finding,
    field: finding.field ? `${rows}.${finding.field}` : rows,
    rows: 1,
  }));
  return { row, deviations, unreadable };
}

/** The field of a row a finding is in ('' for the row itself): the cell to mark. */
const topField = (field: string) => field.split(/[.[]/)[0] || '$';

/** Reports of many rows, merged: one per field, expected, received and kind, with its row count. */
export class RowFindings {
  private readonly merged = new Map<string, DeviationReport>();
  /** Rows with an unreadable field. */
  unreadableRows = 0;

  add(read: ReadRow): void {
    if (read.unreadable.length) this.unreadableRows++;
    for (const deviation of read.deviations) {
      const key = [deviation.field, deviation.expected, deviation.received, deviation.kind].join('\u0000');
      const known = this.merged.get(key);
      if (known) known.rows = (known.rows ?? 0) + 1;
      else this.merged.set(key, { ...deviation });
    }
  }

  /** The merged reports, and forgets them (a list reports as its rows arrive). */
  take(): DeviationReport[] {
    const reports = [...this.merged.values()];
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
  const failed = findings.find((finding) => finding.kind !== 'tolerated');
  if (failed) throw unreadable(failed.field || '$', failed.expected);
  const deviations: DeviationReport[] = findings.map((finding) => ({ call, ...finding }));
  if (!contract.rows) return { value: outside, deviations };
  const merged = new RowFindings();
  const readRows = (rows as unknown[]).map((row) => {
    const read = readRow(contract, row);
    merged.add(read);
    return read.row;
  });
  deviations.push(...merged.take());
  return { value: withAt(outside, rowsPath, readRows), deviations };
}

/** The reader of a call's whole answers (http.ts): read, deviations reported, the value as documented. */
export async function callReader(call: CallKey): Promise<(answer: unknown, status: number) => unknown> {
  const contract = await loadContract(call);
  return (answer, status) => {
    const { value, deviations } = readAnswer(contract, answer, status);
    reportDeviations(deviations);
    return value;
  };
}

/** The reader of a streamed list's answer (the list worker): its rows as they arrive, then the rest. */
export interface ListReader {
  /** Reads a batch of rows in place (a conforming row stays the same object) and reports their deviations. */
  rows(batch: unknown[]): Record<string, unknown>[];
  /** The answer around the rows, once the stream has ended: what deviates is reported; the rows stay. */
  rest(answer: Record<string, unknown>): void;
  /** The error of a stream whose rows' array never came. */
  noRows(status: number): AnswerUnreadable;
}

export async function listReader(call: CallKey): Promise<ListReader> {
  const contract = await loadContract(call);
  const rowsAt = contract.rows?.at ?? '';
  const conformingRow = contract.rows ? strictCheck(contract.rows.row) : () => true;
  const findings = new RowFindings();
  return {
    rows(batch) {
      for (let index = 0; index < batch.length; index++) {
        if (conformingRow(batch[index])) continue;
        const read = readRow(contract, batch[index]);
        findings.add(read);
        batch[index] = read.row;
      }
      reportDeviations(findings.take());
      return batch as Record<string, unknown>[];
    },
    rest(answer) {
      if (conforms(contract.answer, answer)) return;
      const found: Finding[] = [];
      readTolerant(contract.answer, answer, '', (finding) => found.push(finding));
      reportDeviations(found.map((finding) => ({ call, ...finding })));
    },
    noRows: (status) => new AnswerUnreadable({ call, field: rowsAt, expected: 'list' }, status),
  };
}
