import { useTranslate } from 'react-admin';
import { FailedRead, type QueryLike } from './QueryState';
import { ListCutShort } from './useWholeList';

/**
 * The choices of a select or picker that could not be read, named by the field's label with Retry: an
 * empty list of options alone would leave the user guessing. Choices cut short (useWholeList) are said
 * to be, the ones that arrived still offered.
 */
export function ChoicesFailure({
  query,
  field,
  text,
}: {
  query: Pick<QueryLike<unknown>, 'error' | 'refetch'>;
  /** The field's label (a message key), named in the generic text. */
  field: string;
  /** A message of the field's own, where the documents give one. */
  text?: string;
}) {
  const translate = useTranslate();
  if (!query.error) return null;
  const words = choicesFailure(query.error, translate(field, { _: field }));
  if (query.error instanceof ListCutShort)
    return (
      // What broke the list off is named where it is an answer that could not be read.
      <FailedRead query={{ error: query.error.failure, refetch: query.refetch }} text={translate(words.message, words.args)} severity="warning" />
    );
  return <FailedRead query={query} text={translate(text ?? words.message, text ? undefined : words.args)} />;
}

/**
 * The words for choices that could not be read, or were cut short (how many arrived), naming the
 * field: for the notice above a picker and for the check that holds a send back while they are missing.
 */
export function choicesFailure(error: unknown, fieldName: string): { message: string; args: Record<string, string | number> } {
  return error instanceof ListCutShort
    ? { message: 'app.choices_cut_short', args: { field: fieldName, count: error.loaded } }
    : { message: 'app.choices_failed', args: { field: fieldName } };
}
