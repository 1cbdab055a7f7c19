import { createContext } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { BulkItem } from './runBulk';

/**
 * What the list's bulk host (BulkActions.tsx, with the list) and its toolbar and dialog (BulkParts.tsx,
 * loaded when about to be used) share.
 */
export const BULK_MESSAGES = 'app.bulk';

/** Opens the bulk dialog for an action on the selected ids. */
export const BulkOpener = createContext<(action: string, ids: Identifier[]) => void>(() => undefined);

/** One bulk run: the action on the selected ids, read, confirmed, sent, finished. */
export interface BulkRun {
  action: string;
  ids: Identifier[];
  rows?: RaRecord[];
  items: BulkItem[];
  phase: 'reading' | 'confirm' | 'sending' | 'finished';
  loadFailed?: boolean;
}
