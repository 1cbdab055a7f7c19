/**
 * The drift switch: answers that depart from the documents the way a real backend's may, so the
 * console's reading at the boundary (and `npm run check-api`) can be tried against each way. The
 * answer's documented shape (its contract, as JSON Schema) says where: which fields are optional,
 * numbers, booleans or dates, where a list answer's rows are and which parts are required.
 *
 * Tolerated kinds (the console reads the answer and records the deviation):
 * - `nulls`: optional fields sent as null;
 * - `omitted`: optional fields left out;
 * - `strings`: numbers and booleans sent as strings ("3", "true");
 * - `epochDates`: dates sent as epoch milliseconds;
 * - `extraFields`: a field the documents do not name (`zipCode`) in every object.
 * Error kinds (the console names the call and the part):
 * - `rowsKey`: a list answer's rows under another key (`{ data: [...] }` for `{ categories: [...] }`);
 * - `missingPart`: a required part of the answer left out (the first required field outside the rows,
 *   e.g. a dashboard counter, or else the rows themselves);
 * - `badRow`: the first row's `_id` (or first required text field) sent as an object (`{ $oid }`).
 */
import { isDateSchema, type JsonSchema } from '../api/jsonSchema';
import { valueAt } from '../lib/valueAt';

export const TOLERATED_DRIFTS = ['nulls', 'omitted', 'strings', 'epochDates', 'extraFields'] as const;
export const ERROR_DRIFTS = ['rowsKey', 'missingPart', 'badRow'] as const;
export type DriftKind = (typeof TOLERATED_DRIFTS)[number] | (typeof ERROR_DRIFTS)[number];
/** A kind, `tolerated` (all five tolerated kinds) or `all` (those, and an error kind in turn per call). */
export type DriftName = DriftKind | 'tolerated' | 'all';
/** As a fault switch carries it: a name or a list of names. */
export type DriftSwitch = DriftName | readonly DriftName[];

/** The documented shape of one call's answer. */
export interface AnswerShape {
  answer: JsonSchema;
  /** List answers: the dotted path of the rows array and one row's schema. */
  rows?: { at: string; row: JsonSchema };
}

/** What a drift switch asks for: kinds applied to every answer, and whether an error kind takes its turn. */
export interface DriftSelection {
  kinds: ReadonlySet<DriftKind>;
  /** `all`: each call gets one error kind (or none) chosen by its name, so every kind shows across the calls. */
  inTurn: boolean;
}

const DRIFT_KINDS: readonly string[] = [...TOLERATED_DRIFTS, ...ERROR_DRIFTS];
/** The name added by `extraFields`: one the documents do not name and not one of Mongo's own (those pass, STORE_FIELDS). */
export const EXTRA_FIELD = 'zipCode';

/** Reads a drift switch (or names separated by commas, as SANDBOX_DRIFT gives them); an unknown name is refused with the names there are. */
export function driftSelection(value: unknown): DriftSelection {
  const names = (Array.isArray(value) ? value : String(value).split(',')).map((name) => String(name).trim()).filter(Boolean);
  const kinds = new Set<DriftKind>();
  let inTurn = false;
  for (const name of names) {
    if (name === 'tolerated' || name === 'all') TOLERATED_DRIFTS.forEach((kind) => kinds.add(kind));
    if (name === 'all') inTurn = true;
    else if (DRIFT_KINDS.includes(name)) kinds.add(name as DriftKind);
    else if (name !== 'tolerated') throw new Error(`Unknown drift "${name}": use ${[...DRIFT_KINDS, 'tolerated', 'all'].join(', ')}`);
  }
  if (kinds.size === 0 && !inTurn) throw new Error('A drift switch needs at least one kind');
  return { kinds, inTurn };
}

