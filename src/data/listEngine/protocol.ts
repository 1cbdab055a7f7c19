import type { RuntimeConfig } from '../../lib/runtimeConfig';
import type { Identifier } from 'react-admin';
import type { DeviationReport } from '../../api/contract/deviations';
import type { CallKey } from '../../api/contract/index';
import type { ListFilter, ListQuery } from '../listQuery';
import type { FigureAsk, ListFailure, ListProgress, ListSource } from './engine';
import type { ListSettings } from './settings';

/** Messages from the console to the list worker. */
export type ToWorker =
  /** Sent first: the console's settings once /config.json applied (the worker started with the built-in ones). */
  | { type: 'config'; config: RuntimeConfig }
  /** Then every client-paged resource's list settings. */
  | { type: 'settings'; settings: ListSettings[] }
  | { type: 'page'; id: number; token?: string; source: ListSource; query: ListQuery }
  | { type: 'rows'; id: number; token?: string; source: ListSource; ids: Identifier[] }
  | { type: 'export'; id: number; token?: string; source: ListSource; query: ListQuery; ids?: Identifier[] }
  | { type: 'cancelExport'; id: number }
  | { type: 'figures'; id: number; token?: string; ask: FigureAsk }
  /** Facet counts (`facets`) or data check counts (`checks`) of a list under a filter. */
  | { type: 'facets' | 'checks'; id: number; token?: string; source: ListSource; filter: ListFilter }
  | { type: 'prefetch'; token?: string; source: ListSource }
  | { type: 'invalidate'; route: string }
  /** The session changed (signed out, or signed in again): every list read under the last one is dropped. */
  | { type: 'forget' }
  /** The page painted its first rows: a list read held for the start goes on (engine.ts). */
  | { type: 'firstRowsShown' }
  | { type: 'fetchedRows'; id: number; rows?: object[]; failure?: ListFailure }
  /** A call of the console's is sent: its contract loads here meanwhile. */
  | { type: 'prepareContract'; call: CallKey }
  /** A whole answer the console received, read here through its call's contract (the schemas load once per session). */
  | { type: 'readAnswer'; id: number; call: CallKey; answer: unknown; status: number };

/** Messages from the list worker to the console. */
export type FromWorker =
  | { type: 'result'; id: number; value: unknown }
  | { type: 'failure'; id: number; failure: ListFailure }
  | { type: 'progress'; route: string; fetchFilter: Record<string, unknown>; progress: ListProgress }
  | { type: 'exportProgress'; id: number; written: number; total: number; arriving?: boolean }
  /** Rows of a resource read by code on the console's side (`read.whole`: retry notices, transforms). */
  | { type: 'fetchRows'; id: number; route: string; fetchFilter: Record<string, unknown> }
  | { type: 'abortFetch'; id: number }
  /** Where answers read in the worker deviated from the contract: the console's session log records them. */
  | { type: 'deviations'; reports: readonly DeviationReport[] };
