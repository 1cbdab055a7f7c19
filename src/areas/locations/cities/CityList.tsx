import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataTable, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { City } from '../../../api/types';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { ResourceList } from '../../../components/list/ResourceList';
import { AddButton } from '../../../components/list/AddButton';
import { RowButton } from '../../../components/list/RowButton';
import { SerialNumber } from '../../../components/list/SerialNumber';
import { useListActions, useSetFiltersWithPage } from '../../../components/list/listQuery';
import { StatusBadge } from '../../../components/list/StatusBadge';
import { StatusToggle } from '../../../components/list/StatusToggle';
import { cityNameOf, stateNameOf, useStateChoices } from '../choices';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { lazyComponent } from '../../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../../components/useAfterFirstReads';
import { useAutocompleteTexts } from '../../../components/autocompleteTexts';

/** The forms load when first opened, or once the list's first reads are done. */
const cityDialogs = () => import('./CityDialogs');
const AddCityDialog = lazyComponent(async () => ({ default: (await cityDialogs()).AddCityDialog }));
const TierDialog = lazyComponent(async () => ({ default: (await cityDialogs()).TierDialog }));
const CITY_DIALOGS = [AddCityDialog, TierDialog];

/** Searchable state picker; the cities call needs a state, so the first one is chosen by default. */
function StatePicker() {
  const translate = useTranslate();
  const autocompleteTexts = useAutocompleteTexts();
  const { filterValues, setFilters } = useListContext();
  const { filterValuesNow } = useListActions();
  const setFiltersWithPage = useSetFiltersWithPage();
  const stateList = useStateChoices();
  const { data: options = [], isPending } = stateList;
  const selected = options.find((option) => option.id === filterValues.stateId) ?? null;
  useEffect(() => {
    if (!filterValues.stateId && options.length > 0) setFilters({ ...filterValues, stateId: options[0].id }, undefined, false);
  }, [filterValues, options, setFilters]);
  return (
    <>
      <ChoicesFailure query={stateList} field="resources.cities.fields.state" />
      <Autocomplete
        {...autocompleteTexts}
        size="small"
        sx={{ width: 260 }}
        options={options}
        loading={isPending}
        value={selected}
        getOptionLabel={stateNameOf}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        // Like the filter bar: on top of the filters as last asked for (a search typed a moment ago may not show in `filterValues` yet).
        onChange={(_, value) => setFiltersWithPage({ ...filterValuesNow(), stateId: value?.id ?? '' })}
        // A state's name (Latin) reads from its own start in Arabic too: 'Andaman and Nicobar Is…', not '…n and Nicobar Islands'.
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.cities.fields.state')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' } }}
          />
        )}
      />
    </>
  );
}

/** Add City; the list then shows the state the city was added to, where the new city is. */
function AddCity({ onClose }: { onClose: () => void }) {
  const { filterValuesNow } = useListActions();
  const setFiltersWithPage = useSetFiltersWithPage();
  const showState = (stateId: string) => {
    if (filterValuesNow().stateId !== stateId) setFiltersWithPage({ ...filterValuesNow(), stateId });
  };
  return <AddCityDialog onClose={onClose} onAdded={showState} />;
}

function TierEditButton({ onEdit }: { onEdit: (row: City) => void }) {
  const record = useRecordContext<City>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    // PUT /updateCity names the city: a row without its name has nothing to send.
    <RowButton
      onClick={() => onEdit(record)}
      disabled={!cityNameOf(record)}
      label={`${translate('resources.cities.tier_edit')} ${cityNameOf(record)}`}
    >
      {translate('resources.cities.tier_edit')}
    </RowButton>
  );
}

export default function CityList() {
  const cities = useResourceDefinition('cities');
  const translate = useTranslate();
  const [tierFor, setTierFor] = useState<City | null>(null);
  const [adding, setAdding] = useState(false);
  usePreloadAfterFirstReads(CITY_DIALOGS);
  return (
    <ResourceList
      resource={cities}
      dates={false}
      filters={<StatePicker />}
      actions={<AddButton label={translate('resources.cities.add')} onClick={() => setAdding(true)} />}
      dialogs={
        <>
          {adding && <AddCity onClose={() => setAdding(false)} />}
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
