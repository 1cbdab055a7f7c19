import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { EditRowButton } from '../../../components/list/EditRowButton';
import type { Category } from '../../../api/types';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { formatDate } from '../../../lib/dates';
import { vehicleTypeKey } from '../../../core/choices';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';

/** The add/edit form (its inputs, image upload and radio group) loads after the list's first reads, not with the list. */
const CategoryDialog = lazyComponent(async () => ({ default: (await import('./CategoryDialog')).CategoryDialog }));

export default function CategoryList() {
  const category = useResourceDefinition('category');
  const translate = useTranslate();
  const [editing, setEditing] = useState<Category | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(CategoryDialog);
  return (
    <ResourceList
      resource={category}
      actions={<AddButton label={translate('resources.category.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <CategoryDialog open onClose={() => setAdding(false)} />}
          {editing && <CategoryDialog open record={editing} onClose={() => setEditing(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col
        label="resources.category.fields.categoryImage"
        render={(row: Category) => <InitialsAvatar src={row.categoryImage} name={row.categoryName} />}
        disableSort
      />
      <DataTable.Col source="createdAt" label="app.columns.created" render={(row: Category) => formatDate(row.createdAt)} />
      <DataTable.Col source="categoryName" label="resources.category.fields.categoryName" />
      <DataTable.Col
        source="vehicleType"
        label="resources.category.fields.vehicleType"
        render={(row: Category) => translate(vehicleTypeKey(row.vehicleType))}
      />
      <DataTable.Col source="status" label="app.columns.status" render={(row: Category) => <StatusBadge active={row.status} />} />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <>
            <EditRowButton<Category> onEdit={setEditing} nameOf={(row) => row.categoryName} />
            <StatusToggle />
          </>
        )}
      />
    </ResourceList>
  );
}
