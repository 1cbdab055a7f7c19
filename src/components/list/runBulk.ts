import type { Identifier } from 'react-admin';
import { ApiError } from '../../api/http';
import { signedOutDuringCall } from '../../auth/session';
import { failureNotice, serverMessageOf } from '../../api/failures';

/** Most row calls in flight at once. */
export const BULK_CONCURRENCY = 4;

export type BulkState = 'waiting' | 'sending' | 'done' | 'refused' | 'failed' | 'not_sent';

export interface BulkItem {
  id: Identifier;
  /** How the row is named in the results. */
  label: string;
  state: BulkState;
  /** Refused: the server's own words; failed: a translation key or the server's text. */
  message?: string;
}

/** Refused when the server answered a refusal in its own words (4xx or a refusing responseCode); failed otherwise. */
export function outcomeOf(error: unknown): { state: 'refused' | 'failed'; message: string } {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) {
    const words = serverMessageOf(error) ?? (error.responseCode !== undefined ? error.message : undefined);
    if (words) return { state: 'refused', message: words };
  }
  return { state: 'failed', message: failureNotice(error, 'app.bulk.failed_row').message };
}

/**
 * Sends `send` once for each waiting item, at most `concurrency` at a time, telling every change.
 * Once `stopped()` answers true no further call starts (calls in flight end normally) and the
 * items not started are marked not sent. Items already done are never sent again.
 */
export async function runBulk(
  items: readonly BulkItem[],
  send: (item: BulkItem) => Promise<unknown>,
  { onChange, stopped, concurrency = BULK_CONCURRENCY }: { onChange: (items: BulkItem[]) => void; stopped: () => boolean; concurrency?: number },
): Promise<BulkItem[]> {
  const current = items.map((item) => (item.state === 'done' ? item : { ...item, state: 'waiting' as const, message: undefined }));
  const queue = current.map((_item, index) => index).filter((index) => current[index].state === 'waiting');
  const set = (index: number, item: BulkItem) => {
    current[index] = item;
    onChange([...current]);
  };
  onChange([...current]);
  let next = 0;
  const worker = async () => {
    while (next < queue.length && !stopped() && !signedOutDuringCall()) {
      const index = queue[next++];
      set(index, { ...current[index], state: 'sending' });
      try {
        await send(current[index]);
        // Nothing was saved when the session ended on the way; the rest is not sent.
        set(index, { ...current[index], state: signedOutDuringCall() ? 'not_sent' : 'done' });
      } catch (error) {
        set(index, { ...current[index], ...outcomeOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  for (const index of queue) if (current[index].state === 'waiting') current[index] = { ...current[index], state: 'not_sent' };
  onChange([...current]);
  return current;
}

/** Counts per state. */
export function countStates(items: readonly BulkItem[]): Record<BulkState, number> {
  const counts: Record<BulkState, number> = { waiting: 0, sending: 0, done: 0, refused: 0, failed: 0, not_sent: 0 };
  for (const item of items) counts[item.state]++;
  return counts;
}
