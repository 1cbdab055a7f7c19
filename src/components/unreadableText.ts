import { AnswerUnreadable } from '../api/http';

type Translate = (key: string, options?: object) => string;

/**
 * The words for an answer that was not where the documents put it (issue 40): its call, the part
 * missing and what was expected, in the user's language. Undefined for any other failure.
 */
export function unreadableText(error: unknown, translate: Translate): string | undefined {
  return error instanceof AnswerUnreadable ? translate(error.translation.key, error.translation.args) : undefined;
}
