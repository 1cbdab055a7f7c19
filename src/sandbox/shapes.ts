/**
 * The shape switch: the same data answered the way two other backends may, both within the contract.
 * - `minimal`: only what the documents promise for the call (promises.ts), every other field left out;
 * - `mongoose`: what a Mongoose server adds, `__v` and `updatedAt` on every object and an `_id` on
 *   every object inside a list that has none;
 * - `alternatives`: every alternative form the documents allow, in place of the usual one: states and
 *   cities as `{id, name}` (000 §3), live garages with `gstIn`, `bussinessType` and categories by name
 *   only (002 §3), bookings with `varient` (002 §3: 'spelt oddly');
 * - `documented` (the default): every documented field the sandbox keeps.
 * Set with SANDBOX_SHAPE, or at run time with `POST /__sandbox/shape`.
 */
import type { CallKey } from '../api/contract';
import { promisedPaths } from './promises';

export const SHAPE_NAMES = ['documented', 'minimal', 'mongoose', 'alternatives'] as const;
export type SandboxShape = (typeof SHAPE_NAMES)[number];

/** A shape's name as SANDBOX_SHAPE gives it; an unknown name is refused with the names there are. */
export function sandboxShape(name: unknown): SandboxShape {
  const text = String(name ?? '').trim() || 'documented';
  if (!(SHAPE_NAMES as readonly string[]).includes(text)) throw new Error(`Unknown sandbox shape "${text}": use ${SHAPE_NAMES.join(', ')}`);
  return text as SandboxShape;
}

/** The promised paths as a tree: a node without children is kept whole. */
interface Tree {
  [part: string]: Tree;
}

const trees = new Map<string, Tree>();

function treeOf(call: CallKey, product: string): Tree {
  const key = `${product}\u0000${call}`;
  let tree = trees.get(key);
  if (!tree) {
    tree = {};
    for (const path of promisedPaths(call, product)) {
      let node = tree;
      // `data.features[].endPoint` → data, features, [], endPoint
      for (const part of path.split(/\.|(?=\[\])|(?<=\[\])/).filter(Boolean)) node = node[part] ??= {};
    }
    trees.set(key, tree);
  }
  return tree;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with only what `tree` names; a part named without its own parts is kept whole. */
function project(value: unknown, tree: Tree): unknown {
  if (Object.keys(tree).length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => project(item, tree['[]'] ?? tree));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, below] of Object.entries(tree)) if (key !== '[]' && key in value) out[key] = project(value[key], below);
  return out;
}

/** FNV-1a as 24 hex digits, the length of a Mongo ObjectId: the same object gets the same id on every answer. */
function objectIdOf(text: string): string {
  let hex = '';
  for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9]) {
    let hash = seed;
    for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
    hex += hash.toString(16).padStart(8, '0');
  }
  return hex;
}

/** When the server started: the `updatedAt` of objects that carry no date of their own. */
const STARTED = new Date().toISOString();

function asMongoose(value: unknown, inList: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item, index) => asMongoose(item, `${index}`));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  if (inList !== undefined && !('_id' in value)) {
    const own = value.id ?? value.garageId ?? value.featureId ?? value.ratingId;
    out._id = objectIdOf(typeof own === 'string' ? own : `${inList}:${JSON.stringify(value)}`);
  }
  for (const [key, field] of Object.entries(value)) out[key] = asMongoose(field, undefined);
  out.__v ??= 0;
  out.updatedAt ??= typeof value.createdAt === 'string' ? value.createdAt : STARTED;
  return out;
}

/** `value` with `from` renamed `to` where it has it (a copy). */
function renamed(value: Record<string, unknown>, names: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[names[key] ?? key] = field;
  return out;
}

/** A garage of 002 §3 in its other documented forms: `gstIn`, `bussinessType`, categories by name only. */
function garageAlternative(garage: unknown): unknown {
  if (!isObject(garage)) return garage;
  const out = renamed(garage, { gstNumber: 'gstIn', businessType: 'bussinessType' });
  if (Array.isArray(garage.categories))
    out.categories = garage.categories.map((category) => (isObject(category) ? { categoryName: category.categoryName } : category));
  return out;
}

/** The rows at `path` (dotted) made over by `each`. */
function rowsMade(answer: unknown, path: string, each: (row: unknown) => unknown): unknown {
  const [name, ...rest] = path.split('.');
  if (!isObject(answer) || !(name in answer)) return answer;
  const below = answer[name];
  return { ...answer, [name]: rest.length ? rowsMade(below, rest.join('.'), each) : Array.isArray(below) ? below.map(each) : below };
}

const place = (nameField: string) => (row: unknown) => (isObject(row) ? renamed(row, { _id: 'id', [nameField]: 'name' }) : row);

/** Per call, where its answer has a documented alternative form, and that form. */
const ALTERNATIVES: Partial<Record<CallKey, (answer: unknown) => unknown>> = {
  'GET /listOfStates': (answer) => rowsMade(answer, 'data', place('stateName')),
  'GET /listOfCities/{stateId}': (answer) => rowsMade(answer, 'data', place('cityName')),
  'GET /onlineGarages': (answer) => rowsMade(answer, 'data.data', garageAlternative),
  'GET /onlineRequestedGarages': (answer) => rowsMade(answer, 'data.data', garageAlternative),
  'POST /lead/searchGarage': (answer) => rowsMade(answer, 'data.garages', garageAlternative),
  'GET /bookingManagement': (answer) => rowsMade(answer, 'data', (row) => (isObject(row) ? renamed(row, { variant: 'varient' }) : row)),
};

/** The answer of `call` in `shape`; the store's own objects are never changed. */
export function shapedAnswer(call: CallKey, value: unknown, shape: SandboxShape, product: string): unknown {
  if (shape === 'minimal') return project(value, treeOf(call, product));
  if (shape === 'mongoose') return asMongoose(value, undefined);
  if (shape === 'alternatives') return ALTERNATIVES[call]?.(value) ?? value;
  return value;
}
