import { Box } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, SelectInput, regex, required, useDataProvider, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import { useFormContext, useWatch } from 'react-hook-form';
import type { NamedOption, Service } from '../../../api/types';
import { FUEL_CHOICES, vehicleTypeFits } from '../../../core/choices';
import { FormDialog } from '../../../components/FormDialog';
import { useResourceSave } from '../../../components/useResourceSave';
import type { LeadDataProvider } from '../provider';
import type { LeadVehicleType } from '../provider';
import { LEAD_SOURCE_CHOICES, LEAD_VEHICLE_TYPES, PHONE_LENGTH, PHONE_PATTERN } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { fieldLabels } from '../../../core/labels';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { useOptions } from '../useOptions';

const ADD_LEAD_WIDTH = 800;
const ADD_LEAD_FORM_HEIGHT = 500;
const field = fieldLabels('leadManagement');
const validation = (name: string) => `resources.leadManagement.validation.${name}`;

/** Vehicle type -> brand -> model (001 §4), and the services of that vehicle type. */
function VehicleAndService() {
  const dataProvider = useDataProvider<LeadDataProvider>();
  const { setValue, getValues } = useFormContext();
  const vehicleType = useWatch({ name: 'vehicleType' }) as LeadVehicleType | undefined;
  const brand = useWatch({ name: 'brand' }) as string | undefined;

  const loadBrands = useCallback(() => dataProvider.leadBrands(Number(vehicleType) as LeadVehicleType), [dataProvider, vehicleType]);
  const loadModels = useCallback(
    () => dataProvider.leadModels(brand ?? '', Number(vehicleType) as LeadVehicleType),
    [dataProvider, brand, vehicleType],
  );
  const loadServices = useCallback(() => dataProvider.leadServices(), [dataProvider]);
  const brands = useOptions<NamedOption>(vehicleType ? loadBrands : undefined);
  const models = useOptions<NamedOption>(vehicleType && brand ? loadModels : undefined);
  const services = useOptions<Service>(loadServices);
  const serviceChoices = useMemo(
    () => services.options.filter((service) => vehicleTypeFits(service.vehicleType, vehicleType)),
    [services.options, vehicleType],
  );

  const clear = (...names: string[]) => names.forEach((name) => setValue(name, '', { shouldDirty: true }));

  return (
    <>
      <ChoicesFailure query={brands} field={field('brand')} />
      <ChoicesFailure query={models} field={field('model')} />
      <ChoicesFailure query={services} field={field('serviceName')} />
      <RadioButtonGroupInput
        source="vehicleType"
        label={field('vehicleType')}
        choices={LEAD_VEHICLE_TYPES}
        validate={required(validation('vehicleType'))}
        onChange={(event: { target?: { value?: unknown } } | unknown) => {
          clear('brand', 'model');
          const next = (event as { target?: { value?: unknown } })?.target?.value ?? event;
          const chosen = services.options.find((service) => service._id === getValues('service'));
          if (chosen && !vehicleTypeFits(chosen.vehicleType, next)) clear('service');
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
        <SelectInput
          source="brand"
          label={field('brand')}
          choices={brands.options}
          optionValue="name"
          optionText="name"
          translateChoice={false}
          disabled={!vehicleType}
          isPending={brands.loading}
          onChange={() => clear('model')}
        />
        <SelectInput
          source="model"
          label={field('model')}
          choices={models.options}
          optionValue="name"
          optionText="name"
          translateChoice={false}
          disabled={!brand}
          isPending={models.loading}
        />
        <SelectInput source="fuelType" label={field('fuelType')} choices={FUEL_CHOICES} />
      </Box>
      <AutocompleteInput
        source="service"
        label={field('serviceName')}
        choices={serviceChoices}
        optionValue="_id"
        optionText="serviceName"
        translateChoice={false}
        isPending={services.loading}
        validate={required(validation('service'))}
      />
    </>
  );
}

/** Add Lead (001 §2.10, §5): 800 wide, the form scrolls within 500 px. */
export function AddLeadDialog({ onClose }: { onClose: () => void }) {
  const leadManagement = useResourceDefinition('leadManagement');
  const translate = useTranslate();
  const save = useResourceSave(leadManagement);
  return (
    <FormDialog
      open
      fieldsAfterOpening
      onClose={onClose}
      title={translate('resources.leadManagement.add')}
      width={ADD_LEAD_WIDTH}
      contentMaxHeight={ADD_LEAD_FORM_HEIGHT}
      defaultValues={{ name: '', phone: '', email: '', location: '', brand: '', model: '', fuelType: '', service: '', source: '', description: '' }}
      onSubmit={async (values) => {
        const answer = await save.create(values);
        return { message: answer?.message || 'resources.leadManagement.notifications.added' };
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="name" label={field('customer')} needsLetter validate={required(validation('name'))} />
        <TextInput
          source="phone"
          label={field('phone')}
          validate={[required(validation('phone')), regex(PHONE_PATTERN, validation('phone_digits'))]}
          slotProps={{ htmlInput: { maxLength: PHONE_LENGTH, inputMode: 'numeric', autoComplete: 'tel' } }}
        />
        <TextInput source="email" label={field('email')} slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }} />
        <TextInput source="location" label={field('location')} />
      </Box>
      <VehicleAndService />
      <SelectInput source="source" label={field('source')} choices={LEAD_SOURCE_CHOICES} validate={required(validation('source'))} />
      <TextInput source="description" label={field('description')} multiline minRows={2} />
    </FormDialog>
  );
}
