import { Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GarageDataProvider } from './provider';
import { DetailDialog } from '../../components/DetailDialog';
import { type GarageDialogProps } from './GarageViewDialogs';
import { useGarageDialogSubmit } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';

const T = 'resources.garageManagement.garage_status';

/** Garage Status: an optional reason, then PUT /manageGarageProfile with the opposite of the current status. */
export function GarageStatusDialog({ garage, onClose }: GarageDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const { busy, submit: send } = useGarageDialogSubmit(onClose);
  const [reason, setReason] = useState('');
  const action = translate(garage.status ? 'app.status.deactivate' : 'app.status.activate');

  const submit = async () => {
    await send(
      () => dataProvider.changeGarageStatus({ garageId: garageIdForCalls(garage), reason: reason.trim(), status: !garage.status }),
      'app.status.changed',
      'app.status.failed',
    );
  };

  return (
    <DetailDialog
      title={`${translate(`${T}.title`)}: ${garage.garageName}`}
      onClose={onClose}
      maxWidth="xs"
      actions={
        <Button variant="contained" color={garage.status ? 'error' : 'success'} onClick={submit} disabled={busy}>
          {action}
        </Button>
      }
    >
      <Typography sx={{ mb: 2 }}>{translate('resources.garageManagement.status.confirm', { action })}</Typography>
      <TextField
        label={translate(`${T}.reason`)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        fullWidth
        multiline
        minRows={2}
      />
    </DetailDialog>
  );
}
