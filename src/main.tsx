import { readSession } from './auth/session';
import { forgetBrowserWidePreferences } from './lib/preferences';
import { startListWorker } from './data/listEngine/earlyWorker';

forgetBrowserWidePreferences();
// Two entries: a small sign-in screen for visitors without a session, the console for the rest.
const root = document.getElementById('root')!;
if (readSession()) {
  let started = false;
  const startConsole = () => {
    if (started) return;
    started = true;
    startListWorker();
    void import('./boot').then((boot) => boot.startConsole(root));
  };
  // Once the frame index.html drew is painted, so the console's code never holds that paint back; a
  // tab opened in the background paints no frames, and starts after a moment all the same.
  requestAnimationFrame(() => setTimeout(startConsole));
  setTimeout(startConsole, 100);
} else {
  void import('./pages/login/standalone').then(({ startSignedOut }) => startSignedOut(root));
}
