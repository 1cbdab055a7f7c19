import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { signedOutDuringCall } from '../../auth/session';
import { useListChanged } from '../../components/useDropStaleQueries';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import type { FailureWording } from '../../api/failures';

/**
 * After a garage changes: the list it was changed from, and those its definition invalidates, read
 * again (the garage call that wrote has dropped their cached rows).
 */
export const useGarageChanged = useListChanged;

/**
 * Runs a garage action: on success shows `success` (a key or the server's text) and reloads; on
 * failure warns with the server's text for 400-class answers (unless `wording` says the documents word every
 * failure), else `failureKey`. Resolves true on success.
 */
export function useGarageAction() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const changed = useGarageChanged();
  return async (
    action: () => Promise<unknown>,
    success: string | ((answer: unknown) => string),
    failureKey: string,
    wording?: FailureWording,
  ): Promise<boolean> => {
    try {
      const answer = await action();
      if (signedOutDuringCall()) return false;
      const message = typeof success === 'function' ? success(answer) : success;
      notify(message, { type: 'success', messageArgs: { _: message } });
      changed();
      return true;
    } catch (error) {
      if (!signedOutDuringCall()) notifyFailure(error, failureKey, wording);
      return false;
    }
  };
}

/** A garage dialog's Submit: `busy` while the call runs; the dialog closes once the call succeeds. */
export function useGarageDialogSubmit(onClose: () => void) {
  const run = useGarageAction();
  const [busy, setBusy] = useState(false);
  // A click burst sends one request: later clicks while one runs are dropped.
  const running = useRef(false);
  const submit = async (...args: Parameters<typeof run>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const done = await run(...args);
      if (done) onClose();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, submit };
}

/** The server's message of an answer, or the given key. */
export const messageOr = (key: string) => (answer: unknown) => {
  const message = (answer as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : key;
};
