import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxGroupInput, SelectInput, required, useGetOne, useNotify, useTranslate } from 'react-admin';
import { ListCutShort, useWholeList } from '../../../components/useWholeList';
import { ChoicesFailure } from '../../../components/ChoicesFailure';
import { requiredUnlessStoredWithout } from '../../../components/storedValues';
import { TextInput } from '../../../components/TextInput';
import type { Feature, Role } from '../../../api/types';
import { FormDialog } from '../../../components/FormDialog';
import { QueryState } from '../../../components/QueryState';
import { useResourceSave } from '../../../components/useResourceSave';
import { PORTAL_SOURCES, features, isFeatureExpired } from '../features';
import { roleFormValues, roleForEdit } from './model';
import { useResourceDefinition } from '../../../components/ResourceDefinitionContext';
import { READ_ONCE_PER_OPEN } from '../../../data/queryClient';
import { PendingDialog } from '../../../components/PendingDialog';

type FeatureRow = Feature & { id: string };

function FeatureLabel({ feature }: { feature: FeatureRow }) {
  const translate = useTranslate();
  const note = isFeatureExpired(feature) ? 'resources.features.expired' : feature.status === false ? 'app.status.inactive' : undefined;
  return (
    <span>
      {feature.featureName}{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        {feature.endPoint}
        {note ? ` · ${translate(note)}` : ''}
      </Typography>
    </span>
  );
}

/**
 * The portal select (locked once chosen) and that portal's features, from GET /adminFeatures. A role
 * stored without a portal (001 §5 never enforced one) opens with it to choose, and saves without it.
 */
function PortalAndFeatures({ storedWithoutPortal }: { storedWithoutPortal: boolean }) {
  const translate = useTranslate();
  const source = useWatch({ name: 'source' }) as string | undefined;
  // No silent retries: a failure shows at once, with Retry.
  const featureList = useWholeList<FeatureRow>(
    features.route,
    { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'featureName', order: 'ASC' } },
    { retry: false },
  );
  const cutShort = featureList.error instanceof ListCutShort;
  return (
    <>
      <SelectInput
        source="source"
        label="resources.roles.fields.source"
        choices={PORTAL_SOURCES}
        fullWidth
        readOnly={Boolean(source)}
        helperText={source ? 'resources.roles.portal_locked' : false}
        validate={storedWithoutPortal ? undefined : required('resources.roles.validation.source')}
      />
      {/* Cut short: the features that arrived are offered, and those the role holds beyond them go back as they are. */}
      {source && cutShort && <ChoicesFailure query={featureList} field="resources.roles.fields.features" />}
      {source && (
        <QueryState query={cutShort ? { ...featureList, error: undefined } : featureList} errorText="app.list.load_error">
          {(all: FeatureRow[] = []) => {
            const choices = all.filter((feature) => feature.source === source);
            return choices.length === 0 ? (
              <Typography color="text.secondary" sx={{ my: 1 }} data-testid="no-features">
                {translate('resources.roles.no_features')}
              </Typography>
            ) : (
              <CheckboxGroupInput
                source="features"
                label="resources.roles.fields.features"
                choices={choices}
                optionValue="_id"
                optionText={(feature: FeatureRow) => <FeatureLabel feature={feature} />}
                row={false}
              />
            );
          }}
        </QueryState>
      )}
    </>
  );
}

function RoleForm({ record, onClose }: { record?: Role; onClose: () => void }) {
  const roles = useResourceDefinition('roles');
  const translate = useTranslate();
  const save = useResourceSave(roles);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate(record ? 'resources.roles.edit' : 'resources.roles.add')}
      defaultValues={record ? roleFormValues(record) : { roleName: '', source: '', features: [] }}
      onSubmit={async (values) => {
        if (record) {
          await save.update(record, values);
          return { message: 'resources.roles.notifications.updated' };
        }
        await save.create(values);
        return { message: 'resources.roles.notifications.added' };
      }}
    >
      <TextInput
        source="roleName"
        label="resources.roles.fields.roleName"
        needsLetter
        fullWidth
        // 001 §5 enforces no required flag: a role saved without a name is not refused it for another edit.
        validate={requiredUnlessStoredWithout(record, 'roleName', 'resources.roles.validation.roleName')}
      />
      <PortalAndFeatures storedWithoutPortal={Boolean(record) && !record?.source} />
    </FormDialog>
  );
}

/** Edit: POST /singleAdminRole first ('Error fetching data from the API' when it fails). */
function EditRole({ record, onClose }: { record: Role; onClose: () => void }) {
  const roles = useResourceDefinition('roles');
  const translate = useTranslate();
  const notify = useNotify();
  // A key of its own (meta): the roles list leaves each row under the plain getOne key, and the form must
  // open on this opening's own answer, never on the list's copy of the role and its features.
  const query = useGetOne<Role & { id: string }>(
    roles.route,
    { id: record._id, meta: { read: 'singleAdminRole' } },
    { retry: false, ...READ_ONCE_PER_OPEN },
  );
  const { data, error } = query;
  useEffect(() => {
    if (error) notify('resources.roles.notifications.fetch_failed', { type: 'error' });
  }, [error, notify]);
  if (data) return <RoleForm record={roleForEdit(record, data)} onClose={onClose} />;
  return (
    <PendingDialog
      title={translate('resources.roles.edit')}
      width="sm"
      query={query}
      errorText="resources.roles.notifications.fetch_failed"
      onClose={onClose}
    />
  );
}

/** Add Roles and Edit Role (001 §2.5, §4). */
export function RoleDialog({ record, onClose }: { record?: Role; onClose: () => void }) {
  return record ? <EditRole record={record} onClose={onClose} /> : <RoleForm onClose={onClose} />;
}
