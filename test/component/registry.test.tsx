import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resources } from '../../src/areas/registry';
import { SUBADMIN_EXTRA_ROUTES } from '../../src/auth/permissions';
import { EXPORTS } from '../exportColumns';
import { createProviders, renderScreen, signInStored } from './renderApp';
import { resetSandbox, sandbox } from './sandboxServer';

/**
 * Every resource of the registry, one row each: its list loads on the sandbox, its export writes the
 * spec's fixed columns, and a role without it is refused.
 */

const SUBADMIN_EMAIL = 'catalogue@garagehub.in';

/**
 * What seeded rows show as they are (names, ids, e-mails): their text fields, nested ones too
 * (`customer.customerName`), holding a letter: not numbers, which the serial-number column shows
 * whatever the rows.
 */
const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return /\p{L}/u.test(value) ? [value.trim()] : [];
  return value !== null && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];
};

/** The demo sub-admin's role, emptied of every feature. */
function withoutFeatures() {
  const me = sandbox.store.db.subAdmins.find((subAdmin) => subAdmin.email === SUBADMIN_EMAIL)!;
  sandbox.store.db.roles.find((role) => role._id === me.roleId)!.features = [];
}

describe.each(resources.map((resource) => [resource.route, resource] as const))('%s', (route, resource) => {
  beforeEach(() => resetSandbox());

  it("loads its list on the sandbox for the admin: a seeded row's value shows in a cell", async () => {
    // The rows the list reads, asked apart from it; react-admin's placeholder rows hold no text.
    const { dataProvider } = createProviders();
    const rowsFor = async (filter: Record<string, unknown>) =>
      (await dataProvider.getList(route, { pagination: { page: 1, perPage: 1000 }, filter })).data;
    signInStored('admin');
    let data = await rowsFor({});
    renderScreen(`/${route}`, 'admin');
    if (data.length === 0 && resource.fetchFilters) {
      // A list that reads nothing until its screen picks a filter (a state's cities): the rows for the one picked.
      const picked = await waitFor(() => {
        const filter = JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;
        expect(resource.fetchFilters!.some((field) => filter[field])).toBe(true);
        return filter;
      });
      data = await rowsFor(picked);
    }
    const texts = new Set(textsOf(data));
    expect(texts.size, 'the seed has rows for this list').toBeGreaterThan(0);
    await waitFor(() => {
      const cells = Array.from(document.querySelectorAll('tbody td, tbody td *'), (cell) => (cell.textContent ?? '').trim());
      expect(
        cells.some((text) => texts.has(text)),
        `a cell shows a value of the ${data.length} seeded rows`,
      ).toBe(true);
    });
    expect(screen.queryByText(/could not be loaded|Something went wrong/i)).toBeNull();
  });

  it("exports the spec's fixed columns, or has no export", () => {
    const expected = EXPORTS[route];
    expect(
      resource.export
        ? { file: resource.export.fileName ?? 'exported_data.xlsx', headers: resource.export.columns.map((column) => column.header) }
        : undefined,
    ).toEqual(expected);
  });
});

// SubAdmin list and Roles are every sub-admin's own (README 'Access').
const RESTRICTED = resources.filter((resource) => !SUBADMIN_EXTRA_ROUTES.includes(resource.route));

describe.each(RESTRICTED.map((resource) => [resource.route] as const))('%s', (route) => {
  beforeEach(() => resetSandbox());

  it('refuses a sub-admin whose role lacks it', async () => {
    withoutFeatures();
    signInStored('subadmin');
    renderScreen(`/${route}`);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });
});
