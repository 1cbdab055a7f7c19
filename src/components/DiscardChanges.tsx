import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useCallback, useRef, useState } from 'react';
import { useLatest } from '../lib/useLatest';
import { Confirm } from 'react-admin';
import { useLeaveGuard } from './LeaveGuard';

/**
 * The console's one discard question, react-admin's Confirm like every Yes/No: 'Discard your changes?'
 * (Keep editing / Discard). `ask` resolves true when the user discards; Escape and the backdrop keep
 * editing. Render `question` beside the work it guards.
 */
export function useDiscardQuestion() {
  const [asking, setAsking] = useState(false);
  const answer = useRef<(discard: boolean) => void>(undefined);

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
  };

  const question = (
    <Confirm
      isOpen={asking}
      title="app.form.discard.title"
      content="ra.message.unsaved_changes"
      confirm="app.form.discard.discard"
      cancel="app.form.discard.keep"
      confirmColor="warning"
      ConfirmIcon={DeleteIcon}
      CancelIcon={EditIcon}
      onConfirm={() => settle(true)}
      onClose={() => settle(false)}
    />
  );
  return { ask, question };
}

/**
 * A dialog with typed work closes only after the discard question: Cancel, Escape, the backdrop, the
 * close icon, links, Back and the portal switcher all ask (a reload gets the browser's question); a
 * pristine dialog closes at once. Returns the close request to wire to those and the question to render.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const { ask, question } = useDiscardQuestion();
  const latestClose = useLatest(close);

  const askThenClose = useCallback(async () => {
    const discard = await ask();
    if (discard) latestClose.current();
    return discard;
  }, [ask, latestClose]);

  // Leaving the screen (links, Back, the portal switcher) and reloading ask too.
  useLeaveGuard(dirty, askThenClose);

  const requestClose = useCallback(() => {
    if (dirty) void askThenClose();
    else latestClose.current();
  }, [dirty, askThenClose, latestClose]);

  return { requestClose, question };
}
