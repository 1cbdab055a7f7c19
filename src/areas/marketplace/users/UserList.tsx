import { DataTable, useTranslate } from 'react-admin';
import type { MarketplaceUser } from '../../../api/types';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { ResourceList } from '../../../components/list/ResourceList';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { oneLineCell } from '../../../components/list/cells';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { userVerified } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const T = 'resources.users';

export default function UserList() {
  const users = useResourceDefinition('users');
  const translate = useTranslate();
  return (
    <ResourceList resource={users} columnChooser>
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col
        source="customer.date"
        label={`${T}.fields.date`}
        render={(row: MarketplaceUser) => formatDate(row.customer?.date)}
        cellSx={oneLineCell}
      />
      <DataTable.Col source="customer.customerName" label={`${T}.fields.name`} />
      <DataTable.Col source="customer.phoneNumber" label={`${T}.fields.phoneNumber`} />
      <DataTable.Col source="customer.email" label={`${T}.fields.email`} render={(row: MarketplaceUser) => row.customer?.email || '-'} />
      <DataTable.Col source="customer.state" label={`${T}.fields.state`} render={(row: MarketplaceUser) => row.customer?.state || '-'} />
      <DataTable.Col source="customer.city" label={`${T}.fields.city`} render={(row: MarketplaceUser) => row.customer?.city || '-'} />
      <DataTable.Col
        source="customer.gender"
        label={`${T}.fields.gender`}
        render={(row: MarketplaceUser) => (row.customer?.gender ? translate(`${T}.gender.${row.customer.gender}`, { _: row.customer.gender }) : '-')}
      />
      <DataTable.Col
        source="customer.dateOfBirth"
        label={`${T}.fields.dateOfBirth`}
        render={(row: MarketplaceUser) => formatDate(row.customer?.dateOfBirth)}
        cellSx={oneLineCell}
      />
      <DataTable.Col
        label={`${T}.fields.image`}
        disableSort
        render={(row: MarketplaceUser) => <InitialsAvatar src={row.customer?.customerImage} name={row.customer?.customerName} />}
      />
      <DataTable.Col
        source="customer.customerStatus"
        label={`${T}.fields.verification`}
        render={(row: MarketplaceUser) => (
          <StatusBadge active={userVerified(row)} activeLabel={translate(`${T}.verified`)} inactiveLabel={translate(`${T}.not_verified`)} />
        )}
      />
    </ResourceList>
  );
}
