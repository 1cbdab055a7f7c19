/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { devProxy } from './build/devProxy';
import { builtSettings } from './build/builtSettings';
import { inlineScriptHashes } from './build/inlineScriptHashes';
import { sandboxBackend } from './build/sandboxBackend';
import { startPathChunks } from './build/startPathChunks';
import { compileHints } from './build/compileHints';
import { staticFrameHeadings } from './build/staticFrameHeadings';
import { strictReadings } from './build/strictReadings';
import { testProjects } from './build/testProjects';
import { hiddenSourcemaps } from './build/hiddenSourcemaps';
import { precompress } from './build/precompress';
import { runtimeConfigPreload } from './build/runtimeConfigPreload';
import { versionFile } from './build/versionFile';

/**
 * The oldest browsers the console runs in: AbortSignal.any (every call's timeout and cancel) is the
 * newest API it needs (README "Supported browsers").
 */
const SUPPORTED_BROWSERS = ['chrome116', 'edge116', 'firefox124', 'safari17.4'];

// Each plugin is a file of build/.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env } as Record<string, string>;
  const sandbox = !env.VITE_API_URL && env.VITE_BACKEND !== 'real';
  const startChunks = startPathChunks();
  return {
    plugins: [
      react(),
      // The React Compiler (REACT_COMPILER=1): it memoises every component and hook, so a keystroke renders
      // half as many components; off by default, as it grows the JS before the first rows by 18 KB gzip
      // (28 KB on Garage Management), over the start-up budget (docs/performance.md#renders-per-keystroke).
      // The preset's filter sends only files with components or hooks through Babel.
      ...(env.REACT_COMPILER === '1' ? [babel({ presets: [reactCompilerPreset()] })] : []),
      strictReadings(),
      staticFrameHeadings(mode),
      inlineScriptHashes(),
      startChunks.plugin,
      compileHints(startChunks.isStartChunk),
      runtimeConfigPreload(!sandbox),
      versionFile(),
      builtSettings(env),
      hiddenSourcemaps(),
      precompress(),
      ...(sandbox ? [sandboxBackend(env)] : []),
    ],
    resolve: {
      // node-polyglot's polyfill of Object.entries brought es-shims' intrinsics (get-intrinsic, call-bind and
      // eight more, 20 KB before gzip) onto every start path, the sign-in screen's included.
      alias: { 'object.entries': fileURLToPath(new URL('./build/objectEntries.cjs', import.meta.url)) },
    },
    server: { port: Number(env.PORT) || 5173, strictPort: false, proxy: devProxy(env) },
    preview: { port: Number(env.PORT) || 4173 },
    // The list worker (src/data/listEngine) is a module worker: the spreadsheet writer stays its own chunk.
    worker: { format: 'es' as const, plugins: () => [strictReadings()] },
    build: {
      target: SUPPORTED_BROWSERS,
      chunkSizeWarningLimit: 900,
      rolldownOptions: { output: { codeSplitting: startChunks.codeSplitting } },
    },
    // Any path (BASE_PATH, docs/deploy.md): the scripts and styles find each other relative to
    // themselves; index.html names them from the root, and the server writes its copy for a sub-path.
    experimental: {
      renderBuiltUrl: (_filename: string, { hostType }: { hostType: 'js' | 'css' | 'html' }) =>
        hostType === 'html' ? undefined : { relative: true },
    },
    test: testProjects,
  };
});
