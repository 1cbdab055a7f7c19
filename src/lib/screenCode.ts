/**
 * The code a screen loaded on its way to showing, remembered per page (src/layout/rememberScreenCode.ts)
 * for the next load of that page, which asks for it beside the console's own code (`modulepreload`)
 * instead of after that code has run: a list's screen, its columns and the list pieces otherwise wait
 * for the console's start chunks to be evaluated, then arrive one wave after another.
 */
export const SCREEN_CODE_KEY = 'console.screenCode';

export interface RememberedScreenCode {
  /** The build the files belong to (their names change with each release). */
  commit: string;
  /** Page path to script URLs, the most recent page first. */
  pages: Record<string, string[]>;
}

/** What this build remembered, if anything. */
export function rememberedScreenCode(): RememberedScreenCode | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(SCREEN_CODE_KEY) ?? 'null') as RememberedScreenCode | null;
    return stored && stored.commit === import.meta.env.CONSOLE_COMMIT && stored.pages ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks for the code this page's screen loaded last time. Not while offline: Chromium keeps a failed
 * module fetch failed for the page's life, and the screen's own import would fail with it.
 */
export function preloadScreenCode(pathname: string): void {
  if (!navigator.onLine) return;
  for (const href of rememberedScreenCode()?.pages[pathname] ?? [])
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}
