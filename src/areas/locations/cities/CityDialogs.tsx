import { AutocompleteInput, SelectInput, required, useTranslate } from 'react-admin';
import type { City } from '../../../api/types';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { FormDialog } from '../../../components/FormDialog';
import { TextInput } from '../../../components/TextInput';
import { useResourceSave } from '../../../components/useResourceSave';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { CITY_TIERS } from '../../../core/choices';
import { cityNameOf, stateNameOf, useStateChoices } from '../choices';

export function TierDialog({ record, onClose }: { record: City; onClose: () => void }) {
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

export function AddCityDialog({ onClose, onAdded }: { onClose: () => void; onAdded?: (stateId: string) => void }) {
  const cities = useResourceDefinition('cities');
  const translate = useTranslate();
  const stateList = useStateChoices();
  const { data: options = [] } = stateList;
  const save = useResourceSave(cities);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate('resources.cities.add')}
      defaultValues={{ cityName: '' }}
      onSubmit={async (values) => {
        await save.create(values);
        onAdded?.(String(values.stateId));
        return { message: 'resources.cities.notifications.added' };
      }}
    >
      <ChoicesFailure query={stateList} field="resources.cities.fields.state" />
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
