import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import { DataTable, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Garage } from '../../../api/types';
import { ConfirmedAction } from '../../../components/ConfirmedAction';
import { useNotifyFailure } from '../../../components/FormDialog';
import { ResourceList } from '../../../components/ResourceList';
import type { AppDataProvider } from '../../../data/dataProvider';
import { OnlineGarageDialog, namesColumn, onlineGarageColumns, type OnlineGarageDialogKind } from './OnlineGarageColumns';
import { onlineApproveGarage, ourGarage } from './index';
import { garageIdForCalls } from '../../../core/garageId';

const T = 'resources.onlineApproveGarage';

/** Approve after 'Are you sure Approve this Garage?'; the lists reload and 'Approve Success' shows. */
function ApproveButton() {
  const garage = useRecordContext<Garage>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!garage) return null;
  const approve = async () => {
    try {
      await dataProvider.approveOnlineGarage(garageIdForCalls(garage));
      notify(`${T}.approved`, { type: 'success' });
      dataProvider.invalidate(onlineApproveGarage.route);
      dataProvider.invalidate(ourGarage.route);
      refresh();
    } catch (error) {
      notifyFailure(error, `${T}.approve_failed`);
    }
  };
  return (
    <ConfirmedAction title={translate(`${T}.approve`)} question={translate(`${T}.confirm`)} onConfirm={approve}>
      {(ask, busy) => (
        <Button size="small" variant="contained" disabled={busy} onClick={ask} aria-label={`${translate(`${T}.approve`)}: ${garage.garageName}`}>
          {translate(`${T}.approve`)}
        </Button>
      )}
    </ConfirmedAction>
  );
}

function PendingBadge() {
  const translate = useTranslate();
  return <Chip size="small" color="warning" variant="outlined" sx={{ fontWeight: 600 }} label={translate(`${T}.pending`)} />;
}

export default function ApproveGarageList() {
  const [dialog, setDialog] = useState<{ kind: OnlineGarageDialogKind; garage: Garage } | null>(null);
  return (
    <ResourceList
      resource={onlineApproveGarage}
      columnChooser
      dialogs={<OnlineGarageDialog dialog={dialog} onClose={() => setDialog(null)} />}
    >
      {onlineGarageColumns((kind, garage) => setDialog({ kind, garage }))}
      {namesColumn('specializations', `${T}.fields.specializations`)}
      <DataTable.Col label="app.columns.status" disableSort render={() => <PendingBadge />} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <ApproveButton />} />
    </ResourceList>
  );
}
