/**
 * The tolerant reading of a schema (kit.ts): nulls and missing optional fields, numbers or booleans
 * sent as strings, dates as epoch numbers or other date strings (made ISO strings), extra fields
 * (kept). Each thing it absorbs is reported, and what it cannot read is reported as unreadable or
 * missing, with the field's path. Loaded only when an answer does not conform.
 */
import { isoOfDateText } from '../../lib/dateText';
import { isUnsent } from '../../lib/unsent';
import { STORE_FIELDS, checkOf, isDate, isRecord, type Check, type Node, type Schema } from './kit';

/**
 * One thing a tolerant reading met: a field the documents do not name, kept (`extra`, information
 * only), a value absorbed (`tolerated`), or not readable (`unreadable`, `missing`).
 */
export interface Finding {
  /** Dotted path; list items as `[]` (`categories[].services[].serviceName`). */
  field: string;
  expected: string;
  received: string;
  kind: 'extra' | 'tolerated' | 'unreadable' | 'missing';
  /**
   * An optional field whose value could not be read: left out of what the screen gets, so it shows
   * the documents' fallback in its place; it fails no answer.
   */
  dropped?: boolean;
  /**
   * A part of an optional field that could not be read: the field is kept with the rest of what it
   * carries (one missing part never drops its parent), and the answer around it stays readable.
   */
  inOptional?: boolean;
}

/** A finding that changes nothing on screen. */
export const isReadable = (finding: Finding) => finding.kind === 'extra' || finding.kind === 'tolerated';

/** What a schema expects, in a word or two (shown to admins and the backend team). */
export function expectedOf(schema: Schema): string {
  const node = schema as Node;
  if (isDate(node)) return 'ISO date';
  switch (node.type) {
    case 'optional':
    case 'nullish':
      return `${expectedOf(node.wrapped!)} or absent`;
    case 'nullable':
      return `${expectedOf(node.wrapped!)} or null`;
    case 'array':
      return 'list';
    case 'picklist':
      return node.options!.map((option) => JSON.stringify(option)).join(' | ');
    case 'literal':
      return JSON.stringify(node.literal);
    case 'union':
      return (node.options as Node[]).map(expectedOf).join(' | ');
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'record':
      return 'object';
    default:
      return node.type;
  }
}

/** What came, in a word (no values: findings of many rows merge by it). */
export function receivedOf(value: unknown): string {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

const TRUE_WORDS = new Set(['true', 'TRUE', 'True']);
const FALSE_WORDS = new Set(['false', 'FALSE', 'False']);
/** Epoch numbers below this are seconds, above it milliseconds (1e11 s is the year 5138). */
const EPOCH_SECONDS_BELOW = 1e11;

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

function epochToIso(epoch: number): string | undefined {
  const date = new Date(epoch < EPOCH_SECONDS_BELOW ? epoch * 1000 : epoch);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A scalar read tolerantly: the value made documented, or `undefined` when it cannot be. */
function scalarOf(node: Node, value: unknown): { value: unknown } | undefined {
  if (isDate(node)) {
    if (typeof value === 'number' && Number.isFinite(value)) return wrapDefined(epochToIso(value));
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed !== '' && Number.isFinite(Number(trimmed))) return wrapDefined(epochToIso(Number(trimmed)));
      // Day first (DD-MM-YYYY, DD/MM/YYYY), as the documents show dates; never guessed month first.
      return wrapDefined(isoOfDateText(trimmed));
    }
    return undefined;
  }
  switch (node.type) {
    case 'string':
      return typeof value === 'number' || typeof value === 'boolean' ? { value: String(value) } : undefined;
    case 'number': {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? { value: number } : undefined;
    }
    case 'boolean':
      if (TRUE_WORDS.has(value as string)) return { value: true };
      if (FALSE_WORDS.has(value as string)) return { value: false };
      return undefined;
    case 'literal':
      return sameLoosely(node.literal, value) ? { value: node.literal } : undefined;
    case 'picklist': {
      const option = node.options!.find((candidate) => sameLoosely(candidate, value));
      return option === undefined ? undefined : { value: option };
    }
    default:
      return undefined;
  }
}

/** A field named as an id (`categoryId`, `_id`): Mongo's documents may carry it as the id text or as its populated record. */
const ID_FIELD = /(?:^|[.\]])(?:_?id|\w+Id)$/;

/** A populated reference where the documents put its id: read as the record's `_id`. */
function referenceOf(node: Node, value: unknown, path: string): { value: unknown } | undefined {
  if (node.type !== 'string' || !ID_FIELD.test(path) || !isRecord(value)) return undefined;
  return typeof value._id === 'string' && value._id !== '' ? { value: value._id } : undefined;
}

const wrapDefined = (value: unknown) => (value === undefined ? undefined : { value });

/** A number or boolean sent as a string (or the reverse) for a documented value. */
function sameLoosely(documented: unknown, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  return typeof documented === typeof value ? false : String(documented) === String(value).trim();
}

/**
 * The tolerant reading of `value` at `path`: the value normalised (what cannot be read is kept as it
 * came), with every finding reported to `report`.
 */
