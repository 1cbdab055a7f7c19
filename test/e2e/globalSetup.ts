import { mkdirSync, rmSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves dist/ with the sandbox backend on a fresh state file. */
export default async function setup(project: TestProject) {
  mkdirSync('test/artifacts/screens', { recursive: true });
  // Per run, so parallel runs never share sandbox state.
  const stateFile = `test/artifacts/e2e-sandbox-${process.pid}.json`;
  rmSync(stateFile, { force: true });
  process.env.SANDBOX_STATE_FILE = stateFile;
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  // E2E_DIST serves another build folder (default dist/).
  const server = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir: process.env.E2E_DIST || 'dist' },
    preview: { port: 4599, strictPort: false, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('preview server did not start');
  project.provide('baseURL', url.replace(/\/$/, ''));
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(stateFile, { force: true });
  };
}
