import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/endpoints';
import { resources } from '../../src/areas/registry';
import { isStreamedRead } from '../../src/core/defineResource';
import { SUBADMIN_EXTRA_ROUTES } from '../../src/auth/permissions';
import { product } from '../../src/config';
import { SCREEN_CALLS } from '../../src/sandbox/enforce';
import { createSandbox } from '../../src/sandbox/handlers';
import { SandboxStore } from '../../src/sandbox/store';

const sandbox = createSandbox({ store: new SandboxStore({ garages: 5 }), publicBase: '/api' });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/**
 * Screens whose reads stay open: reference data every screen picks from (their writes are listed), and
 * the screens the access rule gives every sub-admin.
 */
const REFERENCE_SCREENS = ['admin/category', 'admin/services', 'admin/states', 'admin/cities', ...SUBADMIN_EXTRA_ROUTES];
/** Reads of an open screen that another screen also lists: the Roles dialog's feature checklist. */
const OPEN_READS = ['GET /adminFeatures'];

/** A sub-admin token: `email` decides the role (an unknown e-mail holds no screen). */
function subAdminToken(email: string) {
  const token = `test.subadmin.${email}`;
  sandbox.store.tokens[token] = { email, kind: 'subadmin' };
  return token;
}
const adminToken = () => {
  sandbox.store.tokens['test.admin'] = { email: 'admin@garagehub.in', kind: 'admin' };
  return 'test.admin';
};

/** Sends `call` ('METHOD /path' as the catalogue writes it) with placeholders filled and an empty body. */
async function send(call: string, token: string) {
  const [method, path] = call.split(' ');
  const url = `http://console.test/api${path.replaceAll('{product}', product).replace(/\{[^}]+\}/g, 'missing')}`;
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify({ garageId: 'missing' }),
  });
  return response.status;
}

const catalogue = new Set(Object.values(api).map((endpoint) => `${endpoint.method} ${endpoint.path}`));

describe("the sandbox's table of calls per screen, held against the registry", () => {
  it('names only screens of the registry and calls of the catalogue', () => {
    const routes = new Set(resources.map((resource) => resource.route));
    expect(Object.keys(SCREEN_CALLS).filter((screen) => !routes.has(screen))).toEqual([]);
    expect(Object.values(SCREEN_CALLS).flatMap((calls) => calls.filter((call) => !catalogue.has(call)))).toEqual([]);
  });

  it('lists the read call of every screen that is not reference data', () => {
    const missing = resources
      .flatMap((resource) =>
        !REFERENCE_SCREENS.includes(resource.route) && isStreamedRead(resource.read) ? [[resource.route, resource.read.whole] as const] : [],
      )
      .map(([route, endpoint]) => [route, endpoint.call] as const)
      .filter(([route, call]) => !OPEN_READS.includes(call) && !SCREEN_CALLS[route]?.includes(call));
    expect(missing).toEqual([]);
    const unlisted = resources.filter((resource) => !REFERENCE_SCREENS.includes(resource.route) && !SCREEN_CALLS[resource.route]);
    expect(unlisted.map((resource) => resource.route).sort()).toEqual(['admin/notifications']);
  });

  it('has a feature for every screen of the registry, so that a role can be given it', () => {
    const endPoints = new Set(sandbox.store.db.features.map((feature) => feature.endPoint));
    expect(resources.map((resource) => `/${resource.route}`).filter((route) => !endPoints.has(route))).toEqual([]);
  });

  for (const resource of resources)
    for (const call of SCREEN_CALLS[resource.route] ?? [])
      it(`${resource.route}: ${call} answers 403 to a sub-admin whose role lacks the screen, before looking up a record`, async () => {
        expect(await send(call, subAdminToken('no.screens@garagehub.in'))).toBe(403);
        expect(await send(call, adminToken())).not.toBe(403);
      });
});
