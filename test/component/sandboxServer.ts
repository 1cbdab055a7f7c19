import { setupServer } from 'msw/node';
import { createSandbox } from '../../src/sandbox/handlers';
import { SandboxStore } from '../../src/sandbox/store';

/** The sandbox backend in the test process: the same handlers the dev server serves. */
export const sandbox = createSandbox({ store: new SandboxStore({ garages: 20 }), publicBase: '/api' });
export const sandboxServer = setupServer(...sandbox.handlers);

/** Every request the console sent, for payload assertions. */
export const sent: { method: string; path: string; body: unknown; auth: string | null }[] = [];
sandboxServer.events.on('request:start', async ({ request }) => {
  const clone = request.clone();
  const text = request.method === 'GET' ? '' : await clone.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* multipart or plain text */
  }
  sent.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body, auth: request.headers.get('authorization') });
});

export function resetSandbox() {
  sandbox.store.reset({ garages: 20 });
  sandbox.faults.clear();
  sandbox.setShape('documented');
  sent.length = 0;
}

/** Signs in as the demo admin directly against the store (component tests start signed in). */
export function signInAs(kind: 'admin' | 'subadmin' = 'admin', email = kind === 'admin' ? 'admin@garagehub.in' : 'catalogue@garagehub.in') {
  const token = `test.${kind}.${email}`;
  sandbox.store.tokens[token] = { email, kind };
  return token;
}