/** The names of a drift switch given as text (`SANDBOX_DRIFT=nulls,rowsKey`), checked. */
export function driftNames(text: string): DriftName[] {
  driftSelection(text);
  return text
    .split(',')
    .map((name) => name.trim() as DriftName)
    .filter(Boolean);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The schema that describes `value`: references followed, and of a union the branch that fits it best. */
function describe(schema: JsonSchema | undefined, value: unknown, root: JsonSchema): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    const defs = (root.$defs ?? root.definitions) as Record<string, JsonSchema> | undefined;
    return describe(defs?.[name], value, root);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => describe(part, value, root) ?? {});
    return {
      ...schema,
      allOf: undefined,
      type: parts.find((part) => part.type)?.type ?? schema.type,
      properties: Object.assign({}, schema.properties, ...parts.map((part) => part.properties)),
      required: [...(schema.required ?? []), ...parts.flatMap((part) => part.required ?? [])],
    };
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const type = jsonType(value);
  const fitting = branches
    .map((branch) => describe(branch, value, root))
    .filter((branch): branch is JsonSchema => {
      if (!branch) return false;
      const types = typesOf(branch);
      return types.length === 0 || types.includes(type) || (type === 'number' && types.includes('integer'));
    });
  if (!isObject(value)) return fitting[0];
  // Of several object branches, the one naming most of the value's fields.
  const named = (branch: JsonSchema) => Object.keys(value).filter((key) => branch.properties && key in branch.properties).length;
  return fitting.sort((a, b) => named(b) - named(a))[0];
}

/** A number, boolean or date the documents define, sent the tolerated other way; undefined when it stays. */
function driftedLeaf(value: Json, schema: JsonSchema, kinds: ReadonlySet<DriftKind>): Json | undefined {
  const types = typesOf(schema);
  if (kinds.has('strings') && (typeof value === 'number' || typeof value === 'boolean')) {
    const documented = types.includes(typeof value) || (typeof value === 'number' && types.includes('integer'));
    const listed = schema.enum?.includes(value) || schema.const === value;
    if (documented || listed) return String(value);
  }
  if (kinds.has('epochDates') && typeof value === 'string' && isDateSchema(schema)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return time;
  }
  return undefined;
}

/** The answer with the tolerated kinds applied, copied wherever a schema describes it (the store's data stays as it is). */
function tolerate(value: Json, schema: JsonSchema | undefined, path: string, shape: AnswerShape, kinds: ReadonlySet<DriftKind>): Json {
  const described = describe(schema, value, shape.answer);
  if (Array.isArray(value)) {
    const items = shape.rows && path === shape.rows.at ? shape.rows.row : described?.items;
    return value.map((element) => tolerate(element, items, path, shape, kinds));
  }
  if (!described) return value;
  if (!isObject(value)) return driftedLeaf(value, described, kinds) ?? value;
  const properties = described.properties ?? {};
  const required = new Set(described.required ?? []);
  const optional = Object.keys(properties).filter((key) => !required.has(key));
  const out: JsonObject = {};
  for (const [key, field] of Object.entries(value)) {
    const place = optional.indexOf(key);
    if (place >= 0 && field !== null) {
      // With both kinds, optional fields take turns: null, left out, kept (for the other kinds), null ...
      const both = kinds.has('nulls') && kinds.has('omitted');
      const leftOut = kinds.has('omitted') && (!both || place % 3 === 1);
      if (leftOut) continue;
      if (kinds.has('nulls') && (!both || place % 3 === 0)) {
        out[key] = null;
        continue;
      }
    }
    out[key] = key in properties ? tolerate(field, properties[key], path ? `${path}.${key}` : key, shape, kinds) : field;
  }
  if (kinds.has('extraFields') && Object.keys(properties).length > 0 && !(EXTRA_FIELD in properties)) out[EXTRA_FIELD] = 0;
  return out;
}

/** A copy of `root` in which the container at `path` is replaced by a copy that `edit` changes. */
function editAt(root: Json, path: readonly string[], edit: (container: JsonObject | Json[]) => void): Json {
  const copy: JsonObject | Json[] = Array.isArray(root) ? [...root] : { ...(root as JsonObject) };
  if (path.length === 0) edit(copy);
  else {
    const [key, ...rest] = path;
    const inner = (copy as JsonObject)[key];
    if (typeof inner === 'object' && inner !== null) (copy as JsonObject)[key] = editAt(inner, rest, edit);
  }
  return copy;
}