export function readTolerant(schema: Schema, value: unknown, path: string, report: (finding: Finding) => void): unknown {
  const node = schema as Node;
  if (checkOf(node)(value)) return value;
  switch (node.type) {
    case 'optional':
    case 'nullish': {
      if (value === undefined || value === null) {
        if (value === null && node.type === 'optional') report({ field: path, expected: expectedOf(node), received: 'null', kind: 'tolerated' });
        return undefined;
      }
      const findings: Finding[] = [];
      const read = readTolerant(node.wrapped!, value, path, (finding) => findings.push(finding));
      if (findings.every(isReadable)) {
        findings.forEach(report);
        return read;
      }
      // An optional field that cannot be read as a whole is left out: the screen shows its fallback.
      // A part of it that cannot be read leaves the rest of it in place.
      const unreadableItself = findings.some((finding) => !isReadable(finding) && !finding.dropped && finding.field === path);
      for (const finding of findings) {
        if (isReadable(finding) || finding.dropped || finding.inOptional) report(finding);
        else report(unreadableItself ? { ...finding, dropped: true } : { ...finding, inOptional: true });
      }
      return unreadableItself ? undefined : read;
    }
    case 'nullable':
      return value === null ? null : readTolerant(node.wrapped!, value, path, report);
    case 'unknown':
    case 'any':
      return value;
  }
  if (value === undefined || value === null) {
    report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'missing' });
    return value;
  }
  switch (node.type) {
    case 'union':
      return readUnion(node, value, path, report);
    case 'array':
      if (!Array.isArray(value)) break;
      return readArray(node, value, `${path}[]`, report);
    case 'record':
      if (!isRecord(value)) break;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readTolerant(node.value!, item, join(path, key), report)]));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      if (!isRecord(value)) break;
      return readObject(node, value, path, report);
    default: {
      const read = scalarOf(node, value) ?? referenceOf(node, value, path);
      if (read) {
        report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'tolerated' });
        return read.value;
      }
    }
  }
  report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'unreadable' });
  return value;
}

/** An object's documented fields with their strict checks, and their names. */
const fieldsOf = new WeakMap<Node, { fields: { name: string; schema: Node; check: Check }[]; names: Set<string> }>();

function documentedFields(node: Node) {
  let known = fieldsOf.get(node);
  if (!known) {
    const fields = Object.entries(node.entries!).map(([name, schema]) => ({ name, schema, check: checkOf(schema) }));
    fieldsOf.set(node, (known = { fields, names: new Set(Object.keys(node.entries!)) }));
  }
  return known;
}

/** The fields read in their place; the object is copied only when one of them changes (a row stays as it came otherwise). */
function readObject(node: Node, value: Record<string, unknown>, path: string, report: (finding: Finding) => void): Record<string, unknown> {
  const { fields, names } = documentedFields(node);
  // Extra fields are kept, and named.
  if (node.type !== 'loose_object') {
    for (const key in value)
      if (!names.has(key) && !STORE_FIELDS.includes(key))
        report({ field: join(path, key), expected: 'no such field', received: receivedOf(value[key]), kind: 'extra' });
  }
  let read: Record<string, unknown> | undefined = namesFromReferences(value, names, path, report);
  const source = read ?? value;
  for (const { name, schema, check } of fields) {
    const field = source[name];
    if (check(field)) continue;
    const normalised = readTolerant(schema, field, join(path, name), report);
    if (normalised === field && (normalised !== undefined || !(name in source))) continue;
    read ??= { ...value };
    if (normalised === undefined) delete read[name];
    else read[name] = normalised;
  }
  return read ?? value;
}

/**
 * A populated reference (`categoryId: { _id, categoryName }`) names what the row may not carry beside
 * it: its documented `categoryName` is taken from the record when the row has none (the id is read
 * from the record's `_id` as its field is read).
 */
function namesFromReferences(
  value: Record<string, unknown>,
  names: ReadonlySet<string>,
  path: string,
  report: (finding: Finding) => void,
): Record<string, unknown> | undefined {
  let read: Record<string, unknown> | undefined;
  for (const key in value) {
    const reference = value[key];
    const stem = /^(\w+)Id$/.exec(key)?.[1];
    if (!stem || !isRecord(reference)) continue;
    const nameField = `${stem}Name`;
    const name = reference[nameField];
    if (!names.has(nameField) || !isUnsent(value[nameField]) || typeof name !== 'string') continue;
    read ??= { ...value };
    read[nameField] = name;
    report({ field: join(path, nameField), expected: 'string', received: `in ${key}`, kind: 'tolerated' });
  }
  return read;
}

function readArray(node: Node, value: unknown[], path: string, report: (finding: Finding) => void): unknown[] {
  const check = checkOf(node.item!);
  let read: unknown[] | undefined;
  for (let index = 0; index < value.length; index++) {
    if (check(value[index])) continue;
    const normalised = readTolerant(node.item!, value[index], path, report);
    if (normalised === value[index]) continue;
    read ??= [...value];
    read[index] = normalised;
  }
  return read ?? value;
}

/** A finding that leaves the value around it readable: absorbed, or an optional part left out or kept. */
const keepsValue = (finding: Finding) => isReadable(finding) || Boolean(finding.dropped || finding.inOptional);

function readUnion(node: Node, value: unknown, path: string, report: (finding: Finding) => void): unknown {
  // The first option that reads the value whole wins, with its findings; else the first that reads it
  // with only optional parts left out or kept (as an object alone would be read).
  const readings = (node.options as Node[]).map((option) => {
    const findings: Finding[] = [];
    const read = readTolerant(option, value, path, (finding) => findings.push(finding));
    return { read, findings };
  });
  const chosen = readings.find(({ findings }) => findings.every(isReadable)) ?? readings.find(({ findings }) => findings.every(keepsValue));
  if (chosen) {
    chosen.findings.forEach(report);
    return chosen.read;
  }
  report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'unreadable' });
  return value;
}
