#!/usr/bin/env node
/**
 * Runs one of the repository's TypeScript scripts in Node: `node scripts/run-ts.mjs <script.ts> [arguments]`.
 * Vite's server-side module loader transforms the script and the src/ modules it imports (dynamic
 * imports too) as the dev server does, so nothing is built first and nothing is installed globally.
 * The script exports `main(args)`, which gives the exit code.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/run-ts.mjs <script.ts> [arguments]');
  process.exit(2);
}

// No config file (no plugins, no sandbox), no .env files (the script's arguments say where the API is), no port.
const server = await createServer({
  configFile: false,
  envDir: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const module = await server.ssrLoadModule(resolve(script));
  code = await module.main(args);
} finally {
  await server.close();
}
process.exit(code);
