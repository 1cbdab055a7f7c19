import { Alert, Box, Button, CircularProgress, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { unreadableText } from './unreadableText';

/** What QueryState reads of a react-query or react-admin query result. */
export interface QueryLike<Data> {
  isPending: boolean;
  error: unknown;
  data?: Data;
  refetch: () => unknown;
}

/**
 * A read's three states: a spinner (or `loading`) while pending, the failure text with Retry,
 * then the content with the data.
 */
export function QueryState<Data>({
  query,
  errorText,
  errorSeverity = 'error',
  loading,
  children,
}: {
  query: QueryLike<Data>;
  /** A message key or the server's text. */
  errorText: string;
  errorSeverity?: AlertColor;
  /** Stands in for the spinner, e.g. skeletons in the shape of the content. */
  loading?: ReactNode;
  children: ReactNode | ((data: Data) => ReactNode);
}) {
  const translate = useTranslate();
  if (query.isPending) {
    return (
      loading ?? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
        </Box>
      )
    );
  }
  if (query.error) return <FailedRead query={query} text={translate(errorText, { _: errorText })} severity={errorSeverity} />;
  return <>{typeof children === 'function' ? children(query.data as Data) : children}</>;
}

/** A failed read: its text, what of the answer could not be read, and Retry. */
export function FailedRead({
  query,
  text,
  severity = 'error',
}: {
  query: Pick<QueryLike<unknown>, 'error' | 'refetch'>;
  text: string;
  severity?: AlertColor;
}) {
  const translate = useTranslate();
  // An answer not where the documents put it is named, never shown as zeros or an empty chart.
  const named = unreadableText(query.error, translate);
  return (
    <Alert
      severity={severity}
      role="alert"
      action={
        <Button color="inherit" onClick={() => void query.refetch()}>
          {translate('app.action.retry')}
        </Button>
      }
    >
      {text}
      {/* On a line of its own: the failure's words may end without a stop ('Something went wrong'). */}
      {named && <span style={{ display: 'block' }}> {named}</span>}
    </Alert>
  );
}
