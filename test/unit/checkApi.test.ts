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
function checkApi(
  url: string,
  extra: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; lines: string[]; out: string; errors: string }> {
  const password = env.CHECK_API_PASSWORD ? [] : ['--password', DEMO_ADMIN.password];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/run-ts.mjs', 'scripts/check-api.ts', '--url', url, '--email', DEMO_ADMIN.email, ...password, ...extra],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
      },
    );
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.trim().split('\n'), out, errors }));
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

  it.each(['minimal', 'mongoose', 'alternatives'] as const)(
    'exits 0 against the sandbox answering %s: every shape the documents allow conforms',
    async (shape) => {
      sandbox.setShape(shape);
      try {
        const reading = [...(await loadAllContracts()).values()].filter((contract) => contract.reads).length;
        const { code, lines } = await checkApi(url);
        expect(lines.filter((line) => line.startsWith('✘'))).toEqual([]);
        expect(lines.at(-1)).toBe(`${reading} conform, 0 deviate`);
        expect(code).toBe(0);
      } finally {
        sandbox.setShape('documented');
      }
    },
  );

  it('exits 1 against the drifting sandbox, naming each deviation; fields the documents do not name are information', async () => {
    sandbox.faults.set('*', { drift: 'all' });
    try {
      const { code, lines } = await checkApi(url);
      const text = lines.join('\n');
      expect(code).toBe(1);
      // Calls whose ids come from an unreadable list are not sent.
      expect(lines.at(-1)).toMatch(
        /^\d+ conform, [1-9]\d* deviate(, \d+ not sent)? \(\d+ answers with fields the documents do not name: information\)$/,
      );
      // Tolerated (still deviations: they change what is shown): a null for an optional field, a number as a string.
      // Nearly every field is optional, so nulls and omissions take most of them (sandboxDrift.test.ts has each kind).
      expect(text).toMatch(/: expected [^,]+ or absent, received null \(tolerated/);
      expect(text).toMatch(/: expected number( or absent)?, received string \(tolerated/);
      // An undocumented field is named as information, never as a deviation.
      expect(text).toMatch(/undocumented fields? \(information\): [^;]*zipCode/);
      expect(text).not.toMatch(/zipCode: expected/);
      // Errors: rows under another key, a required part missing, a row with an unreadable _id.
      expect(text).toMatch(/✘ GET \/\S+ .*: expected list, received absent \(missing\)/);
      expect(text).toMatch(/: expected (?!list)[^,]+, received absent \(missing\)/);
      expect(text).toMatch(/\[\]\._id: expected string, received object \(unreadable, 1 row\)/);
      expect(text).toMatch(/, 1 not fully read: /);
    } finally {
      sandbox.faults.clear();
    }
  });

  it('exits 0 when answers only leave out optional fields or add undocumented ones (--json, the password from CHECK_API_PASSWORD)', async () => {
    sandbox.faults.set('*', { drift: ['extraFields', 'omitted'] });
    try {
      const { code, out, errors } = await checkApi(url, ['--json'], { CHECK_API_PASSWORD: DEMO_ADMIN.password });
      expect(errors).toBe('');
      const report = JSON.parse(out) as {
        exitCode: number;
        deviate: number;
        conform: number;
        notSent: number;
        calls: { call: string; sent: boolean; conforms: boolean; information: { field: string; kind: string }[] }[];
      };
      expect(report).toMatchObject({ exitCode: 0, deviate: 0 });
      expect(report.conform + report.notSent).toBe(report.calls.length);
      // A call without an id to send with is listed, not failed.
      for (const call of report.calls) expect(call.conforms || !call.sent, call.call).toBe(true);
      expect(report.calls.find((call) => call.call === 'GET /CategoryAdminList')?.information).toContainEqual(
        expect.objectContaining({ field: 'categories[].zipCode', kind: 'extra' }),
      );
      expect(code).toBe(0);
    } finally {
      sandbox.faults.clear();
    }
  });

  it('reads an error responseCode in a 200 answer as that error, gives up on a call after --timeout, and stops at the first 401', async () => {
    sandbox.faults.set('GET /CategoryAdminList', { responseCode: 500 });
    sandbox.faults.set('GET /adminServiceList', { latencyMs: 3000 });
    sandbox.faults.set('GET /listOfStates', { status: 401 });
    try {
      const { code, lines, errors } = await checkApi(url, ['--timeout', '1000']);
      const text = lines.join('\n');
      expect(text).toMatch(
        /✘ GET \/CategoryAdminList .*responseCode 500 in an HTTP 200 answer, an error to the console: Sandbox fault responseCode 500/,
      );
      expect(text).toMatch(/✘ GET \/adminServiceList .*no answer within 1000 ms/);
      expect(errors.trim()).toBe(
        'Stopped: GET /listOfStates answered 401 Unauthorized; the token from POST /adminSignIn was refused, so the remaining calls were not sent.',
      );
      expect(text).not.toMatch(/conform, /);
      expect(code).toBe(2);
    } finally {
      sandbox.faults.clear();
    }
  });
});
