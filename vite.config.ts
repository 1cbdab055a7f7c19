/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, runnerImport, type Plugin, type ProxyOptions } from 'vite';
import { devProxyTargets } from './src/config';

/**
 * Sandbox mode (no VITE_API_URL): the dev and preview servers answer /api with the sandbox
 * backend, seeded and persisted under .sandbox/, and /images with the pictures of the seeded image
 * paths. With VITE_API_URL set nothing of it is loaded.
 */
function sandboxBackend(env: Record<string, string>): Plugin {
  const mount = async () => {
    const { createSandboxServer } = await import('./src/sandbox/server');
    const garages = env.SANDBOX_GARAGES ? Number(env.SANDBOX_GARAGES) : undefined;
    return createSandboxServer({
      stateFile: env.SANDBOX_STATE_FILE || '.sandbox/state.json',
      garages,
      product: env.VITE_PRODUCT || 'marketplace',
      mountPath: '/api',
      drift: env.SANDBOX_DRIFT || undefined,
    }).middleware;
  };
  const serve = async (middlewares: { use: (path: string, handler: Awaited<ReturnType<typeof mount>>) => void }) => {
    const middleware = await mount();
    middlewares.use('/api', middleware);
    middlewares.use('/images', middleware);
  };
  return {
    name: 'sandbox-backend',
    async configureServer(server) {
      await serve(server.middlewares);
    },
    async configurePreviewServer(server) {
      await serve(server.middlewares);
    },
  };
}

/**
 * Writes dist/csp-script-hashes.txt: a Content-Security-Policy source ('sha256-…') for each inline
 * <script> of the built index.html (the first-paint script), which the server's policy allows by
 * hash instead of 'unsafe-inline' (deploy/nginx.conf, docs/deploy.md). Inline styles get none: the
 * policy allows them, and a hash beside 'unsafe-inline' would switch it off.
 */
function inlineScriptHashes(): Plugin {
  return {
    name: 'csp-inline-script-hashes',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('index.html is not in the build');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const sources = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      this.emitFile({ type: 'asset', fileName: 'csp-script-hashes.txt', source: `${sources.join(' ')}\n` });
    },
  };
}

/**
 * Fills index.html's first-visit frame with each list route's heading in every language, read from the
 * registry and the message files (src/frameHeadings.ts), so the frame names the screen before any
 * of the console's code loads. Runs before the script hashes above are taken.
 */
function staticFrameHeadings(mode: string): Plugin {
  const PLACEHOLDER = "/* route headings */ { locales: ['en'], headings: {} }";
  return {
    name: 'static-frame-headings',
    async transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error('index.html lost the route headings placeholder of its first-visit frame');
      const { module } = await runnerImport<typeof import('./src/frameHeadings')>('./src/frameHeadings.ts', {
        configFile: false,
        mode,
        logLevel: 'warn',
      });
      return html.replace(PLACEHOLDER, JSON.stringify(module.frameHeadings()));
    },
  };
}

/**
 * The start path in a few files instead of ~80. Rolldown splits modules by the set of lazy imports
 * that reach them, so the console's start (boot.tsx and its static imports) arrived as dozens of
 * small chunks, fetched six at a time over HTTP/1.1, one wave after another. Three groups, read off
 * the module graph at the end of the build: what the sign-in screen and the console both start with
 * (React, MUI's core), the rest of the console's start, and what every list screen adds; what the page's
 * entry itself imports stays apart, so it keeps choosing between the two starts cheaply. Modules only
 * lazy screens, dialogs or the worker use keep Rolldown's own chunks.
 *
 * The walk follows static imports, so a barrel counts every module it re-exports as reached: the
 * sign-in screen imports MUI by component path, or the shared group would carry all the MUI the
 * console starts with.
 */
const START_PATHS = {
  page: 'src/main.tsx',
  signIn: 'src/pages/login/standalone.tsx',
  console: 'src/boot.tsx',
  // ResourceList and the row pieces most list screens show.
  lists: [
    'src/components/list/ResourceList.tsx',
    'src/components/list/AddButton.tsx',
    'src/components/list/EditRowButton.tsx',
    'src/components/list/SerialNumber.tsx',
    'src/components/list/StatusToggle.tsx',
    'src/components/InitialsAvatar.tsx',
    'src/components/list/StatusBadge.tsx',
  ],
};
type StartPath = keyof typeof START_PATHS;
/**
 * Modules the starts reach only through react-admin's and MUI's barrels, which forms, dialogs and
 * pickers use: left out of the walk, they stay with the lazy code that needs them. Were a start to
 * use one, it would load as a chunk of its own, not break.
 */
