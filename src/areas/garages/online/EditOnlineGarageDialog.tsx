import { Box } from '@mui/material';
import { required, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import type { Garage } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { ImageInput } from '../../../components/ImageInput';
import { useResourceSave } from '../../../components/useResourceSave';
import { useCategoryChoices } from '../../catalogue/choices';
import { CategoriesInput, GarageTypeInput, WorkingHoursInput } from '../GarageFormFields';
import { GarageProfileFields } from '../GarageProfileFields';
import { toGarageFormValues } from '../model';
import { browserPosition } from './geolocation';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const T = 'resources.ourGarage';
/** Edit Garage popup of this portal: 900 wide, scrolling at 500 high (002 §9). */
export const ONLINE_EDIT_WIDTH = 900;
export const ONLINE_EDIT_SCROLL_HEIGHT = 500;

/** The garage's form values: the garage portal's mapping, with category ids for the categories picker. */
function formValuesOf(garage: Garage) {
  const values = toGarageFormValues(garage);
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

export function EditOnlineGarageDialog({ garage, onClose }: { garage: Garage; onClose: () => void }) {
  const ourGarage = useResourceDefinition('ourGarage');
  const translate = useTranslate();
  const save = useResourceSave(ourGarage);
  const { data: categories = [] } = useCategoryChoices();
  const nameOfCategory = (id: string) =>
    categories.find((entry) => entry._id === id)?.categoryName ?? garage.categories?.find((entry) => entry.categoryId === id)?.categoryName ?? '';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${translate(`${T}.edit`)}: ${garage.garageName}`}
      width={ONLINE_EDIT_WIDTH}
      contentMaxHeight={ONLINE_EDIT_SCROLL_HEIGHT}
      defaultValues={formValuesOf(garage)}
      onSubmit={async (values) => {
        const position = await browserPosition();
        const specialized = ((values.categories as string[] | undefined) ?? []).map(nameOfCategory).filter(Boolean);
        const answer = await save.update(garage, { ...values, specialized, ...position });
        return { message: answer?.message || `${T}.notifications.edited` };
      }}
    >
      <ImageInput source="imagePath" label={translate(`${T}.fields.image`)} />
      <GarageProfileFields
        form="marketplace"
        address={
          <Box sx={{ mt: 2 }}>
            <TextInput source="address" label={`${T}.fields.address`} validate={required(`${T}.validation.address`)} fullWidth multiline />
          </Box>
        }
      />
      <WorkingHoursInput closedControl="switch" />
      <GarageTypeInput message={`${T}.validation.garageType`} />
      <CategoriesInput />
      <TextInput source="aboutGarage" label={`${T}.fields.aboutGarage`} fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
