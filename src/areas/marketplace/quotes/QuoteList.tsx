import { DataTable } from 'react-admin';
import type { Quote } from '../../../api/types';
import { InitialsAvatar } from '../../../components/InitialsAvatar';
import { ResourceList } from '../../../components/list/ResourceList';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { oneLineCell } from '../../../components/list/cells';
import { formatDate } from '../../../lib/dates';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const T = 'resources.quotes.fields';

export default function QuoteList() {
  const quotes = useResourceDefinition('quotes');
  return (
    <ResourceList resource={quotes}>
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="date" label={`${T}.date`} render={(row: Quote) => formatDate(row.date)} cellSx={oneLineCell} disableSort />
      <DataTable.Col source="name" label={`${T}.name`} disableSort />
      <DataTable.Col source="phoneNumber" label={`${T}.phoneNumber`} disableSort />
      <DataTable.Col source="email" label={`${T}.email`} render={(row: Quote) => row.email || '-'} disableSort />
      <DataTable.Col source="note" label={`${T}.note`} render={(row: Quote) => row.note || '-'} disableSort />
      <DataTable.Col source="source" label={`${T}.source`} render={(row: Quote) => row.source || '-'} disableSort />
      <DataTable.Col source="garageId.garageName" label={`${T}.garageName`} render={(row: Quote) => row.garageId?.garageName || '-'} disableSort />
      <DataTable.Col label={`${T}.customerImage`} render={(row: Quote) => <InitialsAvatar src={row.customerImage} name={row.name} />} disableSort />
    </ResourceList>
  );
}
