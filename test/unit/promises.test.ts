import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, loadAllContracts, type CallContract, type CallKey } from '../../src/api/contract';
import type { Node, Schema } from '../../src/api/contract/kit';
import { product } from '../../src/config';
import { PROMISES, promisedPaths } from '../../src/sandbox/promises';

/** Every path a schema requires: entries that are not optional, inside optional parts too, list items as `[]`. */
function requiredPaths(schema: Schema, prefix = ''): string[] {
  const node = schema as Node;
  switch (node.type) {
    case 'optional':
    case 'nullish':
      return requiredPaths(node.wrapped!, prefix);
    case 'nullable':
      return requiredPaths(node.wrapped!, prefix);
    case 'array':
      return requiredPaths(node.item!, `${prefix}[]`);
    case 'union':
      return (node.options as Schema[]).flatMap((option) => requiredPaths(option, prefix));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return Object.entries(node.entries!).flatMap(([name, entry]) => {
        const path = prefix ? `${prefix}.${name}` : name;
        return [...(['optional', 'nullish'].includes(entry.type) ? [] : [path]), ...requiredPaths(entry, path)];
      });
    default:
      return [];
  }
}

/** Promised: named in the table, or a part of something named there (`data` of `data.features[].endPoint`). */
const isPromised = (path: string, promised: readonly string[]) =>
  promised.some((field) => field === path || field.startsWith(`${path}.`) || field.startsWith(`${path}[]`));

describe('the promise table (src/sandbox/promises.ts)', () => {
  let contracts: ReadonlyMap<CallKey, CallContract>;
  beforeAll(async () => {
    contracts = await loadAllContracts();
  });

  it('has an entry for each of the 99 documented calls, each field with its section', () => {
    const calls = Object.values(CALLS).flat();
    expect(calls).toHaveLength(99);
    expect(Object.keys(PROMISES).sort()).toEqual([...calls].sort());
    for (const [call, promise] of Object.entries(PROMISES))
      for (const { field, source } of promise.fields) expect(source, `${call} ${field}`).toMatch(/^00[012] §[2-8]$/);
  });

  it('promises every field a schema requires: no call needs what the documents do not name', () => {
    const unpromised: string[] = [];
    for (const contract of contracts.values()) {
      const promised = promisedPaths(contract.call, product);
      const required = [...requiredPaths(contract.answer), ...(contract.rows ? requiredPaths(contract.rows.row, `${contract.rows.at}[]`) : [])];
      for (const path of new Set(required)) if (!isPromised(path, promised)) unpromised.push(`${contract.call}: ${path}`);
    }
    expect(unpromised).toEqual([]);
  });

  it('reads a required path as promised only when the table names it or a part of it', () => {
    expect(isPromised('data', ['data.features[].endPoint'])).toBe(true);
    expect(isPromised('data.features', ['data.features[].endPoint'])).toBe(true);
    expect(isPromised('data.role', ['data.features[].endPoint'])).toBe(false);
    expect(isPromised('dat', ['data'])).toBe(false);
  });
});
