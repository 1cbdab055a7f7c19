import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type AlertColor } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState, type QueryLike } from './QueryState';

/** A form dialog's stand-in while what its form opens with is read: the spinner, or the failure with Retry, and Close. */
export function PendingDialog({
  title,
  width,
  query,
  errorText,
  errorSeverity,
  onClose,
}: {
  title: string;
  /** The paper's maximum width in px, or one of MUI's breakpoints. */
  width: number | 'sm';
  query: QueryLike<unknown>;
  errorText: string;
  errorSeverity?: AlertColor;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={typeof width === 'number' ? false : width}
      // Still reading: assistive technology (and a test looking for the form) waits for the form.
      slotProps={{ paper: { 'aria-busy': query.isPending || undefined, ...(typeof width === 'number' ? { sx: { maxWidth: width } } : {}) } }}
    >
      {/* The form's title, so the failure says whose record it is. */}
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <QueryState query={query} errorText={errorText} errorSeverity={errorSeverity}>
          {null}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
