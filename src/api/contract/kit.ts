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

export const isDate = (node: Node) => node.type === 'string' && node.pipe?.some((action) => action.requirement === ISO_DATE) === true;
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// The strict reading
// ---------------------------------------------------------------------------------------------

export type Check = (value: unknown) => boolean;
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
    check = generated(schema as Node) ?? compile(schema as Node);
    compiled.set(schema, check);
  }
  return check;
}

/**
 * The strict reading written out as one function per schema (straight-line property reads the engine
 * optimises: a conforming garage row costs well under a microsecond, test/bench/contract.mjs).
 * Unions and unknown parts call their own checks. `undefined` where code cannot be made (a page whose
 * content security policy refuses it): `compile` then gives the same reading as composed functions.
 */
function generated(root: Node): Check | undefined {
  const parts: Check[] = [];
  let names = 0;
  const fresh = () => `v${++names}`;
  const part = (check: Check) => `part[${parts.push(check) - 1}]`;
  const literal = (value: unknown) => JSON.stringify(value);

  /** Statements that return false unless the value in `at` conforms to `node`. */
  function emit(node: Node, at: string): string {
    if (isDate(node)) return `if (typeof ${at} !== 'string' || !ISO.test(${at})) return false;`;
    switch (node.type) {
      case 'string':
        return node.pipe ? `if (!${part((value) => v.is(node, value))}(${at})) return false;` : `if (typeof ${at} !== 'string') return false;`;
      case 'number':
        return `if (typeof ${at} !== 'number' || !isFinite(${at})) return false;`;
      case 'boolean':
        return `if (typeof ${at} !== 'boolean') return false;`;
      case 'unknown':
      case 'any':
        return '';
      case 'literal':
        return `if (${at} !== ${literal(node.literal)}) return false;`;
      case 'picklist':
        return `if (${node.options!.map((option) => `${at} !== ${literal(option)}`).join(' && ')}) return false;`;
      case 'optional':
        return `if (${at} !== undefined) { ${emit(node.wrapped!, at)} }`;
      case 'nullable':
        return `if (${at} !== null) { ${emit(node.wrapped!, at)} }`;
      case 'nullish':
        return `if (${at} !== undefined && ${at} !== null) { ${emit(node.wrapped!, at)} }`;
      case 'union':
        return `if (!(${(node.options as Node[]).map((option) => `${part(checkOf(option))}(${at})`).join(' || ')})) return false;`;
      case 'array': {
        const index = fresh();
        const item = fresh();
        return `if (!Array.isArray(${at})) return false; for (let ${index} = 0; ${index} < ${at}.length; ${index}++) { const ${item} = ${at}[${index}]; ${emit(node.item!, item)} }`;
      }
      case 'record': {
        const key = fresh();
        const item = fresh();
        return `if (typeof ${at} !== 'object' || ${at} === null || Array.isArray(${at})) return false; for (const ${key} in ${at}) { const ${item} = ${at}[${key}]; ${emit(node.value!, item)} }`;
      }
      case 'object':
      case 'loose_object':
      case 'strict_object': {
        // Present fields are counted, so that a key the documents do not name shows as one key too many.
        const count = fresh();
        const key = fresh();
        const fields = Object.entries(node.entries!).map(([name, entry]) => {
          const field = fresh();
          const optional = entry.type === 'optional' || entry.type === 'nullish';
          const check = emit(optional ? (entry.wrapped as Node) : entry, field);
          const absent = entry.type === 'nullish' ? `${field} === undefined || ${field} === null` : `${field} === undefined`;
          return `const ${field} = ${at}[${literal(name)}]; if (${field} !== undefined) ${count}++; if (${absent}) { ${optional ? '' : 'return false;'} } else { ${check} }`;
        });
        const extra = node.type === 'loose_object' ? '' : `for (const ${key} in ${at}) if (--${count} < 0) return false;`;
        return `if (typeof ${at} !== 'object' || ${at} === null || Array.isArray(${at})) return false; let ${count} = 0; ${fields.join(' ')} ${extra}`;
      }
      default:
        return `if (!${part((value) => v.is(node, value))}(${at})) return false;`;
    }
  }

  try {
    const body = emit(root, 'value');
    return new Function('ISO', 'part', `return function conforming(value) { ${body} return true; };`)(ISO_DATE, parts) as Check;
  } catch {
    return undefined;
  }
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
