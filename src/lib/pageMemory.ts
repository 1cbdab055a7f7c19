/**
 * What a page's load learnt for the next load of that page (the scripts its screen loaded, the list it
 * read first), in localStorage under `key`: this build's only (files and settings change with each
 * release), of one account where given, the most recent page first, a bounded record.
 */
export function pageMemory<T>(key: string, pagesKept = 12) {
  const pages = (account?: string): Record<string, T> | undefined => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { commit?: string; account?: string; pages?: Record<string, T> } | null;
      return stored && stored.commit === import.meta.env.CONSOLE_COMMIT && stored.account === account && stored.pages ? stored.pages : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** This build's record of `account`'s pages (none given: the browser's). */
    pages,
    remember(pathname: string, value: T, account?: string): void {
      const known = { ...pages(account) };
      delete known[pathname];
      const kept = Object.entries({ [pathname]: value, ...known }).slice(0, pagesKept);
      try {
        localStorage.setItem(key, JSON.stringify({ commit: import.meta.env.CONSOLE_COMMIT, account, pages: Object.fromEntries(kept) }));
      } catch {
        /* storage full or blocked: the next load does without */
      }
    },
  };
}
