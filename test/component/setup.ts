import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installFastLabels } from './fastLabels';
import { sandboxServer } from './sandboxServer';

// Lazy screens and the sandbox round trip take longer than the 1 s default in jsdom.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; MUI and react-admin ask for them. Reduced motion is on, as in the e2e
// browser: no transitions or ripples to wait for.
window.matchMedia ??= ((query: string) => ({
  matches: query.includes('prefers-reduced-motion: reduce'),
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo = () => {};
installFastLabels();

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sandboxServer.resetHandlers();
  localStorage.clear();
});
afterAll(() => sandboxServer.close());
