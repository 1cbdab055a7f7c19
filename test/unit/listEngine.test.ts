import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerUnreadable, ApiError, provideToken, UNREADABLE_FIELD } from '../../src/api/http';
import { clearDeviations, deviationLog } from '../../src/api/contract/deviations';
import type { Garage, SubscriptionListRow } from '../../src/sandbox/records';
import { ListEngine, type ListProgress } from '../../src/data/listEngine/engine';
import { fromFailure, toFailure } from '../../src/data/listEngine/failure';
import { engineResources, listSettingsOf, pagedExportOf } from '../../src/data/listEngine/settings';
import { engineListed } from '../../src/data/listEngine/client';
import { subscriptions } from '../../src/areas/subscriptions';
import { isPagedRead } from '../../src/core/defineResource';
import { whenRule } from '../../src/data/rowRules';
import { runListQuery, type ListQuery } from '../../src/data/listQuery';
import { exportMatrix } from '../../src/lib/spreadsheet';
import { aggregate, garageAggregator, expiringAggregator } from '../../src/data/figures/aggregates';
import { approveGarage, garageManagement } from '../../src/areas/garages';
import { GARAGE_EXPORT_COLUMNS } from '../../src/areas/garages/model';
import { createSeed } from '../../src/sandbox/seed';
import { sheetValues } from '../sheetValues';

const seed = createSeed({ garages: 400 });
// A name with characters of several UTF-8 lengths, so chunk borders fall inside characters.
seed.garages[3] = { ...seed.garages[3], garageName: 'Ünïcode गैराज 車庫 🚗 Works' };
const answer = { garages: seed.garages, totalGarages: seed.garages.length };
const text = JSON.stringify(answer);
const bytes = new TextEncoder().encode(text);
/** What the list kept before the engine: the parsed answer, active garages, each with its id. */
const expected = (JSON.parse(text).garages as Garage[])
  .filter((garage) => garage.accountStatus === 'active')
  .map((garage) => ({ ...garage, id: garage._id }));

const NEWEST_FIRST = { field: 'registationDate', order: 'DESC' as const };

/** A fetch answering GET /getAllUsers with a body the test releases piece by piece. */
function heldAnswer(pieceSize = 61, path = /\/getAllUsers$/) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const release = (upTo: number) => {
    for (; offset < Math.min(upTo, bytes.length); offset += pieceSize) controller.enqueue(bytes.slice(offset, Math.min(offset + pieceSize, upTo)));
    offset = Math.min(upTo, bytes.length);
  };
  return {
    fetch: vi.fn(async (url: string, _init?: { headers: Record<string, string> }) => {
      expect(url).toMatch(path);
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
    release,
    finish: () => (release(bytes.length), controller.close()),
    fail: () => controller.error(new TypeError('network connection lost')),
  };
}

/** The engine as the worker builds it: from the plain settings the console sends. */
function engineWith(progress: ListProgress[] = [], { restAtStart = false } = {}) {
  const definitions = [garageManagement, approveGarage];
  const settings = structuredClone(definitions.map(listSettingsOf));
  return new ListEngine(engineResources(settings), {
    fetchRows: () => Promise.reject(new Error('not a streamed list')),
    onProgress: (_route, _filter, next) => progress.push(next),
    restAtStart,
  });
}

const source = { route: garageManagement.route };

/** An engine holding Garage Management's complete list, what it told so far, and its first page. */
async function completeList() {
  const first = heldAnswer(64 * 1024);
  vi.stubGlobal('fetch', first.fetch);
  const progress: ListProgress[] = [];
  const engine = engineWith(progress);
  engine.prefetch(source);
  first.finish();
  await untilComplete(progress);
  const before = await engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
  return { engine, progress, before };
}

/** A fetch answering POST /listofSubscriptionData with the first `limit` rows and their total; returns the bodies sent. */
function answerSubscriptions(rows: readonly object[]): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { body: string }) => {
      expect(url).toMatch(/\/listofSubscriptionData$/);
      const body = JSON.parse(init.body) as { limit: number };
      bodies.push(body);
      return Response.json({ responseCode: 200, data: rows.slice(0, body.limit), totalCount: rows.length });
    }),
  );
  return bodies;
}
/** Waits for the load to end (a loaded machine parses slowly). */
const untilComplete = (progress: ListProgress[]) => vi.waitFor(() => expect(progress.at(-1)?.complete).toBe(true), { timeout: 30_000 });

