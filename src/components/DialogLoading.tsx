import { Box, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A dialog's content still coming: a centred progress circle, named Loading. */
export function DialogProgress() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/**
 * A dialog opened before its code is in (a Suspense fallback): the click or key that opened it shows
 * at once, and its content follows when loaded.
 */
export function DialogLoading({ label }: { label?: string }) {
  const translate = useTranslate();
  const loading = translate('ra.page.loading');
  return (
    // The name and busy state go on the element with role="dialog" (MUI's Paper), not the modal root.
    <Dialog open slotProps={{ paper: { 'aria-label': label ? `${label}: ${loading}` : loading, 'aria-busy': true } }}>
      <DialogContent sx={{ px: 4, py: 2 }}>
        <DialogProgress />
      </DialogContent>
    </Dialog>
  );
}
