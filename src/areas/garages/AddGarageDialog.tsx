import { Grid } from '@mui/material';
import { useRef } from 'react';
import { required, useRedirect, useTranslate } from 'react-admin';
import { TextInput, URL_LIMIT } from '../../components/TextInput';
import { email, gstNumber, httpUrl, indianMobile, panNumber } from '../../lib/validators';
import { FormDialog } from '../../components/FormDialog';
import { ImageInput } from '../../components/ImageInput';
import { useResourceSave } from '../../components/useResourceSave';
import { AddressInputs, BusinessTypeInput, CategoriesInput, CheckboxInput, GarageTypeInput, WorkingHoursInput } from './GarageFormFields';
import { approveGarage, garageManagement } from './index';
import { defaultDays } from './model';
import { messageOr } from './useGarageActions';

const T = 'resources.garageManagement';

/** Add Garage: POST /garage_Registation (no token); on success the admin goes to Approve Garage. */
export function AddGarageDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const save = useResourceSave(garageManagement);
  const registered = useRef(false);
  return (
    <FormDialog
      open
      onClose={() => {
        onClose();
        if (registered.current) redirect(`/${approveGarage.route}`);
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
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="garageName" label={`${T}.fields.garageName`} validate={required(`${T}.validation.garageName`)} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="ownerName" label={`${T}.fields.ownerName`} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="phoneNumber" label={`${T}.fields.contactNo`} validate={[required(`${T}.validation.phoneNumber`), indianMobile]} maxChars={10} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="email" label={`${T}.fields.email`} type="email" validate={email} fullWidth />
        </Grid>
      </Grid>
      <AddressInputs />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="pancardNumber" label={`${T}.fields.pancardNumber`} validate={panNumber} maxChars={10} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BusinessTypeInput />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="gstNumber" label={`${T}.fields.gstNumber`} validate={gstNumber('pancardNumber')} maxChars={15} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput source="urlLink" label={`${T}.fields.urlLink`} validate={httpUrl} maxChars={URL_LIMIT} fullWidth />
        </Grid>
      </Grid>
      <WorkingHoursInput closedControl="checkbox" />
      <GarageTypeInput message={`${T}.validation.garageType`} />
      <CategoriesInput />
      <TextInput source="aboutGarage" label={`${T}.fields.description`} fullWidth multiline minRows={2} />
      <CheckboxInput source="promotions" label={`${T}.fields.promotions`} />
    </FormDialog>
  );
}
