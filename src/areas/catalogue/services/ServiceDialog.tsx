import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SelectInput, required, useTranslate } from 'react-admin';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { TextInput } from '../../../components/TextInput';
import type { Service } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { ImageInput } from '../../../components/ImageInput';
import { useCategoryChoices } from '../choices';
import { useResourceSave } from '../../../components/useResourceSave';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { withStoredChoices } from '../../../components/storedValues';
import { serviceFormValues } from './model';

/** What's Included: each comma starts a new line in the customer and garage apps. */
function IncludedPreview() {
  const text = useWatch({ name: 'whatsIncluded' }) as string | undefined;
  const lines = (text ?? '')
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ mt: 0, pl: 3 }} aria-label="preview">
      {lines.map((line, index) => (
        <Typography component="li" variant="body2" key={index}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** Add Service (category and name required) and Edit Service (nothing required), spec 000 §5. */
export function ServiceDialog({ record, open, onClose }: { record?: Service; open: boolean; onClose: () => void }) {
  const services = useResourceDefinition('services');
  const translate = useTranslate();
  const editing = Boolean(record);
  const save = useResourceSave(services);
  const categoryList = useCategoryChoices();
  const { data: categories = [], isPending } = categoryList;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate(editing ? 'resources.services.edit' : 'resources.services.add')}
      defaultValues={record ? serviceFormValues(record) : { serviceName: '', whatsIncluded: '' }}
      onSubmit={async (values) => {
        if (record) {
          const answer = await save.update(record, values);
          return { message: answer?.message || 'resources.services.notifications.edited' };
        }
        const answer = await save.create(values);
        return { message: answer?.message || 'resources.services.notifications.added' };
      }}
    >
      <ImageInput source="serviceImage" label={translate('resources.services.fields.serviceImage')} />
      <ChoicesFailure query={categoryList} field="resources.services.fields.categoryName" />
      <SelectInput
        source="categoryId"
        label="resources.services.fields.categoryName"
        choices={withStoredChoices<{ _id: string; categoryName?: string }>(categories, '_id', record?.categoryId, (categoryId) => ({
          _id: categoryId,
          categoryName: record?.categoryName || categoryId,
        }))}
        optionValue="_id"
        optionText="categoryName"
        isPending={isPending}
        fullWidth
        validate={editing ? undefined : required('resources.services.validation.categoryId')}
      />
      <TextInput
        source="serviceName"
        needsLetter
        label="resources.services.fields.serviceName"
        fullWidth
        validate={editing ? undefined : required('resources.services.validation.serviceName')}
      />
      <TextInput
        source="whatsIncluded"
        label="resources.services.fields.whatsIncluded"
        helperText="resources.services.whats_included_help"
        fullWidth
        multiline
        minRows={2}
      />
      <IncludedPreview />
    </FormDialog>
  );
}
