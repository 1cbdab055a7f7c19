import { pageMemory } from './pageMemory';

/**
 * The code a screen loaded on its way to showing, remembered per page (src/layout/rememberScreenCode.ts)
 * for the next load of that page, which asks for it beside the console's own code (`modulepreload`)
 * instead of after that code has run: a list's screen, its columns and the list pieces otherwise wait
 * for the console's start chunks to be evaluated, then arrive one wave after another.
 */
export const SCREEN_CODE_KEY = 'console.screenCode';

/** Page path to the script URLs its screen loaded, this build's. */
export const screenCode = pageMemory<string[]>(SCREEN_CODE_KEY);

/**
 * Asks for the code this page's screen loaded last time. Not while offline: Chromium keeps a failed
 * module fetch failed for the page's life, and the screen's own import would fail with it.
 */
export function preloadScreenCode(pathname: string): void {
  if (!navigator.onLine) return;
  for (const href of screenCode.pages()?.[pathname] ?? [])
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}
