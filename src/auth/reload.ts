import { reportProblem } from '../lib/problems';
import { whenOnline } from '../lib/whenOnline';
import { keepOpenFormDraft } from './draft';

/**
 * A redeploy removes the previous release's chunks; a tab opened before it fails to load a screen it
 * has not opened yet. The page then reloads once, at the same address (the session is in
 * localStorage; an open form's values are kept as a draft); failing again within a few minutes, the
 * user gets a message with a Reload button instead of another reload.
 */
const RELOADED_KEY = 'console.reloadedForChunk';
const AGAIN_WITHIN_MS = 5 * 60_000;

const chunkErrors = new WeakSet<object>();
let reloading = false;

/** An error Vite's preload helper reported (`vite:preloadError`): a chunk or its CSS did not load. */
export function markChunkError(error: unknown): void {
  if (typeof error === 'object' && error !== null) chunkErrors.add(error);
}

/** A failed dynamic import: marked by Vite's helper, or the browsers' own messages for one it did not wrap. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (chunkErrors.has(error)) return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      message,
    )
  );
}

let loadsAhead = 0;

/**
 * Loads code asked for ahead of its use (a screen's dialogs once its first reads are done). Its chunk
 * failing (a redeploy since the tab opened) reloads nothing: the user is not waiting for it, maybe
 * typing on the screen; the component that needs it loads it again when it renders. Offline, it
 * waits for the connection (lazyComponent).
 */
export async function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  await whenOnline();
  loadsAhead += 1;
  return load().finally(() => {
    loadsAhead -= 1;
  });
}

/** Whether code asked for ahead is loading (loadAhead): a chunk failing now is not the user's. */
export const isLoadingAhead = () => loadsAhead > 0;

/** Reloading for a failed chunk: the unsaved-work question on leaving is not asked (the draft is kept). */
export const isReloadingForChunk = () => reloading;

/** Reloads the page once for a failed chunk ('reloading'), or tells the caller to show its message ('failed'). */
export function recoverFromChunkError(error?: unknown): 'reloading' | 'failed' {
  if (reloading) return 'reloading';
  // Offline, no chunk loads (a preload begun just then included), and a reload would leave the
  // console for the browser's offline page: the caller shows its message instead.
  if (!navigator.onLine) return 'failed';
  reportProblem({ kind: 'chunk', error });
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOADED_KEY)) || 0;
    if (Date.now() - last < AGAIN_WITHIN_MS) return 'failed';
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return 'failed';
  }
  keepOpenFormDraft();
  reloading = true;
  window.location.reload();
  return 'reloading';
}
