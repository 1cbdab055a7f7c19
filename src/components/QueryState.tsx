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
  if (query.error) {
    // An answer not where the documents put it is named, never shown as zeros or an empty chart.
    const named = unreadableText(query.error, translate);
    return (
      <Alert
        severity={errorSeverity}
        role="alert"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {translate('app.action.retry')}
          </Button>
        }
      >
        {translate(errorText, { _: errorText })}
        {named && ` ${named}`}
      </Alert>
    );
  }
  return <>{typeof children === 'function' ? children(query.data as Data) : children}</>;
}
