import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider, loadMessages } from '../i18n';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { setDocumentLanguage } from './layout/direction';
import { App, prefetchRowsAt } from './App';
import { accountOf, readSession } from './auth/session';
import { takeOverFirstPaint } from './layout/firstPaint';
import { routeOfPage } from './lib/basePath';
import { preferenceStores } from './lib/preferencesStore';
import { reportProblem } from './lib/problems';
import { isChunkLoadError } from './auth/reload';

/** Signed-in visitors: the whole console. The account's language loads before the first paint. */
export async function startConsole(root: HTMLElement) {
  // User Timing marks of the start (test/bench/firstRender.mjs reports them): the console's code evaluated (console:code), the screen shown (console:shown).
  performance.mark('console:code');
  prefetchRowsAt(routeOfPage());
  const storeOf = preferenceStores(DEFAULT_LOCALE);
  const stored = storeOf(accountOf(readSession())).getItem('locale');
  const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
  setDocumentLanguage(locale);
  const messages = await loadMessages(locale);
  // A transition: React renders the console in slices that let the browser breathe (the frame drawn
  // by index.html stays until it commits) rather than in tasks of some hundred milliseconds each.
  startTransition(() =>
    createRoot(root, {
      // An error page shown is a crash the team should hear of (a failed chunk is reported as one already).
      onCaughtError: (error, info) => {
        console.error(error, info.componentStack);
        if (!isChunkLoadError(error)) reportProblem({ kind: 'error', error });
      },
    }).render(
      <StrictMode>
        <App storeOf={storeOf} i18nProvider={createI18nProvider({ locale, messages })} />
      </StrictMode>,
    ),
  );
  takeOverFirstPaint(root);
}
