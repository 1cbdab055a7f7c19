import { NO_ANSWER, TOO_SLOW } from '../api/apiError';

type Translate = (key: string, options?: object) => string;

/**
 * A failed read's detail in the user's language: the network's words when no answer came (status 0,
 * a timeout included), else the failure's message, translated when it is a key.
 */
export function failureDetail(error: { status?: number; message?: string } | null | undefined, translate: Translate): string | undefined {
  if (!error) return undefined;
  // No answer: the network's words, or the timeout's (fetch's own messages, 'Failed to fetch', are not the user's).
  if (error.status === 0) return translate(error.message === TOO_SLOW ? TOO_SLOW : NO_ANSWER);
  return error.message ? translate(error.message, { _: error.message }) : undefined;
}
