import { useMemo } from 'react';
import { required, useDataProvider, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import type { Garage } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { PendingDialog } from '../../../components/PendingDialog';
import { ImageInput } from '../../../components/ImageInput';
import { useResourceSave } from '../../../components/useResourceSave';
import { useCategoryChoices } from '../../catalogue/choices';
import { CategoriesInput, GarageTypeInput, WorkingHoursInput } from '../GarageFormFields';
import { GarageProfileFields } from '../GarageProfileFields';
import { garageFetchErrorKey } from '../model';
import { categoriesHeld, categoryNamesOf, toGarageFormValues, type CategoryChoice } from '../saves';
import { garageOverRow } from '../heldLists';
import { useQuery } from '@tanstack/react-query';
import type { GarageDataProvider } from '../provider';
import { garageKeys } from '../queryKeys';
import { garageIdForCalls } from '../../../core/garageId';
import { browserPosition } from './geolocation';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { READ_ONCE_PER_OPEN } from '../../../data/queryClient';

const T = 'resources.ourGarage';
/** Edit Garage popup of this portal: 900 wide, scrolling at 500 high (002 §9). */
export const ONLINE_EDIT_WIDTH = 900;
export const ONLINE_EDIT_SCROLL_HEIGHT = 500;

/** The garage's form values: the garage portal's mapping, with the categories it had as the picker's keys. */
function formValuesOf(garage: Garage, catalogue: readonly CategoryChoice[]) {
  const values = toGarageFormValues(garage, catalogue);
  return {
    imagePath: values.imagePath,
    garageName: values.garageName,
    email: values.email,
    phoneNumber: values.phoneNumber,
    address: values.address,
    pancardNumber: values.pancardNumber,
    businessType: values.businessType,
    gstNumber: values.gstNumber,
    openingMode: values.openingMode,
    days: values.days,
    garageType: values.garageType,
    categories: values.categories,
    aboutGarage: values.aboutGarage,
  };
}

/**
 * Edit Garage of this portal: the garage read afresh with POST /getSingleGarage over its row, as the
 * garage portal's edit does (the row may be one from before the last save, shown while the list
 * reloads, whose values an untouched save would send back), saved with PUT /editGarageProfile.
 */
export function EditOnlineGarageDialog({ garage: row, onClose }: { garage: Garage; onClose: () => void }) {
  const ourGarage = useResourceDefinition('ourGarage');
  const translate = useTranslate();
  const save = useResourceSave(ourGarage);
  const dataProvider = useDataProvider<GarageDataProvider>();
  const loaded = useQuery({
    retry: false,
    queryKey: garageKeys.call('singleGarage', garageIdForCalls(row)),
    queryFn: () => dataProvider.singleGarage(garageIdForCalls(row)),
    ...READ_ONCE_PER_OPEN,
  });
  const garage = useMemo(() => (loaded.data ? garageOverRow(row, loaded.data) : row), [row, loaded.data]);
  // The form opens once the catalogue is in (or could not be read): a live garage's categories may
  // come by name only, and are matched to it to show in the picker.
  const catalogue = useCategoryChoices();
  const categories = useMemo(() => catalogue.data ?? [], [catalogue.data]);
  const held = useMemo(() => categoriesHeld(garage, categories), [garage, categories]);
  const title = `${translate(`${T}.edit`)}: ${row.garageName ?? '-'}`;
  if (loaded.isPending || loaded.error)
    return <PendingDialog title={title} width={ONLINE_EDIT_WIDTH} query={loaded} errorText={garageFetchErrorKey(loaded.error)} onClose={onClose} />;
  if (catalogue.isPending) return <PendingDialog title={title} width={ONLINE_EDIT_WIDTH} query={catalogue} errorText="" onClose={onClose} />;
  return (
    <FormDialog
      open
      fieldsAfterOpening
      onClose={onClose}
      title={title}
      width={ONLINE_EDIT_WIDTH}
      contentMaxHeight={ONLINE_EDIT_SCROLL_HEIGHT}
      defaultValues={formValuesOf(garage, categories)}
      onSubmit={async (values) => {
        const position = await browserPosition();
        // A category the garage holds goes back by the name it holds it under; a new one by the catalogue's.
        const specialized = categoryNamesOf((values.categories as string[] | undefined) ?? [], [...held, ...categories]);
        const answer = await save.update(garage, { ...values, specialized, ...position });
        return { message: answer?.message || `${T}.notifications.edited` };
      }}
    >
      <ImageInput source="imagePath" label={translate(`${T}.fields.image`)} />
      <GarageProfileFields
        form="marketplace"
        address={<TextInput source="address" label={`${T}.fields.address`} validate={required(`${T}.validation.address`)} fullWidth multiline />}
      />
      <WorkingHoursInput closedControl="switch" />
      <GarageTypeInput message={`${T}.validation.garageType`} />
      <CategoriesInput held={held} />
      <TextInput source="aboutGarage" label={`${T}.fields.aboutGarage`} fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
