/**
 * The building blocks of the contract's schemas, and the strict reading every schema gives (the
 * tolerant one is in tolerant.ts).
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
import { sendingOf, type CallKey, type HttpMethod, type Sending } from './calls';

/** Any schema of the contract. */
export type Schema = v.GenericSchema;
/** The value a schema describes (the TypeScript types of src/api/types.ts). */
export type Infer<S extends Schema> = v.InferOutput<S>;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** ISO 8601: a calendar date, optionally with a time and zone. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

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
/**
 * An object as the documents describe it, every field optional but the `needed` ones: a field is
 * required only where the documents name it and the screen cannot show the row or do its action
 * without it; any other missing field shows as the documents' fallback ('N/A', '-', empty).
 */
export function fields<const Entries extends v.ObjectEntries, const Needed extends keyof Entries & string = never>(
  entries: Entries,
  ...needed: Needed[]
): v.ObjectSchema<{ [Key in keyof Entries]: Key extends Needed ? Entries[Key] : Unpromised<Entries[Key]> }, undefined> {
  return v.object(
    Object.fromEntries(
      Object.entries(entries).map(([name, schema]) => [
        name,
        needed.includes(name as Needed) || (schema as Node).type === 'optional' ? schema : v.optional(schema),
      ]),
    ),
  ) as never;
}

declare const UNPROMISED: unique symbol;
/** A documented field made optional by `fields`: optional to read, present in what a documented server holds (`Documented`). */
type Unpromised<S> =
  S extends v.OptionalSchema<v.GenericSchema, undefined>
    ? S
    : S extends v.GenericSchema
      ? v.OptionalSchema<S, undefined> & { readonly [UNPROMISED]: S }
      : never;

/**
 * The value a schema describes as a server that keeps every documented field holds it (the sandbox's
 * records): the fields `fields` made optional to read are present again.
 */
export type Documented<S> = S extends { readonly [UNPROMISED]: infer Wrapped }
  ? Documented<Wrapped>
  : S extends v.OptionalSchema<infer Wrapped, undefined>
    ? Documented<Wrapped> | undefined
    : S extends v.NullableSchema<infer Wrapped, undefined>
      ? Documented<Wrapped> | null
      : S extends v.ArraySchema<infer Item, undefined>
        ? Documented<Item>[]
        : S extends v.UnionSchema<infer Options, undefined>
          ? Documented<Options[number]>
          : S extends v.ObjectSchema<infer Entries, undefined> | v.LooseObjectSchema<infer Entries, undefined>
            ? DocumentedObject<Entries>
            : S extends v.GenericSchema
              ? v.InferOutput<S>
              : never;
type IsOptional<S> = S extends { readonly [UNPROMISED]: unknown } ? false : S extends v.OptionalSchema<v.GenericSchema, undefined> ? true : false;
type DocumentedObject<Entries extends v.ObjectEntries> = {
  -readonly [Key in keyof Entries as IsOptional<Entries[Key]> extends true ? never : Key]: Documented<Entries[Key]>;
} & {
  -readonly [Key in keyof Entries as IsOptional<Entries[Key]> extends true ? Key : never]?: Documented<Entries[Key]>;
} extends infer Flat
  ? { [Key in keyof Flat]: Flat[Key] }
  : never;

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

/** A schema as data (valibot schemas are plain objects): what the readings walk. */
export type Node = Schema & {
  type: string;
  wrapped?: Node;
  item?: Node;
  entries?: Record<string, Node>;
  options?: readonly unknown[];
  literal?: unknown;
  value?: Node;
  pipe?: readonly (Node & { kind: string; requirement?: unknown })[];
};

/** A date schema: its pipe's regex is ISO_DATE (compared by its source, so that schemas of another copy of this module read alike). */
export const isDate = (node: Node) =>
  node.type === 'string' &&
  node.pipe?.some((action) => action.requirement instanceof RegExp && action.requirement.source === ISO_DATE.source) === true;
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// The strict reading
// ---------------------------------------------------------------------------------------------

export type Check = (value: unknown) => boolean;

