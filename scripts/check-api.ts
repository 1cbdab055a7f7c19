/**
 * `npm run check-api -- --url <API base> --email <admin e-mail> --password <password> [--product <slug>]`
 *
 * Signs in as the admin, then sends every documented call that only reads (never one that writes),
 * reads each answer through its contract (src/api/contract: the whole answer, and every row of a
 * list) and prints one line per call: the call, the HTTP status, the time, the rows and what deviated
 * from the documents. Ends with `N conform, N deviate`; exits 0 only when every answer conforms.
 */
import { loadAllContracts, type CallContract, type CallKey } from '../src/api/contract';
import type { DeviationReport } from '../src/api/contract/deviations';
import { receivedOf } from '../src/api/contract/tolerant';
import { UNREADABLE, readAnswer } from '../src/api/contract/read';
import { AnswerUnreadable } from '../src/api/apiError';
import { api } from '../src/api/endpoints';
import { valueAt } from '../src/lib/valueAt';
import { PROBES, type Take } from './apiProbes';

export interface CheckOptions {
  /** The API's base URL, as VITE_API_URL (`https://api.example.in`). */
  url: string;
  email: string;
  password: string;
  /** The `{product}` slug of the paths (VITE_PRODUCT). */
  product?: string;
  /** Where the lines go. */
  print?: (line: string) => void;
  /** Per call, before the answer has come. */
  timeoutMs?: number;
}

export interface CallOutcome {
  call: CallKey;
  /** Unset when the call was not sent (`problem` says why) or no answer came. */
  status?: number;
  ms?: number;
  /** Rows of a list answer. */
  rows?: number;
  /** Rows with a field that could not be read. */
  unreadableRows?: number;
  deviations: DeviationReport[];
  /** What kept the answer from being read: a status the documents do not give, no JSON, no answer. */
  problem?: string;
  /** False when the call could not be sent (an id it needs was not found). */
  sent: boolean;
  /** The answer as read (rows of a list feed the ids other calls need). */
  value?: unknown;
}

export interface CheckResult {
  outcomes: CallOutcome[];
  conform: number;
  deviate: number;
  notSent: number;
}

const conformsOutcome = (outcome: CallOutcome) => outcome.sent && !outcome.problem && outcome.deviations.length === 0;

/** The documented success statuses of a call: its own (`successStatus`), else any 2xx. */
function succeeded(call: CallKey, status: number): boolean {
  const endpoint = Object.values(api).find((candidate) => `${candidate.method} ${candidate.path}` === call);
  return endpoint?.successStatus ? endpoint.successStatus.includes(status) : status >= 200 && status < 300;
}

/** A call's path with its placeholders filled. */
function pathOf(contract: CallContract, product: string, params: Record<string, string> = {}): string {
  return contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'product') return product;
    if (params[name] === undefined) throw new Error(`no value for {${name}}`);
    return encodeURIComponent(params[name]);
  });
}

class ProbeFailed extends Error {}

