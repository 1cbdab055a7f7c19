import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installFastLabels } from './fastLabels';
import { sandboxServer } from './sandboxServer';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

// The console's styles go to a node outside the document. jsdom matches every rule of every sheet
// in the document on each getComputedStyle, which every role query asks for each element: with
// MUI's thousands of rules that was a quarter of the component tests' time. What the styles look
// like is checked in Chromium by the e2e tests; visibility here comes from attributes and inline styles.
vi.mock('@emotion/cache', async (importOriginal) => {
  const { default: createCache } = await importOriginal<typeof import('@emotion/cache')>();
  return { default: (options: Parameters<typeof createCache>[0]) => createCache({ ...options, container: document.createElement('div') }) };
});

configure({
  // Lazy screens and the sandbox round trip take longer than the 1 s default in jsdom, and much longer
  // on a busy machine: a wait fails only when what it waits for never comes.
  asyncUtilTimeout: Number(process.env.TEST_WAIT_MS ?? 45_000),
  // A look-up that fails inside waitFor or findBy is retried and its message thrown away, yet the
  // default printed the whole page into each one (a seventh of the component tests' time). The
  // final failure still shows the page: waitFor's timeout asks for the message again, outside.
  getElementError(message, container) {
    const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    const error = new Error(
      polling
        ? (message ?? '')
        : [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

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
// A file the console sends reaches the sandbox as a browser sends it only with Node's own File, Blob and
// FormData: Node 24's fetch (undici 7) empties jsdom's files in a multipart body (vitest-dev/vitest#9135).
// Node's FormData is the class of a parsed form, since Node exports it from no module.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
installFastLabels();

/**
 * A prop React would write into the page as an attribute it does not know (MUI 9 dropped `InputProps`,
 * `inputProps` and FormControlLabel's `inputRef`, which react-admin still passes): the test that drew it
 * fails, naming it. React says so once per prop, so the first drawing of it is the one caught.
 */
const UNKNOWN_DOM_PROPS = Symbol.for('console.unknownDomProps');
const seen = console as Console & { [UNKNOWN_DOM_PROPS]?: string[] };
// Once per worker: the files of a worker share its console.
if (!seen[UNKNOWN_DOM_PROPS]) {
  const caught: string[] = (seen[UNKNOWN_DOM_PROPS] = []);
  const reportError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('on a DOM element')) caught.push(String(args[1]));
    reportError(...args);
  };
}
const unknownDomProps = seen[UNKNOWN_DOM_PROPS];

beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sandboxServer.resetHandlers();
  localStorage.clear();
  // A return path or a draft kept by an ended session (401) is not carried into the next test.
  sessionStorage.clear();
  // The document outlives the rendered app: a shortcut asked for (Ctrl+K, ?) and left open is not carried into the next test.
  for (const name of ['finder', 'shortcuts']) document.documentElement.removeAttribute(`data-${name}-asked`);
  const leaked = unknownDomProps.splice(0);
  if (leaked.length > 0) throw new Error(`React was given props it would write into the page as unknown attributes: ${leaked.join(', ')}`);
});
afterAll(() => sandboxServer.close());
