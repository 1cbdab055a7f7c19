import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNotifyFailure } from './useNotifyFailure';
import { dialogShown, formOpen, sendKeepingDraft, takeDraft } from '../auth/draft';
import { useDiscardGuard } from './DiscardChanges';
import { DialogProgress } from './DialogLoading';
import { StoredValuesContext } from './storedValues';
import { useOnline } from './useOnline';
import { useShownAfter } from './useShownAfter';

export interface SaveOutcome {
  /** Translation key or the server's own text. */
  message: string;
  messageArgs?: Record<string, unknown>;
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  defaultValues?: Record<string, unknown>;
  /** Resolves with the success message; a rejection keeps the dialog open with what was typed. */
  onSubmit: (values: Record<string, unknown>) => Promise<SaveOutcome>;
  /** Shown when a failure carries no server message. */
  failureKey?: string;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Exact maximum width in pixels (e.g. the Add Lead modal's 800); overrides maxWidth. */
  width?: number;
  /** The form scrolls inside this height in pixels. */
  contentMaxHeight?: number;
  /** Translation key of the submit button (default 'app.action.submit'). */
  submitLabel?: string;
  /**
   * A form of many inputs (a garage's profile): the dialog, its title and buttons answer the click at
   * once, its fields come in the frames after, rendered in slices between the browser's other work.
   */
  fieldsAfterOpening?: boolean;
}

/** Submit, disabled while the save is in flight, and until the form's fields are there to check. */
function SubmitButton({ label = 'app.action.submit', fieldsShown }: { label?: string; fieldsShown: boolean }) {
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={fieldsShown && !isSubmitting} disabled={!fieldsShown} label={label} />;
}

/** Tells the dialog whether anything was typed, so closing can ask first. */
function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}

/** While the form is dirty, a reload for a missing chunk (auth/reload.ts) keeps its values as a draft. */
function DraftKeeper({ title }: { title: string }) {
  const { isDirty } = useFormState();
  const { getValues } = useFormContext();
  useEffect(() => {
    if (!isDirty) return;
    return formOpen(() => ({ path: window.location.pathname, title, values: getValues() }));
  }, [isDirty, getValues, title]);
  return null;
}

/**
 * A form in a modal. Native validation is off (noValidate): the console's own translated messages show
 * instead of the browser's bubbles.
 */
export function FormDialog({
  open,
  onClose,
  title,
  defaultValues,
  onSubmit,
  failureKey = 'app.errors.save_failed',
  children,
  maxWidth = 'sm',
  width,
  contentMaxHeight,
  submitLabel,
  fieldsAfterOpening = false,
}: FormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const notifyFailure = useNotifyFailure();
  // A second submit (double click, Enter) while one is in flight is dropped, never sent.
  const saving = useRef(false);
  const [dirty, setDirty] = useState(false);
  // What a save cut short by an ended session (401) kept comes back once, for the same screen and title.
  const [draft] = useState(() => takeDraft(window.location.pathname, title));
  const { requestClose, question } = useDiscardGuard(dirty || Boolean(draft), onClose);
  // Shown: an Add click that waited for this code is answered (auth/draft.ts dialogOpening).
  useEffect(() => dialogShown(), []);
  // Offline, no save is sent: the dialog keeps what was typed and says why until the connection is back.
  const online = useOnline();
  // Add Garage's 28 inputs drawn with the click were one task of 260–390 ms (1.0–1.2 s at 4x CPU).
  const fieldsShown = useShownAfter(open && fieldsAfterOpening, false) || !fieldsAfterOpening;

  const submit = async (submitted: Record<string, unknown>) => {
    if (saving.current || !online) return;
    // react-hook-form leaves a disabled field out of what it submits (undefined), depending on when the field
    // mounted: the field shows the record's value, and that value goes back rather than an emptied one.
    const values = { ...submitted };
    for (const [field, shown] of Object.entries(defaultValues ?? {})) if (values[field] === undefined) values[field] = shown;
    saving.current = true;
    try {
      const sent = await sendKeepingDraft({ path: window.location.pathname, title, values }, () => onSubmit(values));
      // A 401 on the way ended the session: the values were kept for after signing in, nothing was saved.
      if (!sent.saved) return;
      const outcome = sent.answer;
      notify(outcome.message, { type: 'success', messageArgs: { ...outcome.messageArgs, _: outcome.message } });
      // What the save made stale reads again where it was written (useResourceSave, the area's calls), not every query.
      onClose();
    } catch (error) {
      notifyFailure(error, failureKey);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={requestClose}
      fullWidth
      maxWidth={width ? false : maxWidth}
      slotProps={width ? { paper: { sx: { maxWidth: width } } } : undefined}
      aria-labelledby={titleId}
    >
      <Form
        defaultValues={draft ? { ...defaultValues, ...draft } : defaultValues}
        onSubmit={submit}
        mode="onSubmit"
        reValidateMode="onChange"
        noValidate
      >
        <DirtyReporter onChange={setDirty} />
        <DraftKeeper title={title} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers aria-busy={!fieldsShown} sx={contentMaxHeight ? { maxHeight: contentMaxHeight, overflowY: 'auto' } : undefined}>
          {!online && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {translate('app.offline.save_blocked')}
            </Alert>
          )}
          {fieldsShown ? (
            // The record's own values, not a kept draft's: only those are exempt from the rules they predate.
            <StoredValuesContext.Provider value={defaultValues ?? {}}>{children}</StoredValuesContext.Provider>
          ) : (
            <DialogProgress />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={submitLabel} fieldsShown={fieldsShown} />
        </DialogActions>
      </Form>
      {question}
    </Dialog>
  );
}
