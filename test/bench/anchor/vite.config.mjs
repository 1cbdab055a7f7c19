// The start-up bench's anchor, built with the console's own Vite, React plugin and gzip copies (served by nginx with --served nginx).
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from '../../../build/precompress';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    outDir: resolve(import.meta.dirname, '../../artifacts/bench-anchor-dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // Beside the scripts, without their comment: firstRender.mjs reads them to say where the time goes.
    sourcemap: 'hidden',
  },
});
