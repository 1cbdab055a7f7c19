import { DataTable } from 'react-admin';
import type { State } from '../../../api/types';
import { ResourceList } from '../../../components/list/ResourceList';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { stateNameOf } from '../names';
import { knownFlag } from '../../../lib/knownFlag';

export default function StateList() {
  const states = useResourceDefinition('states');
  return (
    <ResourceList resource={states} dates={false}>
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="stateName" label="resources.states.fields.stateName" render={(row: State) => stateNameOf(row) || '-'} />
      <DataTable.Col source="iso2" label="resources.states.fields.iso2" />
      <DataTable.Col
        source="status"
        label="app.columns.status"
        render={(row: State) => <StatusBadge active={knownFlag(row.status) === undefined ? undefined : states.isActive!(row)} />}
      />
    </ResourceList>
  );
}