const ONLY_THROUGH_BARRELS = new RegExp(
  'node_modules/(' +
    [
      'dompurify/',
      'date-fns/parse',
      '@mui/material/(Autocomplete|useAutocomplete|Tabs|Tab|TabScrollButton|Rating|Radio|RadioGroup|ToggleButton|ToggleButtonGroup|FormGroup|FormControlLabel|TableContainer)/',
      'ra-ui-materialui/dist/input/(Autocomplete|AutocompleteArray|Select|CheckboxGroup|RadioButtonGroup|Number|Boolean)Input',
    ].join('|') +
    ')',
);

function startPathChunks() {
  const reached = new Map<StartPath, Set<string>>();
  const plugin: Plugin = {
    name: 'start-path-chunks',
    apply: 'build',
    buildEnd() {
      for (const [path, files] of Object.entries(START_PATHS) as [StartPath, string | string[]][]) {
        const closure = new Set<string>();
        const pending = [files].flat().map((file) => resolve(file));
        const missing = [files].flat().find((file) => !this.getModuleInfo(resolve(file)));
        if (missing) this.error(`start-path-chunks: ${missing} is not in the build (moved or renamed?)`);
        while (pending.length) {
          const id = pending.pop()!;
          const info = closure.has(id) || ONLY_THROUGH_BARRELS.test(id) ? null : this.getModuleInfo(id);
          if (!info) continue;
          closure.add(id);
          pending.push(...info.importedIds);
        }
        reached.set(path, closure);
      }
    },
  };
  const has = (path: StartPath, id: string) => reached.get(path)?.has(id) ?? false;
  const inGroup =
    (...paths: StartPath[]) =>
    (id: string) =>
      paths.every((path) => has(path, id));
  return {
    plugin,
    codeSplitting: {
      groups: [
        // What the page's entry imports itself, captured first so that no other group takes it in as a dependency.
        { name: 'start-page', test: inGroup('page'), priority: 40 },
        { name: 'start-shared', test: inGroup('signIn', 'console'), priority: 30 },
        { name: 'start-console', test: inGroup('console'), priority: 20 },
        { name: 'start-lists', test: inGroup('lists'), priority: 10 },
      ],
    },
  };
}

/**
 * The oldest browsers the console runs in: AbortSignal.any (every call's timeout and cancel) is the
 * newest API it needs (README "Supported browsers").
 */
const SUPPORTED_BROWSERS = ['chrome116', 'edge116', 'firefox124', 'safari17.4'];

/**
 * With VITE_API_URL (and VITE_UPLOAD_URL) set, the dev server passes the console's calls on to the
 * real hosts: the console calls its own origin (src/config.ts), so the backend needs no CORS set-up.
 */
function devProxy(env: Record<string, string>): Record<string, ProxyOptions> {
  return Object.fromEntries(
    Object.entries(devProxyTargets(env)).map(([path, target]) => [
      `^${path}/`,
      { target, changeOrigin: true, rewrite: (url: string) => url.slice(path.length) },
    ]),
  );
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env } as Record<string, string>;
  const sandbox = !env.VITE_API_URL;
  const startChunks = startPathChunks();
  return {
    plugins: [react(), staticFrameHeadings(mode), inlineScriptHashes(), startChunks.plugin, ...(sandbox ? [sandboxBackend(env)] : [])],
    server: { port: Number(env.PORT) || 5173, strictPort: false, proxy: devProxy(env) },
    preview: { port: Number(env.PORT) || 4173 },
    // The list worker (src/data/listEngine) is a module worker: the spreadsheet writer stays its own chunk.
    worker: { format: 'es' as const },
    build: {
      target: SUPPORTED_BROWSERS,
      chunkSizeWarningLimit: 900,
      rolldownOptions: { output: { codeSplitting: startChunks.codeSplitting } },
    },
    test: {
      // Vitest's default leaves a core idle (cores - 1); on a 2-core machine that halves the speed.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          // Pure modules: one module graph per worker is enough.
          test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node', pool: 'threads', isolate: false, testTimeout: 60_000 },
        },
        {
          extends: true,
          test: {
            name: 'component',
            include: ['test/component/**/*.test.tsx'],
            environment: 'jsdom',
            // Worker threads start faster than forks; each file still gets its own jsdom and modules.
            pool: 'threads',
            setupFiles: ['test/component/setup.ts'],
            // Several waits (setup.ts: TEST_WAIT_MS each) in a row, on a machine that may be busy.
            testTimeout: 240_000,
          },
        },
      ],
    },
  };
});
