import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useAuthProvider, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { readSession } from '../auth/session';
import { resourceAt, resourceHeading } from '../core/defineResource';
import { useRegistry } from './RegistryContext';
import { useScreenTitle } from './ScreenTitle';
import type { ConsoleAuthProvider } from '../auth/authProvider';
import { ScreenShown } from './useAfterFirstReads';
import { unreadableText } from './unreadableText';
import { ERROR_SCREEN_ATTRIBUTE } from '../layout/firstPaint';

function ErrorScreen({ code, message, children }: { code: string; message: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    // Inside the layout's main landmark: a section of it, not a second main.
    <Box component="section" sx={{ textAlign: 'center', py: 8, px: 2 }} {...{ [ERROR_SCREEN_ATTRIBUTE]: '' }}>
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
  const title = translate('app.tab.not_found');
  useScreenTitle(title);
  return (
    <ErrorScreen code="404" message={translate('app.errors.not_found')}>
      {/* The app bar names this page as it names every screen. */}
      <Title title={title} preferenceKey={false} />
    </ErrorScreen>
  );
}

export function ServerError() {
  const translate = useTranslate();
  return <ErrorScreen code="500" message={translate('app.errors.server')} />;
}

/**
 * Shown instead of a screen the role lacks, with the reason. `resource` is the route whose rule decided
 * (an editor is decided by its list's); otherwise the screen at the path, or the path itself.
 */
export function AccessDenied({ resource }: { resource?: string }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const authProvider = useAuthProvider<ConsoleAuthProvider>();
  const registry = useRegistry();
  // A screen outside the registry (the diagnostics) is decided by its path.
  const route = resource ?? resourceAt(registry, pathname)?.route ?? pathname.replace(/^\/+|\/+$/g, '');
  const refused = registry.find((candidate) => candidate.route === route);
  const reason = readSession() ? authProvider?.decide(route, 'list').reason : undefined;
  useScreenTitle(translate('app.access.denied'));
  return (
    <ErrorScreen code="403" message={translate('app.access.denied')}>
      {/* The app bar names the screen refused, as it names every screen (an editor by its list's name). */}
      {refused && <Title title={resourceHeading(refused, translate)} preferenceKey={false} />}
      <Typography color="text.secondary" data-testid="access-reason">
        {translate(reason ?? 'app.access.not_assigned')}
      </Typography>
    </ErrorScreen>
  );
}

/** Asks the profile again, then every access rule (react-admin keeps them under 'auth'); in a closed sidebar, an icon. */
function RetryAccessCheck({ size, iconOnly }: { size?: 'small'; iconOnly?: boolean }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const retry = () => void queryClient.resetQueries({ queryKey: ['auth'] });
  if (iconOnly)
    return (
      <IconButton size="small" aria-label={translate('app.action.retry')} title={translate('app.action.retry')} onClick={retry}>
        <RefreshIcon fontSize="small" />
      </IconButton>
    );
  return (
    <Button variant="outlined" size={size} sx={{ mt: size ? 1 : 2, mx: size ? 0 : 1 }} onClick={retry}>
      {translate('app.action.retry')}
    </Button>
  );
}

/**
 * The access check itself failed (the profile call answered with an error, could not be read, or the
 * network is down): said so with Retry, never as 'Access denied', which would tell an administrator
 * the role lacks a screen it has.
 */
export function AccessCheckFailed({ error }: { error?: unknown }) {
  const translate = useTranslate();
  const named = unreadableText(error, translate);
  useScreenTitle(translate('app.access.check_failed'));
  return (
    <ErrorScreen code="!" message={translate('app.access.check_failed')}>
      {named && <Typography color="text.secondary">{named}</Typography>}
      <RetryAccessCheck />
    </ErrorScreen>
  );
}

/**
 * The same where the menu's entries would be: without it a failed profile call left the Dashboard
 * alone in the menu, as if no screen were granted. A closed sidebar shows Retry as an icon, the words
 * kept for screen readers.
 */
export function MenuAccessCheckFailed({ error, open }: { error: unknown; open: boolean }) {
  const translate = useTranslate();
  const named = unreadableText(error, translate);
  return (
    <Box role="alert" sx={{ px: open ? 2 : 1, py: 1, overflowWrap: 'anywhere' }}>
      <Box sx={open ? undefined : VISUALLY_HIDDEN}>
        <Typography variant="body2" color="error">
          {translate('app.access.check_failed')}
        </Typography>
        {named && (
          <Typography variant="caption" component="p" color="text.secondary">
            {named}
          </Typography>
        )}
      </Box>
      <RetryAccessCheck size="small" iconOnly={!open} />
    </Box>
  );
}

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
