import { createRetryStatus } from './retryStatus';
import type { ListRequest, ServerPage } from '../core/defineResource';

/** Pages of a server-paged report asked at once while a search gathers them all. */
export const GATHER_CONCURRENCY = 4;
/** Gathered rows are reused this long for the next page or another search on the same list. */
const GATHERED_TTL_MS = 60_000;

/** How far the gathering of a report has come: pages loaded and pages in all, for the screen's notice. */
export interface GatherProgress {
  loaded: number;
  total: number;
}

export function createGatherProgress() {
  let progress: GatherProgress | undefined;
  const status = createRetryStatus();
  return {
    subscribe: status.subscribe,
    current: () => progress,
    set(next: GatherProgress | undefined) {
      progress = next;
      // The retry status only serves here as the listener list.
      status.attempt(next ? next.loaded : 0);
    },
  };
}
export type GatherProgressStore = ReturnType<typeof createGatherProgress>;

/**
 * Every page of a server-paged list: the first page tells the total, the others are asked at most
 * GATHER_CONCURRENCY at a time. The signal cancels what is still to come (the filter changed).
 */
export async function gatherAllPages<Row>(
  fetchPage: (request: ListRequest) => Promise<ServerPage<Row>>,
  base: Omit<ListRequest, 'page'>,
  onProgress: (progress: GatherProgress) => void,
): Promise<Row[]> {
  const first = await fetchPage({ ...base, page: 1 });
  const pageCount = Math.max(1, Math.ceil(first.total / base.perPage));
  const pages: Row[][] = new Array(pageCount);
  pages[0] = first.rows;
  let loaded = 1;
  onProgress({ loaded, total: pageCount });
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      base.signal?.throwIfAborted();
      pages[page - 1] = (await fetchPage({ ...base, page })).rows;
      loaded += 1;
      onProgress({ loaded, total: pageCount });
    }
  };
  await Promise.all(Array.from({ length: Math.min(GATHER_CONCURRENCY, pageCount - 1) }, worker));
  return pages.flat();
}

/**
 * Gathered rows per list and server-side filter (the garage), kept briefly. One gathering serves every
 * query waiting for it (typing more of a search reuses it); it is cancelled when no query waits any
 * longer (the filter was cleared, the garage changed, the screen was left).
 */
export function createGatheredCache<Row>() {
  const cache = new Map<string, { at: number; rows: Promise<Row[]>; waiting: number; stop: AbortController }>();
  let lastAsked = '';
  const get = (key: string, asked: string, gather: (signal: AbortSignal) => Promise<Row[]>, signal?: AbortSignal): Promise<Row[]> => {
    let entry = cache.get(key);
    // The same request again is a refresh: gather anew. Another page or search reuses the rows.
    const refresh = asked === lastAsked;
    lastAsked = asked;
    if (!entry || refresh || Date.now() - entry.at >= GATHERED_TTL_MS || entry.stop.signal.aborted) {
      const stop = new AbortController();
      const created = { at: Date.now(), rows: gather(stop.signal), waiting: 0, stop };
      cache.set(key, created);
      created.rows.catch(() => {
        if (cache.get(key) === created) cache.delete(key);
      });
      entry = created;
    }
    const current = entry;
    current.waiting += 1;
    let left = false;
    const leave = (cancelIfLast: boolean) => {
      if (left) return;
      left = true;
      current.waiting -= 1;
      if (cancelIfLast && current.waiting === 0) current.stop.abort(signal?.reason);
    };
    return new Promise<Row[]>((resolve, reject) => {
      const onAbort = () => {
        leave(true);
        reject(signal!.reason);
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      current.rows.then(
        (rows) => {
          signal?.removeEventListener('abort', onAbort);
          leave(false);
          resolve(rows);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          leave(false);
          reject(error);
        },
      );
    });
  };
  return {
    get,
    /** The screen was left: the next visit gathers fresh rows. */
    clear() {
      cache.clear();
      lastAsked = '';
    },
  };
}
export type GatheredCache<Row> = ReturnType<typeof createGatheredCache<Row>>;