/** A call's strict readings as written at build time (virtual:contract-strict/<area>, strictSource.ts), with where its rows are. */
export interface StrictReading {
  answer: Check;
  rowsAt?: string;
  row?: Check;
}
export type StrictReadings = Partial<Record<CallKey, StrictReading>>;
const compiled = new WeakMap<Schema, Check>();

/** The strict reading: the value is exactly as documented (no nulls for absent fields, no extra fields). */
export function conforms(schema: Schema, value: unknown): boolean {
  return checkOf(schema)(value);
}

/** The strict reading of a schema as a function, for many values (the rows of a list). */
export function strictCheck(schema: Schema): (value: unknown) => boolean {
  return checkOf(schema);
}

export function checkOf(schema: Schema): Check {
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
      return (value) => {
        for (const option of options) if (option(value)) return true;
        return false;
      };
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
    case 'strict_object':
      return objectCheck(node);
    default:
      return (value) => v.is(node, value);
  }
}

/** How a field's value is checked inside an object: most fields are a type test, inline. */
const ANY = 0;
const STRING = 1;
const NUMBER = 2;
const BOOLEAN = 3;
const DATE = 4;
const OTHER = 5;

interface FieldCheck {
  code: number;
  /** Absent (undefined) allowed: an optional field. */
  absent: boolean;
  /** null allowed. */
  nullable: boolean;
  check: Check;
}

function fieldCheck(schema: Node): FieldCheck {
  let node = schema;
  let absent = false;
  let nullable = false;
  for (;;) {
    if (node.type === 'optional') absent = true;
    else if (node.type === 'nullable') nullable = true;
    else if (node.type === 'nullish') absent = nullable = true;
    else break;
    node = node.wrapped!;
  }
  const code = isDate(node)
    ? DATE
    : node.type === 'string' && !node.pipe
      ? STRING
      : node.type === 'number'
        ? NUMBER
        : node.type === 'boolean'
          ? BOOLEAN
          : node.type === 'unknown' || node.type === 'any'
            ? ANY
            : OTHER;
  return { code, absent, nullable, check: checkOf(node) };
}

/** The fields of one key order an object was seen with, each with its check, in that order. */
interface Layout {
  keys: string[];
  fields: FieldCheck[];
}

const ANY_FIELD: FieldCheck = { code: ANY, absent: true, nullable: true, check: () => true };

/**
 * The fields a Mongo server adds to every document and sub-document (`__v`, the timestamps, the
 * virtual `id`, a sub-document's `_id`): expected on any object, whether or not the documents name them.
 */
export const STORE_FIELDS: readonly string[] = ['__v', '_id', 'id', 'createdAt', 'updatedAt'];
/** Key orders kept per object schema (a server sends one or a few). */
const LAYOUTS_KEPT = 4;

/**
 * An object's strict reading. Rows of one answer share their keys in one order, so the reading walks
 * the object's own keys (`for...in`, which engines read fast) against the key order it met last, with
 * each field's check laid out in that order; a new order is checked once (no field the documents do
 * not name, every required one present) and kept.
 */
function objectCheck(node: Node): Check {
  const fields = new Map(Object.entries(node.entries!).map(([name, schema]) => [name, fieldCheck(schema)]));
  const required = [...fields].filter(([, field]) => !field.absent).map(([name]) => name);
  const loose = node.type === 'loose_object';
  const layouts: Layout[] = [];

  const layoutOf = (value: Record<string, unknown>): Layout | undefined => {
    const keys = Object.keys(value);
    const laid: FieldCheck[] = [];
    for (const key of keys) {
      const field = fields.get(key) ?? (loose || STORE_FIELDS.includes(key) ? ANY_FIELD : undefined);
      if (!field) return undefined;
      laid.push(field);
    }
    const present = new Set(keys);
    if (!required.every((name) => present.has(name))) return undefined;
    const layout = { keys, fields: laid };
    layouts.unshift(layout);
    // A server sends a few key orders; a stream of ever new ones keeps the latest.
    layouts.length = Math.min(layouts.length, LAYOUTS_KEPT);
    return layout;
  };

  /** true or false by the layout; undefined when the object's keys are not the layout's. */
  const read = (value: Record<string, unknown>, { keys, fields: laid }: Layout): boolean | undefined => {
    let index = 0;
    for (const key in value) {
      if (key !== keys[index]) return undefined;
      const field = value[key];
      const check = laid[index++];
      if (field === undefined) {
        if (!check.absent) return false;
      } else if (field === null) {
        if (!check.nullable) return false;
      } else {
        switch (check.code) {
          case STRING:
            if (typeof field !== 'string') return false;
            break;
          case NUMBER:
            if (typeof field !== 'number' || !isFinite(field)) return false;
            break;
          case BOOLEAN:
            if (typeof field !== 'boolean') return false;
            break;
          case DATE:
            if (typeof field !== 'string' || !ISO_DATE.test(field)) return false;
            break;
          case OTHER:
            if (!check.check(field)) return false;
        }
      }
    }
    return index === keys.length ? true : undefined;
  };

  return (value) => {
    if (!isRecord(value)) return false;
    for (const known of layouts) {
      const conforming = read(value, known);
      if (conforming !== undefined) return conforming;
    }
    const layout = layoutOf(value);
    return layout !== undefined && read(value, layout) === true;
  };
}

