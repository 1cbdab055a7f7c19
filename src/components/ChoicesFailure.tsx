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
  const fieldName = translate(field, { _: field });
  if (query.error instanceof ListCutShort)
    return (
      // What broke the list off is named where it is an answer that could not be read.
      <FailedRead
        query={{ error: query.error.failure, refetch: query.refetch }}
        text={translate('app.choices_cut_short', { field: fieldName, count: query.error.loaded })}
        severity="warning"
      />
    );
  return <FailedRead query={query} text={text ? translate(text) : translate('app.choices_failed', { field: fieldName })} />;
}
