/**
 * Fetches, parses and reduces one list off the main thread: the page receives a few numbers
 * instead of parsing up to hundreds of megabytes itself.
 */
import { ApiError } from '../../api/http';
import { SESSION_KEY } from '../../auth/session';
import { aggregate } from './aggregates';
import { sources, type WorkerAnswer, type WorkerAsk } from './sources';

self.onmessage = async (event: MessageEvent<WorkerAsk>) => {
  const { kind, session, now } = event.data;
  // The one request function reads the token from local storage; here it reads the page's session.
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: (key: string) => (key === SESSION_KEY ? session : null) },
    configurable: true,
  });
  let answer: WorkerAnswer;
  try {
    const { rows, aggregator } = sources[kind] as (typeof sources)['garages'];
    const date = new Date(now);
    answer = { result: aggregate(await rows(date), aggregator(date)) };
  } catch (error) {
    answer = { error: { message: error instanceof Error ? error.message : String(error), status: error instanceof ApiError ? error.status : 0 } };
  }
  self.postMessage(answer);
};
