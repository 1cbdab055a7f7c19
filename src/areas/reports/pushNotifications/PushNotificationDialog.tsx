import { garageIdForCalls } from '../../../core/garageId';
import { useMemo } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { ChoicesFailure, choicesFailure } from '../../../components/ChoicesFailure';
import { TextInput } from '../../../components/TextInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { ImageInput } from '../../../components/ImageInput';
import { useResourceSave } from '../../../components/useResourceSave';
import { VEHICLE_TYPES } from '../../../core/choices';
import { useCityChoices, useStateChoices, stateNameOf, cityNameOf } from '../../locations/choices';
import { BUSINESS_TYPES } from '../../../core/choices';
import { garageLabel, useGarageNames } from '../../../components/report/reportParts';
import { garagesFor } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { fieldLabels } from '../../../core/labels';

const field = fieldLabels('pushNotifications');

/** State, cities, vehicle and business type narrow the garage choices; changing one drops garages no longer offered. */
function AudienceInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [state, location, vehicleType, businessType] = useWatch({ name: ['state', 'location', 'vehicleType', 'businessType'] });
  const stateList = useStateChoices();
  const { data: stateRows = [] } = stateList;
  const stateId = stateRows.find((row) => stateNameOf(row) === state)?.id;
  const cityList = useCityChoices(stateId);
  const { data: cityRows = [] } = cityList;
  const garageList = useGarageNames();
  const { data: garages = [] } = garageList;
  const offered = useMemo(
    () =>
      garagesFor(garages, { state, location, vehicleType, businessType }).map((garage) => ({
        id: garageIdForCalls(garage),
        name: garageLabel(garage),
      })),
    [garages, state, location, vehicleType, businessType],
  );
  const clearGarages = () => setValue('garageId', []);
  // While a picker's choices could not be read the form is not sent: left empty, it would widen the audience.
  const unread = (query: { error: unknown }, label: string) => (query.error ? () => choicesFailure(query.error, translate(label)) : undefined);
  return (
    <>
      <ChoicesFailure query={stateList} field={field('state')} />
      <ChoicesFailure query={cityList} field={field('cities')} />
      <AutocompleteInput
        source="state"
        label={field('state')}
        validate={unread(stateList, field('state'))}
        choices={stateRows.map((row) => ({ id: stateNameOf(row), name: stateNameOf(row) }))}
        onChange={() => {
          setValue('location', []);
          clearGarages();
        }}
        fullWidth
      />
      <AutocompleteArrayInput
        source="location"
        label={field('cities')}
        validate={unread(cityList, field('cities'))}
        choices={cityRows.map((city) => ({ id: cityNameOf(city), name: cityNameOf(city) }))}
        helperText={stateId ? false : translate('resources.pushNotifications.state_first')}
        onChange={clearGarages}
        fullWidth
      />
      <RadioButtonGroupInput source="vehicleType" label={field('vehicleType')} choices={VEHICLE_TYPES} onChange={clearGarages} />
      <SelectInput
        source="businessType"
        label={field('businessType')}
        choices={BUSINESS_TYPES}
        emptyText="app.filters.all"
        onChange={clearGarages}
        fullWidth
      />
      {/* Without the garages read, '0 garages match' would be untrue, and a send without them reaches every match. */}
      <ChoicesFailure query={garageList} field={field('garages')} />
      <AutocompleteArrayInput
        source="garageId"
        label={field('garages')}
        validate={unread(garageList, field('garages'))}
        choices={offered}
        helperText={garageList.error ? false : translate('resources.pushNotifications.garages_help', { count: offered.length })}
        fullWidth
      />
    </>
  );
}

/** Add PushNotification (002): image, audience, garages, title and content. */
export function PushNotificationDialog({ onClose }: { onClose: () => void }) {
  const pushNotifications = useResourceDefinition('pushNotifications');
  const translate = useTranslate();
  const save = useResourceSave(pushNotifications);
  return (
    <FormDialog
      open
      fieldsAfterOpening
      onClose={onClose}
      title={translate('resources.pushNotifications.add')}
      defaultValues={{ state: '', location: [], vehicleType: 3, businessType: '', garageId: [], title: '', content: '' }}
      failureKey="resources.pushNotifications.notifications.failed"
      onSubmit={async (values) => {
        await save.create(values);
        return { message: 'resources.pushNotifications.notifications.added' };
      }}
    >
      <ImageInput source="image" label={translate(field('image'))} />
      <AudienceInputs />
      <TextInput source="title" label={field('title')} fullWidth />
      <TextInput source="content" label={field('content')} fullWidth multiline minRows={3} />
    </FormDialog>
  );
}
