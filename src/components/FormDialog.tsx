import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../api/http';

export interface SaveOutcome {
  /** Translation key or the server's own text. */
  message: string;
  messageArgs?: Record<string, unknown>;
}

/** Key or text to show for a failed save: 400-class answers warn with the server's words. */
export function failureNotice(error: unknown, fallbackKey: string): { message: string; type: 'warning' | 'error' } {
  if (error instanceof ApiError) {
    const warning = error.responseCode === 400 || error.status === 400;
    return { message: error.status === 0 ? 'app.errors.network' : error.message || fallbackKey, type: warning ? 'warning' : 'error' };
  }
  return { message: fallbackKey, type: 'error' };
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
}

export function FormDialog({ open, onClose, title, defaultValues, onSubmit, failureKey = 'app.errors.save_failed', children, maxWidth = 'sm' }: FormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();

  const submit = async (values: Record<string, unknown>) => {
    try {
      const outcome = await onSubmit(values);
      notify(outcome.message, { type: 'success', messageArgs: { ...outcome.messageArgs, _: outcome.message } });
      onClose();
      refresh();
    } catch (error) {
      const notice = failureNotice(error, failureKey);
      notify(notice.message, { type: notice.type, messageArgs: { _: notice.message } });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Form defaultValues={defaultValues} onSubmit={submit} mode="onSubmit" reValidateMode="onChange">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable label="app.action.submit" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
