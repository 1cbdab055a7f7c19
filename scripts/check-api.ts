/**
 * `npm run check-api -- --url <API base> --email <admin e-mail> [--password <password>] [--product <slug>] [--timeout <ms>] [--json]`
 *
 * Signs in as the admin, then sends every documented call that only reads (never one that writes),
 * reads each answer through its contract (src/api/contract: the whole answer, and every row of a
 * list) and prints one line per call: the call, the HTTP status, the time, the rows and what deviated
 * from the documents. Ends with `N conform, N deviate`.
 *
 * What fails the run is what changes what the console shows: a deviation (missing, unreadable,
 * tolerated), an error status, or an error `responseCode` in a 200 answer (read as the console does).
 * Fields the documents do not name are information; a call it had no id to send with is listed as
 * not sent. It stops at the first 401. The password comes from `--password`, CHECK_API_PASSWORD or a
 * prompt; `--json` prints one JSON document instead of lines (CI).
 */
import { loadAllContracts, type CallContract, type CallKey } from '../src/api/contract';
import { changesWhatIsShown, type DeviationReport } from '../src/api/contract/deviations';
import { receivedOf } from '../src/api/contract/tolerant';
import { UNREADABLE, readAnswer } from '../src/api/contract/read';
import { AnswerUnreadable } from '../src/api/apiError';
import { responseCodeAccepted, responseCodeOf } from '../src/api/contract/calls';
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

/** A 401 after sign-in: the token is no longer taken, so no further answer says anything. */
export class Unauthorised extends Error {
  constructor(readonly call: CallKey) {
    super(`Stopped: ${call} answered 401 Unauthorized; the token from POST /adminSignIn was refused, so the remaining calls were not sent.`);
  }
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

/** Deviations that change what the console shows (not fields the documents do not name). */
const deviating = (outcome: CallOutcome) => outcome.deviations.filter(changesWhatIsShown);
const conformsOutcome = (outcome: CallOutcome) => outcome.sent && !outcome.problem && deviating(outcome).length === 0;

/** The documented success statuses of a call: its own (`successStatus`), else any 2xx. */
function succeeded(contract: CallContract, status: number): boolean {
  return contract.successStatus ? contract.successStatus.includes(status) : status >= 200 && status < 300;
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
    const { name, message, cause } = error as Error & { cause?: { message?: string } };
    outcome.problem = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `no answer: ${cause?.message ?? message}`;
    return outcome;
  }
  outcome.ms = performance.now() - started;
  if (outcome.status === 401) throw new Unauthorised(call);
  if (!succeeded(contract, outcome.status)) {
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
  // The console takes an error responseCode in a 2xx body as that error: one of 400 or more, or one the call's documents do not name (http.ts).
  const code = responseCodeOf(raw);
  if (code !== undefined && !responseCodeAccepted(contract, code)) {
    const message = (raw as { message?: unknown }).message;
    outcome.problem = `responseCode ${code} in an HTTP ${outcome.status} answer, an error to the console${typeof message === 'string' ? `: ${message}` : ''}`;
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
  const shown = deviating(outcome);
  const extra = outcome.deviations.filter((deviation) => !changesWhatIsShown(deviation));
  const information = extra.length
    ? `; ${plural(extra.length, 'undocumented field')} (information): ${extra.map((field) => field.field).join(', ')}`
    : '';
  const verdict = outcome.problem
    ? outcome.problem
    : shown.length === 0
      ? `conforms${information}`
      : `${plural(shown.length, 'deviation')}${unreadable}: ${shown.map(deviationText).join('; ')}${information}`;
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
    const names = Array.isArray(field) ? field : [field];
    const source = byCall.get(call);
    const path = at ?? source?.rows?.at;
    if (!source || !path) throw new Error(`${call} is not a reading call with a list (apiProbes.ts)`);
    const outcome = await check(source);
    const rows = outcome.value === undefined ? [] : valueAt(outcome.value, path);
    for (const name of names) {
      for (const row of Array.isArray(rows) ? rows : []) {
        const found =
          name === null ? row : typeof row === 'object' && row !== null && !(UNREADABLE in row) ? (row as Record<string, unknown>)[name] : undefined;
        if ((typeof found === 'string' && found !== '') || typeof found === 'number') return String(found);
      }
    }
    throw new ProbeFailed(`no ${names.map((name) => name ?? 'row').join(' or ')} in the rows of ${call}`);
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
  const informed = outcomes.filter((outcome) => outcome.deviations.some((deviation) => !changesWhatIsShown(deviation))).length;
  const information = informed ? ` (${plural(informed, 'answer')} with fields the documents do not name: information)` : '';
  print(`${conform} conform, ${deviate} deviate${notSent ? `, ${notSent} not sent` : ''}${information}`);
  return { outcomes, conform, deviate, notSent };
}

const USAGE =
  'Usage: npm run check-api -- --url <API base> --email <admin e-mail> [--password <password>] [--product <slug>] [--timeout <ms>] [--json]\n' +
  'The password may also come from CHECK_API_PASSWORD, or is asked for when run in a terminal.';
/** Named options that take no value. */
const SWITCHES = new Set(['json']);

/** Reads `--name value` pairs and `--json`. */
function argumentsOf(args: readonly string[]): Record<string, string> {
  const named: Record<string, string> = {};
  for (let index = 0; index < args.length; index++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(args[index]);
    if (!match) throw new Error(`Unexpected argument "${args[index]}"`);
    named[match[1]] = SWITCHES.has(match[1]) ? (match[2] ?? 'true') : (match[2] ?? args[++index] ?? '');
  }
  return named;
}

/** Asks for the password in the terminal without echoing it. */
async function promptPassword(): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write('Password: ');
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (text: string) => {
      for (const character of text) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          stdin.off('data', onData).setRawMode(false).pause();
          stderr.write('\n');
          resolve(typed);
          return;
        }
        if (character === '\u0003') {
          stdin.off('data', onData).setRawMode(false).pause();
          reject(new Error('Cancelled'));
          return;
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    stdin.on('data', onData);
  });
}

