import { Alert, Box, Button, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { AccessDenied } from '../ErrorPages';
import { unreadableText } from '../unreadableText';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { numberFormat } from '../../lib/localeFormats';
import { failureDetail } from '../failureDetail';

/** The spec only logs list failures; here the user sees them and can retry. */
export function ListError() {
  const translate = useTranslate();
  const { refetch, error } = useListContext();
  // The server refused the role (403): the same page as a typed URL the role lacks.
  if ((error as { status?: number } | null)?.status === 403) return <AccessDenied />;
  // An answer not where the documents put it is named; any other failure adds its message.
  const failure = failureDetail(error as { status?: number; message?: string } | null, translate);
  const detail = unreadableText(error, translate) ?? (failure ? `(${failure})` : undefined);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={() => refetch()}>
          {translate('app.action.retry')}
        </Button>
      }
    >
      {translate('app.list.load_error')}
      {detail && ` ${detail}`}
    </Alert>
  );
}

/** How many rows of the list the server sent with fields the documents do not allow (their cells are marked). */
export function UnreadableRowsNote() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta } = useListContext();
  const count = Number((meta as { unreadableRows?: number } | undefined)?.unreadableRows ?? 0);
  if (!(count > 0)) return null;
  return (
    <Alert severity="warning" role="status" data-testid="unreadable-rows" sx={{ mx: 2, mt: 1 }}>
      {translate('app.list.unreadable_rows', { count: numberFormat(locale).format(count), smart_count: count })}
    </Alert>
  );
}

export function EmptyText() {
  const translate = useTranslate();
  const definition = useResourceDefinition();
  const { filterValues } = useListContext();
  const waiting = definition.emptyUntilChosen !== undefined && !filterValues?.[definition.emptyUntilChosen];
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" data-testid="empty-text">
        {translate(`resources.${definition.key}.${waiting ? 'choose_first' : 'empty'}`)}
      </Typography>
    </Box>
  );
}
