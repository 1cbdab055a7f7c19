import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { preview, type Plugin, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './suite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One console per e2e worker, each with its own sandbox state. */
    baseURLs: string[];
    /** Where the workers note the screens and looks axe has analysed in this run (browser.ts). */
    axeMemory: string;
  }
}

/**
 * Vite's preview server gzips each script as it sends it. Over the loopback that is only work for the
 * two cores the browser also needs: about 3 % of an end-to-end run's processor time (docs/testing.md).
 */
const uncompressedOnLoopback: Plugin = {
  name: 'uncompressed-on-loopback',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      delete request.headers['accept-encoding'];
      next();
    });
  },
};

/** Serves dist/ with the sandbox backend on a fresh state file, once per e2e worker. */
export default async function setup(project: TestProject) {
  mkdirSync('test/artifacts/screens', { recursive: true });
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const servers: PreviewServer[] = [];
  const stateFiles: string[] = [];
  for (let worker = 0; worker < E2E_WORKERS; worker += 1) {
    // Per run and worker, so parallel runs and workers never share sandbox state.
    const stateFile = `test/artifacts/e2e-sandbox-${process.pid}-${worker}.json`;
    rmSync(stateFile, { force: true });
    stateFiles.push(stateFile);
    process.env.SANDBOX_STATE_FILE = stateFile;
    // E2E_DIST serves another build folder (default dist/).
    servers.push(
      await preview({
        configFile: 'vite.config.ts',
        logLevel: 'warn',
        build: { outDir: process.env.E2E_DIST || 'dist' },
        preview: { port: 4599 + worker, strictPort: false, host: '127.0.0.1' },
        plugins: [uncompressedOnLoopback],
      }),
    );
  }
  const urls = servers.map((server) => server.resolvedUrls?.local[0]?.replace(/\/$/, ''));
  if (urls.some((url) => !url)) throw new Error('a preview server did not start');
  project.provide('baseURLs', urls as string[]);
  const axeMemory = `test/artifacts/e2e-axe-${process.pid}.txt`;
  writeFileSync(axeMemory, '');
  project.provide('axeMemory', axeMemory);
  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.httpServer.close(() => resolve()))));
    for (const stateFile of stateFiles) rmSync(stateFile, { force: true });
    rmSync(axeMemory, { force: true });
  };
}
