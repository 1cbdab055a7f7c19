/**
 * The building blocks of the contract's schemas, and the two readings every schema gives.
 *
 * A schema is written once, with valibot, as the documents describe the data (docs/contract.md).
 * From it come:
 * - the strict reading (`conforms`): the value is exactly as documented. Compiled once per schema
 *   into a check that allocates nothing, so a conforming row costs a few comparisons;
 * - the tolerant reading (`readTolerant`): nulls and missing optional fields, numbers or booleans
 *   sent as strings, dates as epoch numbers or other date strings (made ISO strings), extra fields
 *   (kept). Each thing it absorbs is reported, and what it cannot read is reported as unreadable
 *   or missing, with the field's path.
 */
import * as v from 'valibot';
import { product } from '../../config';
import type { HttpMethod } from '../http';
import type { CallContract, CallKey } from './index';

/** Any schema of the contract. */
export type Schema = v.GenericSchema;
/** The value a schema describes (the TypeScript types of src/api/types.ts). */
export type Infer<S extends Schema> = v.InferOutput<S>;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** ISO 8601: a calendar date, optionally with a time and zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export const text = () => v.string();
export const num = () => v.number();
export const flag = () => v.boolean();
/** A date as an ISO 8601 string. */
export const date = () => v.pipe(v.string(), v.regex(ISO_DATE, 'an ISO 8601 date'));
/** Exactly this value (`status: true`, `pageCount: 1`). */
export const exactly = <const Value extends string | number | boolean>(value: Value) => v.literal(value);
/** One of the documented values (codes such as vehicleType 1, 2, 3, or words). */
export const oneOf = <const Values extends readonly (string | number)[]>(...values: Values) => v.picklist(values);
export const opt = <S extends Schema>(schema: S) => v.optional(schema);
/** Documented as possibly null (`categoryId: null`). */
export const orNull = <S extends Schema>(schema: S) => v.nullable(schema);
export const list = <S extends Schema>(schema: S) => v.array(schema);
export const shape = <const Entries extends v.ObjectEntries>(entries: Entries) => v.object(entries);
/** An object whose other fields the documents do not list ('not shown'): extra fields are expected there. */
export const open = <const Entries extends v.ObjectEntries>(entries: Entries) => v.looseObject(entries);
/** One of several documented shapes (the first that reads the value wins). */
export const either = <const Options extends Schema[]>(...options: Options) => v.union(options);
/** A number the documents allow as a string too (form values: `latitude`, analytics figures). */
export const orNumeric = () => v.union([v.number(), v.string()]);
/** The entries of a shape, each optional (a row that may be another record's). */
export function partial<const Entries extends v.ObjectEntries>(
  entries: Entries,
): { [Key in keyof Entries]: v.OptionalSchema<Entries[Key], undefined> } {
  return Object.fromEntries(Object.entries(entries).map(([name, schema]) => [name, v.optional(schema)])) as never;
}
/** Any JSON value (parts the documents do not describe). */
export const anything = () => v.unknown();

/**
 * Fields named after the configured product (`{product}Id`, `Why{product}Content`): known at run
 * time only, so the type leaves them out (types.ts adds them as template-literal keys).
 */
export function productFields(fields: Record<string, Schema>): Record<never, never> {
  return Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name.replace('{product}', product), schema]));
}

// ---------------------------------------------------------------------------------------------
// What a reading reports
// ---------------------------------------------------------------------------------------------

/** One thing a tolerant reading met: absorbed (`tolerated`), or not readable (`unreadable`, `missing`). */
export interface Finding {
  /** Dotted path; list items as `[]` (`categories[].services[].serviceName`). */
  field: string;
  expected: string;
  received: string;
  kind: 'tolerated' | 'unreadable' | 'missing';
}

type Node = Schema & {
  type: string;
  wrapped?: Node;
  item?: Node;
  entries?: Record<string, Node>;
  options?: readonly unknown[];
  literal?: unknown;
  value?: Node;
  pipe?: readonly (Node & { kind: string; requirement?: unknown })[];
};

const isDate = (node: Node) => node.type === 'string' && node.pipe?.some((action) => action.requirement === ISO_DATE) === true;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

// ---------------------------------------------------------------------------------------------
// The strict reading
// ---------------------------------------------------------------------------------------------

type Check = (value: unknown) => boolean;
const compiled = new WeakMap<Schema, Check>();

/** The strict reading: the value is exactly as documented (no nulls for absent fields, no extra fields). */
export function conforms(schema: Schema, value: unknown): boolean {
  return checkOf(schema)(value);
}

/** The strict reading of a schema as a function, for many values (the rows of a list). */
export function strictCheck(schema: Schema): (value: unknown) => boolean {
  return checkOf(schema);
}

function checkOf(schema: Schema): Check {
  let check = compiled.get(schema);
  if (!check) {
    // Set before compiling the parts, so a schema that contains itself ends.
    compiled.set(schema, (value) => check!(value));
    check = compile(schema as Node);
    compiled.set(schema, check);
  }
  return check;
}

