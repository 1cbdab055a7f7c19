import { noAnswerKey } from '../api/apiError';

type Translate = (key: string, options?: object) => string;

/**
 * A failed read's detail in the user's language: the network's words when no answer came (status 0,
 * a timeout included), else the failure's message, translated when it is a key.
 */
export function failureDetail(error: { status?: number; message?: string } | null | undefined, translate: Translate): string | undefined {
  if (!error) return undefined;
  if (error.status === 0) return translate(noAnswerKey(error));
  return error.message ? translate(error.message, { _: error.message }) : undefined;
}
