import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResourceList } from '../../components/list/ResourceList';
import { AddButton } from '../../components/list/AddButton';
import { AddGarageDialog } from './AddGarageDialog';
import { useGarageRowDialogs } from './GarageColumns';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';

/** Add Garage button and modal, with their own state (opening it leaves the table alone). */
function AddGarageAction() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <AddButton label={translate('resources.garageManagement.add')} onClick={() => setAdding(true)} />
      {adding && <AddGarageDialog onClose={() => setAdding(false)} />}
    </>
  );
}

export default function GarageManagementList() {
  const garageManagement = useResourceDefinition('garageManagement');
  const { columns, host } = useGarageRowDialogs(garageManagement, true);
  return (
    <ResourceList resource={garageManagement} columnChooser actions={<AddGarageAction />} dialogs={host}>
      {columns}
    </ResourceList>
  );
}
