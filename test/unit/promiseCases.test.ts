/**
 * The reading of every answer, case by case, generated from the promise table (src/sandbox/promises.ts):
 * each call's answer is made from the fields the table names (values of the types the contract reads),
 * then, one field at a time, that field is left out everywhere it occurs. The answer must still be read,
 * with every row and every parent of the field kept; a row is marked only where NEEDED says a screen
 * cannot work without the field. Each documented alternative form reads as the usual one does.
 * A failure names its call and field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AnswerUnreadable } from '../../src/api/apiError';
import { CALLS, loadAllContracts, type CallContract, type CallKey } from '../../src/api/contract';
import { isDate, type Node } from '../../src/api/contract/kit';
import { readAnswer, UNREADABLE } from '../../src/api/contract/read';
import { product } from '../../src/config';
import { ALTERNATIVE_FORMS, promisedPaths } from '../../src/sandbox/promises';

/**
 * What a screen cannot work without, by call: the list or object the answer is about (an answer
 * without it is named with Retry), and the id a row's own actions send (the row is shown, marked).
 */
const NEEDED: Partial<Record<CallKey, readonly string[]>> = {
  // Every access rule reads the role.
  'GET /admin_{product}_dashboard': ['data', 'data.role'],
  'GET /CategoryAdminList': ['categories', 'categories[]._id'],
  'GET /adminServiceList': ['data', 'data[]._id'],
  'GET /ServiceNameAdminList': ['services', 'services[]._id'],
  'POST /category_service_list': ['data', 'data[]._id', 'data.services', 'data.services[]._id'],
  'GET /adminDashboard': ['data'],
  'GET /garageNameList': ['data'],
  'GET /getAllUsers': ['garages'],
  'GET /getAllApproveUsers': ['garages'],
  'POST /getSingleGarage': ['data'],
  'POST /garage_Categories_List': ['data'],
  'GET /listOfSocialMedias': ['listOfSocialMedias'],
  'POST /get_service_list': ['data'],
  'POST /get_model_list': ['data'],
  'POST /lead/getLeadDataList': ['data', 'data.leadsWithDetails'],
  'POST /lead/listOfAdminLeads': ['data', 'data.leadsWithDetails'],
  'POST /lead/searchGarage': ['data', 'data.garages'],
  'GET /customerManagement': ['data'],
  'GET /listOfStates': ['data'],
  'GET /listOfCities/{stateId}': ['data'],
  'GET /onlineRequestedGarages': ['data', 'data.data'],
  'GET /onlineGarages': ['data', 'data.data'],
  'GET /bookingManagement': ['data'],
  'POST /{product}/getQuotes': ['data'],
  'GET /{product}/{product}Customers': ['data'],
  'POST /adminSaleInvoiceList': ['data'],
  'POST /adminPurchaseInvoiceList': ['data'],
  'POST /listOfAllJobcards': ['data'],
  'POST /listOfvendors': ['data'],
  'POST /listOfRewardPoints': ['data'],
  'POST /getListOfInventory': ['data', 'data.parts'],
  'GET /sales': ['detailedWallet'],
  'POST /xlsTracking': ['data', 'data.responseData'],
  // A comment's delete sends its ratingId.
  'POST /ratingsAndReviewsForGarages': ['data', ...[1, 2, 3, 4, 5].map((stars) => `data[].${stars}star[].ratingId`)],
  'POST /listOfPushNotifications': ['data', 'data.responseData'],
  'POST /getSEOdata': ['data', 'data[]._id'],
  'GET /listOf_SEO_Data_cities': ['data'],
  'POST /listOf_SEO_Data_aries': ['data'],
  'GET /getSinglePage/{pageId}': ['data', 'data._id', 'data.data', 'data.data._id'],
  'GET /getSingleGarage/{garageId}': ['data'],
  'POST /singleGarage': ['data'],
  'GET /promoCodeList': ['promoCodes', 'promoCodes[]._id'],
  // A sub-admin's calls send its id, or Mongo's _id in its place: a row with neither is marked by the list (actsById).
  'GET /subAdmin': ['subadmins'],
  // The role's edit and status toggle send its _id; the feature checkboxes send each featureId.
  'GET /adminRoles': ['data', 'data[]._id', 'data[].features[].featureId'],
  'POST /singleAdminRole': ['data', 'data.features', 'data.features[].featureId'],
  'GET /adminFeatures': ['data', 'data[]._id'],
  // A feature's switch sends its featureId.
  'POST /admin/subscriptionData': ['data', 'data.features', 'data.features[].featureId'],
  'POST /admin/subscrptionHistory': ['data'],
  'POST /admin/getGaragefeatures': ['data', 'data[].featureId'],
  'POST /listofSubscriptionData': ['data'],
  'POST /listOfPlanDetails': ['data'],
  'GET /admin/getAllEnquires': ['data'],
  'POST /uploadImage': ['imagePath1'],
};

