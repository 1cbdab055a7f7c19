import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { memoryStore, type LayoutComponent } from 'react-admin';
import { createI18nProvider } from '../../i18n';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createDataProvider } from '../../src/data/dataProvider';
import { areaCalls, resources } from '../../src/areas/registry';
import { signInAs } from './sandboxServer';

/** Fresh providers, so no cached rows cross from one test to the next. */
export const createProviders = () => ({ dataProvider: createDataProvider(resources, areaCalls), authProvider: createAuthProvider(resources) });

/** Stores a session as signing in does. */
export function signInStored(as: 'admin' | 'subadmin') {
  const token = signInAs(as);
  localStorage.setItem('admin', JSON.stringify({ token, role: as === 'admin' ? 'admin' : 'Catalogue Manager' }));
}

/** The whole console at `path`, optionally signed in, with a fresh in-memory store for each account signed in. */
export function renderApp(path: string, as?: 'admin' | 'subadmin', providers = createProviders(), layout?: LayoutComponent) {
  if (as) signInStored(as);
  window.history.pushState({}, '', path);
  return render(<App storeOf={() => memoryStore()} i18nProvider={createI18nProvider()} providers={providers} layout={layout} />);
}

/** The screen alone: the console's routes, access rules and providers, without the app bar and menu (a third faster to render). */
function ScreenOnly({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

/** The screen at `path` as `renderApp` shows it, without the app bar and menu; for tests of the screen itself. */
export const renderScreen = (path: string, as?: 'admin' | 'subadmin', providers = createProviders()) => renderApp(path, as, providers, ScreenOnly);

/** A user who types and clicks without pauses or pointer-events checks (each check is a style lookup). */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) => userEvent.setup({ delay: null, pointerEventsCheck: 0, ...options });

/** The cell of `row` under the column headed `header`, wherever the column sits (lists with bulk actions open with a selection column). */
export function cellUnder(row: HTMLElement, header: string): HTMLElement {
  const headers = within(row.closest('table')!).getAllByRole('columnheader');
  const column = headers.findIndex((cell) => cell.textContent?.trim() === header);
  if (column < 0) throw new Error(`No column headed "${header}"; headers: ${headers.map((cell) => cell.textContent).join(' | ')}`);
  return within(row).getAllByRole('cell')[column]!;
}

/** A table's body rows, each as its cells' texts (the header row left out). */
export const bodyRowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Waits until a list screen is drawn whole: its filter fields, saved views and pager come a frame after its first rows. */
export async function listDrawn() {
  await screen.findByTestId('saved-views');
}

/** Waits until a form dialog shows its fields: a garage's, a lead's or a notification's come a frame after the dialog (FormDialog's fieldsAfterOpening). */
export async function formDrawn(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).toBeNull());
  return dialog;
}
