import { DataTable } from 'react-admin';
import { useGoToIfAllowed } from '../../components/useGoToIfAllowed';
import { ResourceList } from '../../components/list/ResourceList';
import { ApproveButton } from './ApproveButton';
import { useGarageRowDialogs } from './GarageColumns';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';

/** Approve, then Garage Management (000 'Approve Garage') for a role that has it. */
function ApproveAndGoToManagement() {
  const garageManagement = useResourceDefinition('garageManagement');
  const goTo = useGoToIfAllowed();
  return <ApproveButton onApproved={() => goTo(garageManagement.route)} />;
}

const approveColumn = <DataTable.Col key="approve" label="app.columns.action" disableSort render={() => <ApproveAndGoToManagement />} />;

export default function ApproveGarageList() {
  const approveGarage = useResourceDefinition('approveGarage');
  const { columns, host } = useGarageRowDialogs(approveGarage, false);
  return (
    <ResourceList resource={approveGarage} columnChooser dialogs={host}>
      {columns}
      {approveColumn}
    </ResourceList>
  );
}
