import { Button, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { consoleFileUrl } from '../lib/basePath';

/** This build's release, as the build wrote it to version.json too (build/versionFile.ts); absent in dev and tests. */
const OWN = {
  version: import.meta.env.CONSOLE_VERSION as string | undefined,
  commit: import.meta.env.CONSOLE_COMMIT as string | undefined,
};

/**
 * Each time the tab becomes visible, /version.json is read again; another release than this tab's
 * offers a Reload. Never reloads by itself: a half-filled form stays as it is until the user chooses.
 */
export function NewVersion() {
  const translate = useTranslate();
  const [newer, setNewer] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!OWN.version || newer) return;
    let checking = false;
    const check = async () => {
      if (document.visibilityState !== 'visible' || checking) return;
      checking = true;
      try {
        const answer = await fetch(consoleFileUrl('version.json'), { cache: 'no-store' });
        const served = answer.ok ? ((await answer.json()) as { version?: unknown; commit?: unknown }) : undefined;
        if (served && (served.version !== OWN.version || served.commit !== OWN.commit)) setNewer(true);
      } catch {
        /* offline or not JSON: asked again at the next visit */
      } finally {
        checking = false;
      }
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [newer]);
  return (
    <Snackbar
      open={newer && !dismissed}
      onClose={(_, reason) => reason !== 'clickaway' && setDismissed(true)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('app.reload.new_version')}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {translate('app.reload.action')}
        </Button>
      }
    />
  );
}
