import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createI18nProvider } from '../../i18n';
import { App } from '../../src/App';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createDataProvider } from '../../src/data/dataProvider';
import { resources, routeOfKey } from '../../src/resources/registry';
import { signInAs } from './sandboxServer';

/** The whole console at `path`, optionally signed in, with a fresh in-memory store. */
export function renderApp(path: string, as?: 'admin' | 'subadmin') {
  if (as) {
    const token = signInAs(as);
    localStorage.setItem('admin', JSON.stringify({ token, role: as === 'admin' ? 'admin' : 'Catalogue Manager' }));
  }
  window.history.pushState({}, '', path);
  const providers = { dataProvider: createDataProvider(resources), authProvider: createAuthProvider(resources) };
  return render(<App store={memoryStore()} i18nProvider={createI18nProvider(routeOfKey)} providers={providers} />);
}
