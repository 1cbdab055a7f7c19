/**
 * The deviations seen in this browser session: where the server's answers differed from the
 * contract. Readers report them (`reportDeviations`); the list worker's reports are posted to the
 * page, which records them here (`recordDeviations`), so the log is one per session.
 */
import type { CallKey } from './calls';

export interface DeviationReport {
  call: CallKey;
  /** Dotted path in the answer (or one row of its list); list items as `[]`. */
  field: string;
  expected: string;
  received: string;
  /** Rows it was seen in (list rows only). */
  rows?: number;
  /**
   * `extra`: a field the documents do not name, kept (information); `tolerated`: a value read in
   * another form; `unreadable`, `missing`: what the screen could not show.
   */
  kind: 'extra' | 'tolerated' | 'unreadable' | 'missing';
}

/** Deviations that change what is shown (the app bar's count): all but fields the documents do not name. */
export const changesWhatIsShown = (deviation: DeviationReport) => deviation.kind !== 'extra';

export interface Deviation extends Required<DeviationReport> {
  /** ISO time. */
  firstSeen: string;
}

const keyOf = (report: DeviationReport) => [report.call, report.field, report.expected, report.received, report.kind].join('\u0000');

/** The page's log is kept for the tab's session, so a reload (or the diagnostics screen opened by its address) still lists it. */
const SAVED_KEY = 'console.deviations';
const sessionStore = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function savedLog(): Deviation[] {
  try {
    const saved: unknown = JSON.parse(sessionStore()?.getItem(SAVED_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter(
          (entry): entry is Deviation =>
            typeof entry === 'object' && entry !== null && typeof entry.call === 'string' && typeof entry.field === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function saveLog(): void {
  try {
    if (log.size === 0) sessionStore()?.removeItem(SAVED_KEY);
    else sessionStore()?.setItem(SAVED_KEY, JSON.stringify(snapshot));
  } catch {
    /* storage full or blocked: the log lasts the page */
  }
}

const log = new Map<string, Deviation>(savedLog().map((deviation) => [keyOf(deviation), deviation]));
const listeners = new Set<() => void>();
let snapshot: readonly Deviation[] = [...log.values()].map((deviation) => ({ ...deviation }));

/** Adds reports to the log: one entry per call, field, expected, received and kind, its rows added up. */
export function recordDeviations(reports: readonly DeviationReport[]): void {
  if (reports.length === 0) return;
  const now = new Date().toISOString();
  for (const report of reports) {
    const key = keyOf(report);
    const known = log.get(key);
    if (known) known.rows += report.rows ?? 0;
    else log.set(key, { ...report, rows: report.rows ?? 0, firstSeen: now });
  }
  snapshot = [...log.values()].map((deviation) => ({ ...deviation }));
  saveLog();
  for (const listener of listeners) listener();
}

/** Where reports go: the log, or (in the list worker) a message to the page. */
let sink: (reports: readonly DeviationReport[]) => void = recordDeviations;

/** Reports findings of a reading. */
export function reportDeviations(reports: readonly DeviationReport[]): void {
  if (reports.length > 0) sink(reports);
}

/** Sends reports elsewhere than this thread's log (the list worker posts them to the page). */
export function sendDeviationsTo(target: (reports: readonly DeviationReport[]) => void): void {
  sink = target;
}

/** The log, oldest first; the same array until something is recorded (for useSyncExternalStore). */
export function deviationLog(): readonly Deviation[] {
  return snapshot;
}

export function subscribeDeviations(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets the log (tests). */
export function clearDeviations(): void {
  log.clear();
  snapshot = [];
  saveLog();
  for (const listener of listeners) listener();
}

/** The log as text for the backend team: one line per deviation, tab-separated, with a header. */
export function deviationsAsText(): string {
  const header = ['call', 'field', 'expected', 'received', 'kind', 'rows', 'first seen'].join('\t');
  const lines = snapshot.map((deviation) =>
    [deviation.call, deviation.field, deviation.expected, deviation.received, deviation.kind, String(deviation.rows), deviation.firstSeen].join('\t'),
  );
  return [header, ...lines].join('\n');
}
