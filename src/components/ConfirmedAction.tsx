import { useRef, useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmedActionProps {
  /** Dialog title and question, already translated. */
  title: string;
  question: string;
  /** The call and its notice; the dialog closes once it settles, whatever the outcome. */
  onConfirm: () => Promise<unknown>;
  /** The control that asks: `ask` opens the Yes/No question, `busy` is true while the call runs. */
  children: (ask: () => void, busy: boolean) => ReactNode;
}

/** A control that asks Yes/No before it acts (switches, Approve, delete), busy while the call runs. */
export function ConfirmedAction({ title, question, onConfirm, children }: ConfirmedActionProps) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  // The dialog is created on first use (a list draws one control per row); it then stays for its closing fade.
  const [used, setUsed] = useState(false);
  const [busy, setBusy] = useState(false);
  // A double click on Yes sends one request.
  const running = useRef(false);
  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      running.current = false;
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      {children(() => {
        setUsed(true);
        setAsking(true);
      }, busy)}
      {used && (
        <Confirm
          isOpen={asking}
          loading={busy}
          title={title}
          content={question}
          confirm={translate('app.action.yes')}
          cancel={translate('app.action.no')}
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
