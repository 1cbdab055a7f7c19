import { Button, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { versionCheckMs } from '../config';
import { consoleFileUrl } from '../lib/basePath';

/** This build's release, as the build wrote it to version.json too (build/versionFile.ts); absent in dev and tests. */
const OWN = {
  version: import.meta.env.CONSOLE_VERSION as string | undefined,
  commit: import.meta.env.CONSOLE_COMMIT as string | undefined,
};

/**
 * /version.json is read again each time the tab comes to the front (shown, or its window focused)
 * and on a timer while it stays there (hourly; /config.json's versionCheckSeconds); another release
 * than this tab's offers a Reload. Never reloads by itself, and takes no focus: a half-filled form
 * stays as it is until the user chooses. Not react-admin's CheckForApplicationUpdate: it compares
 * the file with its own first reading, so a release made before that reading would go unnoticed,
 * and it does not look on coming to the front.
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
    window.addEventListener('focus', check);
    const timer = setInterval(check, versionCheckMs);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
      clearInterval(timer);
    };
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
