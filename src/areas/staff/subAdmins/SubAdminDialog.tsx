import { SelectInput, email, required, useTranslate } from 'react-admin';
import { useWholeList } from '../../../components/useWholeList';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { TextInput } from '../../../components/TextInput';
import type { Role, SubAdmin } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { SaveFailure } from '../../../api/failures';
import { useResourceSave } from '../../../components/useResourceSave';
import { ApiError } from '../../../api/http';
import { roles } from '../roles';
import { subAdminFormValues } from './model';
import { withStoredChoices } from '../../../components/storedValues';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';

const EMAIL_RULES = [required('resources.subAdmins.validation.email'), email('resources.subAdmins.validation.email_invalid')];
const ALREADY_CREATED = 'resources.subAdmins.notifications.exists';

/** Any answer but success warns 'Subadmin with this details already created' (001 §8); a lost connection says so. */
function refusal(error: unknown): never {
  if (error instanceof ApiError && error.status === 0) throw error;
  throw new SaveFailure(ALREADY_CREATED, 'warning');
}

/** Add SubAdmin (name, e-mail, active role) and Edit SubAdmin (e-mail read-only), 001 §2.4, §5. */
export function SubAdminDialog({ record, onClose }: { record?: SubAdmin; onClose: () => void }) {
  const subAdmins = useResourceDefinition('subAdmins');
  const translate = useTranslate();
  const save = useResourceSave(subAdmins);
  const roleList = useWholeList<Role & { id: string }>(roles.route, {
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'roleName', order: 'ASC' },
  });
  const { data: allRoles = [], isPending } = roleList;
  // Only active roles are offered; an edited sub-admin keeps showing its current role, by its stored name when the list lacks it.
  const choices = withStoredChoices<{ _id: string; roleName?: string }>(
    // A role sent without its status stays offered; one switched off is not (but for the sub-admin's own).
    allRoles.filter((role) => role.status !== false || role._id === record?.roleId),
    '_id',
    record?.roleId,
    (roleId) => ({ _id: roleId, roleName: record?.role || roleId }),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate(record ? 'resources.subAdmins.edit' : 'resources.subAdmins.add')}
      defaultValues={record ? subAdminFormValues(record) : { name: '', email: '', roleId: '' }}
      onSubmit={async (values) => {
        try {
          if (record) {
            await save.update(record, values);
            return { message: 'resources.subAdmins.notifications.updated' };
          }
          await save.create(values);
          return { message: 'resources.subAdmins.notifications.created' };
        } catch (error) {
          return refusal(error);
        }
      }}
    >
      <TextInput
        source="name"
        label="resources.subAdmins.fields.name"
        needsLetter
        fullWidth
        validate={required('resources.subAdmins.validation.name')}
      />
      <TextInput
        source="email"
        label="resources.subAdmins.fields.email"
        type="email"
        fullWidth
        // Edit: shown disabled (001 §2.4; §5 'read-only'), resent as stored (toSubAdminUpdate): it cannot be corrected here.
        disabled={Boolean(record)}
        validate={EMAIL_RULES}
      />
      <ChoicesFailure query={roleList} field="resources.subAdmins.fields.role" />
      <SelectInput
        source="roleId"
        label="resources.subAdmins.fields.role"
        choices={choices}
        optionValue="_id"
        optionText="roleName"
        isPending={isPending}
        fullWidth
        validate={required('resources.subAdmins.validation.roleId')}
      />
    </FormDialog>
  );
}
