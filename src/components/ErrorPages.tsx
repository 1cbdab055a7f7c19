import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { readSession } from '../auth/session';
import { resourceAt } from '../core/defineResource';
import { useRegistry } from './RegistryContext';
import { useScreenTitle } from './ScreenTitle';
import type { ConsoleAuthProvider } from '../auth/authProvider';
import { ScreenShown } from './useAfterFirstReads';

function ErrorScreen({ code, message, children }: { code: string; message: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    // Inside the layout's main landmark: a section of it, not a second main.
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {message}
      </Typography>
      {children}
      <ScreenShown />
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {translate('app.errors.go_home')}
      </Button>
    </Box>
  );
}

export function NotFound() {
  const translate = useTranslate();
  useScreenTitle(translate('app.tab.not_found'));
  return <ErrorScreen code="404" message={translate('app.errors.not_found')} />;
}

export function ServerError() {
  const translate = useTranslate();
  return <ErrorScreen code="500" message={translate('app.errors.server')} />;
}

/** Shown instead of a screen the role lacks, with the reason. */
export function AccessDenied() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  // A screen outside the registry (the diagnostics) is decided by its path.
  const route = resourceAt(useRegistry(), pathname)?.route ?? pathname.replace(/^\/+|\/+$/g, '');
  const reason = readSession() ? authProvider?.decide(route, 'list').reason : undefined;
  useScreenTitle(translate('app.access.denied'));
  return (
    <ErrorScreen code="403" message={translate('app.access.denied')}>
      <Typography color="text.secondary" data-testid="access-reason">
        {translate(reason ?? 'app.access.not_assigned')}
      </Typography>
    </ErrorScreen>
  );
}