const fill = (path: string) => path.replace(/\{product\}/g, product);
const neededOf = (call: CallKey) => new Set((NEEDED[call] ?? []).map(fill));

/** `data.features[].endPoint` → data, features, [], endPoint. */
const partsOf = (path: string) => path.split(/\.|(?=\[\])|(?<=\[\])/).filter(Boolean);

const unwrap = (node: Node): Node => (['optional', 'nullish', 'nullable'].includes(node.type) ? unwrap(node.wrapped!) : node);

/** The schema under `part` of `node` ('[]' for a list's item), through the options of a union. */
function below(node: Node, part: string): Node | undefined {
  const own = unwrap(node);
  if (own.type === 'union') {
    for (const option of own.options as Node[]) {
      const found = below(option, part);
      if (found) return found;
    }
    return undefined;
  }
  if (part === '[]') return own.type === 'array' ? own.item : undefined;
  return own.entries?.[part] ?? (own.type === 'record' ? own.value : undefined);
}

/** A value the schema reads as it is, made of what `tree` names (or, for a part named whole, its required fields). */
function sampleOf(node: Node, tree: Tree | undefined, depth = 0): unknown {
  const own = unwrap(node);
  if (isDate(own)) return '2024-05-03T10:00:00.000Z';
  switch (own.type) {
    case 'string':
      return 'Sample';
    case 'number':
      return 2;
    case 'boolean':
      return true;
    case 'picklist':
      return own.options![0];
    case 'literal':
      return own.literal;
    case 'array':
      return [sampleOf(own.item!, tree?.['[]'], depth + 1)];
    case 'union': {
      // A part named with parts of its own is an object: the option that has them.
      const options = own.options as Node[];
      const wanted = tree && Object.keys(tree).length ? options.find((option) => Object.keys(tree).some((part) => below(option, part))) : undefined;
      return sampleOf(wanted ?? options[0], tree, depth);
    }
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const out: Record<string, unknown> = {};
      const named = tree && Object.keys(tree).length ? Object.keys(tree) : undefined;
      for (const [name, entry] of Object.entries(own.entries!)) {
        const isNamed = named ? named.includes(name) : entry.type !== 'optional' && entry.type !== 'nullish';
        if (isNamed && depth < 8) out[name] = sampleOf(entry, tree?.[name], depth + 1);
      }
      return out;
    }
    default:
      return 'Sample';
  }
}

interface Tree {
  [part: string]: Tree;
}

/** The promised paths the contract reads, as a tree. */
function treeOf(contract: CallContract): Tree {
  const tree: Tree = {};
  for (const path of promisedPaths(contract.call, product)) {
    let schema: Node | undefined = contract.answer as Node;
    const parts = partsOf(path);
    for (const part of parts) schema = schema && below(schema, part);
    if (!schema) continue;
    let node = tree;
    for (const part of parts) node = node[part] ??= {};
  }
  return tree;
}

/** Every promised path the sample carries (the table's own order, `{product}` filled). */
const carried = (contract: CallContract, sample: unknown) =>
  promisedPaths(contract.call, product).filter((path) => valuesAt(sample, partsOf(path)).length > 0);

/** Every value at the path (through every list item). */
function valuesAt(value: unknown, parts: readonly string[]): unknown[] {
  if (parts.length === 0) return [value];
  const [part, ...rest] = parts;
  if (part === '[]') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : [];
  if (typeof value !== 'object' || value === null || !(part in value)) return [];
  return valuesAt((value as Record<string, unknown>)[part], rest);
}

/** A copy of `value` without the field at the path, wherever it occurs. */
function without(value: unknown, parts: readonly string[]): unknown {
  const [part, ...rest] = parts;
  if (part === '[]') return Array.isArray(value) ? value.map((item) => without(item, rest)) : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0) delete copy[part];
  else if (part in copy) copy[part] = without(copy[part], rest);
  return copy;
}

/** A copy of `value` with the field `from` renamed `to` in every object at `parent`. */
function renamedAt(value: unknown, parent: readonly string[], from: string, to: string): unknown {
  if (parent.length === 0) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !(from in value)) return value;
    const { [from]: moved, ...rest } = value as Record<string, unknown>;
    return { ...rest, [to]: moved };
  }
  const [part, ...rest] = parent;
  if (part === '[]') return Array.isArray(value) ? value.map((item) => renamedAt(item, rest, from, to)) : value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  return part in object ? { ...object, [part]: renamedAt(object[part], rest, from, to) } : object;
}

