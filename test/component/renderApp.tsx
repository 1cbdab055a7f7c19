import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { createI18nProvider } from '../../i18n';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createDataProvider } from '../../src/data/dataProvider';
import { resources, routeOfKey } from '../../src/resources/registry';
import { signInAs } from './sandboxServer';

/** Fresh providers, so no cached rows cross from one test to the next. */
export const createProviders = () => ({ dataProvider: createDataProvider(resources), authProvider: createAuthProvider(resources) });

/** Stores a session as signing in does. */
export function signInStored(as: 'admin' | 'subadmin') {
  const token = signInAs(as);
  localStorage.setItem('admin', JSON.stringify({ token, role: as === 'admin' ? 'admin' : 'Catalogue Manager' }));
}

/** The whole console at `path`, optionally signed in, with a fresh in-memory store. */
export function renderApp(path: string, as?: 'admin' | 'subadmin', providers = createProviders()) {
  if (as) signInStored(as);
  window.history.pushState({}, '', path);
  return render(<App store={memoryStore()} i18nProvider={createI18nProvider(routeOfKey)} providers={providers} />);
}

/** A user who types and clicks without pauses or pointer-events checks (each check is a style lookup). */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