/** One call as the JSON document gives it. */
function outcomeJson(outcome: CallOutcome) {
  const { value: _value, deviations, ...rest } = outcome;
  return {
    ...rest,
    conforms: conformsOutcome(outcome),
    deviations: deviations.filter(changesWhatIsShown),
    information: deviations.filter((deviation) => !changesWhatIsShown(deviation)),
  };
}

/**
 * The command: 0 when no call deviates (fields the documents do not name, and calls not sent for want
 * of an id, do not count), 1 when one does, 2 on a usage or sign-in error or a 401 after sign-in.
 */
export async function main(args: readonly string[]): Promise<number> {
  let options: Record<string, string>;
  try {
    options = argumentsOf(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { url, email, product } = options;
  const json = options.json === 'true';
  const timeoutMs = options.timeout === undefined ? undefined : Number(options.timeout);
  if (!url || !email || (timeoutMs !== undefined && !(timeoutMs > 0))) {
    console.error(USAGE);
    return 2;
  }
  let password = options.password || process.env.CHECK_API_PASSWORD || '';
  if (!password && process.stdin.isTTY) password = await promptPassword().catch(() => '');
  if (!password) {
    console.error(`No password: give --password, set CHECK_API_PASSWORD or run it in a terminal.\n${USAGE}`);
    return 2;
  }
  const lines: string[] = [];
  const print = json ? (line: string) => void lines.push(line) : undefined;
  const report = (document: object) => console.log(JSON.stringify(document, null, 2));
  try {
    const result = await checkApi({ url, email, password, product, timeoutMs, print });
    const code = result.deviate === 0 ? 0 : 1;
    if (json) {
      const { outcomes, ...counts } = result;
      report({ url, email, ...counts, exitCode: code, calls: outcomes.map(outcomeJson) });
    }
    return code;
  } catch (error) {
    const message = (error as Error).message;
    if (json) report({ url, email, exitCode: 2, error: message, ...(error instanceof Unauthorised ? { call: error.call } : {}) });
    else console.error(message);
    return 2;
  }
}
