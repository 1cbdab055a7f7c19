import type { Plugin } from 'vite';
import { strictReadings } from './strictReadings';

/**
 * Sandbox mode (no VITE_API_URL): the dev and preview servers answer /api with the sandbox
 * backend, seeded and persisted under .sandbox/, and /images with the pictures of the seeded image
 * paths. With VITE_API_URL set nothing of it is loaded.
 */
export function sandboxBackend(env: Record<string, string>): Plugin {
  const mount = async () => {
    // Through a Vite server of its own, not the config's bundle: the sandbox's modules stay out of it,
    // the strict readings they reach are written as in the console, and the lazy imports it makes while
    // answering still load (a one-off module runner closes after its import).
    const { createServer } = await import('vite');
    const modules = await createServer({
      configFile: false,
      logLevel: 'warn',
      appType: 'custom',
      // It runs the sandbox's modules on the server only: no browser dependencies to pre-bundle (the
      // default scanned index.html and bundled 427 of them, in each preview server and in Vitest's).
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      plugins: [strictReadings()],
    });
    const { createSandboxServer } = (await modules.ssrLoadModule('/src/sandbox/server.ts')) as typeof import('../src/sandbox/server');
    const garages = env.SANDBOX_GARAGES ? Number(env.SANDBOX_GARAGES) : undefined;
    return createSandboxServer({
      stateFile: env.SANDBOX_STATE_FILE || '.sandbox/state.json',
      garages,
      // A new sandbox is dated from the moment it is seeded (not later that day: a row saved now would sort
      // below seeded ones), so its last 30 days, expiring subscriptions and new leads are today's;
      // SANDBOX_NOW pins it.
      now: env.SANDBOX_NOW || new Date().toISOString(),
      product: env.VITE_PRODUCT || 'marketplace',
      mountPath: '/api',
      drift: env.SANDBOX_DRIFT || undefined,
      shape: env.SANDBOX_SHAPE || undefined,
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
      // Vitest's own server serves no browser: the component tests answer through MSW in Node.
      if (process.env.VITEST) return;
      await serve(server.middlewares);
    },
    async configurePreviewServer(server) {
      await serve(server.middlewares);
    },
  };
}
