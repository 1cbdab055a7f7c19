/**
 * Writes out the strict reading of an area's answers as a JavaScript module, at build time
 * (build/strictReadings.ts serves it as `virtual:contract-strict/<area>`): straight-line property
 * reads that engines optimise, so a conforming row of 100,000 costs a fraction of a microsecond, and
 * with no code made at run time (the deployed content security policy allows no `eval`). The same
 * reading as kit.ts `conforms`; a unit test holds the two to the same answers. Not loaded by the
 * console: only the module it writes is.
 */
import type { CallContract } from './index';
import { ISO_DATE, STORE_FIELDS, isDate, type Node } from './kit';

const literal = (value: unknown) => JSON.stringify(value);

/** The source of one area's strict readings: `strict` by call, with where each list's rows are. */
export function strictSource(area: string, contracts: readonly CallContract[]): string {
  const functions: string[] = [];
  const named = new Map<Node, string>();
  const bodies = new Map<string, string>();
  let variables = 0;
  /** The schema whose function is being written. */
  let writing: Node | undefined;
  const fresh = () => `v${++variables}`;

  /** The name of the function that reads `node`: written once per schema, and once per body (answers alike share one). */
  function functionOf(node: Node): string {
    const known = named.get(node);
    if (known) return known;
    // Each function numbers its own variables; the one being written goes on after this one.
    const outer = { variables, writing };
    variables = 0;
    writing = node;
    const body = emit(node, 'value');
    ({ variables, writing } = outer);
    let name = bodies.get(body);
    if (!name) {
      name = `read${bodies.size + 1}`;
      bodies.set(body, name);
      functions.push(`function ${name}(value) {\n${body}\nreturn true;\n}`);
    }
    named.set(node, name);
    return name;
  }

  /** The body of an object schema's function: its fields, then no field the documents do not name. */
  function emitObject(node: Node): string {
    // Present fields are counted, so that a field the documents do not name shows as one key too many.
    const object = fresh();
    const count = fresh();
    const key = `_${fresh()}`;
    // An object whose other fields the documents leave open counts nothing.
    const counting = node.type !== 'loose_object';
    const counted = counting ? `${count}++;` : '';
    // The store's own fields (kit.ts STORE_FIELDS) count as present fields wherever the schema does not name them.
    const storeFields = counting
      ? STORE_FIELDS.filter((name) => !(name in node.entries!)).map((name) => `if (${object}[${literal(name)}] !== undefined) ${count}++;`)
      : [];
    const fields = Object.entries(node.entries!).map(([name, entry]) => {
      const field = fresh();
      const read = `const ${field} = ${object}[${literal(name)}];`;
      if (entry.type === 'optional') return `${read} if (${field} !== undefined) { ${counted} ${emit(entry.wrapped!, field)} }`;
      if (entry.type === 'nullish')
        return `${read} if (${field} !== undefined) { ${counted} if (${field} !== null) { ${emit(entry.wrapped!, field)} } }`;
      return `${read} if (${field} === undefined) return false; ${counted} ${emit(entry, field)}`;
    });
    return [
      `if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;`,
      `const ${object} = value;`,
      counting ? `let ${count} = 0;` : '',
      ...fields,
      ...storeFields,
      counting ? `for (const ${key} in ${object}) if (--${count} < 0) return false;` : '',
    ].join('\n');
  }

  /** Statements that return false unless the value in `at` conforms to `node`. */
  function emit(node: Node, at: string): string {
    if (isDate(node)) {
      return `if (typeof ${at} !== 'string' || !ISO_DATE.test(${at})) return false;`;
    }
    switch (node.type) {
      case 'string':
        if (node.pipe) throw new Error(`${area}: a string schema with other checks than a date has no written reading`);
        return `if (typeof ${at} !== 'string') return false;`;
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
        return `if (!(${(node.options as Node[]).map((option) => `${functionOf(option)}(${at})`).join(' || ')})) return false;`;
      case 'array': {
        const item = fresh();
        return `if (!Array.isArray(${at})) return false; for (const ${item} of ${at}) { ${emit(node.item!, item)} }`;
      }
      case 'object':
      case 'loose_object':
      case 'strict_object':
        // Each object schema is its own function, written once however many answers hold it.
        return at === 'value' && writing === node ? emitObject(node) : `if (!${functionOf(node)}(${at})) return false;`;
      default:
        throw new Error(`${area}: a ${node.type} schema has no written reading`);
    }
  }

  const entries = contracts.map((contract) => {
    const answer = functionOf(contract.answer as Node);
    const rows = contract.rows ? `, rowsAt: ${literal(contract.rows.at)}, row: ${functionOf(contract.rows.row as Node)}` : '';
    return `  ${literal(contract.call)}: { answer: ${answer}${rows} },`;
  });
  return [
    `/**`,
    ` * The strict reading of the answers of src/api/contract/${area}.ts, written at build time by strictSource.ts.`,
    ` */`,
    ``,
    ...(functions.some((source) => source.includes('ISO_DATE')) ? [`const ISO_DATE = ${ISO_DATE.toString()};`, ``] : []),
    ...functions.flatMap((source) => [source, '']),
    `export const strict = {`,
    ...entries,
    `};`,
    ``,
  ].join('\n');
}
