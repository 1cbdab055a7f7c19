import { describe, expect, it } from 'vitest';
import { rowKeysFor } from '../../src/components/list/TableRows';

const page = (...ids: (string | number)[]) => ids.map((id) => ({ id }));

describe("a list's row keys", () => {
  it('numbers the first page in order', () => {
    expect(rowKeysFor(page('a', 'b', 'c'), undefined, [])).toEqual([0, 1, 2]);
  });

  it('gives a page of new records (a search, the next page) the rows of the last one, in order', () => {
    expect(rowKeysFor(page('x', 'y', 'z'), page('a', 'b', 'c'), [0, 1, 2])).toEqual([0, 1, 2]);
    expect(rowKeysFor(page('x', 'y', 'z', 'w'), page('a', 'b'), [4, 7])).toEqual([4, 7, 8, 9]);
  });

  it('keeps the row of a record still on the page, wherever it moves', () => {
    // 'b' was removed above 'c' and 'd'; 'e' came in at the bottom and takes b's row.
    expect(rowKeysFor(page('a', 'c', 'd', 'e'), page('a', 'b', 'c', 'd'), [0, 1, 2, 3])).toEqual([0, 2, 3, 1]);
    // A new record on top, the others moving down with their rows.
    expect(rowKeysFor(page('n', 'a', 'b'), page('a', 'b', 'c'), [0, 1, 2])).toEqual([2, 0, 1]);
  });

  it('gives an id seen twice in one answer a row of its own', () => {
    const keys = rowKeysFor(page('a', 'a', 'b'), page('a', 'b'), [0, 1]);
    expect(keys).toEqual([0, 2, 1]);
    expect(new Set(keys).size).toBe(3);
  });
});
