import { reportUrl } from '../config';
import { sendProblemsTo, type Problem } from '../lib/problems';
import { deviationLog, subscribeDeviations } from './contract/deviations';

/**
 * What the team hears of, posted as JSON to /config.json's reportUrl: uncaught errors, chunks that
 * failed to load, and contract deviations. Only where and what: never a request or answer body, a
 * row's values, a token, a query string or an id in the route.
 */
export interface ProblemReport {
  kind: 'error' | 'chunk' | 'deviation';
  message: string;
  stack?: string;
  /** A deviation's call and field (names from the contract, no values). */
  call?: string;
  field?: string;
  version?: string;
  commit?: string;
  /** The screen's path with ids replaced by `:id`. */
  route: string;
}

/** At most this many reports per page load: a loop of errors must not flood the endpoint. */
const MOST = 20;

/** A path segment that may name a record or carry a value rather than a screen. */
const VALUE_SEGMENT = /^(?:\d+|[0-9a-f]{12,}|[0-9a-f-]{32,36}|[^/]*[@=%][^/]*)$/i;

export function routeOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (VALUE_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}

/** Query strings and fragments cut off every URL in a text (messages and stacks name script URLs). */
const withoutQueries = (text: string) => text.replace(/(https?:\/\/[^\s?#)]*)[?#][^\s)]*/g, '$1');

function described(error: unknown): { message: string; stack?: string } {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'non-Error value thrown';
  const stack = error instanceof Error && error.stack ? withoutQueries(error.stack).slice(0, 4000) : undefined;
  return { message: withoutQueries(message).slice(0, 500), ...(stack && { stack }) };
}

/** Starts sending when a reportUrl is set; returns what stops it (tests). */
export function startReporting(url = reportUrl): () => void {
  if (!url) return () => undefined;
  const target = url;
  const sent = new Set<string>();
  let count = 0;
  const send = (report: Omit<ProblemReport, 'route' | 'version' | 'commit'>) => {
    const key = [report.kind, report.message, report.call, report.field].join('\u0000');
    if (sent.has(key) || count >= MOST) return;
    sent.add(key);
    count += 1;
    const body: ProblemReport = {
      ...report,
      version: import.meta.env?.CONSOLE_VERSION,
      commit: import.meta.env?.CONSOLE_COMMIT,
      route: routeOf(window.location.pathname),
    };
    // keepalive: a report sent just before a reload still leaves; no cookies, no token.
    void fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  };
  const problem = ({ kind, error }: Problem) => send({ kind, ...described(error) });
  const uncaught = (event: ErrorEvent) => problem({ kind: 'error', error: event.error ?? event.message });
  const unhandled = (event: PromiseRejectionEvent) => problem({ kind: 'error', error: event.reason });
  let reported = 0;
  const deviations = () => {
    const log = deviationLog();
    for (const deviation of log.slice(reported)) {
      send({ kind: 'deviation', message: `contract deviation (${deviation.kind})`, call: deviation.call, field: deviation.field });
    }
    reported = log.length;
  };
  window.addEventListener('error', uncaught);
  window.addEventListener('unhandledrejection', unhandled);
  sendProblemsTo(problem);
  deviations();
  const unsubscribe = subscribeDeviations(deviations);
  return () => {
    window.removeEventListener('error', uncaught);
    window.removeEventListener('unhandledrejection', unhandled);
    sendProblemsTo(() => undefined);
    unsubscribe();
  };
}
