import type { ListQuery } from '../listQuery';
import type { ListSource } from './engine';

/** A list's asks of the engine, with their rows: the drawing of its first rows names the one it shows (recordEarlyRows.ts). */
export interface ListAsk {
  source: ListSource;
  query: ListQuery;
  data: readonly object[];
}
const lastAsks = new Map<string, ListAsk[]>();

/** Notes a list's ask and its answer's rows; the last few per list are kept. */
export function noteListAsk(ask: ListAsk): void {
  lastAsks.set(ask.source.route, [ask, ...(lastAsks.get(ask.source.route) ?? []).slice(0, 3)]);
}

/** A list's last asks, the latest first. */
export const listAsks = (route: string): readonly ListAsk[] => lastAsks.get(route) ?? [];
