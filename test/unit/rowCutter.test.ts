import { describe, expect, it } from 'vitest';
import { RowCutter } from '../../src/data/listEngine/rowCutter';

const encode = (text: string) => new TextEncoder().encode(text);

/** Feeds the answer cut at every given byte offset; returns the rows and the answer's other fields. */
function cut(text: string, rowsAt: string, at: number[]) {
  const bytes = encode(text);
  const cutter = new RowCutter(rowsAt);
  const rows: unknown[] = [];
  let from = 0;
  for (const offset of [...at, bytes.length]) {
    rows.push(...cutter.write(bytes.slice(from, offset)));
    from = offset;
  }
  return { rows, head: cutter.end() };
}

const answer = {
  responseCode: 200,
  message: 'Garages "listed"',
  garages: [
    { _id: 'g1', garageName: 'Garage "Nord" \\ Süd', city: '北京', note: 'emoji 🚗, brace } and bracket ]' },
    { _id: 'g2', garageName: 'Atelier, à Paris', tags: ['a', { nested: [1, 2] }], stars: 4.5, open: true, owner: null },
    { _id: 'g3', garageName: 'مرآب', escaped: 'line\nbreak \u00e9 \\"' },
  ],
  totalGarages: 3,
};
const text = JSON.stringify(answer);

describe('RowCutter', () => {
  it('cuts every row and reads the other fields at every possible piece boundary', () => {
    for (let offset = 1; offset < encode(text).length; offset++) {
      const { rows, head } = cut(text, 'garages', [offset]);
      expect(rows, `cut at byte ${offset}`).toEqual(answer.garages);
      expect(head).toEqual({ responseCode: 200, message: 'Garages "listed"', garages: [], totalGarages: 3 });
    }
  });

  it('reads rows byte by byte: escaped quotes and multi-byte characters split across pieces', () => {
    const { rows } = cut(
      text,
      'garages',
      Array.from({ length: encode(text).length - 1 }, (_, index) => index + 1),
    );
    expect(rows).toEqual(answer.garages);
  });

  it('finds rows at a nested path and leaves arrays of the same name elsewhere alone', () => {
    const nested = JSON.stringify({ data: { total: 2, other: { data: [{ wrong: true }] }, data: [{ id: 1 }, { id: 2 }] }, responseCode: 200 });
    const { rows, head } = cut(nested, 'data.data', [17, 40]);
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(head).toEqual({ data: { total: 2, other: { data: [{ wrong: true }] }, data: [] }, responseCode: 200 });
  });

  it('reads an answer without rows (an error) whole', () => {
    const { rows, head } = cut(JSON.stringify({ responseCode: 401, message: 'Session expired' }), 'garages', [10]);
    expect(rows).toEqual([]);
    expect(head).toEqual({ responseCode: 401, message: 'Session expired' });
  });

  it('hands rows over as soon as each piece completes them', () => {
    const bytes = encode(JSON.stringify({ garages: [{ id: 1 }, { id: 2 }, { id: 3 }] }));
    const cutter = new RowCutter('garages');
    const split = encode('{"garages":[{"id":1},{"id').length;
    expect(cutter.write(bytes.slice(0, split))).toEqual([{ id: 1 }]);
    expect(cutter.write(bytes.slice(split))).toEqual([{ id: 2 }, { id: 3 }]);
  });
});