/** The path of the first required part outside the rows (following the rows' path down), or of the rows themselves. */
function requiredPart(value: Json, schema: JsonSchema | undefined, rowsPath: readonly string[], root: JsonSchema): string[] | undefined {
  const described = describe(schema, value, root);
  if (!isObject(value) || !described?.properties) return undefined;
  const present = (described.required ?? []).filter((key) => key in value);
  const outside = present.find((key) => key !== rowsPath[0]);
  if (outside !== undefined) return [outside, ...(requiredPart(value[outside], described.properties[outside], [], root) ?? [])];
  if (rowsPath.length > 1 && present.includes(rowsPath[0])) {
    const below = requiredPart(value[rowsPath[0]], described.properties[rowsPath[0]], rowsPath.slice(1), root);
    if (below) return [rowsPath[0], ...below];
  }
  return rowsPath.length > 0 && present.includes(rowsPath[0]) ? [...rowsPath] : undefined;
}

/** The field of a row that `badRow` makes unreadable: `_id`, else the first required text field, else the first required one. */
function badRowField(row: Json, schema: JsonSchema, root: JsonSchema): string | undefined {
  const described = describe(schema, row, root);
  if (!isObject(row) || !described) return undefined;
  if (typeof row._id === 'string') return '_id';
  const required = (described.required ?? []).filter((key) => key in row && row[key] !== null);
  return required.find((key) => typeof row[key] === 'string') ?? required[0];
}

/** Applies one error kind; undefined when it does not apply to this answer (no rows, no required part). */
function withError(value: Json, kind: (typeof ERROR_DRIFTS)[number], shape: AnswerShape): Json | undefined {
  const rowsPath = shape.rows?.at.split('.') ?? [];
  const rows = shape.rows ? (valueAt(value, shape.rows.at) as Json | undefined) : undefined;
  if (kind === 'rowsKey') {
    if (!Array.isArray(rows)) return undefined;
    const key = rowsPath[rowsPath.length - 1];
    return editAt(value, rowsPath.slice(0, -1), (parent) => {
      const container = parent as JsonObject;
      const other = ['data', 'items', 'rows', 'list'].find((name) => name !== key && !(name in container))!;
      container[other] = container[key];
      delete container[key];
    });
  }
  if (kind === 'missingPart') {
    const path = requiredPart(value, shape.answer, rowsPath, shape.answer);
    if (!path) return undefined;
    return editAt(value, path.slice(0, -1), (parent) => {
      delete (parent as JsonObject)[path[path.length - 1]];
    });
  }
  if (!Array.isArray(rows) || rows.length === 0 || !shape.rows) return undefined;
  const field = badRowField(rows[0], shape.rows.row, shape.answer);
  if (field === undefined) return undefined;
  return editAt(value, [...rowsPath, '0'], (row) => {
    (row as JsonObject)[field] = { $oid: String((row as JsonObject)[field]) };
  });
}

/** FNV-1a: a call's turn in `all`, the same on every run. */
function turnOf(call: string, choices: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < call.length; index++) hash = Math.imul(hash ^ call.charCodeAt(index), 0x01000193) >>> 0;
  return hash % choices;
}

/** The answer of `call` drifted as `selection` asks, described by `shape`; the store's own objects are never changed. */
export function driftAnswer(call: string, value: unknown, shape: AnswerShape, selection: DriftSelection): unknown {
  let drifted = tolerate(value as Json, shape.answer, '', shape, selection.kinds);
  const errors = ERROR_DRIFTS.filter((kind) => selection.kinds.has(kind));
  if (selection.inTurn) {
    const applicable = ERROR_DRIFTS.filter((kind) => withError(drifted, kind, shape) !== undefined);
    const turn = turnOf(call, applicable.length + 1);
    if (turn > 0) errors.push(applicable[turn - 1]);
  }
  for (const kind of errors) drifted = withError(drifted, kind, shape) ?? drifted;
  return drifted;
}
