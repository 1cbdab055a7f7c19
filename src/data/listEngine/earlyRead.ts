import { pageMemory } from '../../lib/pageMemory';
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
