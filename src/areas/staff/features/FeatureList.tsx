import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { Feature } from '../../../api/types';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { CELL } from '../../../components/list/cellStyles';
import { RowChip } from '../../../components/list/RowChip';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { formatDate } from '../../../lib/dates';
import { FEATURE_ICON_CHOICES, isFeatureExpired, portalLabelKey } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';
import { knownFlag } from '../../../lib/knownFlag';

/** Its code loads when first opened, or once the list's first reads are done. */
const FeatureDialog = lazyComponent(async () => ({ default: (await import('./FeatureDialog')).FeatureDialog }));

/** Expired (warning) when the expiry date is past, whatever the status; otherwise Active/Inactive. */
function FeatureStatusBadge({ row }: { row: Feature }) {
  const translate = useTranslate();
  if (isFeatureExpired(row)) {
    return <RowChip tone="warning">{translate('resources.features.expired')}</RowChip>;
  }
  return <StatusBadge active={knownFlag(row.status)} />;
}

export default function FeatureList() {
  const features = useResourceDefinition('features');
  const translate = useTranslate();
  const [editing, setEditing] = useState<Feature | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(FeatureDialog);
  return (
    <ResourceList
      resource={features}
      actions={<AddButton label={translate('resources.features.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <FeatureDialog onClose={() => setAdding(false)} />}
          {editing && <FeatureDialog record={editing} onClose={() => setEditing(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="featureName" label="resources.features.fields.featureName" />
      <DataTable.Col source="endPoint" label="resources.features.fields.endPoint" />
      <DataTable.Col
        source="source"
        label="resources.features.fields.source"
        render={(row: Feature) => (row.source ? translate(portalLabelKey(row.source), { _: portalLabelKey(row.source) }) : '-')}
      />
      <DataTable.Col
        source="icon"
        label="resources.features.fields.icon"
        render={(row: Feature) => {
          const choice = FEATURE_ICON_CHOICES.find((icon) => icon.id === row.icon);
          return choice ? translate(choice.name) : row.icon;
        }}
      />
      <DataTable.Col source="createdAt" label="app.columns.created" render={(row: Feature) => formatDate(row.createdAt)} />
      <DataTable.Col source="expiryDate" label="resources.features.fields.expiryDate" render={(row: Feature) => formatDate(row.expiryDate)} />
      <DataTable.Col label="app.columns.status" disableSort render={(row: Feature) => <FeatureStatusBadge row={row} />} />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <span className={CELL.actions}>
            <EditRowButton<Feature> onEdit={setEditing} nameOf={(row) => row.featureName} />
            <StatusToggle />
          </span>
        )}
      />
    </ResourceList>
  );
}
