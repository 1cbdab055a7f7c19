import { AnswerUnreadable, ApiError, noAnswerKey } from './http';

/** A refusal a resource words itself (e.g. 'Subadmin with this details already created'): shown as is. */
export class SaveFailure extends Error {
  constructor(
    message: string,
    readonly type: 'warning' | 'error' = 'error',
  ) {
    super(message);
    this.name = 'SaveFailure';
  }
}

/**
 * For saves whose failure the spec words (e.g. 'Error adding Feature'): a 400-class refusal with the
 * server's words keeps them and a lost connection says so; anything else, a wordless refusal too, shows `key`.
 */
export function documentedFailure(error: unknown, key: string, type: 'warning' | 'error' = 'error'): never {
  if (error instanceof ApiError && error.status === 0) throw error;
  if (error instanceof ApiError && (error.status === 400 || error.responseCode === 400) && serverMessageOf(error)) throw error;
  // An answer that could not be read is named: the call may have done its work.
  if (error instanceof SaveFailure || error instanceof AnswerUnreadable) throw error;
  throw new SaveFailure(key, type);
}

/** The words the server sent with a failure, if any (not the HTTP status text). */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  const text = body && typeof body === 'object' && typeof body.message === 'string' ? body.message.trim() : '';
  return text || undefined;
}

/**
 * Key or text to show for a failed call, the one policy for every call the spec words no rule for:
 * the server's own message when it sends one (a refusal warns, a server fault is an error), a lost
 * connection says so, an answer that could not be read is named (its key's values in `args`: the
 * call may have done its work, so no fallback that says it failed), anything else shows the
 * documented message `fallbackKey`.
 */
/**
 * The words of a failure where the documents give one message for every failure: why, when no server
 * answered (offline, unreachable, too slow: `noAnswerKey`), else that message.
 */
export const unansweredOr = (error: unknown, key: string): string => (error instanceof ApiError && error.status === 0 ? noAnswerKey(error) : key);

/**
 * `serverWords: false` where the documents word one failure for a call whatever the server says
 * (Update Coins' 'Failed to submit operation'): the refusal's own message is not shown then.
 */
export interface FailureWording {
  serverWords?: boolean;
}

export function failureNotice(
  error: unknown,
  fallbackKey: string,
  { serverWords = true }: FailureWording = {},
): { message: string; type: 'warning' | 'error'; args?: Record<string, string> } {
  if (error instanceof SaveFailure) return { message: error.message, type: error.type };
  if (error instanceof AnswerUnreadable) return { message: error.translation.key, type: 'error', args: { ...error.translation.args } };
  if (error instanceof ApiError) {
    if (error.status === 0) return { message: noAnswerKey(error), type: 'error' };
    const serverMessage = serverWords ? serverMessageOf(error) : undefined;
    if (serverMessage) return { message: serverMessage, type: error.status >= 500 ? 'error' : 'warning' };
  }
  return { message: fallbackKey, type: 'error' };
}
