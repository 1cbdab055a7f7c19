import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, useDataProvider, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import { ResourceList } from '../../components/ResourceList';
import type { AppDataProvider } from '../../data/dataProvider';
import { GARAGE_HIDDEN_COLUMNS, useGarageRowDialogs } from './GarageColumns';
import { garageIdOf } from './GarageViewDialogs';
import { approveGarage, garageManagement } from './index';
import { useGarageAction } from './useGarageActions';

const T = 'resources.approveGarage';

/** Approve: asks first, PUT /adminConformation {UserId, Conformation: 1}, then goes to Garage Management. */
function ApproveButton() {
  const translate = useTranslate();
  const garage = useRecordContext<Garage>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useGarageAction();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!garage) return null;
  const confirm = async () => {
    setBusy(true);
    const done = await run(() => dataProvider.approveGarage(garageIdOf(garage)), `${T}.approved`, `${T}.failed`);
    setBusy(false);
    setAsking(false);
    if (done) redirect(`/${garageManagement.route}`);
  };
  return (
    <>
      <Button size="small" variant="contained" color="success" onClick={() => setAsking(true)} aria-label={`${translate(`${T}.approve`)}: ${garage.garageName}`}>
        {translate(`${T}.approve`)}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate(`${T}.approve`)}
        content={translate(`${T}.confirm`)}
        confirm={translate('app.action.yes')}
        cancel={translate('app.action.no')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

const approveColumn = <DataTable.Col key="approve" label="app.columns.action" disableSort render={() => <ApproveButton />} />;

export default function ApproveGarageList() {
  const { columns, host } = useGarageRowDialogs(approveGarage, false);
  return (
    <ResourceList resource={approveGarage} columnChooser hiddenColumns={GARAGE_HIDDEN_COLUMNS} dialogs={host}>
      {columns}
      {approveColumn}
    </ResourceList>
  );
}
