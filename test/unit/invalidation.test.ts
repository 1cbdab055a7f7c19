// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerLead, Garage } from '../../src/sandbox/records';
import { defineResource } from '../../src/core/defineResource';
import { createDataProvider } from '../../src/data/dataProvider';
import { createListEngine } from '../../src/data/listEngine/client';
import { areaCalls, resources } from '../../src/areas/registry';
import { category } from '../../src/areas/catalogue/category';
import { approveGarage, garageManagement } from '../../src/areas/garages';
import { onlineApproveGarage, ourGarage } from '../../src/areas/garages/online';
import { customerLeads } from '../../src/areas/leads/customerLeads';
import { leadManagement } from '../../src/areas/leads/leadManagement';
import { leadsProceed } from '../../src/areas/leads/leadsProceed';
import { nearMePages } from '../../src/areas/seo/nearMePages';
import { seoPages } from '../../src/areas/seo/seoPages';
import { servicePages } from '../../src/areas/seo/servicePages';
import { resetSandbox, sandbox, sandboxServer, signInAs } from '../component/sandboxServer';

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => sandboxServer.close());
beforeEach(() => {
  resetSandbox();
  localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin'), role: 'admin' }));
});

/** The console's data provider over the sandbox, recording which routes' cached rows each write drops. */
function consoleRecordingDrops() {
  const engine = createListEngine(resources);
  const dropped = new Set<string>();
  const dataProvider = createDataProvider(resources, areaCalls, {
    ...engine,
    invalidate: (route) => {
      dropped.add(route);
      engine.invalidate(route);
    },
  });
  const rowsOf = async <Row>(route: string) =>
    (await dataProvider.getList(route, { pagination: { page: 1, perPage: 1000 }, filter: {} })).data as Row[];
  return { dataProvider, dropped, rowsOf };
}

describe('declared cache invalidation (resource `invalidates`)', () => {
  it('approving a garage drops Garage Management and Approve Garage, and the garage then shows in Garage Management', async () => {
    const { dataProvider, dropped, rowsOf } = consoleRecordingDrops();
    const managed = await rowsOf<Garage>(garageManagement.route);
    const [pending] = await rowsOf<Garage>(approveGarage.route);

    await dataProvider.approveGarage(pending.garageId ?? pending._id);

    expect(dropped).toEqual(new Set([approveGarage.route, garageManagement.route]));
    // The rows kept show until the new read completes; within the 5-minute reuse only a dropped list reads again.
    await vi.waitFor(async () => expect((await rowsOf<Garage>(garageManagement.route)).map((garage) => garage._id)).toContain(pending._id), {
      timeout: 30_000,
    });
    expect(managed.map((garage) => garage._id)).not.toContain(pending._id);
  });

  it('approving a marketplace garage drops its Approve Garage and Our Garage', async () => {
    const { dataProvider, dropped, rowsOf } = consoleRecordingDrops();
    const [requested] = await rowsOf<Garage>(onlineApproveGarage.route);

    await dataProvider.approveOnlineGarage(requested.garageId ?? requested._id);

    expect(dropped).toEqual(new Set([onlineApproveGarage.route, ourGarage.route]));
  });

  it('a garage detail write (images) drops the garage lists of both portals', async () => {
    const { dataProvider, dropped, rowsOf } = consoleRecordingDrops();
    const [garage] = await rowsOf<Garage>(garageManagement.route);

    await dataProvider.updateGarageImages(garage.garageId ?? garage._id, []);

    expect(dropped).toEqual(new Set([garageManagement.route, approveGarage.route, ourGarage.route, onlineApproveGarage.route]));
  });

  it('a lead dispatch drops every lead list', async () => {
    const { dataProvider, dropped, rowsOf } = consoleRecordingDrops();
    const [lead] = await rowsOf<CustomerLead>(customerLeads.route);
    const [garage] = await rowsOf<Garage>(ourGarage.route);

    await dataProvider.dispatchLead(lead._id, [garage._id]);

    expect(dropped).toEqual(new Set([customerLeads.route, leadManagement.route, leadsProceed.route]));
  });

  it('a page delete drops the three SEO lists', async () => {
    const { dataProvider, dropped } = consoleRecordingDrops();

    await dataProvider.delete(seoPages.route, { id: sandbox.store.db.seoPages[0]._id });

    expect(dropped).toEqual(new Set([seoPages.route, nearMePages.route, servicePages.route]));
  });

  it('a status change of a resource that declares nothing drops its own rows only', async () => {
    const { dataProvider, dropped, rowsOf } = consoleRecordingDrops();
    const [row] = await rowsOf<{ id: string }>(category.route);

    await dataProvider.changeStatus(category.route, { record: row as never });

    expect(dropped).toEqual(new Set([category.route]));
  });

  it('refuses a declaration naming a resource that does not exist', () => {
    const typo = defineResource({ name: 'x', key: 'x', portal: 'vrgarage', invalidates: ['garageManagment'] });
    expect(() => createDataProvider([typo], () => ({}))).toThrow('x invalidates unknown resource garageManagment');
  });
});
