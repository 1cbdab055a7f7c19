import { SelectInput, required, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import type { Feature } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { documentedFailure } from '../../../api/failures';
import { useResourceSave } from '../../../components/useResourceSave';
import { EndPointInput } from './EndPointInput';
import { FEATURE_ICON_CHOICES, PORTAL_SOURCES, featureFormValues } from './model';
import { withStoredChoices } from '../../../components/storedValues';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

/** Add Feature and Edit Feature: featureName, endPoint (no spaces), source and icon, all required (001 §5). */
export function FeatureDialog({ record, onClose }: { record?: Feature; onClose: () => void }) {
  const features = useResourceDefinition('features');
  const translate = useTranslate();
  const save = useResourceSave(features);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate(record ? 'resources.features.edit' : 'resources.features.add')}
      defaultValues={record ? featureFormValues(record) : { featureName: '', endPoint: '', source: '', icon: '' }}
      onSubmit={async (values) => {
        try {
          if (record) {
            await save.update(record, values);
            return { message: 'resources.features.notifications.updated' };
          }
          await save.create(values);
          return { message: 'resources.features.notifications.added' };
        } catch (error) {
          return documentedFailure(error, record ? 'resources.features.notifications.update_failed' : 'resources.features.notifications.add_failed');
        }
      }}
    >
      <TextInput
        source="featureName"
        needsLetter
        label="resources.features.fields.featureName"
        fullWidth
        validate={required('resources.features.validation.featureName')}
      />
      <SelectInput
        source="source"
        label="resources.features.fields.source"
        choices={withStoredChoices(PORTAL_SOURCES, 'id', record?.source, (source) => ({ id: source, name: source, portal: 'vrgarage' }))}
        fullWidth
        validate={required('resources.features.validation.source')}
      />
      <EndPointInput />
      <SelectInput
        source="icon"
        label="resources.features.fields.icon"
        choices={withStoredChoices(FEATURE_ICON_CHOICES, 'id', record?.icon, (icon) => ({ id: icon, name: icon }))}
        fullWidth
        validate={required('resources.features.validation.icon')}
      />
    </FormDialog>
  );
}
