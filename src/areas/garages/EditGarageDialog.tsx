import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { TextInput } from '../../components/TextInput';
import type { Garage } from '../../api/types';
import { FormDialog } from '../../components/FormDialog';
import { ImageInput } from '../../components/ImageInput';
import { PendingDialog } from '../../components/PendingDialog';
import { useCategoryChoices } from '../catalogue/choices';
import { useResourceSave } from '../../components/useResourceSave';
import type { GarageDataProvider } from './provider';
import { garageKeys } from './queryKeys';
import type { Resource } from '../../core/defineResource';
import { AddressInputs, CategoriesInput, GarageTypeInput, WorkingHoursInput } from './GarageFormFields';
import { GarageProfileFields } from './GarageProfileFields';
import { garageFetchErrorKey } from './model';
import { categoriesHeld, toGarageFormValues } from './saves';
import { garageOverRow } from './heldLists';
import { messageOr } from './useGarageActions';
import { garageIdForCalls } from '../../core/garageId';
import { READ_ONCE_PER_OPEN } from '../../data/queryClient';

const T = 'resources.garageManagement';
/** Edit Garage modal width (000 §9). */
export const EDIT_GARAGE_WIDTH = 800;

/** Edit Garage: loaded with POST /getSingleGarage, saved with PUT /editGarageProfile through the resource's update. */
export function EditGarageDialog({ garage, resource, onClose }: { garage: Garage; resource: Resource<Garage>; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GarageDataProvider>();
  const save = useResourceSave(resource);
  const loaded = useQuery({
    retry: false,
    queryKey: garageKeys.call('singleGarage', garageIdForCalls(garage)),
    queryFn: () => dataProvider.singleGarage(garageIdForCalls(garage)),
    ...READ_ONCE_PER_OPEN,
  });
  // The catalogue, to show the categories the garage had by name (the picker's own list is the active ones).
  const catalogue = useCategoryChoices();
  const title = `${translate(`${T}.edit`)}: ${garage.garageName ?? '-'}`;

  if (loaded.isPending || loaded.error || !loaded.data || catalogue.isPending) {
    const query = loaded.isPending || loaded.error ? loaded : catalogue;
    return (
      <PendingDialog
        title={title}
        width={EDIT_GARAGE_WIDTH}
        query={query}
        errorText={loaded.error ? garageFetchErrorKey(loaded.error) : `${T}.errors.fetch_failed`}
        onClose={onClose}
      />
    );
  }

  const record = garageOverRow(garage, loaded.data);
  const held = categoriesHeld(record, catalogue.data);
  return (
    <FormDialog
      open
      fieldsAfterOpening
      onClose={onClose}
      title={title}
      width={EDIT_GARAGE_WIDTH}
      defaultValues={toGarageFormValues(record, catalogue.data)}
      onSubmit={async (values) => {
        const answer = await save.update(record, values);
        return { message: messageOr(`${T}.notifications.edited`)(answer) };
      }}
    >
      <ImageInput source="imagePath" label={translate(`${T}.fields.image`)} />
      <GarageProfileFields form="edit" address={<AddressInputs areaRequired />} />
      <TextInput source="aboutGarage" label={`${T}.fields.aboutGarage`} fullWidth multiline minRows={2} />
      <GarageTypeInput message={`${T}.validation.garageTypeEdit`} />
      <CategoriesInput isRequired held={held} />
      <WorkingHoursInput closedControl="switch" />
    </FormDialog>
  );
}
