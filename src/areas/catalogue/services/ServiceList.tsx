import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { Service } from '../../../api/types';
import { EditRowButton } from '../../../components/list/EditRowButton';
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

/** Its code loads when first opened, or once the list's first reads are done. */
const ServiceDialog = lazyComponent(async () => ({ default: (await import('./ServiceDialog')).ServiceDialog }));

export default function ServiceList() {
  const services = useResourceDefinition('services');
  const translate = useTranslate();
  const [editing, setEditing] = useState<Service | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(ServiceDialog);
  return (
    <ResourceList
      resource={services}
      actions={<AddButton label={translate('resources.services.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <ServiceDialog open onClose={() => setAdding(false)} />}
          {editing && <ServiceDialog open record={editing} onClose={() => setEditing(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col
        label="resources.services.fields.serviceImage"
        render={(row: Service) => <InitialsAvatar src={row.serviceImage} name={row.serviceName} />}
        disableSort
      />
      <DataTable.Col source="createdAt" label="app.columns.created" render={(row: Service) => formatDate(row.createdAt)} />
      <DataTable.Col source="categoryName" label="resources.services.fields.categoryName" />
      <DataTable.Col source="serviceName" label="resources.services.fields.serviceName" />
      <DataTable.Col
        source="vehicleType"
        label="resources.services.fields.vehicleType"
        render={(row: Service) => translate(vehicleTypeKey(row.vehicleType))}
      />
      <DataTable.Col source="status" label="app.columns.status" render={(row: Service) => <StatusBadge active={row.status} />} />
      <DataTable.Col
        label="app.columns.action"
        disableSort
        render={() => (
          <>
            <EditRowButton<Service> onEdit={setEditing} nameOf={(row) => row.serviceName} />
            <StatusToggle />
          </>
        )}
      />
    </ResourceList>
  );
}
