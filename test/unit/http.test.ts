// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/endpoints';
import { ApiError, plainCallOf, request, responseCodeAccepted } from '../../src/api/http';
import { resolvePath } from '../../src/api/callUrl';
import { askProfileEarly } from '../../src/api/earlyAnswers';
import { loadProfile } from '../../src/auth/signIn';
// The session module hands the stored token to the client.
import '../../src/auth/session';

const server = setupServer();
const calls: { url: string; auth: string | null; body: string }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());

function answerWith(path: string, ...responses: (() => Response)[]) {
  let index = 0;
  server.use(
    mswHttp.all(`*${path}`, async ({ request: incoming }) => {
      calls.push({ url: incoming.url, auth: incoming.headers.get('authorization'), body: await incoming.text() });
      const respond = responses[Math.min(index, responses.length - 1)];
      index += 1;
      return respond();
    }),
  );
}

const unavailable = () => HttpResponse.json({ message: 'busy' }, { status: 503 });

describe('request', () => {
  it('fills {product} and path parameters', () => {
    expect(resolvePath('/admin_{product}_dashboard')).toBe('/admin_marketplace_dashboard');
    expect(resolvePath('/listOfCities/{stateId}', { stateId: 'a b' })).toBe('/listOfCities/a%20b');
    expect(() => resolvePath('/listOfCities/{stateId}')).toThrow(/stateId/);
  });

  it('retries GET /getAllUsers once after a 503, 1000 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    answerWith('/getAllUsers', unavailable, () => HttpResponse.json({ garages: [], totalGarages: 0 }));
    const pending = request(api.garageList);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ garages: [], totalGarages: 0 });
    expect(calls).toHaveLength(2);
    vi.useRealTimers();
  });

  it('gives up on GET /getAllApproveUsers after three retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    answerWith('/getAllApproveUsers', unavailable);
    const pending = request(api.garageApprovalList).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(calls).toHaveLength(4);
    vi.useRealTimers();
  });

  it('does not retry calls without a documented retry', async () => {
    answerWith('/CategoryAdminList', unavailable);
    await expect(request(api.categoryList)).rejects.toMatchObject({ status: 503, message: 'busy' });
    expect(calls).toHaveLength(1);
  });

  it('reports failure by HTTP status and by responseCode in a 200 body, in one shape', async () => {
    answerWith('/addCategoryAdmin', () => HttpResponse.json({ responseCode: 400, message: 'Category already exists' }));
    await expect(
      request(api.categoryCreate, { categoryName: 'x', vehicleType: 1, categoryDescription: '', categoryImage: '' }),
    ).rejects.toMatchObject({
      status: 200,
      responseCode: 400,
      message: 'Category already exists',
    });
  });

  it('accepts only 201 where the spec says so', async () => {
    answerWith('/subAdmin', () => HttpResponse.json({ message: 'exists' }, { status: 200 }));
    await expect(request(api.subAdminCreate, { name: 'A', email: 'a@b.in', roleId: 'r' })).rejects.toMatchObject({ status: 200 });
  });

  it('sends the stored bearer token, except on login', async () => {
    localStorage.setItem('admin', JSON.stringify({ token: 'T0K', role: 'admin' }));
    answerWith('/CategoryAdminList', () => HttpResponse.json({ categories: [] }));
    await request(api.categoryList);
    answerWith('/adminSignIn', () => HttpResponse.json({ message: 'admin signin successfully', token: 'x' }));
    await request(api.adminSignIn, { email: 'a@b.in', passWord: 'p' });
    expect(calls.map((call) => call.auth)).toEqual(['Bearer T0K', null]);
    expect(JSON.parse(calls[1].body)).toEqual({ email: 'a@b.in', passWord: 'p' });
  });

  it('sends a call once more with the new token when its 401 answers a session another sign-in replaced, and never the same token twice', async () => {
    localStorage.setItem('admin', JSON.stringify({ token: 'ENDED', role: 'admin' }));
    const unauthorised = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    answerWith(
      '/CategoryAdminList',
      () => {
        // The user signs in again while the ended session's call is out.
        localStorage.setItem('admin', JSON.stringify({ token: 'NEW', role: 'admin' }));
        return unauthorised();
      },
      () => HttpResponse.json({ categories: [] }),
    );
    await expect(request(api.categoryList)).resolves.toEqual({ categories: [] });
    expect(calls.map((call) => call.auth)).toEqual(['Bearer ENDED', 'Bearer NEW']);

    calls.length = 0;
    answerWith('/CategoryAdminList', unauthorised);
    await expect(request(api.categoryList)).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.auth)).toEqual(['Bearer NEW']);
  });

  it('sends a call made after the session ended once more with the token of a sign-in that came before its 401', async () => {
    localStorage.removeItem('admin');
    answerWith(
      '/CategoryAdminList',
      () => {
        localStorage.setItem('admin', JSON.stringify({ token: 'NEW', role: 'admin' }));
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      },
      () => HttpResponse.json({ categories: [] }),
    );
    await expect(request(api.categoryList)).resolves.toEqual({ categories: [] });
    expect(calls.map((call) => call.auth)).toEqual([null, 'Bearer NEW']);
  });

  it('turns a dropped connection into status 0', async () => {
    server.use(mswHttp.get('*/CategoryAdminList', () => HttpResponse.error()));
    await expect(request(api.categoryList)).rejects.toMatchObject({ status: 0 });
  });

  it("fails an answer whose responseCode is not one its call's documents name as success", async () => {
    server.use(
      mswHttp.post('*/addCategoryAdmin', () => HttpResponse.json({ responseCode: 201, message: 'odd' })),
      mswHttp.post('*/addServiceNameAdmin', () => HttpResponse.json({ responseCode: 201, message: 'Service added' })),
    );
    await expect(request(api.categoryCreate, {} as never)).rejects.toMatchObject({ message: 'odd', status: 200, responseCode: 201 });
    await expect(request(api.serviceCreate, {} as never)).resolves.toMatchObject({ message: 'Service added' });
    // A call the documents name no code for: any under 400.
    expect(responseCodeAccepted({}, 304)).toBe(true);
    expect(responseCodeAccepted({}, 400)).toBe(false);
    expect(responseCodeAccepted(plainCallOf(api.quoteList), 204)).toBe(false);
  });
});

