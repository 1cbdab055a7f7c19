/**
 * Problems seen in the browser that the team should hear of (an uncaught error, a chunk that failed
 * to load). Anything may report one; src/api/reporting.ts sends them when /config.json names a
 * reportUrl, and until then (or without one) they go nowhere.
 */
export interface Problem {
  kind: 'error' | 'chunk';
  error: unknown;
}

let sink: ((problem: Problem) => void) | undefined;

export function reportProblem(problem: Problem): void {
  sink?.(problem);
}

export function sendProblemsTo(target: (problem: Problem) => void): void {
  sink = target;
}
