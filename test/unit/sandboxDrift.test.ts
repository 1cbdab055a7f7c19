import { beforeAll, describe, expect, it } from 'vitest';
import { AnswerUnreadable } from '../../src/api/apiError';
import { loadContract } from '../../src/api/contract';
import { readAnswer } from '../../src/api/contract/read';
import { answerShape } from '../../src/sandbox/answerShapes';
import { driftAnswer, driftSelection, type AnswerShape } from '../../src/sandbox/drift';

/** The categories answer's shape from its contract (GET /CategoryAdminList). */
let categories: AnswerShape;
beforeAll(async () => {
  categories = await answerShape('GET /CategoryAdminList');
});

const garages: AnswerShape = {
  answer: {
    type: 'object',
    properties: { data: { type: 'object', properties: { data: { type: 'array' } }, required: ['data'] }, totalCount: { type: 'integer' } },
    required: ['data', 'totalCount'],
  },
  rows: { at: 'data.data', row: { type: 'object', properties: { _id: { type: 'string' }, garageName: { type: 'string' } }, required: ['_id'] } },
};
const dashboard: AnswerShape = {
  answer: {
    type: 'object',
    properties: {
      data: {
        anyOf: [
          {
            type: 'object',
            properties: { allGarages: { type: 'number' }, approveGarage: { type: 'number' } },
            required: ['allGarages', 'approveGarage'],
          },
          { type: 'null' },
        ],
      },
    },
    required: ['data'],
  },
};

const row = (id: string) => ({
  _id: id,
  categoryName: `Cat ${id}`,
  categoryDescription: 'About',
  categoryImage: '/images/categories/x.png',
  vehicleType: 1,
  status: true,
  createdAt: '2024-03-01T10:00:00.000Z',
});

const drift = (shape: AnswerShape, value: unknown, names: string, call = 'GET /CategoryAdminList') =>
  driftAnswer(call, value, shape, driftSelection(names));

