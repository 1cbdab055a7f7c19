import { Button, Typography } from '@mui/material';
import { ReasonField, reasonTooLong } from '../../components/LimitedTextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useRowAction } from '../../components/list/useRowWrites';
import { DetailDialog } from '../../components/DetailDialog';
import { type GarageDialogProps } from './GarageViewDialogs';
import { useGarageDialogSubmit } from './useGarageActions';

const T = 'resources.garageManagement.garage_status';

/**
 * Garage Status: an optional reason, then PUT /manageGarageProfile with the opposite of the current status
 * (the list's activate or deactivate action through useUpdate, as its bulk action sends per row).
 */
export function GarageStatusDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const rowAction = useRowAction();
  const { busy, submit: send } = useGarageDialogSubmit(onClose);
  const [reason, setReason] = useState('');
  const action = translate(garage.status ? 'app.status.deactivate' : 'app.status.activate');

  const submit = async () => {
    await send(
      () => rowAction(garage as typeof garage & { id: string }, { action: garage.status ? 'deactivate' : 'activate', reason: reason.trim() }),
      'app.status.changed',
      'app.status.failed',
    );
  };

  return (
    <DetailDialog
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
      dirty={reason !== ''}
      maxWidth="xs"
      actions={
        <Button variant="contained" color={garage.status ? 'error' : 'success'} onClick={submit} disabled={busy || reasonTooLong(reason)}>
          {action}
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>{translate('resources.garageManagement.status.confirm', { action })}</Typography>
      <ReasonField label={translate(`${T}.reason`)} value={reason} onChange={setReason} />
    </DetailDialog>
  );
}
