import { beforeEach, describe, expect, it } from 'vitest';
import { AnswerUnreadable } from '../../src/api/http';
import { clearDeviations, deviationLog, deviationsAsText, recordDeviations } from '../../src/api/contract/deviations';
import { strictOf } from '../../src/api/contract/boundary';
import { loadAllContracts, loadContract, type CallKey } from '../../src/api/contract/index';
import { conforms } from '../../src/api/contract/kit';
import { readAnswer, readRow, UNREADABLE } from '../../src/api/contract/read';
import { createSeed } from '../../src/sandbox/seed';
import { setupServer } from 'msw/node';
import { createSandbox } from '../../src/sandbox/handlers';
import { SandboxStore } from '../../src/sandbox/store';
import { DEMO_ADMIN } from '../../src/sandbox/demo';
import { PROBES, type ProbeInput, type Take } from '../../scripts/apiProbes';

const seed = createSeed({ garages: 20 });
const category = seed.categories[0];
const garage = (({ zipCode: _zip, ...documented }) => documented)(seed.garages[0] as (typeof seed.garages)[0] & { zipCode?: string });

/** Reads an answer of `call` and gives what it read and what deviated, in the log's words. */
async function read(call: CallKey, raw: unknown) {
  const { value, deviations } = readAnswer(await loadContract(call), raw);
  return { value: value as Record<string, unknown>, deviations };
}

async function unreadable(call: CallKey, raw: unknown): Promise<AnswerUnreadable> {
  try {
    readAnswer(await loadContract(call), raw);
  } catch (error) {
    if (error instanceof AnswerUnreadable) return error;
    throw error;
  }
  throw new Error(`${call}: the answer was read`);
}

