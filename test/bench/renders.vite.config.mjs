// The renders bench's build (test/bench/renders.mjs): the console's own configuration with React DOM's
// profiling build (fibers carry their render times) and without minifying (components keep their
// names). Used by that bench only; the shipped build is `vite.config.ts` alone.
import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import consoleConfig from '../../vite.config.ts';

export default defineConfig(async (env) =>
  mergeConfig(await consoleConfig(env), {
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { minify: false, outDir: resolve(import.meta.dirname, '../artifacts/bench-renders-dist'), emptyOutDir: true },
  }),
);