async function signIn(base: string, email: string, password: string, timeoutMs: number): Promise<string> {
  const response = await fetch(`${base}/adminSignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, passWord: password }),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: Error & { cause?: { message?: string } }) => {
    throw new Error(`Cannot reach ${base}/adminSignIn: ${error.cause?.message ?? error.message}`);
  });
  const answer = (await response.json().catch(() => undefined)) as { token?: unknown; message?: unknown } | undefined;
  if (typeof answer?.token !== 'string' || !answer.token) {
    throw new Error(`Sign-in refused (POST /adminSignIn, HTTP ${response.status}): ${String(answer?.message ?? 'no token in the answer')}`);
  }
  return answer.token;
}

/** Sends one call and reads its answer through the contract. */
async function send(
  contract: CallContract,
  base: string,
  token: string,
  input: { path: string; body?: unknown },
  timeoutMs: number,
): Promise<CallOutcome> {
  const { call } = contract;
  const started = performance.now();
  const outcome: CallOutcome = { call, deviations: [], sent: true };
  let text: string;
  let contentType: string;
  try {
    const response = await fetch(base + input.path, {
      method: contract.method,
      headers: { authorization: `Bearer ${token}`, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    outcome.status = response.status;
    contentType = response.headers.get('content-type') ?? 'no content type';
    text = await response.text();
  } catch (error) {
    outcome.ms = performance.now() - started;
    const { message, cause } = error as Error & { cause?: { message?: string } };
    outcome.problem = `no answer: ${cause?.message ?? message}`;
    return outcome;
  }
  outcome.ms = performance.now() - started;
  if (!succeeded(call, outcome.status)) {
    outcome.problem = `HTTP ${outcome.status} is not a success of this call: ${text.slice(0, 120)}`;
    return outcome;
  }
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    outcome.problem = `not JSON (${contentType}): ${JSON.stringify(text.slice(0, 60))}`;
    return outcome;
  }
  try {
    const { value, deviations } = readAnswer(contract, raw, outcome.status);
    outcome.value = value;
    outcome.deviations = deviations;
    if (contract.rows) {
      const rows = valueAt(value, contract.rows.at) as Record<string, unknown>[];
      outcome.rows = rows.length;
      outcome.unreadableRows = rows.filter((row) => typeof row === 'object' && row !== null && UNREADABLE in row).length;
    }
  } catch (error) {
    if (!(error instanceof AnswerUnreadable)) throw error;
    outcome.deviations = [{ call, field: error.field, expected: error.expected, received: receivedAt(raw, error.field), kind: 'missing' }];
  }
  return outcome;
}

/** What came where a required part was expected ('absent', 'object' ...). */
const receivedAt = (raw: unknown, field: string) => receivedOf(field === '$' ? raw : valueAt(raw, field.replace(/\[\]/g, '')));

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One deviation in words: `garages[]._id: expected string, received object (unreadable, 1 row)`. */
export function deviationText(deviation: DeviationReport): string {
  const rows = deviation.rows ? `, ${plural(deviation.rows, 'row')}` : '';
  return `${deviation.field}: expected ${deviation.expected}, received ${deviation.received} (${deviation.kind}${rows})`;
}

/** The line of one call. */
export function outcomeLine(outcome: CallOutcome, width: number): string {
  const mark = !outcome.sent ? '-' : conformsOutcome(outcome) ? '✔' : '✘';
  const head = `${mark} ${outcome.call.padEnd(width)}`;
  if (!outcome.sent) return `${head}  not sent: ${outcome.problem}`;
  const status = String(outcome.status ?? '---').padStart(4);
  const time = `${Math.round(outcome.ms ?? 0)} ms`.padStart(9);
  const rows = (outcome.rows === undefined ? '' : plural(outcome.rows, 'row')).padStart(11);
  const unreadable = outcome.unreadableRows ? `, ${outcome.unreadableRows} not fully read` : '';
  const verdict = outcome.problem
    ? outcome.problem
    : outcome.deviations.length === 0
      ? 'conforms'
      : `${plural(outcome.deviations.length, 'deviation')}${unreadable}: ${outcome.deviations.map(deviationText).join('; ')}`;
  return `${head}  ${status}  ${time}  ${rows}  ${verdict}`;
}

/** Checks every reading call of the API at `options.url`, printing a line per call as it goes. */
export async function checkApi(options: CheckOptions): Promise<CheckResult> {
  const base = options.url.replace(/\/$/, '');
  const product = options.product ?? 'marketplace';
  const print = options.print ?? ((line: string) => console.log(line));
  const timeoutMs = options.timeoutMs ?? 120_000;
  const contracts = [...(await loadAllContracts()).values()].filter((contract) => contract.reads);
  const width = Math.max(...contracts.map((contract) => contract.call.length));
  const token = await signIn(base, options.email, options.password, timeoutMs);
  print(`Signed in at ${base} as ${options.email}; ${contracts.length} reading calls.`);

  const checks = new Map<CallKey, Promise<CallOutcome>>();
  const byCall = new Map(contracts.map((contract) => [contract.call, contract]));

  const take: Take = async (call, field = '_id', at) => {
    const source = byCall.get(call);
    const path = at ?? source?.rows?.at;
    if (!source || !path) throw new Error(`${call} is not a reading call with a list (apiProbes.ts)`);
    const outcome = await check(source);
    const rows = outcome.value === undefined ? [] : valueAt(outcome.value, path);
    for (const row of Array.isArray(rows) ? rows : []) {
      const found =
        field === null ? row : typeof row === 'object' && row !== null && !(UNREADABLE in row) ? (row as Record<string, unknown>)[field] : undefined;
      if (typeof found === 'string' || typeof found === 'number') return String(found);
    }
    throw new ProbeFailed(`no ${field ?? 'row'} in the rows of ${call}`);
  };

  const check = (contract: CallContract): Promise<CallOutcome> => {
    let running = checks.get(contract.call);
    if (!running) {
      running = (async () => {
        let outcome: CallOutcome;
        try {
          const input = (await PROBES[contract.call]?.(take)) ?? {};
          outcome = await send(contract, base, token, { path: pathOf(contract, product, input.params), body: input.body }, timeoutMs);
        } catch (error) {
          if (!(error instanceof ProbeFailed) && !/^no value for/.test((error as Error).message)) throw error;
          outcome = { call: contract.call, deviations: [], sent: false, problem: (error as Error).message };
        }
        print(outcomeLine(outcome, width));
        return outcome;
      })();
      checks.set(contract.call, running);
    }
    return running;
  };

  const outcomes: CallOutcome[] = [];
  for (const contract of contracts) outcomes.push(await check(contract));
  const conform = outcomes.filter(conformsOutcome).length;
  const notSent = outcomes.filter((outcome) => !outcome.sent).length;
  const deviate = outcomes.length - conform - notSent;
  print(`${conform} conform, ${deviate} deviate${notSent ? `, ${notSent} not sent` : ''}`);
  return { outcomes, conform, deviate, notSent };
}

const USAGE = 'Usage: npm run check-api -- --url <API base> --email <admin e-mail> --password <password> [--product <slug>]';

/** Reads `--name value` pairs. */
function argumentsOf(args: readonly string[]): Record<string, string> {
  const named: Record<string, string> = {};
  for (let index = 0; index < args.length; index++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(args[index]);
    if (!match) throw new Error(`Unexpected argument "${args[index]}"`);
    named[match[1]] = match[2] ?? args[++index] ?? '';
  }
  return named;
}

/** The command: 0 when every reading call's answer conforms, 1 when one deviates (or could not be sent), 2 on a usage or sign-in error. */
export async function main(args: readonly string[]): Promise<number> {
  let options: Record<string, string>;
  try {
    options = argumentsOf(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { url, email, password, product } = options;
  if (!url || !email || !password) {
    console.error(USAGE);
    return 2;
  }
  try {
    const result = await checkApi({ url, email, password, product });
    return result.deviate === 0 && result.notSent === 0 ? 0 : 1;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
}
