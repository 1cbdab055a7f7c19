/**
 * The readers at the boundary: http.ts reads whole answers with them, the list worker streamed rows.
 * The strict reading runs here; the tolerant reading and its reports (read.ts) load only when an
 * answer or a row does not conform, so a conforming session never loads them.
 */
import { AnswerUnreadable } from '../apiError';
import { reportDeviations } from './deviations';
import { loadContract, type CallContract, type CallKey } from './index';
import { conforms, strictCheck } from './kit';

type Reader = typeof import('./read');
const fullReader = (): Promise<Reader> => import('./read');

/** Loads a call's contract ahead of its answer. */
export async function prepareContract(call: CallKey): Promise<void> {
  await loadContract(call);
}

/** A call's whole answer read: the value as documented (deviations reported), or AnswerUnreadable. */
export async function readCallAnswer(call: CallKey, answer: unknown, status: number): Promise<unknown> {
  const contract = await loadContract(call);
  if (conforms(contract.answer, answer)) return answer;
  const { value, deviations } = (await fullReader()).readAnswer(contract, answer, status);
  reportDeviations(deviations);
  return value;
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
  return listReaderOf(await loadContract(call));
}

/** The reader of a streamed list's answer, its contract loaded. */
export function listReaderOf(contract: CallContract): ListReader {
  const { call } = contract;
  const rowsAt = contract.rows?.at ?? '';
  const conformingRow = contract.rows ? strictCheck(contract.rows.row) : () => true;
  let loaded: { reader: Reader; findings: InstanceType<Reader['RowFindings']> } | undefined;
  const load = async () => {
    const reader = await fullReader();
    return (loaded ??= { reader, findings: new reader.RowFindings(contract) });
  };
  /** The rows from `from` on, each read tolerantly unless it conforms. */
  const readFrom = ({ reader, findings }: NonNullable<typeof loaded>, batch: unknown[], from: number): Rows => {
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
      if (conforms(contract.answer, answer)) return;
      reportDeviations((await load()).reader.readRest(contract, answer));
    },
    noRows: (status) => new AnswerUnreadable({ call, field: rowsAt, expected: 'list' }, status),
  };
}
