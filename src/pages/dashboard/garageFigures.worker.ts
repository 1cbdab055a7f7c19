/**
 * Fetches, parses and reduces one garage-sized list off the main thread: the page receives a few
 * numbers instead of parsing tens of megabytes itself.
 */
import { ApiError } from '../../api/http';
import { SESSION_KEY } from '../../auth/session';
import { aggregate } from './aggregates';
import { garageSources, type WorkerAnswer, type WorkerAsk } from './garageSources';

self.onmessage = async (event: MessageEvent<WorkerAsk>) => {
  const { kind, session, now } = event.data;
  // The one request function reads the token from local storage; here it reads the page's session.
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: (key: string) => (key === SESSION_KEY ? session : null) },
    configurable: true,
  });
  let answer: WorkerAnswer;
  try {
    const source = garageSources[kind];
    answer = { result: aggregate(await source.rows(), source.aggregator(new Date(now)) as never) };
  } catch (error) {
    answer = { error: { message: error instanceof Error ? error.message : String(error), status: error instanceof ApiError ? error.status : 0 } };
  }
  self.postMessage(answer);
};
