import { Alert, Box, Button, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { AccessDenied } from '../ErrorPages';
import { useResourceDefinition } from '../ResourceDefinitionContext';

/** The spec only logs list failures; here the user sees them and can retry. */
export function ListError() {
  const translate = useTranslate();
  const { refetch, error } = useListContext();
  // The server refused the role (403): the same page as a typed URL the role lacks.
  if ((error as { status?: number } | null)?.status === 403) return <AccessDenied />;
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
      {error?.message ? ` (${translate(error.message, { _: error.message })})` : ''}
    </Alert>
  );
}

export function EmptyText() {
  const translate = useTranslate();
  const definition = useResourceDefinition();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" data-testid="empty-text">
        {translate(`resources.${definition.key}.empty`)}
      </Typography>
    </Box>
  );
}
