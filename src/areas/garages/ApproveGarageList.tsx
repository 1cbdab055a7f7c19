import { Button } from '@mui/material';
import { DataTable, useDataProvider, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { Garage } from '../../api/types';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import { ResourceList } from '../../components/ResourceList';
import type { AppDataProvider } from '../../data/dataProvider';
import { GARAGE_HIDDEN_COLUMNS, useGarageRowDialogs } from './GarageColumns';
import { approveGarage, garageManagement } from './index';
import { useGarageAction } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';

const T = 'resources.approveGarage';

/** Approve: asks first, PUT /adminConformation {UserId, Conformation: 1}, then goes to Garage Management. */
function ApproveButton() {
  const translate = useTranslate();
  const garage = useRecordContext<Garage>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useGarageAction();
  const redirect = useRedirect();
  if (!garage) return null;
  const approve = async () => {
    if (await run(() => dataProvider.approveGarage(garageIdForCalls(garage)), `${T}.approved`, `${T}.failed`)) redirect(`/${garageManagement.route}`);
  };
  return (
    <ConfirmedAction title={translate(`${T}.approve`)} question={translate(`${T}.confirm`)} onConfirm={approve}>
      {(ask, busy) => (
        <Button size="small" variant="contained" color="success" disabled={busy} onClick={ask} aria-label={`${translate(`${T}.approve`)}: ${garage.garageName}`}>
          {translate(`${T}.approve`)}
        </Button>
      )}
    </ConfirmedAction>
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
