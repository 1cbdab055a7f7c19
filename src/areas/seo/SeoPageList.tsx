import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DataTable, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { SeoPage } from '../../api/types';
import { ChoicesFailure } from '../../components/ChoicesFailure';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import { ResourceList } from '../../components/list/ResourceList';
import { AddButton } from '../../components/list/AddButton';
import { CELL } from '../../components/list/cellStyles';
import { RowIconButton } from '../../components/list/RowIconButton';
import { ROW_ICONS } from '../../components/list/rowIcons';
import { SerialNumber } from '../../components/list/SerialNumber';
import { useRowDelete } from '../../components/list/useRowWrites';
import type { SeoDataProvider } from './provider';
import { seoKeys } from './queryKeys';
import { formatDate } from '../../lib/dates';
import { useCategoryChoices } from '../catalogue/choices';
import { vehicleTypeKey } from '../../core/choices';
import type { Resource } from '../../core/defineResource';
import { EDITOR_ROUTES, editorPath, type SeoKind } from './model';
import { UploadSheetButton } from './UploadSheetButton';
import { lazyComponent } from '../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../components/useAfterFirstReads';
import { useApplyFilterChanges, useListQuery } from '../../components/list/listQuery';

/** Its code loads when first opened, or once the list's first reads are done. */
const AddPageDialog = lazyComponent(async () => ({ default: (await import('./AddPageDialog')).AddPageDialog }));

