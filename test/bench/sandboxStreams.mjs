#!/usr/bin/env node
/**
 * Sandbox bench: two whole-list answers at once. For each size, the sandbox server (the middleware the
 * dev and preview servers mount) runs in a child process seeded with that many garages; this process
 * signs in and reads GET /getAllUsers and GET /getAllApproveUsers, each alone, then both together,
 * and prints each answer's time to first and to last byte (the bytes are counted, not parsed).
 *
 *   node test/bench/sandboxStreams.mjs [--sizes 20000,100000] [--runs 2]
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';

const ROOT = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const CALLS = ['/getAllUsers', '/getAllApproveUsers'];

if (args.includes('--serve')) {
  // The child: the sandbox server alone on a loopback port, told to the parent on stdout.
  const garages = Number(option('--serve'));
  const { createSandboxServer } = (await runnerImport(join(ROOT, 'src/sandbox/server.ts'), { root: ROOT, configFile: false, logLevel: 'error' }))
    .module;
  const { middleware } = createSandboxServer({ garages, mountPath: '/api' });
  const server = createServer((req, res) => {
    req.originalUrl = req.url;
    req.url = req.url.replace(/^\/api/, '') || '/';
    middleware(req, res, () => ((res.statusCode = 404), res.end()));
  });
  server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
} else {
  const sizes = option('--sizes', '20000,100000').split(',').map(Number);
  const runs = Number(option('--runs', 2));

  const startServer = (garages) =>
    new Promise((resolvePort, reject) => {
      const child = spawn(process.execPath, [import.meta.filename, '--serve', String(garages)], { stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout.on('data', (chunk) => {
        const port = /port (\d+)/.exec(String(chunk))?.[1];
        if (port) resolvePort({ child, base: `http://127.0.0.1:${port}/api` });
      });
      child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
    });

  /** One answer read to its end: ms to the first byte, to the last byte, and its size. */
  async function read(base, path, token) {
    const started = performance.now();
    const response = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    const reader = response.body.getReader();
    let first;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      first ??= performance.now() - started;
      bytes += value.length;
    }
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { first, last: performance.now() - started, mb: bytes / 1e6 };
  }

  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const garages of sizes) {
    const seedStarted = performance.now();
    const { child, base } = await startServer(garages);
    try {
      const signIn = await fetch(`${base}/adminSignIn`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@garagehub.in', passWord: 'Admin@123' }),
      });
      const { token } = await signIn.json();
      if (!token) throw new Error(`sign-in answered ${signIn.status}`);
      console.log(`${garages.toLocaleString('en')} garages (seeded and signed in after ${seconds(performance.now() - seedStarted)})`);
      const best = {};
      const keep = (name, result) => {
        if (!best[name] || result.last < best[name].last) best[name] = result;
      };
      for (let run = 0; run < runs; run++) {
        for (const path of CALLS) keep(`${path} alone`, await read(base, path, token));
        const together = await Promise.all(CALLS.map((path) => read(base, path, token)));
        CALLS.forEach((path, index) => keep(`${path} with the other`, together[index]));
      }
      for (const [name, { first, last, mb }] of Object.entries(best)) {
        console.log(
          `  ${name.padEnd(40)} ${mb.toFixed(0).padStart(5)} MB  first byte ${seconds(first).padStart(8)}  last byte ${seconds(last).padStart(8)}`,
        );
      }
    } finally {
      child.kill('SIGTERM');
    }
  }
  process.exit(0);
}
