import type { HttpHandler } from 'msw';
import { AnswerCache } from '../answerCache';
import { FaultSwitches } from '../faults';
import type { SandboxContext } from '../route';
import { SandboxStore } from '../store';
import { accessHandlers } from './access';
import { catalogueHandlers } from './catalogue';
import type { SandboxShape } from '../shapes';
import { controlHandlers, setShape } from './control';
import { garageHandlers } from './garages';
import { leadHandlers } from './leads';
import { locationHandlers } from './locations';
import { staffHandlers } from './staff';
import { marketplaceHandlers } from './marketplace';
import { reportHandlers } from './reports';
import { subscriptionHandlers } from './subscriptions';
import { seededImageHandlers } from './images';
import { seoHandlers } from './seo';
import { uploadHandlers } from './uploads';

export interface Sandbox {
  handlers: HttpHandler[];
  store: SandboxStore;
  faults: FaultSwitches;
  /** Answers from now on in this shape (shapes.ts). */
  setShape(shape: SandboxShape): void;
}

/**
 * Every sandbox handler over one store. `publicBase` prefixes served upload paths (e.g. '/api').
 * `keepAnswers` keeps large answers until the store's data changes (the HTTP server's choice; tests
 * that edit the store's data directly leave it off).
 */
export function createSandbox(
  options: { store?: SandboxStore; product?: string; publicBase?: string; keepAnswers?: boolean; shape?: SandboxShape } = {},
): Sandbox {
  const store = options.store ?? new SandboxStore();
  const answers = options.keepAnswers ? new AnswerCache() : undefined;
  store.onChange((change) => {
    if (change === 'data') answers?.clear();
  });
  const context: SandboxContext = {
    store,
    faults: new FaultSwitches(),
    product: options.product ?? 'marketplace',
    answers,
    shape: options.shape ?? 'documented',
  };
  return {
    store,
    faults: context.faults,
    setShape: (shape) => setShape(context, shape),
    handlers: [
      ...controlHandlers(context),
      ...accessHandlers(context),
      ...garageHandlers(context),
      ...catalogueHandlers(context),
      ...locationHandlers(context),
      ...staffHandlers(context),
      // Before marketplaceHandlers: this GET /customerManagement also carries the customer leads.
      ...leadHandlers(context),
      ...marketplaceHandlers(context),
      ...subscriptionHandlers(context),
      ...reportHandlers(context),
      ...seoHandlers(context),
      ...uploadHandlers(context, options.publicBase ?? ''),
      ...seededImageHandlers(),
    ],
  };
}
