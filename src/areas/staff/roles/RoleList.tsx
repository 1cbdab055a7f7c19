import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { Role } from '../../../api/types';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { CELL } from '../../../components/list/cellStyles';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { formatDate } from '../../../lib/dates';
import { portalLabelKey } from '../features';
import { grantedFeatures } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';
import { knownFlag } from '../../../lib/knownFlag';

/** Its code loads when first opened, or once the list's first reads are done. */
const RoleDialog = lazyComponent(async () => ({ default: (await import('./RoleDialog')).RoleDialog }));

export default function RoleList() {
  const roles = useResourceDefinition('roles');
  const translate = useTranslate();
  const [editing, setEditing] = useState<Role | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(RoleDialog);
  return (
    <ResourceList
      resource={roles}
      actions={<AddButton label={translate('resources.roles.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <RoleDialog onClose={() => setAdding(false)} />}
          {editing && <RoleDialog record={editing} onClose={() => setEditing(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="roleName" label="resources.roles.fields.roleName" />
      <DataTable.Col
        source="source"
        label="resources.roles.fields.source"
        render={(row: Role) => (row.source ? translate(portalLabelKey(row.source), { _: portalLabelKey(row.source) }) : '-')}
      />
      <DataTable.Col
        label="resources.roles.fields.features"
        disableSort
        render={(row: Role) =>
          grantedFeatures(row)
            .map((feature) => feature.featureName ?? feature.featureId)
            .join(', ') || '-'
        }
      />
      <DataTable.Col source="createdAt" label="app.columns.created" render={(row: Role) => formatDate(row.createdAt)} />
      <DataTable.Col source="status" label="app.columns.status" render={(row: Role) => <StatusBadge active={knownFlag(row.status)} />} />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <span className={CELL.actions}>
            <EditRowButton<Role> onEdit={setEditing} nameOf={(row) => row.roleName} />
            <StatusToggle />
          </span>
        )}
      />
    </ResourceList>
  );
}
