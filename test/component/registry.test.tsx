import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import { resources } from '../../src/areas/registry';
import { SUBADMIN_EXTRA_ROUTES } from '../../src/auth/permissions';
import { EXPORTS } from '../exportColumns';
import { renderScreen, signInStored } from './renderApp';
import { resetSandbox, sandbox } from './sandboxServer';

/**
 * Every resource of the registry, one row each: its list loads on the sandbox, its export writes the
 * spec's fixed columns, and a role without it is refused.
 */

const messages = en.resources as Record<string, { empty?: string } | undefined>;
const SUBADMIN_EMAIL = 'catalogue@garagehub.in';

/** The demo sub-admin's role, emptied of every feature. */
function withoutFeatures() {
  const me = sandbox.store.db.subAdmins.find((subAdmin) => subAdmin.email === SUBADMIN_EMAIL)!;
  sandbox.store.db.roles.find((role) => role._id === me.roleId)!.features = [];
}

describe.each(resources.map((resource) => [resource.route, resource] as const))('%s', (route, resource) => {
  beforeEach(() => resetSandbox());

  it('loads its list on the sandbox for the admin: rows, or its empty text', async () => {
    renderScreen(`/${route}`, 'admin');
    const empty = messages[resource.key]?.empty;
    await waitFor(() => {
      const rows = document.querySelectorAll('tbody tr');
      const emptyShown = empty !== undefined && screen.queryAllByText(empty).length > 0;
      expect(rows.length > 0 || emptyShown).toBe(true);
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