// ---------------------------------------------------------------------------------------------
// Contracts of calls
// ---------------------------------------------------------------------------------------------

/** A call's contract: how it is sent (its entry in CALL_TABLE, calls.ts) with what its area's module documents. */
export interface CallContract extends Sending {
  call: CallKey;
  method: HttpMethod;
  /** As the documents write it (placeholders unfilled). */
  path: string;
  /** The JSON body; absent when the call sends none or a multipart form. */
  request?: Schema;
  /** The whole answer as documented. */
  answer: Schema;
  /** List answers: the dotted path of the rows' array ('categories', 'data.data') and one row's schema. */
  rows?: { at: string; row: Schema };
  /** The call only reads (a check of the API may send it). */
  reads: boolean;
  /**
   * The answer opens a form that saves what it shows, with these requests: a field they send that the
   * answer cannot read fails the read, named, rather than showing a fallback the save would send over
   * what the server holds. A field they never send shows its fallback.
   */
  fillsForm?: readonly Schema[];
  /** Documented HTTP statuses and responseCodes with their meaning. */
  responses: Record<number, string>;
  /** Where the documents describe it, in one line. */
  summary: string;
}

/** What an area's module writes of a call: how it is sent is in CALL_TABLE (calls.ts), not here. */
type ContractSpec = Omit<CallContract, 'call' | 'method' | 'path' | keyof Sending>;

/** Every answer of this API may carry `responseCode` and `message` (the client checks them on each). */
const ENVELOPE = { responseCode: v.optional(v.number()), message: v.optional(v.string()) };

function withEnvelope(answer: Schema): Schema {
  const node = answer as Node;
  if (node.type !== 'object') return answer;
  return v.object({ ...ENVELOPE, ...node.entries });
}

/** An area's call contracts, keyed by call; method and path come from the key, how it is sent from CALL_TABLE. */
export function contracts<const Specs extends Partial<Record<CallKey, ContractSpec>>>(
  specs: Specs,
): { [Key in keyof Specs]: Specs[Key] & Sending & { call: Key; method: HttpMethod; path: string } } {
  return Object.fromEntries(
    Object.entries(specs).map(([call, spec]) => {
      const [method, path] = call.split(' ');
      const contract = spec as ContractSpec;
      return [call, { ...contract, ...sendingOf(call as CallKey), answer: withEnvelope(contract.answer), call, method, path }];
    }),
  ) as never;
}

const namesIn = new WeakMap<Schema, ReadonlySet<string>>();

/** Every field name a schema's objects carry, at any depth (a request's fields, to match an answer's by). */
export function fieldNamesIn(schema: Schema): ReadonlySet<string> {
  let names = namesIn.get(schema);
  if (!names) {
    const found = new Set<string>();
    const visit = (node: Node) => {
      for (const [name, entry] of Object.entries(node.entries ?? {})) {
        found.add(name);
        visit(entry);
      }
      if (node.wrapped) visit(node.wrapped);
      if (node.item) visit(node.item);
      (node.options as Node[] | undefined)?.forEach((option) => typeof option === 'object' && visit(option));
    };
    visit(schema as Node);
    namesIn.set(schema, (names = found));
  }
  return names;
}
