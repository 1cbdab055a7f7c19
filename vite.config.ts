/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
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
  return {
    plugins: [react(), staticFrameHeadings(mode), inlineScriptHashes(), ...(sandbox ? [sandboxBackend(env)] : [])],
    server: { port: Number(env.PORT) || 5173, strictPort: false, proxy: devProxy(env) },
    preview: { port: Number(env.PORT) || 4173 },
    // The list worker (src/data/listEngine) is a module worker: the spreadsheet writer stays its own chunk.
    worker: { format: 'es' as const },
    build: {
      target: SUPPORTED_BROWSERS,
      chunkSizeWarningLimit: 900,
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
