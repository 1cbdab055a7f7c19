import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider, loadMessages } from '../i18n';
import { DEFAULT_LOCALE, directionOf, isLocale } from '../i18n/locales';
import { App, prefetchRowsAt } from './App';
import { takeOverFirstPaint } from './layout/firstPaint';
import { preferencesStore } from './lib/preferencesStore';

/** Signed-in visitors: the whole console. The stored language loads before the first paint. */
export async function startConsole(root: HTMLElement) {
  prefetchRowsAt(window.location.pathname);
  const store = preferencesStore();
  const stored = store.getItem('locale');
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  document.documentElement.dir = directionOf(locale);
  document.documentElement.lang = locale;
  const messages = await loadMessages(locale);
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18nProvider={createI18nProvider({ locale, messages })} />
    </StrictMode>,
  );
  takeOverFirstPaint(root);
}
