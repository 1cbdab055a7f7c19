import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { SubAdmin } from '../../../api/types';
import { EditRowButton } from '../../../components/list/EditRowButton';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { formatDate } from '../../../lib/dates';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';
import { knownFlag } from '../../../lib/knownFlag';

/** Its code loads when first opened, or once the list's first reads are done. */
const SubAdminDialog = lazyComponent(async () => ({ default: (await import('./SubAdminDialog')).SubAdminDialog }));

export default function SubAdminList() {
  const subAdmins = useResourceDefinition('subAdmins');
  const translate = useTranslate();
  const [editing, setEditing] = useState<SubAdmin | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(SubAdminDialog);
  return (
    <ResourceList
      resource={subAdmins}
      actions={<AddButton label={translate('resources.subAdmins.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <SubAdminDialog onClose={() => setAdding(false)} />}
          {editing && <SubAdminDialog record={editing} onClose={() => setEditing(null)} />}
        </>
      }
    >
      <DataTable.Col source="userId" label="resources.subAdmins.fields.userId" render={(row: SubAdmin) => row.userId || row.id} />
      <DataTable.Col source="name" label="resources.subAdmins.fields.name" />
      <DataTable.Col source="email" label="resources.subAdmins.fields.email" />
      <DataTable.Col source="role" label="resources.subAdmins.fields.role" />
      <DataTable.Col source="status" label="app.columns.status" render={(row: SubAdmin) => <StatusBadge active={knownFlag(row.status)} />} />
      <DataTable.Col
        source="createdAt"
        label="resources.subAdmins.fields.createdAt"
        render={(row: SubAdmin) => formatDate(row.createdAt ?? row.registationDate)}
      />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <>
            <EditRowButton<SubAdmin> onEdit={setEditing} nameOf={(row) => row.name} />
            <StatusToggle />
          </>
        )}
      />
    </ResourceList>
  );
}