describe('the contract read at the boundary', () => {
  it('takes an answer as documented as it came, with no deviation', async () => {
    const answer = { categories: seed.categories };
    const { value, deviations } = await read('GET /CategoryAdminList', answer);
    expect(value).toBe(answer);
    expect(deviations).toEqual([]);
    expect(conforms((await loadContract('GET /getAllUsers')).rows!.row, garage)).toBe(true);
  });

  it('tolerates a null optional field and a missing one: the field is left out, the null named', async () => {
    const { categoryDescription: _left, ...withoutDescription } = category;
    const { value, deviations } = await read('GET /CategoryAdminList', { categories: [{ ...category, categoryImage: null }, withoutDescription] });
    const [nulled, missing] = value.categories as Record<string, unknown>[];
    expect('categoryImage' in nulled).toBe(false);
    expect(missing).toBe(withoutDescription);
    expect(deviations).toEqual([
      {
        call: 'GET /CategoryAdminList',
        field: 'categories[].categoryImage',
        expected: 'string or absent',
        received: 'null',
        kind: 'tolerated',
        rows: 1,
      },
    ]);
  });

  it('reads numbers and booleans sent as strings as the documents type them', async () => {
    const { value, deviations } = await read('GET /CategoryAdminList', { categories: [{ ...category, vehicleType: '2', status: 'false' }] });
    expect((value.categories as Record<string, unknown>[])[0]).toMatchObject({ vehicleType: 2, status: false });
    expect(deviations).toEqual([
      { call: 'GET /CategoryAdminList', field: 'categories[].vehicleType', expected: '1 | 2 | 3', received: 'string', kind: 'tolerated', rows: 1 },
      { call: 'GET /CategoryAdminList', field: 'categories[].status', expected: 'boolean', received: 'string', kind: 'tolerated', rows: 1 },
    ]);
    const counts = await read('GET /adminDashboard', { data: { allGarages: '12', approveGarage: 3 } });
    expect(counts.value.data).toEqual({ allGarages: 12, approveGarage: 3 });
    expect(counts.deviations).toEqual([
      { call: 'GET /adminDashboard', field: 'data.allGarages', expected: 'number', received: 'string', kind: 'tolerated' },
    ]);
  });

  it('makes dates sent as epoch numbers or day first (DD-MM-YYYY, DD/MM/YYYY) ISO strings, and guesses no other form', async () => {
    const at = Date.parse('2024-05-06T07:08:09.000Z');
    const { value, deviations } = await read('GET /CategoryAdminList', {
      categories: [
        { ...category, createdAt: at },
        { ...category, createdAt: at / 1000 },
        { ...category, createdAt: '05/03/2024' },
        { ...category, createdAt: '05-03-2024 14:30' },
        { ...category, createdAt: 'Mon, 06 May 2024 07:08:09 GMT' },
      ],
    });
    const rows = value.categories as Record<string, unknown>[];
    // 5 March, never 3 May; a form the documents do not give is left out (the cell shows '-') and marked.
    expect(rows.map((row) => row.createdAt)).toEqual([
      '2024-05-06T07:08:09.000Z',
      '2024-05-06T07:08:09.000Z',
      '2024-03-05',
      '2024-03-05T14:30:00',
      undefined,
    ]);
    expect(rows[4][UNREADABLE]).toEqual(['createdAt']);
    expect(deviations).toEqual([
      { call: 'GET /CategoryAdminList', field: 'categories[].createdAt', expected: 'ISO date', received: 'number', kind: 'tolerated', rows: 2 },
      { call: 'GET /CategoryAdminList', field: 'categories[].createdAt', expected: 'ISO date', received: 'string', kind: 'tolerated', rows: 2 },
      {
        call: 'GET /CategoryAdminList',
        field: 'categories[].createdAt',
        expected: 'ISO date',
        received: 'string',
        kind: 'unreadable',
        dropped: true,
        rows: 1,
      },
    ]);
  });

  it("takes Mongo's own fields as they come, and keeps other undocumented fields as information", async () => {
    const stored = { ...garage, __v: 0, updatedAt: '2024-05-06T07:08:09.000Z', banks: [{ ...garage.banks?.[0], _id: 'b1' }] };
    const answer = { garages: [stored], totalGarages: 1, __v: 3 };
    expect((await strictOf('GET /getAllUsers')).answer(answer)).toBe(true);
    expect(await read('GET /getAllUsers', answer)).toEqual({ value: answer, deviations: [] });
    const { value, deviations } = await read('GET /getAllUsers', { garages: [{ ...garage, zipCode: '560001' }], totalGarages: 1, page: 1 });
    expect((value.garages as Record<string, unknown>[])[0].zipCode).toBe('560001');
    expect(value.page).toBe(1);
    expect(deviations).toEqual([
      { call: 'GET /getAllUsers', field: 'page', expected: 'no such field', received: 'number', kind: 'extra' },
      { call: 'GET /getAllUsers', field: 'garages[].zipCode', expected: 'no such field', received: 'string', kind: 'extra', rows: 1 },
    ]);
  });

  it('keeps a row whose needed or optional fields cannot be read, marks those cells and counts the rows', async () => {
    const { _id: _key, ...keyless } = category;
    const { categoryName: _name, ...nameless } = category;
    const { value, deviations } = await read('GET /CategoryAdminList', {
      categories: [keyless, { ...category, vehicleType: 'truck' }, { ...keyless, vehicleType: 'truck' }, nameless],
    });
    const rows = value.categories as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    // A name the documents promise but the row can do without is no deviation; the id its actions need is.
    expect(rows.map((row) => row[UNREADABLE])).toEqual([['_id'], ['vehicleType'], ['_id', 'vehicleType'], undefined]);
    // A value that cannot be read is left out, so the cell shows the documents' fallback; the rest is kept.
    expect(rows[1]).toMatchObject({ categoryName: category.categoryName });
    expect(rows[1].vehicleType).toBeUndefined();
    expect(deviations).toEqual([
      { call: 'GET /CategoryAdminList', field: 'categories[]._id', expected: 'string', received: 'absent', kind: 'missing', rows: 2 },
      {
        call: 'GET /CategoryAdminList',
        field: 'categories[].vehicleType',
        expected: '1 | 2 | 3',
        received: 'string',
        kind: 'unreadable',
        dropped: true,
        rows: 2,
      },
    ]);
  });

  it('reads one row without throwing, whatever came', async () => {
    const contract = await loadContract('GET /getAllUsers');
    expect(readRow(contract, garage)).toEqual({ row: garage, deviations: [], unreadable: [] });
    const notARow = readRow(contract, 'garage');
    expect(notARow.unreadable).toEqual(['$']);
    expect(notARow.row[UNREADABLE]).toEqual(['$']);
    expect(notARow.deviations).toEqual([
      { call: 'GET /getAllUsers', field: 'garages[]', expected: 'object', received: 'string', kind: 'unreadable', rows: 1 },
    ]);
  });

  it('throws AnswerUnreadable naming the call and the list when the rows are not where the documents put them', async () => {
    const error = await unreadable('GET /CategoryAdminList', { data: seed.categories });
    expect(error).toMatchObject({ call: 'GET /CategoryAdminList', field: 'categories', expected: 'list', status: 200 });
    expect(error.message).toBe('The answer of GET /CategoryAdminList had no list under `categories`');
    expect(error.translation).toEqual({
      key: 'app.errors.answerUnreadable',
      args: { call: 'GET /CategoryAdminList', field: 'categories', expected: 'list' },
    });
    await expect(unreadable('GET /onlineGarages', { data: { garages: [] }, totalCount: 0 })).resolves.toMatchObject({
      field: 'data.data',
      expected: 'list',
    });
    await expect(unreadable('GET /getAllUsers', { garages: null, totalGarages: 0 })).resolves.toMatchObject({ field: 'garages', expected: 'list' });
  });

  it('throws AnswerUnreadable for a missing required part and for an answer that is not JSON', async () => {
    await expect(unreadable('GET /adminDashboard', { responseCode: 200 })).resolves.toMatchObject({
      call: 'GET /adminDashboard',
      field: 'data',
      expected: 'object',
    });
    await expect(unreadable('POST /getListOfInventory', { data: { pagination: { totalCount: 3 } } })).resolves.toMatchObject({
      field: 'data.parts',
      expected: 'list',
    });
    await expect(unreadable('GET /listOfStates', '<!doctype html><title>Gateway</title>')).resolves.toMatchObject({
      field: '$',
      expected: 'JSON object',
    });
    // A call whose answer the documents do not show may answer with no body.
    expect((await read('PUT /statusCity', undefined)).deviations).toEqual([]);
  });

  it("marks what a single answer could not read on the object that lost it, and fails a form's read on it", async () => {
    const { value, deviations } = await read('POST /getSingleGarage', { data: { ...garage, socialMedias: 'facebook.com/garage', gstNumber: 7 } });
    const single = value.data as Record<string, unknown>;
    expect(single.socialMedias).toBeUndefined();
    expect(single[UNREADABLE]).toEqual(['socialMedias']);
    expect(single.gstNumber).toBe('7');
    expect(deviations).toContainEqual({
      call: 'POST /getSingleGarage',
      field: 'data.socialMedias',
      expected: 'list',
      received: 'string',
      kind: 'unreadable',
      dropped: true,
    });
    // An answer that opens a form saving what it shows: the form's read fails on a field its save sends, naming it.
    await expect(unreadable('POST /admin/get{product}AnalyticData', { data: { isVerified: true, rating: { value: 4 } } })).resolves.toMatchObject({
      field: 'data.rating',
    });
    await expect(unreadable('GET /getSingleGarage/{garageId}', { data: { title: 'Garage', FAQContent: 'none' } })).resolves.toMatchObject({
      field: 'data.FAQContent',
    });
    // A field the save never sends shows its fallback: the form opens.
    const page = await read('GET /getSinglePage/{pageId}', { data: { data: { _id: 'p1', title: 'Garage', createdBy: { name: 'Asha' } } } });
    expect((page.value.data as { data: Record<string, unknown> }).data).toMatchObject({ title: 'Garage', [UNREADABLE]: ['createdBy'] });
  });
});

