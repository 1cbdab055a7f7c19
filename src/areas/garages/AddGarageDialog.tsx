import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useGoToIfAllowed } from '../../components/useGoToIfAllowed';
import { TextInput } from '../../components/TextInput';
import { FormDialog } from '../../components/FormDialog';
import { ImageInput } from '../../components/ImageInput';
import { useResourceSave } from '../../components/useResourceSave';
import { AddressInputs, CategoriesInput, CheckboxInput, GarageTypeInput, WorkingHoursInput } from './GarageFormFields';
import { GarageProfileFields } from './GarageProfileFields';
import { defaultDays } from './model';
import { messageOr } from './useGarageActions';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';

const T = 'resources.garageManagement';

/** Add Garage: POST /garage_Registation (no token); on success the admin goes to Approve Garage (a role that has it). */
export function AddGarageDialog({ onClose }: { onClose: () => void }) {
  const garageManagement = useResourceDefinition('garageManagement');
  const approveGarage = useResourceDefinition('approveGarage');
  const translate = useTranslate();
  const goTo = useGoToIfAllowed();
  const save = useResourceSave(garageManagement);
  const registered = useRef(false);
  return (
    <FormDialog
      open
      fieldsAfterOpening
      onClose={() => {
        onClose();
        if (registered.current) goTo(approveGarage.route);
      }}
      title={translate(`${T}.add`)}
      width={800}
      defaultValues={{ openingMode: 'manual', days: defaultDays(), categories: [], promotions: false, state: '', city: '' }}
      onSubmit={async (values) => {
        const answer = await save.create(values);
        registered.current = true;
        return { message: messageOr(`${T}.notifications.added`)(answer) };
      }}
    >
      <ImageInput source="imagePath" label={translate(`${T}.fields.logo`)} />
      <GarageProfileFields form="add" address={<AddressInputs />} />
      <WorkingHoursInput closedControl="checkbox" />
      <GarageTypeInput message={`${T}.validation.garageType`} />
      <CategoriesInput />
      <TextInput source="aboutGarage" label={`${T}.fields.description`} fullWidth multiline minRows={2} />
      <CheckboxInput source="promotions" label={`${T}.fields.promotions`} />
    </FormDialog>
  );
}
