import { useState } from 'react';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Garage } from '../../../api/types';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { RowIconButton } from '../../../components/list/RowIconButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { productLabel } from '../../../config';
import { OnlineGarageDialog, namesColumn, onlineGarageColumns, type OnlineGarageDialogKind, type OpenOnlineGarage } from './OnlineGarageColumns';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { garageSeoEditPath } from './model';
import { knownFlag } from '../../../lib/knownFlag';

const T = 'resources.ourGarage';

/** MUI's TravelExplore and Insights icons. */
const SEO_ICON =
  'M19.3 16.9c.4-.7.7-1.5.7-2.4 0-2.5-2-4.5-4.5-4.5S11 12 11 14.5s2 4.5 4.5 4.5c.9 0 1.7-.3 2.4-.7l3.2 3.2 1.4-1.4zm-3.8.1c-1.4 0-2.5-1.1-2.5-2.5s1.1-2.5 2.5-2.5 2.5 1.1 2.5 2.5-1.1 2.5-2.5 2.5M12 20v2C6.48 22 2 17.52 2 12S6.48 2 12 2c4.84 0 8.87 3.44 9.8 8h-2.07c-.64-2.46-2.4-4.47-4.73-5.41V5c0 1.1-.9 2-2 2h-2v2c0 .55-.45 1-1 1H8v2h2v3H9l-4.79-4.79C4.08 10.79 4 11.38 4 12c0 4.41 3.59 8 8 8';
const ANALYTICS_ICON =
  'M21 8c-1.45 0-2.26 1.44-1.93 2.51l-3.55 3.56c-.3-.09-.74-.09-1.04 0l-2.55-2.55C12.27 10.45 11.46 9 10 9c-1.45 0-2.27 1.44-1.93 2.52l-4.56 4.55C2.44 15.74 1 16.55 1 18c0 1.1.9 2 2 2 1.45 0 2.26-1.44 1.93-2.51l4.55-4.56c.3.09.74.09 1.04 0l2.55 2.55C12.73 16.55 13.54 18 15 18c1.45 0 2.27-1.44 1.93-2.52l3.56-3.55c1.07.33 2.51-.48 2.51-1.93 0-1.1-.9-2-2-2m-6 1 .94-2.07L18 6l-2.06-.93L15 3l-.92 2.07L12 6l2.08.93zM3.5 11 4 9l2-.5L4 8l-.5-2L3 8l-2 .5L3 9z';

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
      <RowIconButton icon={SEO_ICON} label={`${seo}: ${garage.garageName}`} hint={seo} onClick={() => navigate(garageSeoEditPath(garage))} />
      <RowIconButton icon={ANALYTICS_ICON} label={`${analytics}: ${garage.garageName}`} hint={analytics} onClick={() => open('analytics', garage)} />
      <StatusToggle />
    </span>
  );
}

export default function OurGarageList() {
  const ourGarage = useResourceDefinition('ourGarage');
  const [dialog, setDialog] = useState<{ kind: OnlineGarageDialogKind; garage: Garage } | null>(null);
  const open: OpenOnlineGarage = (kind, garage) => setDialog({ kind, garage });
  const translate = useTranslate();
  return (
    <ResourceList resource={ourGarage} columnChooser dialogs={<OnlineGarageDialog dialog={dialog} onClose={() => setDialog(null)} />}>
      {onlineGarageColumns(open, translate)}
      {namesColumn('categories', `${T}.fields.categoryNames`)}
      <DataTable.Col source="status" label="app.columns.status" render={(row: Garage) => <StatusBadge active={knownFlag(row.status)} />} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <RowActions open={open} />} />
    </ResourceList>
  );
}
