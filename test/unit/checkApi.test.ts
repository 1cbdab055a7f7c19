import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllContracts } from '../../src/api/contract';
import { DEMO_ADMIN } from '../../src/sandbox/demo';
import type { Sandbox } from '../../src/sandbox/handlers';
import { createSandboxServer } from '../../src/sandbox/server';

const ROOT = join(__dirname, '../..');

/** `npm run check-api` as the backend team runs it (the launcher and the script, in a process of its own). */
function checkApi(url: string): Promise<{ code: number | null; lines: string[]; errors: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-ts.mjs', 'scripts/check-api.ts', '--url', url, '--email', DEMO_ADMIN.email, '--password', DEMO_ADMIN.password],
      { cwd: ROOT },
    );
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.trim().split('\n'), errors }));
  });
}

describe('npm run check-api against the sandbox', () => {
  let server: Server;
  let sandbox: Sandbox;
  let url = '';
  beforeAll(async () => {
    const created = createSandboxServer({ garages: 60 });
    sandbox = created.sandbox;
    server = createServer((req, res) => created.middleware(req, res, () => res.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads every answer of every reading call through its contract and exits 0: the sandbox speaks the contract', async () => {
    const reading = [...(await loadAllContracts()).values()].filter((contract) => contract.reads).map((contract) => contract.call);
    const { code, lines, errors } = await checkApi(url);
    expect(errors).toBe('');
    expect(lines[0]).toBe(`Signed in at ${url} as ${DEMO_ADMIN.email}; ${reading.length} reading calls.`);
    const calls = lines.slice(1, -1);
    // One line per reading call, each conforming: the call, the status, the time, its rows.
    expect(calls.map((line) => line.split(/\s+/).slice(1, 3).join(' ')).sort()).toEqual([...reading].sort());
    for (const line of calls) expect(line).toMatch(/^✔ \S+ \S+\s+(200|201)\s+\d+ ms\s+(\d+ rows?)?\s+conforms$/);
    expect(lines.at(-1)).toBe(`${reading.length} conform, 0 deviate`);
    expect(code).toBe(0);
  });

  it('exits 1 against the drifting sandbox, naming each deviation', async () => {
    sandbox.faults.set('*', { drift: 'all' });
    try {
      const { code, lines } = await checkApi(url);
      const text = lines.join('\n');
      expect(code).toBe(1);
      // Every reading call's answer drifts (an extra field at least); calls whose ids come from an unreadable list are not sent.
      expect(lines.at(-1)).toMatch(/^0 conform, [1-9]\d* deviate(, \d+ not sent)?$/);
      // Tolerated: a null for an optional field, numbers and booleans as strings, an epoch date, an extra field.
      expect(text).toMatch(/: expected [^,]+ or absent, received null \(tolerated/);
      expect(text).toMatch(/: expected number, received string \(tolerated/);
      expect(text).toMatch(/: expected boolean, received string \(tolerated/);
      expect(text).toMatch(/: expected ISO date, received number \(tolerated/);
      expect(text).toMatch(/\.__v: expected no such field, received number \(tolerated/);
      // Errors: rows under another key, a required part missing, a row with an unreadable _id.
      expect(text).toMatch(/✘ GET \/\S+ .*: expected list, received absent \(missing\)/);
      expect(text).toMatch(/: expected (?!list)[^,]+, received absent \(missing\)/);
      expect(text).toMatch(/\[\]\._id: expected string, received object \(unreadable, 1 row\)/);
      expect(text).toMatch(/, 1 not fully read: /);
    } finally {
      sandbox.faults.clear();
    }
  });
});
