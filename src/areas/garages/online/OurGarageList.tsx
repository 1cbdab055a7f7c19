import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Garage } from '../../../api/types';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { RowIconButton } from '../../../components/list/RowIconButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { StatusBadge } from '../../../components/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { productLabel } from '../../../config';
import { OnlineGarageDialog, namesColumn, onlineGarageColumns, type OnlineGarageDialogKind, type OpenOnlineGarage } from './OnlineGarageColumns';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { garageSeoEditPath } from './model';

const T = 'resources.ourGarage';

function RowActions({ open }: { open: OpenOnlineGarage }) {
  const garage = useRecordContext<Garage>();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!garage) return null;
  const seo = translate(`${T}.seo_edit`);
  const analytics = translate(`${T}.analytics.title`, { label: productLabel });
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <EditRowButton<Garage> onEdit={(row) => open('onlineEdit', row)} nameOf={(row) => row.garageName} />
      <RowIconButton icon="travelExplore" label={`${seo}: ${garage.garageName}`} hint={seo} onClick={() => navigate(garageSeoEditPath(garage))} />
      <RowIconButton icon="insights" label={`${analytics}: ${garage.garageName}`} hint={analytics} onClick={() => open('analytics', garage)} />
      <StatusToggle />
    </span>
  );
}

export default function OurGarageList() {
  const ourGarage = useResourceDefinition('ourGarage');
  const [dialog, setDialog] = useState<{ kind: OnlineGarageDialogKind; garage: Garage } | null>(null);
  const open: OpenOnlineGarage = (kind, garage) => setDialog({ kind, garage });
  return (
    <ResourceList resource={ourGarage} columnChooser dialogs={<OnlineGarageDialog dialog={dialog} onClose={() => setDialog(null)} />}>
      {onlineGarageColumns(open)}
      {namesColumn('categories', `${T}.fields.categoryNames`)}
      <DataTable.Col source="status" label="app.columns.status" render={(row: Garage) => <StatusBadge active={row.status === true} />} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <RowActions open={open} />} />
    </ResourceList>
  );
}
