import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLeaveGuard } from './LeaveGuard';

/**
 * A dialog with typed work closes only after 'Discard your changes?' (Keep editing / Discard):
 * Escape, the backdrop, the close icon, links, Back and the portal switcher all ask (a reload gets
 * the browser's question); a pristine dialog closes at once. Returns the close request to wire to those and the question to render.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const translate = useTranslate();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const answer = useRef<(discard: boolean) => void>(undefined);
  const latestClose = useRef(close);
  latestClose.current = close;

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setAsking(true);
      }),
    [],
  );
  const settle = (discard: boolean) => {
    setAsking(false);
    answer.current?.(discard);
    answer.current = undefined;
    if (discard) latestClose.current();
  };

  // Leaving the screen (links, Back, the portal switcher) and reloading ask too.
  useLeaveGuard(dirty, ask);

  const requestClose = useCallback(() => {
    if (dirty) void ask();
    else latestClose.current();
  }, [dirty, ask]);

  const question = (
    <Dialog open={asking} onClose={() => settle(false)} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{translate('app.form.discard.title')}</DialogTitle>
      <DialogActions>
        <Button onClick={() => settle(false)} autoFocus>
          {translate('app.form.discard.keep')}
        </Button>
        <Button onClick={() => settle(true)} color="error">
          {translate('app.form.discard.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { requestClose, question };
}
