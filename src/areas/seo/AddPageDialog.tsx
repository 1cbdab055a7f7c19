import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, SelectInput, required, useDataProvider, useTranslate } from 'react-admin';
import { ChoicesFailure } from '../../components/ChoicesFailure';
import { TextInput } from '../../components/TextInput';
import { noMarkup } from '../../lib/validators';
import { useNavigate } from 'react-router-dom';
import type { SeoPage } from '../../api/types';
import { FormDialog } from '../../components/FormDialog';
import { documentedFailure } from '../../api/failures';
import { useResourceSave } from '../../components/useResourceSave';
import { siteUrl } from '../../config';
import type { SeoDataProvider } from './provider';
import { seoKeys } from './queryKeys';
import { VEHICLE_FILTER } from '../../core/choices';
import { useCategoryChoices } from '../catalogue/choices';
import { useCityChoices, useStateChoices, stateNameOf, cityNameOf } from '../locations/choices';
import type { Resource } from '../../core/defineResource';
import { EDITOR_ROUTES, editorPath, pageUrl, seoCategoryFits, type SeoKind } from './model';

/** The URL the page will get, as typed (002 §9). */
function UrlPreview({ kind }: { kind: SeoKind }) {
  const translate = useTranslate();
  const [serviceName, location] = useWatch({ name: ['serviceName', 'location'] });
  return (
    <Box sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.seoPages.url_preview')}
      </Typography>
      <Typography data-testid="url-preview" aria-live="polite" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }} dir="ltr">
        {pageUrl(kind, siteUrl, { serviceName, location })}
      </Typography>
    </Box>
  );
}

/** Clears a dependent choice when what it depends on changes (service after category, city after state). */
function useResetOnChange(source: string, dependent: string) {
  const { setValue, getFieldState } = useFormContext();
  const value = useWatch({ name: source });
  const seen = useRef(value);
  useEffect(() => {
    if (seen.current === value) return;
    seen.current = value;
    if (getFieldState(source).isDirty) setValue(dependent, '');
  }, [value, source, dependent, getFieldState, setValue]);
  return value;
}

function CategoryAndService() {
  const dataProvider = useDataProvider<SeoDataProvider>();
  const vehicleType = useResetOnChange('vehicleType', 'categoryId');
  const categoryId = useResetOnChange('categoryId', 'serviceName');
  const categoryList = useCategoryChoices();
  const { data: categories = [] } = categoryList;
  const choices = categories.filter((entry) => seoCategoryFits(entry.vehicleType, vehicleType));
  const services = useQuery({
    queryKey: seoKeys.call('categoryServices', categoryId),
    queryFn: () => dataProvider.categoryServices(categoryId),
    enabled: Boolean(categoryId),
  });
  const serviceChoices = [...new Set((services.data ?? []).map((service) => service.serviceName))].map((name) => ({ id: name, name }));
  return (
    <>
      <ChoicesFailure query={categoryList} field="resources.seoPages.fields.categoryType" />
      <SelectInput
        source="categoryId"
        label="resources.seoPages.fields.categoryType"
        choices={choices}
        optionValue="_id"
        optionText="categoryName"
        disabled={!vehicleType}
        validate={required('resources.seoPages.validation.categoryType')}
        fullWidth
      />
      <ChoicesFailure query={services} field="resources.seoPages.fields.serviceName" />
      <SelectInput
        source="serviceName"
        label="resources.seoPages.fields.serviceName"
        choices={serviceChoices}
        disabled={!categoryId}
        isPending={services.isLoading}
        validate={required('resources.seoPages.validation.serviceName')}
        fullWidth
      />
    </>
  );
}

function Place() {
  const stateId = useResetOnChange('stateId', 'location');
  const stateList = useStateChoices();
  const cityList = useCityChoices(stateId);
  const { data: stateRows = [] } = stateList;
  const { data: cityRows = [] } = cityList;
  return (
    <>
      <ChoicesFailure query={stateList} field="resources.seoPages.fields.state" />
      <ChoicesFailure query={cityList} field="resources.seoPages.fields.location" />
      {/* `id` is the state's `_id`, or its `id` (000 §3). */}
      <SelectInput source="stateId" label="resources.seoPages.fields.state" choices={stateRows} optionValue="id" optionText={stateNameOf} fullWidth />
      <SelectInput
        source="location"
        label="resources.seoPages.fields.location"
        choices={cityRows.map((city) => ({ id: cityNameOf(city), name: cityNameOf(city) }))}
        disabled={!stateId}
        validate={required('resources.seoPages.validation.location')}
        fullWidth
      />
      <TextInput source="area" label="resources.seoPages.fields.area" validate={noMarkup} fullWidth />
    </>
  );
}

/**
 * Add Page / Add NearMe Page popup (Service Pages open the 'Add NearMe Page' one too): a Create Page
 * button sends POST /SEOdata, then the admin goes straight to the new page's content editor.
 */
export function AddPageDialog({ resource, kind, onClose }: { resource: Resource<SeoPage>; kind: SeoKind; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const save = useResourceSave(resource);
  const { data: categories = [] } = useCategoryChoices();
  const { data: stateRows = [] } = useStateChoices();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={translate(`resources.${resource.key}.add_title`)}
      submitLabel={`resources.${resource.key}.create`}
      failureKey="resources.seoPages.notifications.create_failed"
      defaultValues={{ title: '', area: '' }}
      onSubmit={async (values) => {
        const answer = (await save
          .create({
            ...values,
            categoryType: categories.find((entry) => entry._id === values.categoryId)?.categoryName ?? '',
            state: stateNameOf(stateRows.find((entry) => entry.id === values.stateId) ?? {}),
          })
          // 002 §8: a failed SEO save says 'Error adding Feature'; a 400 giving its reason shows it.
          .catch((error: unknown) => documentedFailure(error, 'resources.seoPages.notifications.create_failed'))) as
          | { data?: { _id?: string } }
          | undefined;
        const id = answer?.data?._id;
        if (id) navigate(editorPath(EDITOR_ROUTES[kind].content, id));
        return { message: 'resources.seoPages.notifications.created' };
      }}
    >
      <TextInput
        source="title"
        label="resources.seoPages.fields.title"
        validate={[required('resources.seoPages.validation.title'), noMarkup]}
        fullWidth
      />
      <RadioButtonGroupInput
        source="vehicleType"
        label="resources.seoPages.fields.vehicleType"
        choices={VEHICLE_FILTER}
        validate={required('resources.seoPages.validation.vehicleType')}
      />
      <CategoryAndService />
      {kind === 'page' && <Place />}
      <UrlPreview kind={kind} />
    </FormDialog>
  );
}