describe('list engine', () => {
  beforeEach(() => {
    vi.useRealTimers();
    provideToken(() => 'token-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('parses the answer as it arrives in small pieces and keeps exactly the rows JSON.parse gives', async () => {
    const held = heldAnswer(61);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    const first = engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    held.release(Math.floor(bytes.length / 3));
    const early = await first;
    // The first page shows before the answer is complete, in the server's order.
    expect(early.sorted).toBe(false);
    expect(early.progress.complete).toBe(false);
    expect(early.data).toEqual(expected.slice(0, 10));
    expect(early.total).toBeGreaterThanOrEqual(10);
    expect(early.total).toBeLessThan(expected.length);
    expect(held.fetch.mock.calls[0][1]?.headers.Authorization).toBe('Bearer token-1');

    held.finish();
    await untilComplete(progress);
    const loaded = progress.map((entry) => entry.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(progress.at(-1)?.loaded).toBe(expected.length);
    const all = await engine.page(source, { page: 1, perPage: expected.length, sort: { field: '_id', order: 'ASC' } });
    expect(all.sorted).toBe(true);
    expect(runListQuery(all.data, { sort: { field: 'id', order: 'ASC' }, perPage: expected.length }, {}).data).toEqual(
      runListQuery(expected, { sort: { field: 'id', order: 'ASC' }, perPage: expected.length }, {}).data,
    );
    expect(await engine.rows(source, [expected[3].id])).toEqual([expected[3]]);
  }, 60_000);

  it('answers a search typed while rows arrive at once, over the rows in so far, then over every row once they are in', async () => {
    const held = heldAnswer(61);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    const first = engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    held.release(Math.floor(bytes.length / 2));
    expect((await first).progress.complete).toBe(false);
    // The answer's end never comes while the search is asked: it must not wait for it, nor for a timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const query: ListQuery = { page: 1, perPage: 10, sort: NEWEST_FIRST, filter: { q: 'a' } };
    const partial = await engine.page(source, query);
    vi.useRealTimers();
    const inSoFar = expected.slice(0, partial.progress.loaded);
    expect(partial.progress.complete).toBe(false);
    expect(partial.sorted).toBe(false);
    expect(partial.progress.loaded).toBeLessThan(expected.length);
    expect({ data: partial.data, total: partial.total }).toEqual(runListQuery(inSoFar, { ...query, sort: undefined }, garageManagement));
    expect(partial.total).toBeGreaterThan(10);

    held.finish();
    await untilComplete(progress);
    const caughtUp = await engine.page(source, query);
    expect(caughtUp.sorted).toBe(true);
    expect({ data: caughtUp.data, total: caughtUp.total }).toEqual(runListQuery(expected, query, garageManagement));
    expect(caughtUp.total).toBeGreaterThan(partial.total);
  }, 60_000);

  it("at a start, rests once it has a page's rows until the page has painted its first rows, or until someone waits for more", async () => {
    for (const wake of ['first rows painted', 'whole list asked'] as const) {
      const held = heldAnswer(64 * 1024);
      vi.stubGlobal('fetch', held.fetch);
      const progress: ListProgress[] = [];
      const engine = engineWith(progress, { restAtStart: true });
      engine.prefetch(source);
      held.finish();
      await vi.waitUntil(() => (progress.at(-1)?.loaded ?? 0) >= 200, { timeout: 30_000, interval: 20 });
      // Every byte is there: without the rest (2 s at most) the read would end within these 300 ms.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const resting = progress.at(-1)!;
      expect(resting.complete).toBe(false);
      expect(resting.loaded).toBeLessThan(expected.length);
      if (wake === 'first rows painted') {
        engine.firstRowsShown();
        await untilComplete(progress);
      } else {
        const whole = await engine.page(source, { page: 1, perPage: expected.length, sort: { field: '_id', order: 'ASC' } });
        expect(whole.sorted).toBe(true);
        expect(whole.total).toBe(expected.length);
      }
      expect(progress.at(-1)?.loaded).toBe(expected.length);
    }
  }, 60_000);

  it('answers every query exactly as listQuery does on the whole list', async () => {
    const held = heldAnswer(64 * 1024);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    engine.prefetch(source);
    held.finish();
    await untilComplete(progress);
    const some = expected[17];
    const day = String(some.registationDate).slice(0, 10);
    const queries: ListQuery[] = [
      { page: 1, perPage: 10, sort: NEWEST_FIRST },
      { page: 3, perPage: 10, sort: NEWEST_FIRST },
      { page: 1, perPage: 25, sort: { field: 'garageName', order: 'ASC' }, filter: { q: 'a' } },
      { page: 1, perPage: 10, sort: NEWEST_FIRST, filter: { q: some.garageName.slice(0, 6).toUpperCase() } },
      { page: 1, perPage: 10, sort: NEWEST_FIRST, filter: { status: 'inactive' } },
      { page: 2, perPage: 10, sort: NEWEST_FIRST, filter: { status: 'active', from: '2020-01-01', to: day } },
      { page: 1, perPage: 10, sort: NEWEST_FIRST, filter: { q: 'zzzz-no-such-garage' } },
    ];
    for (const query of queries) {
      const page = await engine.page(source, query);
      expect({ data: page.data, total: page.total }).toEqual(runListQuery(expected, query, garageManagement));
    }
  }, 60_000);

  it('takes every rule and export column from plain settings, and refuses a rule written only as code', async () => {
    const settings = listSettingsOf(garageManagement);
    // Plain data: it survives JSON as it is.
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
    expect(settings).toMatchObject({
      status: { field: 'status', equals: true },
      stream: {
        rowsAt: 'garages',
        keep: {
          any: [
            { field: 'accountStatus', equals: 'active' },
            { field: 'accountStatus', unsent: true },
          ],
        },
      },
      exportColumns: expect.arrayContaining([{ header: 'Register Date', cell: { date: { at: 'registationDate' } } }]),
    });
    // @ts-expect-error a status rule written only as code does not compile: the worker could not apply it
    const codeOnly: typeof garageManagement.isActive = (row: Garage) => row.status !== true;
    expect(codeOnly).toBeTypeOf('function');
    const inactiveFirst = { ...garageManagement, isActive: whenRule<Garage>({ not: { field: 'status', equals: true } }) };
    const held = heldAnswer(64 * 1024);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = new ListEngine(engineResources([structuredClone(listSettingsOf(inactiveFirst))]), {
      fetchRows: () => Promise.reject(new Error('not a streamed list')),
      onProgress: (_route, _filter, next) => progress.push(next),
    });
    engine.prefetch(source);
    held.finish();
    await untilComplete(progress);
    const query: ListQuery = { page: 1, perPage: 10, sort: NEWEST_FIRST, filter: { status: 'active' } };
    expect(await engine.page(source, query)).toMatchObject(runListQuery(expected, query, inactiveFirst));
  }, 60_000);

  it('every client-paged list, and every server-paged one with an export, crosses to the worker as plain data, export columns included', async () => {
    const { resources } = await import('../../src/areas/registry');
    const listed = engineListed(resources);
    expect(listed.filter((one) => one.paging === 'server').map((one) => one.route)).toEqual(
      resources.filter((one) => one.paging === 'server').map((one) => one.route),
    );
    const settings = listed.map(listSettingsOf);
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
    expect(settings.filter((one) => one.exportColumns).map((one) => one.route)).toEqual(listed.filter((one) => one.export).map((one) => one.route));
    // Each server-paged list declares its page call as data.
    expect(listed.filter((one) => one.paging === 'server' && !isPagedRead(one.read))).toEqual([]);
  });

  it('sorts a column by what it shows, after crossing to the worker: a name in either form, a coded business type by its name', async () => {
    const { states } = await import('../../src/areas/locations/states');
    const { bookings } = await import('../../src/areas/marketplace/bookings');
    const resourceOf = engineResources(structuredClone([states, garageManagement, bookings].map(listSettingsOf)));
    const names = (rows: Record<string, unknown>[], route: string, field: string) =>
      runListQuery(rows, { sort: { field, order: 'ASC' }, page: 1, perPage: 10 }, resourceOf(route)!).data.map((row) => row.id);
    // 000 §3: 'stateName or name'.
    const stateRows = [
      { id: 'kl', stateName: 'Kerala' },
      { id: 'mz', name: 'Mizoram' },
      { id: 'ga', stateName: 'Goa' },
    ];
    expect(names(stateRows, states.route, 'stateName')).toEqual(['ga', 'kl', 'mz']);
    // 002 §3: 'businessType (or bussinessType)', coded 1–3 (Workshops, Accessories, Washing); 'gstNumber or gstIn'.
    const garageRows = [
      { id: 'workshop', businessType: 1, gstNumber: '29ABCDE1234F1Z5' },
      { id: 'accessories', bussinessType: 'Accessories', gstIn: '35ABCDE1234F1Z5' },
      { id: 'washing', businessType: 'Washing', gstNumber: '33ABCDE1234F1Z5' },
    ];
    expect(names(garageRows, garageManagement.route, 'businessType')).toEqual(['accessories', 'washing', 'workshop']);
    expect(names(garageRows, garageManagement.route, 'gstNumber')).toEqual(['workshop', 'washing', 'accessories']);
    // 002 §3: the booking's variant 'spelt oddly'.
    const bookingRows = [
      { id: 'zx', variant: 'ZX' },
      { id: 'lxi', varient: 'LXi' },
      { id: 'vxi', Variant: 'VXi' },
    ];
    expect(names(bookingRows, bookings.route, 'variant')).toEqual(['lxi', 'vxi', 'zx']);
  });

  it("exports a server-paged list from its call asked whole: limit = the list's total, or first the server's total under a search", async () => {
    const rows: SubscriptionListRow[] = Array.from({ length: 25 }, (_, index) => ({
      registrationDate: '2026-01-05',
      garageName: index % 5 === 0 ? `Ace Motors ${index}` : `Garage ${index}`,
      garageId: `g${index}`,
      currentPlan: 'Gold',
      subscriptionDate: '2026-02-01',
      expiryDate: index === 3 ? '2026-03-01' : '2099-01-01',
      lifetimeEarnings: 1000 + index,
      phone: '9876543210',
      email: `g${index}@example.in`,
    }));
    const bodies = answerSubscriptions(rows);
    const engine = new ListEngine(engineResources(structuredClone([listSettingsOf(subscriptions)])), {
      fetchRows: () => Promise.reject(new Error('not asked')),
    });
    const unfiltered = pagedExportOf(subscriptions, {}, 25);
    const file = await engine.exportFile(
      { route: subscriptions.route, paged: unfiltered.paged },
      { filter: unfiltered.rowFilter },
      1,
      () => undefined,
    );
    expect(bodies).toEqual([{ limit: 25, page: 1, garageId: '' }]);
    expect(sheetValues(file!)).toEqual(exportMatrix(subscriptions.export!.columns, rows).map((row) => row.map((cell) => cell.v)));

    bodies.length = 0;
    // Under a search the list shows 5 rows: the server's total comes from page 1, then every row is asked and searched.
    const searched = pagedExportOf(subscriptions, { q: 'ace', garageId: '' }, 5);
    expect(searched.rowFilter).toEqual({ q: 'ace' });
    const found = await engine.exportFile({ route: subscriptions.route, paged: searched.paged }, { filter: searched.rowFilter }, 2, () => undefined);
    expect(bodies).toEqual([
      { limit: 10, page: 1, garageId: '' },
      { limit: 25, page: 1, garageId: '' },
    ]);
    expect(
      sheetValues(found!)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['Ace Motors 0', 'Ace Motors 5', 'Ace Motors 10', 'Ace Motors 15', 'Ace Motors 20']);
  }, 60_000);

  it('a server-paged read cut short is its failure, and the next Export asks the server again', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ garageName: `Garage ${index}`, garageId: `g${index}`, currentPlan: 'Gold' }));
    const engine = new ListEngine(engineResources(structuredClone([listSettingsOf(subscriptions)])), {
      fetchRows: () => Promise.reject(new Error('not asked')),
    });
    // The answer breaks off after a few rows: the screen has no partial mark, so the page is refused with the failure.
    const cutShort = vi.fn(async () => {
      const text = JSON.stringify({ responseCode: 200, totalCount: 25, data: rows });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text.slice(0, Math.floor(text.length / 2))));
          controller.error(new TypeError('network connection lost'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', cutShort);
    const asked = pagedExportOf(subscriptions, {}, 25);
    const pagedSource = { route: subscriptions.route, paged: asked.paged };
    await expect(engine.page(pagedSource, { page: 1, perPage: 10, filter: asked.rowFilter })).rejects.toMatchObject({ status: 0 });
    await expect(engine.exportFile(pagedSource, { filter: asked.rowFilter }, 1, () => undefined)).rejects.toMatchObject({ status: 0 });

    const bodies = answerSubscriptions(rows);
    const file = await engine.exportFile(pagedSource, { filter: asked.rowFilter }, 2, () => undefined);
    expect(bodies).toHaveLength(1);
    expect(sheetValues(file!)).toHaveLength(rows.length + 1);
  }, 60_000);

  it('keeps the pending garages with regStatus 3 in Approve Garage from its plain rule', async () => {
    const held = heldAnswer(64 * 1024, /\/getAllApproveUsers$/);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    const approval = { route: approveGarage.route };
    engine.prefetch(approval);
    held.finish();
    await untilComplete(progress);
    const pending = (JSON.parse(text).garages as Garage[])
      .filter((garage) => garage.accountStatus === 'pending' && Number(garage.regStatus) === 3)
      .map((garage) => ({ ...garage, id: garage._id }));
    const page = await engine.page(approval, { page: 1, perPage: 1000, sort: { field: '_id', order: 'ASC' } });
    expect(pending.length).toBeGreaterThan(0);
    expect(page.total).toBe(pending.length);
    expect(page.data).toEqual(runListQuery(pending, { page: 1, perPage: 1000, sort: { field: '_id', order: 'ASC' } }, {}).data);
  }, 60_000);

  it('keeps the rows that arrived when the answer breaks off, marked partial with the error', async () => {
    const held = heldAnswer(4096);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    const first = engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    held.release(Math.floor(bytes.length / 2));
    await first;
    held.fail();
    await vi.waitFor(() => expect(progress.at(-1)?.error).toBeDefined(), { timeout: 30_000 });
    const ended = progress.at(-1)!;
    expect(ended).toMatchObject({ complete: false, error: { message: 'app.errors.network', status: 0 } });
    expect(ended.loaded).toBeGreaterThan(10);
    const page = await engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    expect(page.data).toEqual(expected.slice(0, 10));
    expect(page.total).toBe(ended.loaded);
    expect(page.progress.error).toBeDefined();
  }, 60_000);

  it('fails with the answer status when nothing arrived (a 401 ends the session upstream)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })),
    );
    const engine = engineWith();
    const failure = await engine.page(source, { page: 1, perPage: 10 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('fails a streamed list whose rows are not under the documented key, naming the call and the key, and never shows it empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: seed.garages, totalGarages: seed.garages.length })),
    );
    const progress: ListProgress[] = [];
    const failure = await engineWith(progress)
      .page(source, { page: 1, perPage: 10 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswerUnreadable);
    expect(failure).toMatchObject({ call: 'GET /getAllUsers', field: 'garages', expected: 'list', status: 200 });
    expect(progress.at(-1)).toMatchObject({
      loaded: 0,
      complete: false,
      error: { unreadable: { call: 'GET /getAllUsers', field: 'garages', expected: 'list' } },
    });
    // The failure crosses from the worker as data and is the same error on the page.
    expect(fromFailure(toFailure(failure))).toMatchObject({ name: 'AnswerUnreadable', call: 'GET /getAllUsers', field: 'garages', expected: 'list' });
  });

  it('keeps and marks the streamed rows whose required fields cannot be read, counts them and logs what deviated', async () => {
    clearDeviations();
    const active = seed.garages.filter((garage) => garage.accountStatus === 'active');
    const rows = seed.garages.map((garage) =>
      garage === active[0]
        ? { ...garage, garageName: { first: garage.garageName } }
        : garage === active[1]
          ? { ...garage, status: String(garage.status), registationDate: Date.parse(garage.registationDate) }
          : garage,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ garages: rows, totalGarages: rows.length })),
    );
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    engine.prefetch(source);
    await untilComplete(progress);
    const page = await engine.page(source, { page: 1, perPage: expected.length });
    expect(page.total).toBe(expected.length);
    expect(page.unreadableRows).toBe(1);
    const byId = new Map(page.data.map((row) => [row.id, row]));
    expect(byId.get(active[0]._id)).toMatchObject({ [UNREADABLE_FIELD]: ['garageName'], phoneNumber: active[0].phoneNumber });
    // What cannot be read is left out: the cell shows the documents' fallback, never '[object Object]'.
    expect(byId.get(active[0]._id)).not.toHaveProperty('garageName');
    expect(byId.get(active[1]._id)).toMatchObject({ status: active[1].status, registationDate: active[1].registationDate });
    expect(byId.get(active[1]._id)).not.toHaveProperty(UNREADABLE_FIELD);
    const logged = deviationLog().filter((deviation) => !deviation.field.endsWith('zipCode'));
    expect(logged.map(({ firstSeen: _at, ...deviation }) => deviation)).toEqual([
      { call: 'GET /getAllUsers', field: 'garages[].garageName', expected: 'string', received: 'object', kind: 'unreadable', dropped: true, rows: 1 },
      { call: 'GET /getAllUsers', field: 'garages[].status', expected: 'boolean', received: 'string', kind: 'tolerated', rows: 1 },
      { call: 'GET /getAllUsers', field: 'garages[].registationDate', expected: 'ISO date', received: 'number', kind: 'tolerated', rows: 1 },
    ]);
  });

  it('builds the export of the filtered rows with progress, and stops when cancelled', async () => {
    const held = heldAnswer(64 * 1024);
    vi.stubGlobal('fetch', held.fetch);
    const progress: ListProgress[] = [];
    const engine = engineWith(progress);
    engine.prefetch(source);
    held.finish();
    await untilComplete(progress);
    const query = { filter: { status: 'active' as const }, sort: NEWEST_FIRST };
    const written: [number, number][] = [];
    const file = await engine.exportFile(source, query, 1, (done, total) => written.push([done, total]));
    const rows = runListQuery(expected, { ...query, page: 1, perPage: expected.length }, garageManagement).data;
    expect(sheetValues(file!)).toEqual(exportMatrix(GARAGE_EXPORT_COLUMNS, rows).map((row) => row.map((cell) => cell.v)));
    expect(written[0]).toEqual([0, rows.length]);
    expect(written.at(-1)).toEqual([rows.length, rows.length]);

    const cancelled = await engine.exportFile(source, query, 2, () => engine.cancelExport(2));
    expect(cancelled).toBeUndefined();
  }, 60_000);

  it('asked while rows arrive, an export says how many have arrived and writes the file once every row is in', async () => {
    const held = heldAnswer(4096);
    vi.stubGlobal('fetch', held.fetch);
    const engine = engineWith();
    const told: [number, number, boolean | undefined][] = [];
    const built = engine.exportFile(source, { sort: NEWEST_FIRST }, 3, (done, total, arriving) => told.push([done, total, arriving]));
    held.release(Math.floor(bytes.length / 2));
    await vi.waitFor(() => expect(told.some(([done, , arriving]) => arriving && done > 0)).toBe(true), { timeout: 30_000 });
    expect(told.every(([, , arriving]) => arriving)).toBe(true);
    held.finish();
    expect(sheetValues((await built)!)).toHaveLength(expected.length + 1);
    expect(told.at(-1)).toEqual([expected.length, expected.length, undefined]);
  }, 60_000);

  it('reloads behind the rows shown after a save or refresh, and swaps them in when complete', async () => {
    const { engine, progress, before } = await completeList();

    const second = heldAnswer(64 * 1024);
    vi.stubGlobal('fetch', second.fetch);
    engine.invalidate(garageManagement.route);
    // The reload has not answered yet: the rows shown stay, marked as reloading.
    const during = await engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    expect(second.fetch).toHaveBeenCalledTimes(1);
    expect(during.data).toEqual(before.data);
    expect(during.progress).toMatchObject({ complete: true, reloading: true });

    const told = progress.length;
    second.finish();
    await vi.waitFor(() => expect(progress.slice(told).at(-1)).toMatchObject({ complete: true, reloading: false }), { timeout: 30_000 });
    const after = await engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    expect(after.generation).not.toBe(before.generation);
    expect(after.data).toEqual(before.data);
  }, 60_000);

  it('keeps the complete rows when a reload behind them fails: named with its failure, exportable, and not asked again until Retry', async () => {
    const { engine, progress, before } = await completeList();

    const refused = vi.fn(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', refused);
    engine.invalidate(garageManagement.route);
    await engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    await vi.waitFor(() => expect(progress.at(-1)?.reloadError).toBeDefined(), { timeout: 30_000 });
    expect(progress.at(-1)).toMatchObject({ complete: true, reloading: false, loaded: expected.length });
    expect(progress.at(-1)?.error).toBeUndefined();
    // The rows stay as they were, and the next reads do not ask the refusing server again.
    const after = await engine.page(source, { page: 1, perPage: 10, sort: NEWEST_FIRST });
    expect(after.data).toEqual(before.data);
    expect(after.progress.reloadError).toBeDefined();
    await engine.page(source, { page: 2, perPage: 10, sort: NEWEST_FIRST });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(sheetValues((await engine.exportFile(source, { sort: NEWEST_FIRST }, 4, () => undefined))!)).toHaveLength(expected.length + 1);
  }, 60_000);

  it('computes a dashboard figure over the rows it keeps for the list screen, reading the list once', async () => {
    const held = heldAnswer(4096);
    vi.stubGlobal('fetch', held.fetch);
    const engine = engineWith();
    const now = new Date('2026-11-24T12:00:00');
    const figures = engine.figures({ kind: 'garages', now: now.getTime(), source });
    held.finish();
    expect(await figures).toEqual(aggregate(expected, garageAggregator(now)));
    // The list screen then shows the same rows without asking again.
    const page = await engine.page(source, { page: 1, perPage: 5, sort: NEWEST_FIRST });
    expect(page.total).toBe(expected.length);
    expect(held.fetch).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('asks a server-paged list whole (first page for the total, then limit = total) for a figure', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({
      garageId: `g${index}`,
      expiryDate: `2026-12-${String(index + 1).padStart(2, '0')}`,
      garageName: `Garage ${index}`,
    }));
    const bodies = answerSubscriptions(rows);
    const now = new Date('2026-11-24T12:00:00');
    const whole = {
      call: { call: 'POST /listofSubscriptionData' as const, url: 'http://api.test/listofSubscriptionData', method: 'POST' as const, auth: true },
      rowsAt: 'data',
      body: { limit: 10, page: 1, garageId: '' },
      whole: { totalAt: 'totalCount', limitField: 'limit' },
    };
    const figures = await engineWith().figures({ kind: 'expiring', now: now.getTime(), source: { whole } });
    expect(bodies).toEqual([
      { limit: 10, page: 1, garageId: '' },
      { limit: 25, page: 1, garageId: '' },
    ]);
    // The rows kept carry their list id too.
    expect(figures).toMatchObject(aggregate(rows, expiringAggregator(now)));
  }, 60_000);
});
