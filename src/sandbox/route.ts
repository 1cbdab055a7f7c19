import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { CallKey } from '../api/contract';
import type { Endpoint, RequestOf, ResponseOf } from '../api/http';
import { POST_READS, TOKEN_WRITES, answerKey, type AnswerCache } from './answerCache';
import { answerShape } from './answerShapes';
import { driftAnswer, driftSelection } from './drift';
import { mayCall } from './enforce';
import type { FaultSwitches } from './faults';
import { keptJson, streamedJson } from './jsonStream';
import { shapedAnswer, type SandboxShape } from './shapes';
import type { Principal, SandboxStore } from './store';

export interface SandboxContext {
  store: SandboxStore;
  faults: FaultSwitches;
  product: string;
  /** Where large answers are kept until their data changes; unset, every answer is written from the data. */
  answers?: AnswerCache;
  /** How answers are shaped (shapes.ts): as documented, only what is promised, or as Mongoose sends them. */
  shape: SandboxShape;
}

export interface RouteInput<E> {
  body: RequestOf<E>;
  params: Record<string, string>;
  request: Request;
  principal?: Principal;
  store: SandboxStore;
}

/** MSW path for a catalogue path: any origin and prefix, `{product}` filled, `{x}` as `:x`. */
export function mswPath(path: string, product: string): string {
  return '*' + path.replace(/\{product\}/g, product).replace(/\{(\w+)\}/g, ':$1');
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });

/** Rows as the documents show them: without the fields the sandbox keeps for itself (the garage a row belongs to ...). */
export function asDocumented<Row extends object, Key extends keyof Row>(rows: readonly Row[], ...internal: Key[]): Omit<Row, Key>[] {
  return rows.map((row) => {
    const shown = { ...row };
    for (const key of internal) delete shown[key];
    return shown;
  });
}

/** The body's text (undefined for GET, HEAD and multipart bodies), which is also part of an answer's key. */
async function readText(request: Request, multipart: boolean | undefined): Promise<string | undefined> {
  return request.method === 'GET' || request.method === 'HEAD' || multipart ? undefined : request.text();
}

function parsedBody(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * One sandbox handler for one catalogue entry: fault switches first, then the bearer token (401 when
 * the call needs one and it is unknown), then the resolver. A returned plain value is sent as JSON with
 * the call's documented success status (200 unless the catalogue says otherwise),
 * written as the client reads it (lists of every garage run to hundreds of megabytes); a reading
 * call's answer drifts from the documents first when a fault switch asks (drift.ts). Sign-in and
 * writes always answer as documented, so a session can start under any drift.
 *
 * With `context.answers`, a reading call's answer is kept (see answerCache) and the same request is
 * answered from it until the data changes; faults, the token and the role are still checked per
 * request first. An answer whose resolver reads the caller (or the raw request) is never kept: the
 * key holds no caller. A resolver that has not read the caller for one key would not for the same
 * key and data either, so a kept answer is the same for every caller allowed to make the call.
 */
export function route<E extends Endpoint<unknown, unknown>>(
  context: SandboxContext,
  endpoint: E,
  resolve: (input: RouteInput<E>) => Response | ResponseOf<E> | Promise<Response | ResponseOf<E>>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const { call } = endpoint;
  const reads = endpoint.method === 'GET' || POST_READS.has(endpoint);
  let answersDependOnCaller = false;
  return http[method](mswPath(endpoint.path, context.product), async ({ request, params }) => {
    const fault = context.faults.take(call);
    if (fault?.latencyMs) await delay(fault.latencyMs);
    if (fault?.offline) return HttpResponse.error();
    // A refusal carries words; a server fault (5xx) is a bare crash, so the console's fallback shows.
    if (fault?.status) return json(fault.status < 500 ? { message: `Sandbox fault ${fault.status}` } : {}, fault.status);
    if (fault?.responseCode) return json({ responseCode: fault.responseCode, message: `Sandbox fault responseCode ${fault.responseCode}` }, 200);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    const principal = token ? context.store.tokens[token] : undefined;
    if (endpoint.auth && !principal) return json({ message: 'Unauthorized' }, 401);
    if (principal && !mayCall(call, principal, context.store)) return json({ message: 'Access denied: your role does not include this screen' }, 403);
    const text = await readText(request, endpoint.multipart);
    // A drifting answer is neither written from kept bytes nor kept.
    const drift = reads && fault?.drift !== undefined ? driftSelection(fault.drift) : undefined;
    const answers = reads && !answersDependOnCaller && !drift ? context.answers : undefined;
    const key = answers ? answerKey(request, text) : '';
    const kept = answers?.get(key);
    const status = endpoint.successStatus?.[0] ?? 200;
    if (kept) return keptJson(kept, fault ?? {}, status);
    const keeper = answers?.keeper(key);
    let readsCaller = false;
    const result = await resolve({
      body: (endpoint.multipart ? await request.formData() : parsedBody(text)) as RequestOf<E>,
      params: params as Record<string, string>,
      get request() {
        readsCaller = true;
        return request;
      },
      get principal() {
        readsCaller = true;
        return principal;
      },
      store: context.store,
    });
    if (readsCaller) answersDependOnCaller = true;
    if (!reads) context.store.changed(TOKEN_WRITES.has(endpoint) ? 'tokens' : 'data');
    if (result instanceof Response) return result;
    const shaped = context.shape === 'documented' ? result : shapedAnswer(call as CallKey, result, context.shape, context.product);
    const answer = drift ? driftAnswer(call, shaped, await answerShape(call), drift) : shaped;
    return streamedJson(answer, status, fault ?? {}, readsCaller ? undefined : keeper);
  });
}