/** Only web addresses open from View (a stored `javascript:` URL never runs). */
const isWebUrl = (url: string | undefined) => Boolean(url && /^https?:\/\//i.test(url));

function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 150 }}
      label={label}
      value={options.includes(value) ? value : ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{translate('app.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** City (GET /listOf_SEO_Data_cities), area (by city), category and service (by category) filters (002 'Service Pages'). */
function SeoFilters({ places }: { places: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SeoDataProvider>();
  const { filterValues } = useListQuery();
  // As the filter bar's: a choice made before the last one's answer keeps it.
  const set = useApplyFilterChanges();
  const city = String(filterValues.location ?? '');
  const categoryName = String(filterValues.categoryType ?? '');
  const cities = useQuery({ queryKey: seoKeys.call('seoCities'), queryFn: () => dataProvider.seoCities(), enabled: places });
  const areas = useQuery({ queryKey: seoKeys.call('seoAreas', city), queryFn: () => dataProvider.seoAreas(city), enabled: places && city !== '' });
  const categoryList = useCategoryChoices();
  const { data: categories = [] } = categoryList;
  const categoryId = categories.find((entry) => entry.categoryName === categoryName)?._id;
  const services = useQuery({
    queryKey: seoKeys.call('categoryServices', categoryId),
    queryFn: () => dataProvider.categoryServices(categoryId!),
    enabled: Boolean(categoryId),
  });
  const unique = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));
  return (
    <>
      {[
        [cities, 'resources.seoPages.filters.city'] as const,
        [areas, 'resources.seoPages.filters.area'] as const,
        [categoryList, 'resources.seoPages.filters.category'] as const,
        [services, 'resources.seoPages.filters.service'] as const,
      ].map(([query, field]) => (
        <ChoicesFailure key={field} query={query} field={field} />
      ))}
      {places && (
        <>
          <FilterSelect
            label={translate('resources.seoPages.filters.city')}
            value={city}
            options={unique(cities.data ?? [])}
            onChange={(value) => set({ location: value, area: '' })}
          />
          <FilterSelect
            label={translate('resources.seoPages.filters.area')}
            value={String(filterValues.area ?? '')}
            options={unique(areas.data ?? [])}
            disabled={!city}
            onChange={(value) => set({ area: value })}
          />
        </>
      )}
      <FilterSelect
        label={translate('resources.seoPages.filters.category')}
        value={categoryName}
        options={unique(categories.flatMap((entry) => (entry.categoryName ? [entry.categoryName] : [])))}
        onChange={(value) => set({ categoryType: value, serviceName: '' })}
      />
      <FilterSelect
        label={translate('resources.seoPages.filters.service')}
        value={String(filterValues.serviceName ?? '')}
        options={unique((services.data ?? []).flatMap((entry) => (entry.serviceName ? [entry.serviceName] : [])))}
        disabled={!categoryId}
        onChange={(value) => set({ serviceName: value })}
      />
    </>
  );
}

/**
 * Read-only 'Page Values' / 'Near Me Values' popup (002 'Pages', 'Near Me', 'Service Pages'): city and
 * area show on Pages only; Near Me and Service Pages show title, vehicle type, category, service and url.
 */
function PageValuesDialog({ page, kind, titleKey, onClose }: { page: SeoPage; kind: SeoKind; titleKey: string; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fields: [string, string][] = [
    ['title', page.title ?? '-'],
    ['vehicleType', translate(vehicleTypeKey(page.vehicleType))],
    ['categoryType', page.categoryType ?? '-'],
    ['serviceName', page.serviceName ?? '-'],
    ...(kind !== 'page'
      ? []
      : ([
          ['location', page.location ?? ''],
          ['area', page.area ?? ''],
        ] as [string, string][])),
    ['url', page.url ?? '-'],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(titleKey)}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {fields.map(([field, value]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(`resources.seoPages.fields.${field}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value || '-'}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RowActions({ resource, kind, onView }: { resource: Resource<SeoPage>; kind: SeoKind; onView: (page: SeoPage) => void }) {
  const page = useRecordContext<SeoPage>();
  const translate = useTranslate();
  const deletePage = useRowDelete(resource.route);
  if (!page) return null;
  const label = (action: string) =>
    translate('resources.seoPages.actions.label', { action: translate(`resources.seoPages.actions.${action}`), title: page.title });
  // The documents ask 'Are you sure Delete this Page?' first, so the delete waits for the answer (no undo).
  const remove = () =>
    deletePage(page._id, { confirmed: true, success: { message: 'resources.seoPages.delete.done' }, failureKey: 'resources.seoPages.delete.failed' });
  return (
    <span className={CELL.actions}>
      <RowIconButton label={label('edit')} hint={label('edit')} icon={ROW_ICONS.edit} to={editorPath(EDITOR_ROUTES[kind].content, page._id)} />
      <ConfirmedAction
        title={translate('resources.seoPages.delete.title')}
        question={translate('resources.seoPages.delete.confirm')}
        onConfirm={remove}
      >
        {(ask, busy) => (
          <RowIconButton label={label('delete')} hint={label('delete')} icon={ROW_ICONS.delete} tone="error" disabled={busy} onClick={ask} />
        )}
      </ConfirmedAction>
      {isWebUrl(page.url) && <RowIconButton label={label('view')} hint={label('view')} icon={ROW_ICONS.openInNew} href={page.url} />}
      <RowIconButton
        label={label('seo_edit')}
        hint={label('seo_edit')}
        icon={ROW_ICONS.manageSearch}
        to={editorPath(EDITOR_ROUTES[kind].seo, page._id)}
      />
      <RowIconButton label={label('view_values')} hint={label('view_values')} icon={ROW_ICONS.visibility} onClick={() => onView(page)} />
    </span>
  );
}

/** Pages, Near Me and Service Pages (002 §2): S.No, Page Name, Date of Published, Author and the row actions. */
export function SeoPageList({ resource, kind, placeFilters = false }: { resource: Resource<SeoPage>; kind: SeoKind; placeFilters?: boolean }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<SeoPage | null>(null);
  usePreloadAfterFirstReads(AddPageDialog);
  return (
    <ResourceList
      resource={resource}
      filters={<SeoFilters places={placeFilters} />}
      actions={
        <>
          <AddButton label={translate(`resources.${resource.key}.add`)} onClick={() => setAdding(true)} />
          <UploadSheetButton kind={kind} />
        </>
      }
      dialogs={
        <>
          {adding && <AddPageDialog resource={resource} kind={kind} onClose={() => setAdding(false)} />}
          {viewing && (
            <PageValuesDialog page={viewing} kind={kind} titleKey={`resources.${resource.key}.values_title`} onClose={() => setViewing(null)} />
          )}
        </>
      }
    >
      <DataTable.Col label="app.columns.serial" render={() => <SerialNumber />} disableSort />
      <DataTable.Col source="title" label="resources.seoPages.fields.pageName" />
      <DataTable.Col source="date" label="resources.seoPages.fields.date" render={(row: SeoPage) => formatDate(row.date ?? row.registationDate)} />
      <DataTable.Col source="createdBy" label="resources.seoPages.fields.createdBy" render={(row: SeoPage) => row.createdBy || '-'} />
      <DataTable.Col label="app.columns.action" disableSort render={() => <RowActions resource={resource} kind={kind} onView={setViewing} />} />
    </ResourceList>
  );
}
