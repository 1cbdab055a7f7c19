import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QueryState, type QueryLike } from './QueryState';

/** A form dialog's stand-in while what its form opens with is read: the spinner, or the failure with Retry, and Close. */
export function PendingDialog({
  title,
  width,
  query,
  errorText,
  onClose,
}: {
  title: string;
  width: number;
  query: QueryLike<unknown>;
  errorText: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: width } } }} aria-label={title}>
      <DialogContent>
        <QueryState query={query} errorText={errorText}>
          {null}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
