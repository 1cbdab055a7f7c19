/**
 * The readers at the boundary: http.ts reads whole answers with them, the list worker streamed rows.
 * The strict reading runs here, as written per area at build time (build/strictReadings.ts: no
 * schema library, no code made at run time); the schemas and the tolerant reading (read.ts) load
 * only when an answer or a row does not conform, so a conforming session never loads them.
 */
import { AnswerUnreadable } from '../apiError';
import { reportDeviations } from './deviations';
import { areaOfCall, loadContract, type CallKey, type ContractArea } from './index';
import type { StrictReading, StrictReadings } from './kit';

type Reader = typeof import('./read');
const fullReader = (): Promise<Reader> => import('./read');

const STRICT: Record<ContractArea, () => Promise<{ strict: StrictReadings }>> = {
  access: () => import('virtual:contract-strict/access'),
  catalogue: () => import('virtual:contract-strict/catalogue'),
  garages: () => import('virtual:contract-strict/garages'),
  leads: () => import('virtual:contract-strict/leads'),
  locations: () => import('virtual:contract-strict/locations'),
  marketplace: () => import('virtual:contract-strict/marketplace'),
  reports: () => import('virtual:contract-strict/reports'),
  seo: () => import('virtual:contract-strict/seo'),
  staff: () => import('virtual:contract-strict/staff'),
  subscriptions: () => import('virtual:contract-strict/subscriptions'),
  uploads: () => import('virtual:contract-strict/uploads'),
};

/** A call's strict readings (its area's written-out module). */
export async function strictOf(call: CallKey): Promise<StrictReading> {
  const reading = (await STRICT[areaOfCall(call)]()).strict[call];
  if (!reading) throw new Error(`${call} has no strict reading`);
  return reading;
}

/** Loads a call's strict reading ahead of its answer. */
export async function prepareContract(call: CallKey): Promise<void> {
  await strictOf(call);
}

/** A call's whole answer read: the value as documented (deviations reported), or AnswerUnreadable. */
export async function readCallAnswer(call: CallKey, answer: unknown, status: number): Promise<unknown> {
  if ((await strictOf(call)).answer(answer)) return answer;
  const [reader, contract] = await Promise.all([fullReader(), loadContract(call)]);
  try {
    const { value, deviations } = reader.readAnswer(contract, answer, status);
    reportDeviations(deviations);
    return value;
  } catch (error) {
    if (!(error instanceof AnswerUnreadable)) throw error;
    logUnreadable(error, await receivedAt(answer, error.field));
    // A write succeeds by its status and responseCode (checked before any reading): the server has
    // acted, so an answer whose shape cannot be read is recorded, never shown as a failed save.
    // A write whose answer carries what the screen needs next (the uploaded image's path) still fails.
    if (!contract.reads && !needsAnswer(contract)) return typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : {};
    throw error;
  }
}

/** A write whose answer carries a field the documents promise and the screen uses next (POST /uploadImage's imagePath1). */
const needsAnswer = (contract: { answer: unknown }) => {
  const entries = (contract.answer as { entries?: Record<string, { type: string }> }).entries ?? {};
  return Object.values(entries).some((schema) => schema.type !== 'optional');
};

/**
 * An answer that could not be read is in the session's log too (kind `missing`, no rows), so the
 * diagnostics screen lists it beside what was tolerated; `received` is what stood in the part's place.
 */
function logUnreadable(error: AnswerUnreadable, received: string): AnswerUnreadable {
  reportDeviations([{ call: error.call, field: error.field, expected: error.expected, received, kind: 'missing' }]);
  return error;
}

/** What an answer holds at a dotted path ('$' is the answer itself), as the log words it. */
async function receivedAt(answer: unknown, field: string): Promise<string> {
  const { receivedOf } = await import('./tolerant');
  if (field === '$') return receivedOf(answer);
  let value = answer;
  for (const name of field.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  return receivedOf(value);
}

type Rows = Record<string, unknown>[];

/** The reader of a streamed list's answer (the list worker): its rows as they arrive, then the rest. */
export interface ListReader {
  /** Reads a batch of rows in place (a conforming row stays the same object); later when one deviates and the tolerant reading loads. */
  rows(batch: unknown[]): Rows | Promise<Rows>;
  /** The answer around the rows, once the stream has ended: what deviates is reported; the rows stay. */
  rest(answer: Record<string, unknown>): Promise<void>;
  /** The error of a stream whose rows' array never came. */
  noRows(status: number): AnswerUnreadable;
}

export async function listReader(call: CallKey): Promise<ListReader> {
  return listReaderOf(call, await strictOf(call));
}

/** The reader of a streamed list's answer, its strict reading loaded. */
export function listReaderOf(call: CallKey, strict: StrictReading): ListReader {
  const conformingRow = strict.row ?? (() => true);
  type Loaded = { reader: Reader; contract: Awaited<ReturnType<typeof loadContract>>; findings: InstanceType<Reader['RowFindings']> };
  let loaded: Loaded | undefined;
  const load = async (): Promise<Loaded> => {
    const [reader, contract] = await Promise.all([fullReader(), loadContract(call)]);
    return (loaded ??= { reader, contract, findings: new reader.RowFindings(contract) });
  };
  /** The rows from `from` on, each read tolerantly unless it conforms. */
  const readFrom = ({ reader, contract, findings }: Loaded, batch: unknown[], from: number): Rows => {
    for (let index = from; index < batch.length; index++) {
      if (conformingRow(batch[index])) continue;
      const read = reader.readRowFindings(contract.rows!.row, batch[index]);
      findings.add(read.findings);
      batch[index] = read.row;
    }
    reportDeviations(findings.take());
    return batch as Rows;
  };
  return {
    rows(batch) {
      for (let index = 0; index < batch.length; index++) {
        if (conformingRow(batch[index])) continue;
        return loaded ? readFrom(loaded, batch, index) : load().then((ready) => readFrom(ready, batch, index));
      }
      return batch as Rows;
    },
    async rest(answer) {
      if (strict.answer(answer)) return;
      const { reader, contract } = await load();
      reportDeviations(reader.readRest(contract, answer));
    },
    // The stream ended without the rows' array where the documents put it.
    noRows: (status) => logUnreadable(new AnswerUnreadable({ call, field: strict.rowsAt ?? '', expected: 'list' }, status), 'absent'),
  };
}
