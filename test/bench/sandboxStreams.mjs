#!/usr/bin/env node
/**
 * Sandbox bench: whole-list answers, fresh and kept. For each size, the sandbox server (the middleware
 * the dev and preview servers mount) runs in a child process seeded with that many garages; this
 * process signs in, and in each run changes one garage's coins (so no answer is kept), then reads GET
 * /getAllUsers and GET /getAllApproveUsers each alone twice (the first answer is written from the data,
 * the second from the bytes the first left), then both together. It prints each answer's time to
 * first and to last byte (the bytes are counted, not parsed) and, for the answers read alone, the
 * server's CPU time meanwhile (user + system, from /proc: the machine is shared, wall time is not).
 *
 *   node test/bench/sandboxStreams.mjs [--sizes 20000,100000] [--runs 2]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

  const TICK_MS = 10; // /proc/<pid>/stat counts CPU time in USER_HZ ticks (100 a second on Linux).
  const cpuMsOf = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      return undefined;
    }
  };

  /** One answer read to its end: ms to the first byte, to the last byte, its size and its first characters. */
  async function read(base, path, token) {
    const started = performance.now();
    let head = '';
    const response = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
    const reader = response.body.getReader();
    let first;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      first ??= performance.now() - started;
      if (head.length < 4096) head += Buffer.from(value.subarray(0, 4096)).toString('utf8');
      bytes += value.length;
    }
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { first, last: performance.now() - started, mb: bytes / 1e6, head };
  }

  /** The answer read alone, with the server's CPU time while it was written. */
  async function readAlone(child, base, path, token) {
    const cpuBefore = cpuMsOf(child.pid);
    const result = await read(base, path, token);
    const cpuAfter = cpuMsOf(child.pid);
    return { ...result, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
  }

  /** A change to one garage (its coins), so the next answers are written from the data again. */
  async function changeOneGarage(base, token, garageId) {
    const response = await fetch(`${base}/updateCoins`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ garageId, paymentType: 'add', updateCoins: 1 }),
    });
    if (response.status !== 200) throw new Error(`PUT /updateCoins answered ${response.status}`);
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
      let garageId;
      for (let run = 0; run < runs; run++) {
        if (garageId) await changeOneGarage(base, token, garageId);
        for (const path of CALLS) {
          const fresh = await readAlone(child, base, path, token);
          garageId ??= /"_id":"(\w+)"/.exec(fresh.head)?.[1];
          keep(`${path} alone, fresh`, fresh);
          keep(`${path} alone, again`, await readAlone(child, base, path, token));
        }
        const together = await Promise.all(CALLS.map((path) => read(base, path, token)));
        CALLS.forEach((path, index) => keep(`${path} with the other`, together[index]));
      }
      for (const [name, { first, last, mb, cpu }] of Object.entries(best)) {
        console.log(
          `  ${name.padEnd(40)} ${mb.toFixed(0).padStart(5)} MB  first byte ${seconds(first).padStart(8)}  last byte ${seconds(last).padStart(8)}` +
            (cpu === undefined ? '' : `  server CPU ${seconds(cpu).padStart(8)}`),
        );
      }
    } finally {
      child.kill('SIGTERM');
    }
  }
  process.exit(0);
}
