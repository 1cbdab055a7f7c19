import { accountOf, readSession } from './auth/session';
import { earlyRowsAt, pageAddress } from './data/listEngine/earlyRead';
import { forgetBrowserWidePreferences, readPreference } from './lib/preferences';
import { readEarly, startListWorker } from './data/listEngine/earlyWorker';
import { askProfileEarly } from './api/earlyAnswers';
import { loadRuntimeConfig, reportUrl } from './config';
import { routeOfPage } from './lib/basePath';
import { isChunkLoadError, isLoadingAhead, markChunkError, recoverFromChunkError } from './auth/reload';
import { RELOAD_MESSAGES } from '../i18n/reload';
import { isLocale } from '../i18n/locales';
import { preloadScreenCode } from './lib/screenCode';

// A chunk of an earlier release that is gone (a redeploy while this tab was open): reload once, unless
// the code was asked for ahead of its use (loadAhead).
// The error still reaches its caller, whose error page shows the message if the reload came too recently.
window.addEventListener('vite:preloadError', (event) => {
  const error = (event as Event & { payload?: unknown }).payload;
  markChunkError(error);
  if (!isLoadingAhead()) recoverFromChunkError(error);
});

/** The console's start itself failed to load twice: no messages are loaded, so the page's entry says it. */
function startFailed(root: HTMLElement) {
  const stored = readPreference<string>('locale');
  const text = RELOAD_MESSAGES[isLocale(stored) ? stored : 'en'];
  const message = Object.assign(document.createElement('p'), { textContent: text.failed });
  const reload = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: text.action,
    onclick: () => window.location.reload(),
  });
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem';
  box.append(message, reload);
  document.getElementById('console-frame')?.remove();
  document.getElementById('console-shell')?.remove();
  root.replaceChildren(box);
}

forgetBrowserWidePreferences();
// Asked for at once (index.html preloads it in a real-backend build): the settings apply before any
// of the console's code that reads them loads.
const configured = loadRuntimeConfig();
// Problem reporting only when /config.json names an endpoint: otherwise its code never loads.
void configured.then((problem) => {
  if (!problem && reportUrl) void import('./api/reporting').then(({ startReporting }) => startReporting());
});
// Two entries: a small sign-in screen for visitors without a session, the console for the rest.
const root = document.getElementById('root')!;
const startFailure = (error: unknown) => {
  if (!isChunkLoadError(error)) throw error;
  if (recoverFromChunkError(error) === 'failed') startFailed(root);
};
const signedOut = (problem?: string) =>
  import('./pages/login/standalone').then(({ startSignedOut }) => startSignedOut(root, problem)).catch(startFailure);
if (readSession()) {
  let started = false;
  const startConsole = () => {
    if (started) return;
    started = true;
    performance.mark('console:start');
    startListWorker();
    void configured.then((problem) => {
      if (problem) return signedOut(problem);
      const booting = import('./boot');
      // The calls every screen and this page's list wait for, asked while the console's code loads.
      const session = readSession();
      if (session) {
        askProfileEarly(session.token);
        readEarly(routeOfPage(), session);
      }
      // This page's screen code, as last loaded, beside the console's own (after it, so it does not hold that back).
      preloadScreenCode(window.location.pathname);
      // The list's first rows as last drawn here, drawn again while that code loads if the worker reads the same records.
      if (session && earlyRowsAt(pageAddress(), accountOf(session)))
        void import('./layout/earlyRows').then(({ paintEarlyRows }) => paintEarlyRows(root, session)).catch(() => undefined);
      return booting.then((boot) => boot.startConsole(root)).catch(startFailure);
    });
  };
  // Once the frame index.html drew is painted, so the console's code never holds that paint back; a
  // tab opened in the background paints no frames, and starts after a moment all the same.
  requestAnimationFrame(() => setTimeout(startConsole));
  setTimeout(startConsole, 100);
} else {
  void configured.then(signedOut);
}
