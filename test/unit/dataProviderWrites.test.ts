// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RatingRow } from '../../src/api/types';
import { answerOf, createDataProvider } from '../../src/data/dataProvider';
import { areaCalls, resources } from '../../src/areas/registry';
import { category } from '../../src/areas/catalogue/category';
import { approveGarage } from '../../src/areas/garages';
import { ratings } from '../../src/areas/reports/ratings';
import { seoPages } from '../../src/areas/seo/seoPages';
import { resetSandbox, sandbox, sandboxServer, sent, signInAs } from '../component/sandboxServer';

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => sandboxServer.close());
beforeEach(() => {
  resetSandbox();
  localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin'), role: 'admin' }));
});

const db = () => sandbox.store.db;
const writes = () => sent.filter((call) => call.method !== 'GET' && !/List|list|getAll|ratingsAndReviews/.test(call.path));
const rowsOf = async (dataProvider: ReturnType<typeof provider>, route: string) =>
  (await dataProvider.getList(route, { pagination: { page: 1, perPage: 1000 }, filter: {}, sort: { field: 'id', order: 'ASC' } })).data;
const provider = () => createDataProvider(resources, areaCalls);

describe('the data provider writes through the documented calls', () => {
  it('delete sends DELETE /deletePage {pageId}', async () => {
    const pageId = db().seoPages[0]._id;
    await provider().delete(seoPages.route, { id: pageId });
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/deletePage', body: { pageId } }]);
    expect(db().seoPages.some((page) => page._id === pageId)).toBe(false);
  });

  it('deleteMany sends one DELETE /deleteRaating {ratingId} per id, in turn (the documents have no bulk call)', async () => {
    const row = db().ratings.find((rating) => (rating['5star']?.length ?? 0) + (rating['4star']?.length ?? 0) >= 2) as RatingRow;
    const ids = [...(row['5star'] ?? []), ...(row['4star'] ?? [])].slice(0, 2).map((comment) => comment.ratingId);
    const answer = await provider().deleteMany(ratings.route, { ids });
    expect(answer.data).toEqual(ids);
    expect(writes()).toEqual(ids.map((ratingId) => expect.objectContaining({ method: 'DELETE', path: '/deleteRaating', body: { ratingId } })));
  });

  it('updateMany with a status action sends each row its own status call with the opposite status', async () => {
    const dataProvider = provider();
    const [first, second] = await rowsOf(dataProvider, category.route);
    await dataProvider.updateMany(category.route, { ids: [first.id, second.id], data: {}, meta: { action: 'changeStatus' } });
    expect(writes().map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/ChangeCategoryAdminStatus', { categoryId: first._id, status: !first.status }],
      ['POST', '/ChangeCategoryAdminStatus', { categoryId: second._id, status: !second.status }],
    ]);
  });

  it('updateMany without an action sends each row the resource edit call', async () => {
    const dataProvider = provider();
    const [first, second] = await rowsOf(dataProvider, category.route);
    await dataProvider.updateMany(category.route, { ids: [first.id, second.id], data: { categoryName: 'Tyres' } });
    expect(writes().map((call) => [call.method, call.path, (call.body as { categoryId: string; categoryName: string }).categoryId])).toEqual([
      ['PUT', '/EditCategoryAdmin', first._id],
      ['PUT', '/EditCategoryAdmin', second._id],
    ]);
    expect(writes().every((call) => (call.body as { categoryName: string }).categoryName === 'Tyres')).toBe(true);
  });

  it('update with a declared action sends that action (Approve: PUT /adminConformation {UserId, Conformation})', async () => {
    const dataProvider = provider();
    const [pending] = await rowsOf(dataProvider, approveGarage.route);
    await dataProvider.update(approveGarage.route, { id: pending.id, data: {}, previousData: pending, meta: { action: 'approve' } });
    expect(writes()).toMatchObject([
      { method: 'PUT', path: '/adminConformation', body: { UserId: pending.garageId ?? pending._id, Conformation: 1 } },
    ]);
  });

  it("create takes the server's id (POST /SEOdata answers data._id), or none; the answer rides along", async () => {
    const dataProvider = provider();
    const page = await dataProvider.create(seoPages.route, {
      data: { title: 'Brake repair', vehicleType: 1, categoryType: 'Brakes', serviceName: 'Brake pads', state: 'Goa', location: 'Panaji', area: '' },
    });
    const created = db().seoPages.find((entry) => entry.title === 'Brake repair');
    expect(page.data.id).toBe(created?._id);
    const added = await dataProvider.create(category.route, { data: { categoryName: 'Tyres', vehicleType: 1, id: 42 } });
    expect(added.data).not.toHaveProperty('id');
    expect(answerOf(added.data)).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a delete the resource has no call for', async () => {
    await expect(provider().delete(category.route, { id: 'x' })).rejects.toThrow(`${category.route} cannot be deleted`);
    expect(writes()).toEqual([]);
  });
});
