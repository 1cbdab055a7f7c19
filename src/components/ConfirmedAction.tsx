import { useRef, useState, type ReactNode } from 'react';
import { Confirm, useRecordContext, useTranslate, type Identifier } from 'react-admin';

interface ConfirmedActionProps {
  /** Dialog title and question, already translated. */
  title: string;
  question: string;
  /** The call and its notice; the dialog closes once it settles, whatever the outcome. */
  onConfirm: () => Promise<unknown>;
  /** The control that asks: `ask` opens the Yes/No question, `busy` is true while the call runs. */
  children: (ask: () => void, busy: boolean) => ReactNode;
}

/** A question as it was asked: for its record (in a list, the row's), with the call Yes makes. */
interface Asked {
  recordId: Identifier | undefined;
  title: string;
  question: string;
  onConfirm: () => Promise<unknown>;
}

/**
 * A control that asks Yes/No before it acts (switches, Approve, delete), busy while the call runs.
 * The question keeps the record it was asked for: a list's rows are drawn again in place when its
 * records change (TableRows), and Yes must act on the record the user saw, not the row's next one.
 */
export function ConfirmedAction({ title, question, onConfirm, children }: ConfirmedActionProps) {
  const translate = useTranslate();
  const recordId = useRecordContext()?.id;
  // The dialog is created on first use (a list draws one control per row); it then stays for its closing fade.
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A double click on Yes sends one request.
  const running = useRef(false);
  const confirm = async () => {
    if (running.current || !asked) return;
    running.current = true;
    setBusy(true);
    try {
      await asked.onConfirm();
    } finally {
      running.current = false;
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      {children(
        () => {
          setAsked({ recordId, title, question, onConfirm });
          setOpen(true);
        },
        busy && asked?.recordId === recordId,
      )}
      {asked && (
        <Confirm
          isOpen={open}
          loading={busy}
          title={asked.title}
          content={asked.question}
          confirm={translate('app.action.yes')}
          cancel={translate('app.action.no')}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
