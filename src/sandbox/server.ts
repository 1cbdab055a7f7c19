/**
 * Serves the sandbox handlers over loopback HTTP as a connect/Node middleware (mounted by the Vite
 * dev and preview servers under /api), keeping changes in a file across restarts.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { getResponse } from 'msw';
import { driftNames } from './drift';
import { createSandbox, type Sandbox } from './handlers';
import { sandboxShape } from './shapes';
import { jsonPieces } from './jsonStream';
import { SandboxStore, type Snapshot } from './store';
import { DEFAULT_PRODUCT } from './seed';

export interface SandboxServerOptions {
  /** Where changes persist; unset keeps them in memory only. */
  stateFile?: string;
  garages?: number;
  /** The moment a new seed is dated from (an ISO string; the seed's own default when unset). */
  now?: string;
  product?: string;
  /** Mount path, used to build served upload URLs. */
  mountPath?: string;
  /** Every reading call's answer drifts from the documents this way from the start (SANDBOX_DRIFT: kinds separated by commas), until the faults are cleared. */
  drift?: string;
  /** How every answer is shaped (SANDBOX_SHAPE: documented, minimal, mongoose or alternatives; shapes.ts). */
  shape?: string;
}

const PERSISTED_GARAGES_MAX = 20_000;

function loadSnapshot(file: string | undefined): Snapshot | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  } catch {
    return undefined;
  }
}

/**
 * Writes the state file piece by piece, letting requests in between: a large seed (100,000 garages
 * is about 400 MB of JSON) neither blocks the server nor needs one string longer than JSON allows.
 */
async function saveSnapshot(file: string, snapshot: Snapshot): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(`${file}.tmp`);
  const finished = new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject));
  let text = '';
  let written = 0;
  for (const piece of jsonPieces(snapshot)) {
    text += piece;
    if (text.length < 1 << 20) continue;
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    text = '';
    // Requests waiting for the server get their turn every few megabytes.
    if (++written % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  out.end(text);
  await finished;
  renameSync(`${file}.tmp`, file);
}

/**
 * Copies the body as it is produced, waiting while the socket's buffer is full and giving the event
 * loop a turn after every piece: on loopback the socket takes each piece at once and even 'drain'
 * comes in a microtask, so without the turn one long answer runs from piece to piece and starves every
 * other request (a second whole list was not even read until the first had been written).
 */
async function sendBody(response: Response, res: ServerResponse): Promise<void> {
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (res.destroyed) return;
    if (!res.write(value)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done).off('close', done);
          resolve();
        };
        res.on('drain', done).on('close', done);
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  res.end();
}

export function createSandboxServer(options: SandboxServerOptions = {}): {
  sandbox: Sandbox;
  middleware: (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => void;
} {
  const snapshot = loadSnapshot(options.stateFile);
  const wanted = options.garages;
  // A kept sandbox seeded for another product (its garages' `{product}Id`) is seeded again for this one.
  const sameProduct = (snapshot?.options.product ?? DEFAULT_PRODUCT) === (options.product ?? DEFAULT_PRODUCT);
  const reuse = snapshot && sameProduct && (wanted === undefined || snapshot.options.garages === wanted);
  const store = new SandboxStore(
    { garages: wanted, ...(options.product ? { product: options.product } : {}), ...(options.now ? { now: options.now } : {}) },
    reuse ? snapshot : undefined,
  );
  const sandbox = createSandbox({
    store,
    product: options.product,
    publicBase: options.mountPath ?? '/api',
    keepAnswers: true,
    shape: sandboxShape(options.shape),
  });
  if (options.drift) sandbox.faults.set('*', { drift: driftNames(options.drift) });

  // Above this size the seed stays in memory only: writing hundreds of megabytes after every change
  // would take the server's time from the answers it is measured on.
  if (options.stateFile && store.db.garages.length <= PERSISTED_GARAGES_MAX) {
    const file = options.stateFile;
    let timer: NodeJS.Timeout | undefined;
    let saving: Promise<void> = Promise.resolve();
    store.onChange(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        saving = saving.then(() =>
          saveSnapshot(file, store.snapshot()).catch((error: Error) => console.warn(`Sandbox state not saved to ${file}: ${error.message}`)),
        );
      }, 250);
    });
  }

  const middleware = async (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
      const request = new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
      const response = await getResponse(sandbox.handlers, request);
      if (!response) return next();
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      await sendBody(response, res);
    } catch (error) {
      if (res.headersSent) {
        // An answer broken off mid-body (a fault): the connection closes without the body's end, after
        // the bytes sent so far, as a dropped server's would. Destroying it reset the connection, and
        // the browser dropped what it had received but not yet read.
        if (res.socket) res.socket.end();
        else res.destroy(error as Error);
        return;
      }
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ message: `Sandbox error: ${(error as Error).message}` }));
    }
  };

  return { sandbox, middleware };
}
