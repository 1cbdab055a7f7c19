import { Button } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import { useNotifyFailure } from '../../components/useNotifyFailure';
import { garageIdForCalls } from '../../core/garageId';
import type { GarageDataProvider } from './provider';

const T = 'resources.approveGarage';

/**
 * Approve of a pending garage row, in both portals: asks 'Are you sure Approve this Garage?', sends
 * the portal's approve call (which drops the stale list rows), says 'Approve Success', reloads the
 * screen, then `onApproved`.
 */
export function ApproveButton({
  call,
  onApproved,
}: {
  /** PUT /adminConformation (garage portal) or POST /approveGarageRequest (marketplace). */
  call: 'approveGarage' | 'approveOnlineGarage';
  onApproved?: () => void;
}) {
  const translate = useTranslate();
  const garage = useRecordContext<Garage>();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  if (!garage) return null;
  const approve = async () => {
    try {
      await dataProvider[call](garageIdForCalls(garage));
    } catch (error) {
      notifyFailure(error, `${T}.failed`);
      return;
    }
    notify(`${T}.approved`, { type: 'success' });
    refresh();
    onApproved?.();
  };
  return (
    <ConfirmedAction title={translate(`${T}.approve`)} question={translate(`${T}.confirm`)} onConfirm={approve}>
      {(ask, busy) => (
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={busy}
          onClick={ask}
          aria-label={`${translate(`${T}.approve`)}: ${garage.garageName}`}
        >
          {translate(`${T}.approve`)}
        </Button>
      )}
    </ConfirmedAction>
  );
}