/** What the console makes of an answer: its rows (or the object) and what it found, or the failure. */
function outcomeOf(contract: CallContract, answer: unknown) {
  try {
    const { value, deviations } = readAnswer(contract, answer);
    const rows = contract.rows ? (valuesAt(value, partsOf(contract.rows.at))[0] as Record<string, unknown>[]) : [];
    return {
      value,
      rows: rows.length,
      marked: [...new Set(rows.flatMap((row) => (row[UNREADABLE] as string[] | undefined) ?? []))],
      // The tolerant reading's own mark of a field left out (read.ts passes its findings on whole).
      dropped: deviations.filter((deviation) => (deviation as { dropped?: boolean }).dropped).map((deviation) => deviation.field),
      unreadable: deviations
        .filter((deviation) => deviation.kind === 'unreadable' || deviation.kind === 'missing')
        .map((deviation) => deviation.field),
      failed: undefined as string | undefined,
    };
  } catch (error) {
    if (!(error instanceof AnswerUnreadable)) throw error;
    return { value: undefined, rows: 0, marked: [], dropped: [], unreadable: [], failed: error.field };
  }
}

const contracts = await loadAllContracts();
const samples = new Map([...contracts.values()].map((contract) => [contract.call, sampleOf(contract.answer as Node, treeOf(contract))]));

/** The field of a row a path is in (`data.data[].categories[].categoryName` → categories), or undefined outside the rows. */
function rowFieldOf(contract: CallContract, path: string): string | undefined {
  const rowsAt = contract.rows ? `${contract.rows.at}[].` : undefined;
  return rowsAt && path.startsWith(rowsAt) ? partsOf(path.slice(rowsAt.length))[0] : undefined;
}

const cases = [...contracts.values()].flatMap((contract) => carried(contract, samples.get(contract.call)).map((path) => ({ contract, path })));

describe('every answer the promise table describes', () => {
  beforeAll(() => expect(Object.values(CALLS).flat()).toHaveLength(contracts.size));

  it.each([...contracts.values()].map((contract) => [contract.call, contract] as const))(
    '%s: made of what the table names, reads as it is',
    (_, contract) => {
      const outcome = outcomeOf(contract, samples.get(contract.call));
      expect(outcome.failed).toBeUndefined();
      expect(outcome.unreadable).toEqual([]);
    },
  );

  it.each(cases.map(({ contract, path }) => [`${contract.call}: without ${path}`, contract, path] as const))('%s', (_, contract, path) => {
    const sample = samples.get(contract.call);
    const needed = neededOf(contract.call);
    const whole = outcomeOf(contract, sample);
    const outcome = outcomeOf(contract, without(sample, partsOf(path)));
    const rowField = rowFieldOf(contract, path);
    if (rowField === undefined && needed.has(path)) {
      // The list or object the answer is about: named (it, or the part it is in) with Retry, never
      // shown as empty; an id inside a part that may be absent is named as missing.
      const named =
        outcome.failed === undefined ? outcome.unreadable.includes(path) : path.startsWith(outcome.failed) || outcome.failed.startsWith(path);
      expect(named, `${contract.call}: an answer without ${path} is named (failed at ${outcome.failed})`).toBe(true);
      return;
    }
    expect(outcome.failed, `${contract.call}: read without ${path}`).toBeUndefined();
    expect(outcome.rows, `${contract.call}: every row kept without ${path}`).toBe(whole.rows);
    expect(outcome.dropped, `${contract.call}: no parent of ${path} dropped`).toEqual([]);
    const rowPath = rowField === undefined ? undefined : path.slice(`${contract.rows!.at}[].`.length);
    expect(outcome.marked, `${contract.call}: a row without ${path} is marked only where a screen needs it`).toEqual(
      rowPath !== undefined && needed.has(path) ? [rowField] : [],
    );
    if (rowField === undefined && !needed.has(path)) expect(outcome.unreadable, `${contract.call}: nothing unreadable without ${path}`).toEqual([]);
  });

  const alternatives = [...contracts.values()].flatMap((contract) =>
    ALTERNATIVE_FORMS.filter(({ calls }) => calls.includes(contract.call)).flatMap(({ usual, alternative, source }) =>
      carried(contract, samples.get(contract.call))
        .filter((path) => partsOf(path).at(-1) === usual)
        .map((path) => ({ contract, path, usual, alternative, source })),
    ),
  );

  it('has the alternative forms of the documents to try', () => expect(alternatives.length).toBeGreaterThanOrEqual(ALTERNATIVE_FORMS.length));

  it.each(alternatives.map((entry) => [`${entry.contract.call}: ${entry.path} as ${entry.alternative} (${entry.source})`, entry] as const))(
    '%s',
    (_, { contract, path, usual, alternative }) => {
      const parent = partsOf(path).slice(0, -1);
      const sample = samples.get(contract.call);
      const outcome = outcomeOf(contract, renamedAt(sample, parent, usual, alternative));
      expect(outcome.failed).toBeUndefined();
      expect(outcome.unreadable).toEqual([]);
      expect(outcome.dropped).toEqual([]);
      expect(outcome.rows).toBe(outcomeOf(contract, sample).rows);
    },
  );
});
