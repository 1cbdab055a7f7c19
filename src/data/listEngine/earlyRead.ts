import { onSessionWritten, readSession } from '../../auth/session';
import { pageMemory } from '../../lib/pageMemory';
import type { ListQuery } from '../listQuery';
import type { ListSource } from './engine';
import type { ListSettings } from './settings';

/**
 * The list a page read at its start, remembered per page and account for the next load of that page,
 * whose entry has the list worker read it while the console's code loads (`readEarly` in
 * earlyWorker.ts) rather than once that code runs. Only lists the worker reads itself (a streamed call).
 */
export const EARLY_READS_KEY = 'console.earlyReads';
const earlyReads = pageMemory<ListSettings>(EARLY_READS_KEY);

/** The settings of the list this page read first at its last load by this account, if the worker can read it alone. */
export function earlyReadAt(pathname: string, account: string | undefined): ListSettings | undefined {
  return account ? earlyReads.pages(account)?.[pathname] : undefined;
}

export function rememberEarlyRead(pathname: string, account: string | undefined, settings: ListSettings): void {
  if (account && settings.stream) earlyReads.remember(pathname, settings, account);
}

/**
 * A list's first rows as the console drew them at this page's last load, with the ask that answered
 * them (layout/recordEarlyRows.ts records them, layout/earlyRows.ts draws them before the console runs).
 */
export interface EarlyRows {
  source: ListSource;
  query: ListQuery;
  /** `digestOf` each record drawn, in order. */
  digests: string[];
  /** The table: its head and those rows, as drawn, each element's look a rule of `css` (by class). */
  html: string;
  css: string;
  /** The table's box in the viewport: offset from the inline start, top, width. */
  start: number;
  top: number;
  width: number;
  /** What the drawing was made in: at another width, direction, page colour (theme) or day it is not drawn; `lang` is the drawing's own. */
  viewport: number;
  dir: string;
  lang: string;
  background: string;
  /** The colour under the table (its paper's). */
  under: string;
  /** The day it was drawn (local): a cell may read the date (days left, 'today'). */
  day: string;
}

export const EARLY_ROWS_KEY = 'console.earlyRows';
export const earlyRowsMemory = pageMemory<EarlyRows>(EARLY_ROWS_KEY, 4);

/** The rows drawn at this address (path and query: another query asks another page) by this account, if any. */
export function earlyRowsAt(address: string, account: string | undefined): EarlyRows | undefined {
  return account ? earlyRowsMemory.pages(account)?.[address] : undefined;
}

/** The page's address as the drawing of its rows is kept under. */
export const pageAddress = () => window.location.pathname + window.location.search;

// They hold the server's data: signing out (or a session ending) in this tab drops them with the session.
onSessionWritten(() => {
  if (!readSession()) localStorage.removeItem(EARLY_ROWS_KEY);
});
