import { RadioButtonGroupInput, required, useTranslate } from 'react-admin';
import { TextInput } from '../../../components/TextInput';
import type { Category } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { ImageInput } from '../../../components/ImageInput';
import { VEHICLE_TYPES } from '../../../core/choices';
import { useResourceSave } from '../../../components/useResourceSave';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { categoryFormValues } from './model';

/** Add Category (vehicle type and name required) and Edit Category (all optional), spec 000 §5. */
export function CategoryDialog({ record, open, onClose }: { record?: Category; open: boolean; onClose: () => void }) {
  const category = useResourceDefinition('category');
  const translate = useTranslate();
  const editing = Boolean(record);
  const save = useResourceSave(category);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate(editing ? 'resources.category.edit' : 'resources.category.add')}
      defaultValues={record ? categoryFormValues(record) : { categoryName: '', categoryDescription: '' }}
      onSubmit={async (values) => {
        if (record) {
          await save.update(record, values);
          return { message: 'resources.category.notifications.edited' };
        }
        await save.create(values);
        return { message: 'resources.category.notifications.added' };
      }}
    >
      <ImageInput source="categoryImage" label={translate('resources.category.fields.categoryImage')} />
      <RadioButtonGroupInput
        source="vehicleType"
        label="resources.category.fields.vehicleType"
        choices={VEHICLE_TYPES}
        validate={editing ? undefined : required('resources.category.validation.vehicleType')}
      />
      <TextInput
        source="categoryName"
        needsLetter
        label="resources.category.fields.categoryName"
        fullWidth
        validate={editing ? undefined : required('resources.category.validation.categoryName')}
      />
      <TextInput source="categoryDescription" label="resources.category.fields.categoryDescription" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
