import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { createI18nProvider, loadMessages } from '../i18n';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { App } from './App';
import { routeOfKey } from './resources/registry';

const store = localStorageStore('1', 'GarageConsole');
const stored = store.getItem('locale');
const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;

// The stored language is loaded before the first paint, so it never flashes English.
loadMessages(locale).then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} i18nProvider={createI18nProvider(routeOfKey, { locale, messages })} />
    </StrictMode>,
  );
});
