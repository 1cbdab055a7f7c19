import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberScreenCode } from '../../src/layout/rememberScreenCode';
import { preloadScreenCode } from '../../src/lib/screenCode';

const origin = window.location.origin;
const script = (name: string, startTime: number, initiatorType = 'script') => ({ name: `${origin}/assets/${name}`, startTime, initiatorType });

/** The page's timeline: the console's code ran at 100 ms, its screen showed at 400 ms. */
function timeline(resources: ReturnType<typeof script>[]) {
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => ({ 'console:code': [{ startTime: 100 }], 'console:shown': [{ startTime: 400 }] })[name] as PerformanceEntryList,
  );
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(resources as unknown as PerformanceEntryList);
}

const preloaded = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);

describe("a screen's code asked for at the start of the next load", () => {
  beforeEach(() => localStorage.removeItem('console.screenCode'));
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  });

  it('preloads the scripts the page asked for between its code running and its screen showing, for that page only', () => {
    timeline([
      script('start-console-a.js', 20),
      script('worker-a.js', 60, 'other'),
      script('CategoryList-a.js', 120),
      script('start-lists-a.js', 130),
      script('FinderDialog-a.js', 900),
    ]);
    rememberScreenCode('/admin/category');
    preloadScreenCode('/admin/category');
    expect(preloaded()).toEqual([`${origin}/assets/CategoryList-a.js`, `${origin}/assets/start-lists-a.js`]);
    preloadScreenCode('/admin/services');
    expect(preloaded()).toHaveLength(2);
  });

  it('keeps what a load that had it all preloaded did not ask for, and adds what another one asked for', () => {
    timeline([script('CategoryList-a.js', 120)]);
    rememberScreenCode('/admin/category');
    timeline([]);
    rememberScreenCode('/admin/category');
    timeline([script('PhoneList-a.js', 150)]);
    rememberScreenCode('/admin/category');
    preloadScreenCode('/admin/category');
    expect(preloaded()).toEqual([`${origin}/assets/CategoryList-a.js`, `${origin}/assets/PhoneList-a.js`]);
  });

  it("asks for nothing remembered by another build, or while offline (a failed module fetch stays failed for the page's life)", () => {
    timeline([script('CategoryList-a.js', 120)]);
    rememberScreenCode('/admin/category');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    preloadScreenCode('/admin/category');
    expect(preloaded()).toEqual([]);
    vi.restoreAllMocks();
    const remembered = JSON.parse(localStorage.getItem('console.screenCode')!) as { commit?: string };
    localStorage.setItem('console.screenCode', JSON.stringify({ ...remembered, commit: 'an-older-build' }));
    preloadScreenCode('/admin/category');
    expect(preloaded()).toEqual([]);
  });
});
