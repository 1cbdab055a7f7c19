import { Portal, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from '../components/useOnline';

/**
 * One notice while the browser is offline, instead of a load error per list: lists asked for meanwhile
 * wait, and load by themselves once the connection is back (react-query's refetchOnReconnect), when
 * the notice goes. Saves are held in their forms (FormDialog).
 */
export function OfflineNotice() {
  const translate = useTranslate();
  const online = useOnline();
  // In the body (a snackbar draws where it is, and the layout's content sits under the app bar), just
  // below the app bar: 48 px on a desktop, 56 on a phone.
  return (
    <Portal>
      <Snackbar
        open={!online}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        message={translate('app.offline.notice')}
        sx={BELOW_APP_BAR}
        // A state the page is in, announced politely, not an alert that interrupts.
        slotProps={{ content: { role: 'status' } }}
      />
    </Portal>
  );
}

const BELOW_APP_BAR = { top: { xs: 64, sm: 56 } };