describe('the sandbox drift switch', () => {
  it('sends optional fields as null, or leaves them out, and keeps the required ones', () => {
    // A category requires only its _id (catalogue.ts): every other field is optional.
    const answer = { categories: [row('a')] };
    const nulls = { _id: 'a', categoryName: null, categoryDescription: null, categoryImage: null, vehicleType: null, status: null, createdAt: null };
    expect(drift(categories, answer, 'nulls')).toEqual({ categories: [nulls] });
    expect(drift(categories, answer, 'omitted')).toEqual({ categories: [{ _id: 'a' }] });
    // Both: the optional fields take turns (null, left out, kept).
    expect(drift(categories, answer, 'nulls,omitted')).toEqual({
      categories: [{ _id: 'a', categoryName: null, categoryImage: row('a').categoryImage, vehicleType: null, createdAt: row('a').createdAt }],
    });
  });

  it('sends numbers and booleans as strings, dates as epoch milliseconds and an extra field', () => {
    const answer = { categories: [row('a')] };
    expect(drift(categories, answer, 'strings')).toEqual({ categories: [{ ...row('a'), vehicleType: '1', status: 'true' }] });
    expect(drift(categories, answer, 'epochDates')).toEqual({ categories: [{ ...row('a'), createdAt: Date.parse('2024-03-01T10:00:00.000Z') }] });
    expect(drift(categories, answer, 'extraFields')).toEqual({ categories: [{ ...row('a'), zipCode: 0 }], zipCode: 0 });
    expect(drift(dashboard, { data: { allGarages: 4, approveGarage: 2 } }, 'strings')).toEqual({ data: { allGarages: '4', approveGarage: '2' } });
  });

  it('moves the rows under another key, at any depth', () => {
    expect(drift(categories, { categories: [row('a')] }, 'rowsKey')).toEqual({ data: [row('a')] });
    expect(drift(garages, { data: { data: [{ _id: 'g' }] }, totalCount: 1 }, 'rowsKey')).toEqual({ data: { items: [{ _id: 'g' }] }, totalCount: 1 });
  });

  it('leaves out the first required part outside the rows, else the rows', () => {
    expect(drift(dashboard, { data: { allGarages: 4, approveGarage: 2 } }, 'missingPart')).toEqual({ data: { approveGarage: 2 } });
    expect(drift(garages, { data: { data: [{ _id: 'g' }] }, totalCount: 1 }, 'missingPart')).toEqual({ data: { data: [{ _id: 'g' }] } });
    expect(drift(categories, { categories: [row('a')] }, 'missingPart')).toEqual({});
  });

  it("sends the first row's _id as an object and leaves the other rows as they are", () => {
    expect(drift(categories, { categories: [row('a'), row('b')] }, 'badRow')).toEqual({
      categories: [{ ...row('a'), _id: { $oid: 'a' } }, row('b')],
    });
  });

  it("never changes the store's own objects", () => {
    const answer = { categories: [row('a'), row('b')] };
    const before = structuredClone(answer);
    drift(categories, answer, 'tolerated,rowsKey,missingPart,badRow');
    expect(answer).toEqual(before);
  });

  it('with all, gives every answer the tolerated kinds and each call one error kind or none, the same on every run', () => {
    const answer = { data: { data: [{ _id: 'g', garageName: 'G' }] }, totalCount: 1 };
    const calls = Array.from({ length: 40 }, (_, index) => `GET /list${index}`);
    const outcomes = calls.map((call) => JSON.stringify(drift(garages, answer, 'all', call)));
    expect(calls.map((call) => JSON.stringify(drift(garages, answer, 'all', call)))).toEqual(outcomes);
    const tolerated = { data: { data: [{ _id: 'g', garageName: null, zipCode: 0 }], zipCode: 0 }, totalCount: '1', zipCode: 0 };
    const distinct = [...new Set(outcomes)].map((text) => JSON.parse(text) as unknown);
    expect(distinct).toHaveLength(4);
    expect(distinct).toEqual(
      expect.arrayContaining([
        tolerated,
        { ...tolerated, data: { items: tolerated.data.data, zipCode: 0 } },
        { data: tolerated.data, zipCode: 0 },
        { ...tolerated, data: { data: [{ ...tolerated.data.data[0], _id: { $oid: 'g' } }], zipCode: 0 } },
      ]),
    );
  });

  it('gives answers the contract reads with the deviation of each tolerated kind, and refuses for each error kind', async () => {
    const contract = await loadContract('GET /CategoryAdminList');
    const answer = { categories: [row('a'), row('b')] };
    const read = (names: string) => readAnswer(contract, drift(categories, answer, names));
    const seen = (names: string) =>
      read(names).deviations.map(({ field, expected, received, kind, rows }) => ({ field, expected, received, kind, rows }));
    const nulled = (field: string, expected: string) => ({
      field: `categories[].${field}`,
      expected: `${expected} or absent`,
      received: 'null',
      kind: 'tolerated',
      rows: 2,
    });
    expect(seen('nulls')).toEqual([
      nulled('categoryName', 'string'),
      nulled('categoryDescription', 'string'),
      nulled('categoryImage', 'string'),
      nulled('vehicleType', '1 | 2 | 3'),
      nulled('status', 'boolean'),
      nulled('createdAt', 'ISO date'),
    ]);
    expect(seen('omitted')).toEqual([]);
    expect(seen('strings')).toEqual([
      { field: 'categories[].vehicleType', expected: '1 | 2 | 3', received: 'string', kind: 'tolerated', rows: 2 },
      { field: 'categories[].status', expected: 'boolean', received: 'string', kind: 'tolerated', rows: 2 },
    ]);
    expect(seen('epochDates')).toEqual([{ field: 'categories[].createdAt', expected: 'ISO date', received: 'number', kind: 'tolerated', rows: 2 }]);
    expect(read('epochDates').value).toEqual(answer);
    expect(seen('extraFields')).toEqual([
      { field: 'zipCode', expected: 'no such field', received: 'number', kind: 'extra', rows: undefined },
      { field: 'categories[].zipCode', expected: 'no such field', received: 'number', kind: 'extra', rows: 2 },
    ]);
    expect(() => read('rowsKey')).toThrow(new AnswerUnreadable({ call: 'GET /CategoryAdminList', field: 'categories', expected: 'list' }));
    expect(() => read('missingPart')).toThrow(AnswerUnreadable);
    expect(seen('badRow')).toEqual([{ field: 'categories[]._id', expected: 'string', received: 'object', kind: 'unreadable', rows: 1 }]);
  });

  it('refuses an unknown kind, naming the kinds there are', () => {
    expect(() => driftSelection('rowKey')).toThrow(
      'Unknown drift "rowKey": use nulls, omitted, strings, epochDates, extraFields, rowsKey, missingPart, badRow, tolerated, all',
    );
    expect(driftSelection(['rowsKey', 'nulls'])).toEqual({ kinds: new Set(['rowsKey', 'nulls']), inTurn: false });
  });
});
