import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { Garage } from '../../../api/types';
import { ResourceList } from '../../../components/list/ResourceList';
import { RowChip } from '../../../components/list/RowChip';
import { ApproveButton } from '../ApproveButton';
import { OnlineGarageDialog, namesColumn, onlineGarageColumns, type OnlineGarageDialogKind } from './OnlineGarageColumns';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const T = 'resources.onlineApproveGarage';

function PendingBadge() {
  const translate = useTranslate();
  return <RowChip tone="warning">{translate(`${T}.pending`)}</RowChip>;
}

export default function ApproveGarageList() {
  const onlineApproveGarage = useResourceDefinition('onlineApproveGarage');
  const [dialog, setDialog] = useState<{ kind: OnlineGarageDialogKind; garage: Garage } | null>(null);
  const translate = useTranslate();
  return (
    <ResourceList resource={onlineApproveGarage} columnChooser dialogs={<OnlineGarageDialog dialog={dialog} onClose={() => setDialog(null)} />}>
      {onlineGarageColumns((kind, garage) => setDialog({ kind, garage }), translate)}
      {namesColumn('specializations', `${T}.fields.specializations`)}
      <DataTable.Col label="app.columns.status" disableSort render={() => <PendingBadge />} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <ApproveButton />} />
    </ResourceList>
  );
}
