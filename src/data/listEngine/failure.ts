/** A list's failure as plain data, so it crosses to and from the list worker (and back into the one error shape). */
import { AnswerUnreadable, ApiError, NO_ANSWER, type Unreadable } from '../../api/http';

/** An error as it crosses to the main thread. */
export interface ListFailure {
  message: string;
  status: number;
  responseCode?: number;
  body?: unknown;
  /** The answer was not where the documents put it (AnswerUnreadable). */
  unreadable?: Unreadable;
}

/** ApiError and errors carrying its fields (a failure handed over from the other thread) keep status and body. */
export function toFailure(error: unknown): ListFailure {
  const message = error instanceof Error ? error.message : String(error);
  const { status, responseCode, body, unreadable } = (error ?? {}) as Partial<ListFailure>;
  const failure: ListFailure = { message: message || NO_ANSWER, status: typeof status === 'number' ? status : 0, responseCode, body };
  if (error instanceof AnswerUnreadable) failure.unreadable = { call: error.call, field: error.field, expected: error.expected };
  else if (unreadable) failure.unreadable = unreadable;
  return failure;
}

export function fromFailure(failure: ListFailure): ApiError {
  if (failure.unreadable) return new AnswerUnreadable(failure.unreadable, failure.status);
  return new ApiError(failure.message, failure.status, failure.responseCode, failure.body);
}
