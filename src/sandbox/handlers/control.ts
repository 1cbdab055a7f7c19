import { http, HttpResponse } from 'msw';
import { driftSelection } from '../drift';
import type { Fault } from '../faults';
import type { SandboxContext } from '../route';
import { sandboxShape, type SandboxShape } from '../shapes';

/** Answers from now on in `shape`; kept answers were written in the old one. */
export function setShape(context: SandboxContext, shape: SandboxShape): void {
  context.shape = shape;
  context.answers?.clear();
}

/** Test and demo switches: faults per call, the answers' shape and a reseed. Not part of the product's API. */
export function controlHandlers(context: SandboxContext) {
  return [
    http.get('*/__sandbox/faults', () => HttpResponse.json(context.faults.list())),
    http.post('*/__sandbox/faults', async ({ request }) => {
      const { call, ...fault } = (await request.json()) as Fault & { call: string };
      try {
        if (fault.drift !== undefined) driftSelection(fault.drift);
      } catch (error) {
        return HttpResponse.json({ message: (error as Error).message }, { status: 400 });
      }
      context.faults.set(call, fault);
      return HttpResponse.json(context.faults.list());
    }),
    http.delete('*/__sandbox/faults', () => {
      context.faults.clear();
      return HttpResponse.json({});
    }),
    http.get('*/__sandbox/shape', () => HttpResponse.json({ shape: context.shape })),
    http.post('*/__sandbox/shape', async ({ request }) => {
      try {
        setShape(context, sandboxShape(((await request.json()) as { shape?: unknown }).shape));
      } catch (error) {
        return HttpResponse.json({ message: (error as Error).message }, { status: 400 });
      }
      return HttpResponse.json({ shape: context.shape });
    }),
    http.post('*/__sandbox/reset', async ({ request }) => {
      const text = await request.text();
      const options = (text ? JSON.parse(text) : {}) as { garages?: number; longText?: boolean };
      context.faults.clear();
      context.store.reset({ ...context.store.options, ...options });
      return HttpResponse.json({ ok: true });
    }),
  ];
}
