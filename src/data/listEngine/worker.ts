/// <reference lib="webworker" />
/**
 * The list worker: the list engine with every resource's rows. Pages, rows and built export files
 * go back to the console; resources without a streamed call ask the console for their rows.
 */
import { sendDeviationsTo } from '../../api/contract/deviations';
import { applyRuntimeConfig } from '../../config';
import { provideToken } from '../../api/http';
import { ListEngine } from './engine';
import { toFailure } from './failure';
import type { FromWorker, ToWorker } from './protocol';
import { engineResources } from './settings';

declare const self: DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

// The deviation log is the console's, one per session: reports go to it.
sendDeviationsTo((reports) => post({ type: 'deviations', reports }));

/** The session's token, brought by every message that may read a list; the one HTTP client reads it. */
let token: string | undefined;
provideToken(() => token);
let nextFetch = 0;
const fetches = new Map<number, { resolve: (rows: object[]) => void; reject: (failure: unknown) => void }>();

/** Empty until the console's first message brings the settings (rules and export columns as data). */
let resourceOf = engineResources([]);

const engine = new ListEngine((route) => resourceOf(route), {
  fetchRows: (route, fetchFilter, signal) =>
    new Promise((resolve, reject) => {
      const id = ++nextFetch;
      fetches.set(id, { resolve, reject });
      signal.addEventListener('abort', () => {
        fetches.delete(id);
        post({ type: 'abortFetch', id });
        reject(signal.reason);
      });
      post({ type: 'fetchRows', id, route, fetchFilter });
    }),
  onProgress: (route, fetchFilter, progress) => post({ type: 'progress', route, fetchFilter, progress }),
  restAtStart: true,
});

async function answer(id: number, work: () => Promise<unknown>, transfer: (value: unknown) => Transferable[] = () => []) {
  try {
    const value = await work();
    post({ type: 'result', id, value }, transfer(value));
  } catch (error) {
    post({ type: 'failure', id, failure: toFailure(error) });
  }
}

self.onmessage = ({ data: message }: MessageEvent<ToWorker>) => {
  if ('token' in message) token = message.token;
  switch (message.type) {
    case 'config':
      applyRuntimeConfig(message.config);
      break;
    case 'settings':
      resourceOf = engineResources(message.settings);
      break;
    case 'page':
      void answer(message.id, () => engine.page(message.source, message.query));
      break;
    case 'rows':
      void answer(message.id, () => engine.rows(message.source, message.ids));
      break;
    case 'prefetch':
      engine.prefetch(message.source);
      break;
    case 'invalidate':
      engine.invalidate(message.route);
      break;
    case 'firstRowsShown':
      engine.firstRowsShown();
      break;
    case 'forget':
      engine.forgetAll();
      break;
    case 'export':
      void answer(
        message.id,
        () =>
          engine.exportFile(
            message.source,
            message.query,
            message.id,
            (written, total, arriving) => post({ type: 'exportProgress', id: message.id, written, total, arriving }),
            message.ids,
          ),
        (value) => (value instanceof Uint8Array ? [value.buffer] : []),
      );
      break;
    case 'figures':
      void answer(message.id, () => engine.figures(message.ask));
      break;
    case 'facets':
      void answer(message.id, () => engine.facets(message.source, message.filter));
      break;
    case 'checks':
      void answer(message.id, () => engine.checks(message.source, message.filter));
      break;
    case 'prepareContract':
      void import('../../api/contract/boundary').then((read) => read.prepareContract(message.call)).catch(() => undefined);
      break;
    case 'readAnswer':
      void answer(message.id, async () => (await import('../../api/contract/boundary')).readCallAnswer(message.call, message.answer, message.status));
      break;
    case 'cancelExport':
      engine.cancelExport(message.id);
      break;
    case 'fetchedRows': {
      const waiting = fetches.get(message.id);
      fetches.delete(message.id);
      if (message.failure) waiting?.reject(Object.assign(new Error(message.failure.message), message.failure));
      else waiting?.resolve(message.rows ?? []);
      break;
    }
  }
};

// The browser's formatting data (ICU) loads with the process's first Intl formatter: 20–110 ms at 1x
// CPU, and some 5 ms more for the first time of day. Made here, on this thread while the console's code
// still loads and compiles, that data is in when the page makes its first formatter (the list's load line,
// on the way to the first rows), which then takes a millisecond. After any message already waiting.
setTimeout(() => {
  new Intl.NumberFormat('en').format(0);
  new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(0);
});
