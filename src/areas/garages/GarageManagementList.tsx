import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResourceList } from '../../components/list/ResourceList';
import { AddButton } from '../../components/list/AddButton';
import { useGarageRowDialogs } from './GarageColumns';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../components/useAfterFirstReads';
import { DialogLoading } from '../../components/DialogLoading';

/** Its code loads when Add is first clicked, or once the list's first reads are done. */
const AddGarageDialog = lazyComponent(async () => ({ default: (await import('./AddGarageDialog')).AddGarageDialog }));

/** Add Garage button and modal, with their own state (opening it leaves the table alone). */
function AddGarageAction() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(AddGarageDialog);
  return (
    <>
      <AddButton label={translate('resources.garageManagement.add')} onClick={() => setAdding(true)} />
      {adding && (
        <Suspense fallback={<DialogLoading label={translate('resources.garageManagement.add')} />}>
          <AddGarageDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
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
