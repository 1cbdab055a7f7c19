import { AnswerUnreadable } from '../api/http';

type Translate = (key: string, options?: object) => string;

/** The contract's words for what it expected that the user reads in their own language (app.errors.answerExpected). */
const EXPECTED_WORDS: Record<string, string> = {
  list: 'list',
  object: 'object',
  number: 'number',
  string: 'string',
  boolean: 'boolean',
  'ISO date': 'date',
};

/**
 * The words for an answer that was not where the documents put it (issue 40): its call, the part
 * missing and what was expected, in the user's language. Undefined for any other failure.
 */
export function unreadableText(error: unknown, translate: Translate): string | undefined {
  if (!(error instanceof AnswerUnreadable)) return undefined;
  const { key, args } = error.translation;
  // Each of the alternatives ('object | list') in the user's words.
  const expected = args.expected
    .split(' | ')
    .map((part) => (EXPECTED_WORDS[part] ? translate(`app.errors.answerExpected.${EXPECTED_WORDS[part]}`) : part))
    .join(' | ');
  return translate(key, { ...args, expected });
}
