import { Grid } from '@mui/material';
import type { ReactNode } from 'react';
import { email as emailFormat, regex, required } from 'react-admin';
import { TextInput, URL_LIMIT } from '../../components/TextInput';
import { email, gstNumber, httpUrl, indianMobile, panNumber } from '../../lib/validators';
import { BusinessTypeInput } from './GarageFormFields';

/** Which form: Add Garage and Edit Garage (000 §7, §9) or the marketplace's Edit Garage popup (002). */
export type GarageProfileForm = 'add' | 'edit' | 'marketplace';

type Field = 'garageName' | 'ownerName' | 'phoneNumber' | 'email' | 'pancardNumber' | 'gstNumber' | 'businessType' | 'urlLink';

/** Each form's fields in its spec's order: those above the address, then those below it. */
const LAYOUT: Record<GarageProfileForm, { above: Field[]; below: Field[] }> = {
  add: { above: ['garageName', 'ownerName', 'phoneNumber', 'email'], below: ['pancardNumber', 'businessType', 'gstNumber', 'urlLink'] },
  edit: { above: ['garageName', 'ownerName', 'phoneNumber', 'email'], below: ['pancardNumber', 'gstNumber', 'businessType', 'urlLink'] },
  marketplace: { above: ['garageName', 'email', 'phoneNumber'], below: ['pancardNumber', 'businessType', 'gstNumber'] },
};

/** The marketplace's phone rule: digits, spaces and dashes, an optional leading +. */
const MARKETPLACE_PHONE = /^\+?[0-9][0-9 -]{6,14}$/;

const GST_HOLDS_PAN = gstNumber('pancardNumber');
/** A stored GST number is checked again once the PAN it must hold changes. */
const GST_READS = ['pancardNumber'] as const;

function fieldsOf(form: GarageProfileForm): Record<Field, ReactNode> {
  if (form === 'marketplace') {
    const T = 'resources.ourGarage';
    const invalid = `${T}.validation.invalid`;
    return {
      garageName: (
        <TextInput source="garageName" label={`${T}.fields.garageName`} needsLetter validate={required(`${T}.validation.garageName`)} fullWidth />
      ),
      ownerName: null,
      // No type="email": the browser's own check would block the submit before the spec's message shows.
      email: (
        <TextInput
          source="email"
          label={`${T}.fields.email`}
          autoComplete="email"
          validate={[required(`${T}.validation.email`), emailFormat(invalid)]}
          fullWidth
        />
      ),
      phoneNumber: (
        <TextInput
          source="phoneNumber"
          label={`${T}.fields.phoneNumber`}
          validate={[required(`${T}.validation.phoneNumber`), regex(MARKETPLACE_PHONE, invalid)]}
          fullWidth
        />
      ),
      // No format rule here (002 §5 gives none), the lengths of item 18 only.
      pancardNumber: <TextInput source="pancardNumber" label={`${T}.fields.pancardNumber`} maxChars={10} fullWidth />,
      gstNumber: <TextInput source="gstNumber" label={`${T}.fields.gstNumber`} maxChars={15} fullWidth />,
      businessType: <BusinessTypeInput />,
      urlLink: null,
    };
  }
  const T = 'resources.garageManagement';
  return {
    garageName: (
      <TextInput source="garageName" label={`${T}.fields.garageName`} needsLetter validate={required(`${T}.validation.garageName`)} fullWidth />
    ),
    ownerName: <TextInput source="ownerName" label={`${T}.fields.ownerName`} needsLetter fullWidth />,
    // Add asks for the contact number; Edit shows the registered phone, which cannot change.
    phoneNumber:
      form === 'add' ? (
        <TextInput
          source="phoneNumber"
          label={`${T}.fields.contactNo`}
          validate={[required(`${T}.validation.phoneNumber`), indianMobile]}
          maxChars={10}
          fullWidth
        />
      ) : (
        <TextInput source="phoneNumber" label={`${T}.fields.phoneNumber`} disabled fullWidth />
      ),
    // Labelled as 000 §2 names the fields ('e-mail', 'PAN number', 'GST number'); the columns read Email, PAN, GST.
    email: <TextInput source="email" label={`${T}.fields.emailInput`} type="email" validate={email} fullWidth />,
    pancardNumber: <TextInput source="pancardNumber" label={`${T}.fields.panInput`} validate={panNumber} maxChars={10} fullWidth />,
    gstNumber: (
      <TextInput source="gstNumber" label={`${T}.fields.gstInput`} validate={GST_HOLDS_PAN} storedWith={GST_READS} maxChars={15} fullWidth />
    ),
    businessType: <BusinessTypeInput />,
    urlLink: <TextInput source="urlLink" label={`${T}.fields.urlLink`} validate={httpUrl} maxChars={URL_LIMIT} fullWidth />,
  };
}

/**
 * A garage's name, owner, phone, e-mail, PAN, GST, business type and URL around the form's address
 * inputs, in one grid: each input keeps its helper line, so the rows are evenly apart.
 */
export function GarageProfileFields({ form, address }: { form: GarageProfileForm; address: ReactNode }) {
  const fields = fieldsOf(form);
  const grid = (names: Field[]) =>
    names.map((name) => (
      <Grid key={name} size={{ xs: 12, sm: 6 }}>
        {fields[name]}
      </Grid>
    ));
  return (
    <Grid container columnSpacing={2}>
      {grid(LAYOUT[form].above)}
      <Grid size={12}>{address}</Grid>
      {grid(LAYOUT[form].below)}
    </Grid>
  );
}