describe('lists and references in a single answer', () => {
  it('marks a list one of whose items lost a field, so a save sends no fallback over it', async () => {
    const images = [{ image: '/a.jpg', alt: 'Front', isApproved: 'pending' }];
    const { value } = await read('POST /getSingleGarage', { data: { ...garage, garageImages: images } });
    const single = value.data as Record<string, unknown>;
    expect(single[UNREADABLE]).toEqual(['garageImages']);
  });

  it('reads a populated reference where an id is documented as its _id', async () => {
    const populated = [{ categoryId: { _id: '64a000000000000000000009', categoryName: 'Detailing' } }];
    const { value, deviations } = await read('POST /getSingleGarage', { data: { ...garage, categories: populated } });
    const single = value.data as Record<string, unknown>;
    // Its name is kept where the row carried none beside it.
    expect(single.categories).toEqual([{ categoryId: '64a000000000000000000009', categoryName: 'Detailing' }]);
    expect(single[UNREADABLE]).toBeUndefined();
    expect(deviations).toContainEqual({
      call: 'POST /getSingleGarage',
      field: 'data.categories[].categoryId',
      expected: 'string',
      received: 'object',
      kind: 'tolerated',
    });
    const service = {
      _id: 's1',
      serviceName: 'Foam wash',
      categoryId: { _id: 'c1', categoryName: 'Car Wash' },
      vehicleType: 1,
      status: true,
      createdAt: '2026-01-02T00:00:00.000Z',
    };
    const services = await read('GET /adminServiceList', { data: [service] });
    expect((services.value as { data: Record<string, unknown>[] }).data[0]).toMatchObject({ categoryId: 'c1', categoryName: 'Car Wash' });
    // A record that is not a reference is still not read as text.
    const named = await read('POST /getSingleGarage', { data: { ...garage, garageName: { _id: 'x' } } });
    expect((named.value.data as Record<string, unknown>).garageName).not.toBe('x');
  });
});