describe('the profile call asked by the page entry', () => {
  const profile = { data: { role: 'admin', features: [{ featureName: 'Category', endPoint: 'admin/category' }] } };
  const signedIn = (token: string) => localStorage.setItem('admin', JSON.stringify({ token, email: 'admin@garagehub.in' }));

  it("is read as the console's first profile read, which sends nothing more", async () => {
    signedIn('T1');
    answerWith('/admin_marketplace_dashboard', () => HttpResponse.json(profile));
    askProfileEarly('T1');
    await expect(loadProfile()).resolves.toEqual({
      role: 'admin',
      features: [{ featureName: 'Category', endPoint: 'admin/category', source: 'vrgarage' }],
    });
    expect(calls.map((call) => [new URL(call.url).pathname, call.auth])).toEqual([['/api/admin_marketplace_dashboard', 'Bearer T1']]);
    // Taken once: the next profile read asks again.
    await loadProfile();
    expect(calls).toHaveLength(2);
  });

  it('is asked again when the session changed meanwhile, or the early answer did not arrive', async () => {
    answerWith('/admin_marketplace_dashboard', () => HttpResponse.json(profile));
    signedIn('OLD');
    askProfileEarly('OLD');
    signedIn('NEW');
    await loadProfile();
    expect(calls.map((call) => call.auth)).toEqual(['Bearer OLD', 'Bearer NEW']);

    calls.length = 0;
    answerWith(
      '/admin_marketplace_dashboard',
      () => HttpResponse.error(),
      () => HttpResponse.json(profile),
    );
    askProfileEarly('NEW');
    await expect(loadProfile()).resolves.toMatchObject({ role: 'admin' });
    expect(calls.map((call) => call.auth)).toEqual(['Bearer NEW', 'Bearer NEW']);
  });
});
