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
import { ALTERNATIVE_FORMS, MARKETPLACE_GARAGES, promisedPaths } from './promises';

const MARKETPLACE_GARAGE_CALLS: ReadonlySet<CallKey> = new Set(MARKETPLACE_GARAGES);

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

/** Every object in `value` with the fields `names` maps renamed (copies). */
function renamedDeep(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renamedDeep(item, names));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[names.get(key) ?? key] = renamedDeep(field, names);
  return out;
}

/** Per call, the names the alternative shape answers instead of the usual ones (promises.ts). */
const renamesByCall = new Map<CallKey, Map<string, string>>();
for (const { usual, alternative, calls } of ALTERNATIVE_FORMS)
  for (const call of calls) {
    const names = renamesByCall.get(call) ?? new Map<string, string>();
    renamesByCall.set(call, names.set(usual, alternative));
  }

/** Live garages' categories as 002 §3 gives them: by name only. */
function categoriesByName(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(categoriesByName);
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    out[key] =
      key === 'categories' && Array.isArray(field)
        ? field.map((category) => (isObject(category) ? { categoryName: category.categoryName } : category))
        : categoriesByName(field);
  return out;
}

/** The answer of `call` in its documents' alternative forms, where they give any. */
function asAlternatives(call: CallKey, value: unknown): unknown {
  const names = renamesByCall.get(call);
  const renamed = names ? renamedDeep(value, names) : value;
  return MARKETPLACE_GARAGE_CALLS.has(call) ? categoriesByName(renamed) : renamed;
}

/** The answer of `call` in `shape`; the store's own objects are never changed. */
export function shapedAnswer(call: CallKey, value: unknown, shape: SandboxShape, product: string): unknown {
  if (shape === 'minimal') return project(value, treeOf(call, product));
  if (shape === 'mongoose') return asMongoose(value, undefined);
  if (shape === 'alternatives') return asAlternatives(call, value);
  return value;
}