describe('the deviation log', () => {
  beforeEach(clearDeviations);

  it('merges reports of the same call, field, expectation and kind, adding their rows, and keeps when each was first seen', () => {
    const report = { call: 'GET /getAllUsers', field: 'garages[].status', expected: 'boolean', received: 'string', kind: 'tolerated' } as const;
    recordDeviations([{ ...report, rows: 40 }]);
    const first = deviationLog();
    recordDeviations([
      { ...report, rows: 2 },
      { ...report, field: 'totalGarages', expected: 'number', received: 'absent', kind: 'missing' },
    ]);
    const log = deviationLog();
    expect(log).not.toBe(first);
    expect(log).toEqual([
      { ...report, rows: 42, firstSeen: first[0].firstSeen },
      { ...report, field: 'totalGarages', expected: 'number', received: 'absent', kind: 'missing', rows: 0, firstSeen: expect.any(String) },
    ]);
    expect(deviationsAsText().split('\n')).toEqual([
      'call\tfield\texpected\treceived\tkind\trows\tfirst seen',
      `GET /getAllUsers\tgarages[].status\tboolean\tstring\ttolerated\t42\t${first[0].firstSeen}`,
      `GET /getAllUsers\ttotalGarages\tnumber\tabsent\tmissing\t0\t${log[1].firstSeen}`,
    ]);
  });
});

/** One call to the sandbox as the console sends it. */
async function ask(call: CallKey, { params = {}, body }: ProbeInput, token: string): Promise<unknown> {
  const [method, path] = call.split(' ');
  const url =
    'http://sandbox.test' + path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'product' ? 'marketplace' : encodeURIComponent(params[name])));
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return response.json();
}

