#!/usr/bin/env node
/**
 * Builds the console for a real backend (VITE_API_URL set) and fails when anything of the sandbox
 * reached the output: demo sign-ins, seed data, fault injection or the MSW handlers. The end-to-end
 * test of the web server (test/e2e/deploy.e2e.ts) serves this build: its backend hosts
 * (test/realBackend.json, under .test, a name no real host has) are the sandbox in that test's browser.
 * Its nginx (Debian's) sends the build's .gz copies (build/precompress.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const { outDir, apiUrl, uploadUrl } = JSON.parse(readFileSync(new URL('./realBackend.json', import.meta.url), 'utf8'));
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_URL: apiUrl,
    VITE_UPLOAD_URL: uploadUrl,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const SANDBOX_MARKS = ['Admin@123', 'Subadmin@123', '__sandbox', 'Sandbox fault', 'createSeed'];
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
const found = files(outDir).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return SANDBOX_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`);
});
if (found.length > 0) {
  console.error(`Sandbox code in the real-backend build:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`Real-backend build in ${outDir}: no sandbox code (${files(outDir).length} files checked).`);
