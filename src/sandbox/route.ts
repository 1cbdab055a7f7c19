import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { Endpoint, RequestOf, ResponseOf } from '../api/http';
import { mayCall } from './enforce';
import type { FaultSwitches } from './faults';
import { streamedJson } from './jsonStream';
import type { Principal, SandboxStore } from './store';

export interface SandboxContext {
  store: SandboxStore;
  faults: FaultSwitches;
  product: string;
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

async function readBody(request: Request, multipart: boolean | undefined): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (multipart) return request.formData();
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * One sandbox handler for one catalogue entry: fault switches first, then the bearer token (401 when
 * the call needs one and it is unknown), then the resolver. A returned plain value is sent as JSON 200,
 * written as the client reads it (lists of every garage run to hundreds of megabytes).
 */
export function route<E extends Endpoint<unknown, unknown>>(
  context: SandboxContext,
  endpoint: E,
  resolve: (input: RouteInput<E>) => Response | ResponseOf<E> | Promise<Response | ResponseOf<E>>,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const call = `${endpoint.method} ${endpoint.path}`;
  return http[method](mswPath(endpoint.path, context.product), async ({ request, params }) => {
    const fault = context.faults.take(call);
    if (fault?.latencyMs) await delay(fault.latencyMs);
    if (fault?.offline) return HttpResponse.error();
    // A refusal carries words; a server fault (5xx) is a bare crash, so the console's fallback shows.
    if (fault?.status) return json(fault.status < 500 ? { message: `Sandbox fault ${fault.status}` } : {}, fault.status);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    const principal = token ? context.store.tokens[token] : undefined;
    if (endpoint.auth && !principal) return json({ message: 'Unauthorized' }, 401);
    if (principal && !mayCall(call, principal, context.store)) return json({ message: 'Access denied: your role does not include this screen' }, 403);
    const body = (await readBody(request, endpoint.multipart)) as RequestOf<E>;
    const result = await resolve({ body, params: params as Record<string, string>, request, principal, store: context.store });
    if (request.method !== 'GET') context.store.changed();
    return result instanceof Response ? result : streamedJson(result, 200, fault ?? {});
  });
}
