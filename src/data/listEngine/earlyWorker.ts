/**
 * The list worker, started by the page's entry for a signed-in visit: its code loads and sets up
 * while the console's own code loads, and it reads the page's list meanwhile when that list is known
 * from the page's last load (`readEarly`), so the rows are not asked for only once the console runs.
 */
import { runtimeSettings } from '../../config';
import { accountOf, type Session } from '../../auth/session';
import { earlyReadAt } from './earlyRead';
import type { FromWorker, ToWorker } from './protocol';

let started: Worker | undefined;
/** Workers that failed before the console took them: their code did not load (nothing had been asked yet). */
const failedEarly = new WeakSet<Worker>();
/** What the worker said before the console took it (an early read's progress): the console reads it first. */
let said: FromWorker[] = [];
const keep = (event: MessageEvent<FromWorker>) => said.push(event.data);

const newListWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'list-engine' });

export function startListWorker() {
  if (started || typeof Worker !== 'function') return;
  try {
    const worker = newListWorker();
    worker.addEventListener('error', () => failedEarly.add(worker), { once: true });
    worker.addEventListener('message', keep);
    started = worker;
  } catch {
    /* a browser that refuses module workers keeps the engine in the page (client.ts) */
  }
}

/**
 * Once the settings apply (/config.json): the early worker reads the list this page read first at its
 * last load, with this session's token. The console's own ask for it later shares the read.
 */
export function readEarly(pathname: string, session: Session): void {
  const settings = earlyReadAt(pathname, accountOf(session));
  if (!started || !settings) return;
  const send = (message: ToWorker) => started!.postMessage(message);
  send({ type: 'config', config: runtimeSettings() });
  send({ type: 'settings', settings: [settings] });
  send({ type: 'prefetch', token: session.token, source: { route: settings.route } });
}

/** The worker started early, with what it said so far, while the console has not taken it. */
export const earlyWorker = (): { worker: Worker; said: readonly FromWorker[] } | undefined => (started ? { worker: started, said } : undefined);

/** The early worker's code could not load. */
export const failedToStart = (worker: Worker) => failedEarly.has(worker);

/** The worker started early (with what it said before now), or a new one; throws where module workers are refused. */
export function takeListWorker(): { worker: Worker; said: FromWorker[] } {
  const worker = started ?? newListWorker();
  worker.removeEventListener('message', keep);
  const early = said;
  started = undefined;
  said = [];
  return { worker, said: early };
}
