import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import { RowButton } from '../../components/list/RowButton';
import { useRowAction } from '../../components/list/useRowWrites';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { signedOutDuringCall } from '../../auth/session';

const T = 'resources.approveGarage';

/**
 * Approve of a pending garage row, in both portals: asks 'Are you sure Approve this Garage?', sends
 * the list's `approve` action (PUT /adminConformation, or POST /approveGarageRequest in the
 * marketplace), says 'Approve Success', the list and those it invalidates read again, then `onApproved`.
 */
export function ApproveButton({ onApproved }: { onApproved?: () => void }) {
  const translate = useTranslate();
  const garage = useRecordContext<Garage & { id: string }>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const rowAction = useRowAction();
  if (!garage) return null;
  const approve = async () => {
    try {
      await rowAction(garage, { action: 'approve' });
    } catch (error) {
      if (signedOutDuringCall()) return;
      notifyFailure(error, `${T}.failed`);
      return;
    }
    // A 401 on the way ended the session: nothing was approved.
    if (signedOutDuringCall()) return;
    notify(`${T}.approved`, { type: 'success' });
    onApproved?.();
  };
  return (
    <ConfirmedAction title={translate(`${T}.approve`)} question={translate(`${T}.confirm`)} onConfirm={approve}>
      {(ask, busy) => (
        <RowButton look="contained" tone="success" disabled={busy} onClick={ask} label={`${translate(`${T}.approve`)}: ${garage.garageName}`}>
          {translate(`${T}.approve`)}
        </RowButton>
      )}
    </ConfirmedAction>
  );
}
