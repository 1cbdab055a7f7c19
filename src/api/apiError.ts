/**
 * The errors of a call: the one shape of a failed call (ApiError), and an answer that is not where
 * the documents put it (AnswerUnreadable). Kept apart from http.ts so the contract's reader, loaded
 * later, can throw them without importing the client.
 */
import type { CallKey } from './contract/calls';

/** The one error shape: this API signals failure by HTTP status and by `responseCode` in a 2xx body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly responseCode?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** react-admin reads `status` to decide on logout (401) and `body` for messages. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The message of a call that got no answer (status 0), and of one the server took too long to answer: keys of the user's words. */
export const NO_ANSWER = 'app.errors.network';
export const TOO_SLOW = 'app.errors.timeout';
/** The message of a call not sent because the browser is offline (status 0 too: no server answered it). */
export const NOT_SENT_OFFLINE = 'app.errors.offline';
/** The key of the words for a call that got no answer: offline's or the timeout's, else the network's (fetch's own messages are not the user's). */
export const noAnswerKey = (error: { message?: string }) =>
  error.message === TOO_SLOW || error.message === NOT_SENT_OFFLINE ? error.message : NO_ANSWER;

/** The field of a row that lists what of it could not be read (field names; the row is kept and shown). */
export const UNREADABLE_FIELD = '__unreadable';

/** The fields of a row (or a record read from one) that could not be read; none when all could. */
export const unreadableFieldsOf = (record: object): readonly string[] =>
  ((record as Record<string, unknown>)[UNREADABLE_FIELD] as readonly string[] | undefined) ?? [];

/** Set on a list row sent without the id its actions send: shown, its id marked, its actions off. */
export const ROW_WITHOUT_ID = '__withoutId';

/** Where the rows or a required part of an answer are not where the documents put them. */
export interface Unreadable {
  call: CallKey;
  /** Dotted path of what was missing ('categories', 'data.data'); `$` is the answer itself. */
  field: string;
  /** What the documents put there ('list', 'number', 'JSON object'). */
  expected: string;
}

/**
 * An answer the console cannot read: shown as an error naming the call and the missing part (with
 * Retry), never as an empty list or zeros. Its user text is `app.errors.answerUnreadable`.
 */
export class AnswerUnreadable extends ApiError implements Unreadable {
  static readonly messageKey = 'app.errors.answerUnreadable';
  readonly call: CallKey;
  readonly field: string;
  readonly expected: string;

  constructor({ call, field, expected }: Unreadable, status = 200) {
    super(`The answer of ${call} had no ${expected} under \`${field}\``, status);
    this.name = 'AnswerUnreadable';
    this.call = call;
    this.field = field;
    this.expected = expected;
  }

  /** The translation's key and values (the user's language). */
  get translation(): { key: string; args: Unreadable } {
    return { key: AnswerUnreadable.messageKey, args: { call: this.call, field: this.field, expected: this.expected } };
  }
}

/**
 * A part of an answer the reading left out as unreadable (`record`'s own field `part`) is named, never
 * taken as absent: a screen would show it as none, and a save would send the fallback over it.
 */
export function throwIfUnreadable(record: object | undefined, part: string, unreadable: Unreadable): void {
  if (record && unreadableFieldsOf(record).includes(part)) throw new AnswerUnreadable(unreadable);
}
