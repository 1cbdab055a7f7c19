import { screenCode } from '../lib/screenCode';

/**
 * Called once the first screen shows: the scripts the page asked for after the console's code ran
 * (`console:code`) and before the screen showed (`console:shown`), added to those remembered for the
 * page (a load that had them all preloaded asks for none; one at another width may ask for others).
 * The next load asks for them at its start (`preloadScreenCode`).
 */
export function rememberScreenCode(pathname: string): void {
  const [code] = performance.getEntriesByName('console:code');
  const [shown] = performance.getEntriesByName('console:shown');
  if (!code || !shown) return;
  const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'script' && entry.startTime >= code.startTime && entry.startTime <= shown.startTime)
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin) && url.endsWith('.js'));
  const pages = screenCode.pages() ?? {};
  const known = pages[pathname] ?? [];
  const added = files.filter((url) => !known.includes(url));
  if (pathname in pages && added.length === 0) return;
  screenCode.remember(pathname, [...known, ...added]);
}