function compile(node: Node): Check {
  if (isDate(node)) return (value) => typeof value === 'string' && ISO_DATE.test(value);
  switch (node.type) {
    case 'string':
      return node.pipe ? (value) => v.is(node, value) : (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'unknown':
    case 'any':
      return () => true;
    case 'literal':
      return (value) => value === node.literal;
    case 'picklist':
      return (value) => node.options!.includes(value);
    case 'optional': {
      const wrapped = checkOf(node.wrapped!);
      return (value) => value === undefined || wrapped(value);
    }
    case 'nullable': {
      const wrapped = checkOf(node.wrapped!);
      return (value) => value === null || wrapped(value);
    }
    case 'nullish': {
      const wrapped = checkOf(node.wrapped!);
      return (value) => value === undefined || value === null || wrapped(value);
    }
    case 'union': {
      const options = (node.options as Node[]).map(checkOf);
      return (value) => options.some((option) => option(value));
    }
    case 'array': {
      const item = checkOf(node.item!);
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (const element of value) if (!item(element)) return false;
        return true;
      };
    }
    case 'record': {
      const item = checkOf(node.value!);
      return (value) => {
        if (!isRecord(value)) return false;
        for (const key in value) if (!item(value[key])) return false;
        return true;
      };
    }
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const names = Object.keys(node.entries!);
      const checks = names.map((name) => checkOf(node.entries![name]));
      const count = names.length;
      const known = new Set(names);
      return (value) => {
        if (!isRecord(value)) return false;
        for (let index = 0; index < count; index++) if (!checks[index](value[names[index]])) return false;
        if (node.type === 'loose_object') return true;
        // No field the documents do not name.
        for (const key in value) if (!known.has(key)) return false;
        return true;
      };
    }
    default:
      return (value) => v.is(node, value);
  }
}

// ---------------------------------------------------------------------------------------------
// The tolerant reading
// ---------------------------------------------------------------------------------------------

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
      const parsed = Date.parse(trimmed);
      if (!Number.isNaN(parsed)) return { value: new Date(parsed).toISOString() };
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
    case 'nullish':
      if (value === undefined || value === null) {
        if (value === null && node.type === 'optional') report({ field: path, expected: expectedOf(node), received: 'null', kind: 'tolerated' });
        return undefined;
      }
      return readTolerant(node.wrapped!, value, path, report);
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
      return value.map((item) => readTolerant(node.item!, item, `${path}[]`, report));
    case 'record':
      if (!isRecord(value)) break;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readTolerant(node.value!, item, join(path, key), report)]));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      if (!isRecord(value)) break;
      return readObject(node, value, path, report);
    default: {
      const read = scalarOf(node, value);
      if (read) {
        report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'tolerated' });
        return read.value;
      }
    }
  }
  report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'unreadable' });
  return value;
}

function readObject(node: Node, value: Record<string, unknown>, path: string, report: (finding: Finding) => void): Record<string, unknown> {
  const entries = node.entries!;
  // Extra fields are kept (and named); documented ones are read in their place.
  const read: Record<string, unknown> = { ...value };
  for (const key in value) {
    if (node.type !== 'loose_object' && !(key in entries))
      report({ field: join(path, key), expected: 'no such field', received: receivedOf(value[key]), kind: 'tolerated' });
  }
  for (const key in entries) {
    const field = readTolerant(entries[key], value[key], join(path, key), report);
    if (field === undefined) delete read[key];
    else read[key] = field;
  }
  return read;
}

function readUnion(node: Node, value: unknown, path: string, report: (finding: Finding) => void): unknown {
  // The first option that reads the value without an unreadable part wins, with its findings.
  for (const option of node.options as Node[]) {
    const findings: Finding[] = [];
    const read = readTolerant(option, value, path, (finding) => findings.push(finding));
    if (findings.every((finding) => finding.kind === 'tolerated')) {
      findings.forEach(report);
      return read;
    }
  }
  report({ field: path, expected: expectedOf(node), received: receivedOf(value), kind: 'unreadable' });
  return value;
}

// ---------------------------------------------------------------------------------------------
// Contracts of calls
// ---------------------------------------------------------------------------------------------

type ContractSpec = Omit<CallContract, 'call' | 'method' | 'path'>;

/** Every answer of this API may carry `responseCode` and `message` (the client checks them on each). */
const ENVELOPE = { responseCode: v.optional(v.number()), message: v.optional(v.string()) };

function withEnvelope(answer: Schema): Schema {
  const node = answer as Node;
  if (node.type !== 'object') return answer;
  return v.object({ ...ENVELOPE, ...node.entries });
}

/** An area's call contracts, keyed by call; method and path come from the key. */
export function contracts<const Specs extends Partial<Record<CallKey, ContractSpec>>>(
  specs: Specs,
): { [Key in keyof Specs]: Specs[Key] & { call: Key; method: HttpMethod; path: string } } {
  return Object.fromEntries(
    Object.entries(specs).map(([call, spec]) => {
      const [method, path] = call.split(' ');
      const contract = spec as ContractSpec;
      return [call, { ...contract, answer: withEnvelope(contract.answer), call, method, path }];
    }),
  ) as never;
}
