import { Box, Button, Typography } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { Error as RaError, useTranslate, type ErrorProps } from 'react-admin';
import { isChunkLoadError, recoverFromChunkError } from '../auth/reload';
import { ScreenShown } from './useAfterFirstReads';

/**
 * A screen's code that did not load (a redeploy removed the release this tab started with): the page
 * reloads once (src/auth/reload.ts), showing nothing meanwhile; failing again, a message and Reload.
 */
function ChunkFailure({ error }: { error: unknown }) {
  const translate = useTranslate();
  const [outcome] = useState(() => recoverFromChunkError(error));
  if (outcome === 'reloading') return null;
  return (
    <Box component="main" role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {translate('app.reload.failed')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('app.reload.action')}
      </Button>
    </Box>
  );
}

/**
 * The layout's error page: a chunk that failed to load, or react-admin's own page for any other error.
 * It is the screen shown, as any screen (the app bar's buttons and the work after the first reads wait for one).
 */
export function ScreenError(props: ErrorProps) {
  return (
    <>
      {isChunkLoadError(props.error) ? (
        <ChunkFailure error={props.error} />
      ) : (
        // The outer error page already resets the boundary when the location changes.
        <RaError {...props} resetErrorBoundary={() => undefined} />
      )}
      <ScreenShown />
    </>
  );
}

/** The same for the console's outermost error page (`<Admin error>`). */
export function withChunkFailure(Fallback: ComponentType) {
  return function AppError({ error }: { error: unknown }) {
    return isChunkLoadError(error) ? <ChunkFailure error={error} /> : <Fallback />;
  };
}
