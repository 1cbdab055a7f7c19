import { readSession } from './auth/session';
import { forgetBrowserWidePreferences } from './lib/preferences';
import { startListWorker } from './data/listEngine/earlyWorker';

forgetBrowserWidePreferences();
// Two entries: a small sign-in screen for visitors without a session, the console for the rest.
const root = document.getElementById('root')!;
if (readSession()) {
  startListWorker();
  void import('./boot').then(({ startConsole }) => startConsole(root));
} else {
  void import('./pages/login/standalone').then(({ startSignedOut }) => startSignedOut(root));
}
