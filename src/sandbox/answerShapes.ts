/** The documented shape of a call's answer, as the drift switch needs it: its contract as JSON Schema. */
import { loadContract, type CallKey } from '../api/contract';
import { jsonSchemaOf } from '../api/jsonSchema';
import type { AnswerShape } from './drift';

const shapes = new Map<string, Promise<AnswerShape>>();

/** The shape of `call`'s answer (converted once per call). */
export function answerShape(call: string): Promise<AnswerShape> {
  let shape = shapes.get(call);
  if (!shape) {
    shape = loadContract(call as CallKey).then(({ answer, rows }) => ({
      answer: jsonSchemaOf(answer),
      rows: rows && { at: rows.at, row: jsonSchemaOf(rows.row) },
    }));
    shapes.set(call, shape);
  }
  return shape;
}
