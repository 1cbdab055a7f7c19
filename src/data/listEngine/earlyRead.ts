import type { ListSettings } from './settings';

/**
 * The list a page read at its start, remembered per page and account for the next load of that page,
 * whose entry has the list worker read it while the console's code loads (`readEarly` in
 * earlyWorker.ts) rather than once that code runs. Only lists the worker reads itself (a streamed
 * call); the settings are this build's (they change with each release).
 */
export const EARLY_READS_KEY = 'console.earlyReads';

/** The pages remembered, the most recent first: a bounded record. */
const PAGES_KEPT = 12;

interface EarlyReads {
  commit: string;
  account: string;
  /** Page path to the settings of the list it reads first. */
  pages: Record<string, ListSettings>;
}

function remembered(account: string | undefined): EarlyReads | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(EARLY_READS_KEY) ?? 'null') as EarlyReads | null;
    return stored && stored.commit === import.meta.env.CONSOLE_COMMIT && stored.account === account && stored.pages ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The settings of the list this page read first at its last load by this account, if the worker can read it alone. */
export function earlyReadAt(pathname: string, account: string | undefined): ListSettings | undefined {
  return account ? remembered(account)?.pages[pathname] : undefined;
}

export function rememberEarlyRead(pathname: string, account: string | undefined, settings: ListSettings): void {
  if (!account || !settings.stream) return;
  const pages = { ...remembered(account)?.pages };
  delete pages[pathname];
  const kept = Object.entries({ [pathname]: settings, ...pages }).slice(0, PAGES_KEPT);
  try {
    localStorage.setItem(EARLY_READS_KEY, JSON.stringify({ commit: import.meta.env.CONSOLE_COMMIT, account, pages: Object.fromEntries(kept) }));
  } catch {
    /* storage full or blocked: the next load reads the list once its code runs */
  }
}
