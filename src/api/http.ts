import { apiUrl, uploadUrl } from '../config';
import { absoluteUrl, answerHeaders, resolvePath } from './callUrl';
import { ApiError, NO_ANSWER, NOT_SENT_OFFLINE, TOO_SLOW } from './apiError';
import type { HttpMethod } from './contract/calls';
// The call table alone: index.ts would bring the areas' lazy loaders onto the start path.
import { responseCodeAccepted, responseCodeOf, sendingOf, type CallKey, type SendingOf } from './contract/calls';
import type { CallAnswer, CallRequest } from './contract/index';

// The list engine reads a streamed answer's responseCode by the same rule.
export { responseCodeAccepted, responseCodeOf };

export type { HttpMethod };

/** One documented call. `Req` and `Res` are phantom types for the payload and the answer. */
export interface Endpoint<Req = void, Res = unknown> {
  /** The documented call (`GET /CategoryAdminList`): its contract, and the name users and the backend team see. */
  readonly call: CallKey;
  readonly method: HttpMethod;
  /** Path as the spec writes it: `{product}` and `{name}` placeholders are filled at call time. */
  readonly path: string;
  /** Sends the stored bearer token (false for login, garage registration, page-screen uploads). */
  readonly auth: boolean;
  /** Body is `FormData` rather than JSON. */
  readonly multipart?: boolean;
  /** Host: the API (default) or the fixed upload host of the garage logo. */
  readonly host?: 'api' | 'upload';
  /** Retries after HTTP 503, 1000 ms apart (documented per call). */
  readonly retry503?: number;
  /** HTTP statuses that count as success; by default any 2xx. */
  readonly successStatus?: readonly number[];
  /** Answer `responseCode`s that count as success; by default any under 400. */
  readonly successCodes?: readonly number[];
  readonly __types?: { req: Req; res: Res };
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

/** What an endpoint may change of its call: the host, and the token where the call takes either. */
export type Variant<Call extends CallKey> = { host?: 'api' | 'upload' } & (SendingOf<Call> extends { auth: 'optional' }
  ? { auth?: boolean }
  : { auth?: never });

/**
 * A documented call by its key ('GET /CategoryAdminList': a typo does not compile): method and path
 * come from the key, how it is sent from CALL_TABLE, the request and answer types from its contract.
 */
export function defineCall<const Call extends CallKey>(call: Call, variant: Variant<Call> = {}): Endpoint<CallRequest<Call>, CallAnswer<Call>> {
  const space = call.indexOf(' ');
  const { auth, ...sending } = sendingOf(call);
  return { call, method: call.slice(0, space) as HttpMethod, path: call.slice(space + 1), auth: auth !== false, ...sending, ...variant };
}

export {
  AnswerUnreadable,
  ApiError,
  NO_ANSWER,
  noAnswerKey,
  ROW_WITHOUT_ID,
  TOO_SLOW,
  UNREADABLE_FIELD,
  unreadableFieldsOf,
  type Unreadable,
} from './apiError';

export interface CallOptions {
  /** Values for `{name}` placeholders in the path. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Overrides the endpoint's retry count (the lead list retries while it lasts, bounded). */
  retry503?: number;
  /** Told before each 503 retry, so a screen can show a 'retrying' state. */
  onRetry?: (attempt: number) => void;
  /** Overrides TIMEOUT_MS for an answer known to be large (whole garage lists read off the main thread). */
  timeoutMs?: number;
  /** The answer to this call asked already (earlyAnswers.ts): taken instead of sending it, unless it failed to arrive. */
  sent?: Promise<Response>;
}

export const RETRY_DELAY_MS = 1000;
export const TIMEOUT_MS = 30_000;

/** Waits between retries; the listener goes with the wait, so a long run of retries on one signal adds none. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return fallback;
}

/**
 * The one error shape for an answer that is not a success, from its status and body. Without the
 * server's words its message is the status as a code ('HTTP 500', 'responseCode 400'): the status
 * line's words ('Internal Server Error') are English whatever the user's language.
 */
export function answerError(response: Response, answer: unknown): ApiError {
  const responseCode = responseCodeOf(answer);
  const code = response.ok && responseCode !== undefined ? `responseCode ${responseCode}` : `HTTP ${response.status}`;
  return new ApiError(messageOf(answer, code), response.status, responseCode, answer);
}

/** Absolute URL of a call, as request() sends it. */
export function callUrl(endpoint: Endpoint<unknown, unknown>, params?: Record<string, string | number>): string {
  return absoluteUrl(endpoint.host === 'upload' ? uploadUrl : apiUrl, resolvePath(endpoint.path, params));
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Where the bearer token comes from; the session module provides it (the client knows no storage). */
let currentToken: () => string | undefined = () => undefined;

export function provideToken(getter: () => string | undefined): void {
  currentToken = getter;
}

/** Whether the browser is offline, as the console's query client sees it; the list worker sends regardless. */
let offline: () => boolean = () => false;

export function provideOffline(isOffline: () => boolean): void {
  offline = isOffline;
}

/**
 * A call as data, its URL resolved: what the list worker receives for a list it reads (an endpoint
 * with functions or placeholders cannot cross to it).
 */
export interface PlainCall {
  /** The documented call: its contract reads the answer. */
  call: CallKey;
  url: string;
  method: HttpMethod;
  auth: boolean;
  retry503?: number;
  successStatus?: readonly number[];
  successCodes?: readonly number[];
}

/** An endpoint as plain data (path parameters filled). */
export function plainCallOf(endpoint: Endpoint<unknown, unknown>, params?: Record<string, string | number>): PlainCall {
  return {
    call: endpoint.call,
    url: callUrl(endpoint, params),
    method: endpoint.method,
    auth: endpoint.auth,
    retry503: endpoint.retry503,
    successStatus: endpoint.successStatus,
    successCodes: endpoint.successCodes,
  };
}

/**
 * Sends a call once it is known where: bearer token, body, timeout, the documented 503 retries and
 * the network error's shape. `settle` ends the timeout (after the body is read, or, for a streamed
 * answer, once it starts arriving).
 */
async function send(
  call: PlainCall,
  payload: unknown,
  options: CallOptions & { multipart?: boolean },
): Promise<{ response: Response; settle: () => void }> {
  let token = call.auth ? currentToken() : undefined;
  const headers = answerHeaders(token);
  let resentForNewSession = false;
  let body: BodyInit | undefined;
  if (call.method !== 'GET' && payload !== undefined) {
    if (options.multipart) {
      body = payload as FormData;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
  }
  // Offline, nothing is sent: a save's form keeps what was typed and says why (FormDialog does the same
  // before a save starts); a read says it too rather than 'could not be reached'.
  if (offline()) throw new ApiError(NOT_SENT_OFFLINE, 0);
  const retries = options.retry503 ?? call.retry503 ?? 0;
  for (let attempt = 0; ; attempt++) {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The server took too long to answer.', 'TimeoutError')),
      options.timeoutMs ?? TIMEOUT_MS,
    );
    const settle = () => clearTimeout(timer);
    const signals = [timeout.signal, ...(options.signal ? [options.signal] : [])];
    let response: Response;
    try {
      const ask = () => fetch(call.url, { method: call.method, headers, body, signal: AbortSignal.any(signals) });
      const sent = attempt === 0 ? options.sent : undefined;
      response = await (sent ? sent.catch(ask) : ask());
    } catch (error) {
      settle();
      if (options.signal?.aborted) throw error;
      throw new ApiError(timeout.signal.aborted ? TOO_SLOW : NO_ANSWER, 0);
    }
    // Sent with a token another sign-in has replaced meanwhile, or with none after the session ended (a
    // call answered after the user signed in again): its 401 is not the new session's; sent once more
    // with the new token.
    const newToken = response.status === 401 && call.auth && !resentForNewSession ? currentToken() : undefined;
    if (newToken && newToken !== token) {
      settle();
      resentForNewSession = true;
      token = newToken;
      headers.Authorization = `Bearer ${token}`;
      continue;
    }
    if (response.status === 503 && attempt < retries) {
      settle();
      options.onRetry?.(attempt + 1);
      await sleep(RETRY_DELAY_MS, options.signal);
      continue;
    }
    return { response, settle };
  }
}

/** The answer of a call, or the one error shape when its status or `responseCode` says it failed. */
async function answerOf(call: PlainCall, response: Response): Promise<unknown> {
  const answer = await readBody(response);
  const responseCode = responseCodeOf(answer);
  const statusAccepted = call.successStatus ? call.successStatus.includes(response.status) : response.ok;
  if (!statusAccepted || (responseCode !== undefined && !responseCodeAccepted(call, responseCode))) throw answerError(response, answer);
  return answer;
}

/** The one request function every call goes through. */
export async function request<Req, Res>(endpoint: Endpoint<Req, Res>, payload?: Req, options: CallOptions = {}): Promise<Res> {
  return (await requestPlain(plainCallOf(endpoint, options.params), payload, { ...options, multipart: endpoint.multipart })) as Res;
}

/** Where whole answers are read through their call's contract. */
export interface AnswerReader {
  /** Told when the call is sent: the contract loads meanwhile, overlapping the network. */
  prepare(call: CallKey): void;
  /** The answer as documented (deviations reported), or AnswerUnreadable. */
  read(call: CallKey, answer: unknown, status: number): Promise<unknown>;
}

/** Reads here: the reader and the call's schemas are later chunks, kept off the start-up path. */
const readerHere = (): AnswerReader => {
  let reading: Promise<typeof import('./contract/boundary')> | undefined;
  const load = () => (reading ??= import('./contract/boundary'));
  return {
    prepare(call) {
      // A call that fails before its answer never needs them.
      load()
        .then((read) => read.prepareContract(call))
        .catch(() => undefined);
    },
    async read(call, answer, status) {
      let read: typeof import('./contract/boundary');
      try {
        read = await load();
      } catch {
        reading = undefined;
        throw new ApiError(NO_ANSWER, 0);
      }
      return read.readCallAnswer(call, answer, status);
    },
  };
};

let answerReader: AnswerReader = readerHere();

/**
 * Hands the reading of whole answers elsewhere: the console's list worker reads them with the same
 * schemas it reads streamed lists with, so a session loads them once. Without a reader: read here again.
 */
export function provideAnswerReader(reader: AnswerReader = readerHere()): void {
  answerReader = reader;
}

/**
 * request() of a call given as data (the list worker's). The answer is read once, here, through its
 * call's contract: normalised where the contract tolerates it, AnswerUnreadable where the documented
 * rows or required parts are missing.
 */
export async function requestPlain(call: PlainCall, payload?: unknown, options: CallOptions & { multipart?: boolean } = {}): Promise<unknown> {
  const reader = answerReader;
  reader.prepare(call.call);
  const { response, settle } = await send(call, payload, options);
  let answer: unknown;
  try {
    answer = await answerOf(call, response);
  } finally {
    settle();
  }
  return reader.read(call.call, answer, response.status);
}

/**
 * A call whose answer is read as it arrives (the list engine parses big lists piece by piece): the
 * same token, retries and error shape as request(); the timeout covers the wait for the answer to start.
 */
export async function openStream(
  call: PlainCall,
  payload?: unknown,
  options: CallOptions = {},
): Promise<Response & { body: ReadableStream<Uint8Array> }> {
  const { response, settle } = await send(call, payload, options);
  settle();
  const statusAccepted = call.successStatus ? call.successStatus.includes(response.status) : response.ok;
  if (!statusAccepted || !response.body) throw answerError(response, await readBody(response));
  return response as Response & { body: ReadableStream<Uint8Array> };
}
