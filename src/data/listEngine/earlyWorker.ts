/**
 * The list worker, started by the page's entry for a signed-in visit: its code loads and sets up
 * while the console's own code loads, so the first list's rows are asked for as soon as the console
 * sends the ask, not after the worker's start.
 */
let started: Worker | undefined;
/** Workers that failed before the console took them: their code did not load (nothing had been asked yet). */
const failedEarly = new WeakSet<Worker>();

const newListWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'list-engine' });

export function startListWorker() {
  if (started || typeof Worker !== 'function') return;
  try {
    const worker = newListWorker();
    worker.addEventListener('error', () => failedEarly.add(worker), { once: true });
    started = worker;
  } catch {
    /* a browser that refuses module workers keeps the engine in the page (client.ts) */
  }
}

/** The early worker's code could not load. */
export const failedToStart = (worker: Worker) => failedEarly.has(worker);

/** The worker started early, or a new one; throws where module workers are refused. */
export function takeListWorker(): Worker {
  const worker = started ?? newListWorker();
  started = undefined;
  return worker;
}
