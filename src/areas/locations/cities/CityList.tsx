import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, SelectInput, required, useListContext, useRecordContext, useTranslate, AutocompleteInput } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import type { City } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { RowButton } from '../../../components/list/RowButton';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { CITY_TIERS } from '../../../core/choices';
import { cityNameOf, stateNameOf, useStateChoices } from '../choices';
import { useResourceSave } from '../../../components/useResourceSave';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

/** Searchable state picker; the cities call needs a state, so the first one is chosen by default. */
function StatePicker() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { data: options = [], isPending } = useStateChoices();
  const selected = options.find((option) => option.id === filterValues.stateId) ?? null;
  useEffect(() => {
    if (!filterValues.stateId && options.length > 0) setFilters({ ...filterValues, stateId: options[0].id }, undefined, false);
  }, [filterValues, options, setFilters]);
  return (
    <Autocomplete
      size="small"
      sx={{ width: 260 }}
      options={options}
      loading={isPending}
      value={selected}
      getOptionLabel={stateNameOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, value) => setFilters({ ...filterValues, stateId: value?.id ?? '' }, undefined, false)}
      renderInput={(params) => <TextField {...params} label={translate('resources.cities.fields.state')} />}
    />
  );
}

function TierEditButton({ onEdit }: { onEdit: (row: City) => void }) {
  const record = useRecordContext<City>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <RowButton onClick={() => onEdit(record)} label={`${translate('resources.cities.tier_edit')} ${cityNameOf(record)}`}>
      {translate('resources.cities.tier_edit')}
    </RowButton>
  );
}

function TierDialog({ record, onClose }: { record: City; onClose: () => void }) {
  const cities = useResourceDefinition('cities');
  const translate = useTranslate();
  const save = useResourceSave(cities);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${translate('resources.cities.tier_edit')}: ${cityNameOf(record)}`}
      defaultValues={{ tier: record.tier }}
      onSubmit={async (values) => {
        await save.update(record, values);
        return { message: 'resources.cities.notifications.tier_updated' };
      }}
      maxWidth="xs"
    >
      <SelectInput source="tier" label="resources.cities.fields.tier" choices={CITY_TIERS} validate={required()} fullWidth />
    </FormDialog>
  );
}

function AddCityDialog({ onClose }: { onClose: () => void }) {
  const cities = useResourceDefinition('cities');
  const translate = useTranslate();
  const { data: options = [] } = useStateChoices();
  const save = useResourceSave(cities);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate('resources.cities.add')}
      defaultValues={{ cityName: '' }}
      onSubmit={async (values) => {
        await save.create(values);
        return { message: 'resources.cities.notifications.added' };
      }}
    >
      <AutocompleteInput
        source="stateId"
        label="resources.cities.fields.state"
        choices={options}
        optionValue="id"
        optionText={stateNameOf}
        validate={required('resources.cities.validation.stateId')}
        fullWidth
      />
      <TextInput
        source="cityName"
        label="resources.cities.fields.cityName"
        needsLetter
        validate={required('resources.cities.validation.cityName')}
        fullWidth
      />
    </FormDialog>
  );
}

export default function CityList() {
  const cities = useResourceDefinition('cities');
  const translate = useTranslate();
  const [tierFor, setTierFor] = useState<City | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <ResourceList
      resource={cities}
      dates={false}
      filters={<StatePicker />}
      actions={<AddButton label={translate('resources.cities.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <AddCityDialog onClose={() => setAdding(false)} />}
          {tierFor && <TierDialog record={tierFor} onClose={() => setTierFor(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="cityName" label="resources.cities.fields.cityName" render={(row: City) => cityNameOf(row) || '-'} />
      <DataTable.Col
        source="tier"
        label="resources.cities.fields.tier"
        render={(row: City) => translate(`app.tier.${row.tier}`, { _: String(row.tier ?? '-') })}
      />
      <DataTable.Col label="resources.cities.tier_edit" disableSort render={() => <TierEditButton onEdit={setTierFor} />} />
      <DataTable.Col
        source="status"
        label="app.columns.status"
        render={(row: City) => (
          <>
            <StatusBadge active={row.status} />
            <StatusToggle />
          </>
        )}
      />
    </ResourceList>
  );
}