describe('the strict reading written at build time (build/strictReadings.ts)', () => {
  it("gives every reading answer of the sandbox the schema's own verdict", async () => {
    const contracts = await loadAllContracts();
    const sandbox = createSandbox({ store: new SandboxStore({ garages: 20 }) });
    const server = setupServer(...sandbox.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const token = 'test.admin';
      sandbox.store.tokens[token] = { email: DEMO_ADMIN.email, kind: 'admin' };
      const take: Take = async (call, field = '_id', at) => {
        const answer = await ask(call, await (PROBES[call]?.(take) ?? {}), token);
        const rows = (at ?? contracts.get(call)!.rows?.at ?? 'data')
          .split('.')
          .reduce<unknown>((value, name) => (value as Record<string, unknown>)?.[name], answer);
        // Of several fields, the first any row has (as check-api takes them).
        const valueOf = (item: unknown, name: string | null) => (name === null ? item : (item as Record<string, unknown>)[name]);
        const names: (string | null)[] = typeof field === 'string' || field === null ? [field] : [...field];
        const name = names.find((candidate) => (rows as unknown[]).some((item) => valueOf(item, candidate))) ?? names[0];
        return String(
          valueOf(
            (rows as unknown[]).find((item) => valueOf(item, name)),
            name,
          ),
        );
      };
      let read = 0;
      for (const contract of contracts.values()) {
        if (!contract.reads) continue;
        const answer = await ask(contract.call, await (PROBES[contract.call]?.(take) ?? {}), token);
        const strict = await strictOf(contract.call);
        expect(strict.answer(answer), contract.call).toBe(conforms(contract.answer, answer));
        // The sandbox answers as documented: both readings take it as it came.
        expect(strict.answer(answer), contract.call).toBe(true);
        read++;
      }
      expect(read).toBe([...contracts.values()].filter((contract) => contract.reads).length);
    } finally {
      server.close();
    }
  });

  it("reads every value as the schema's strict reading does", async () => {
    const { zipCode: _zip, ...documented } = seed.garages[1] as (typeof seed.garages)[1] & { zipCode?: string };
    const { garageName: _name, ...nameless } = documented;
    const { categoryDescription: _description, ...withoutDescription } = category;
    const samples: [CallKey, unknown[]][] = [
      [
        'GET /getAllUsers',
        [
          documented,
          nameless,
          { ...documented, extra: 1 },
          { ...documented, status: 'true' },
          { ...documented, gstIn: null },
          { ...documented, registationDate: 0 },
          { ...documented, workingHours: [{}] },
          null,
          'row',
          [],
          { ...documented, __v: 0, updatedAt: '2024-05-06T07:08:09.000Z', workingHours: [{ Day: 'Monday', _id: 'w1' }] },
        ],
      ],
      [
        'GET /CategoryAdminList',
        [category, withoutDescription, { ...category, vehicleType: 4 }, { ...category, createdAt: '2024-13' }, { ...category, categoryImage: 1 }],
      ],
      ['GET /listOfStates', seed.states.slice(0, 3)],
      ['GET /customerManagement', [seed.customers[0], { ...seed.customers[0], vehicleType: '1' }]],
    ];
    for (const [call, rows] of samples) {
      const contract = await loadContract(call);
      const strict = await strictOf(call);
      for (const row of rows) expect(strict.row!(row), `${call} ${JSON.stringify(row).slice(0, 80)}`).toBe(conforms(contract.rows!.row, row));
      for (const row of rows)
        expect(strict.answer({ [contract.rows!.at]: [row], totalGarages: 1 })).toBe(
          conforms(contract.answer, { [contract.rows!.at]: [row], totalGarages: 1 }),
        );
    }
    // Both readings say yes to the documented rows and no to the others.
    const garages = await strictOf('GET /getAllUsers');
    expect(samples[0][1].map((row) => garages.row!(row))).toEqual([true, true, false, false, false, false, true, false, false, false, true]);
  });
});
