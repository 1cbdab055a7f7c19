import { Autocomplete, Link, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { GarageNameListItem } from '../../api/types';
import { consoleKeys, type ConsoleDataProvider } from '../../data/dataProvider';
import { valueAt } from '../../lib/valueAt';
import { InitialsAvatar } from '../InitialsAvatar';
import { CellText } from '../list/CellText';
import { formatDate } from '../../lib/dates';
import { garageIdForCalls } from '../../core/garageId';
import { columnValue, documentUrl, formatRupees, type ReportColumn } from '../../data/defineReport';
import { useAutocompleteTexts } from '../autocompleteTexts';
import { ChoicesFailure } from '../ChoicesFailure';
import { choiceText } from '../../core/choices';

/** `GET /garageNameList`, shared by every screen that picks garages. */
export function useGarageNames() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: consoleKeys.call('garageNames'), queryFn: () => dataProvider.garageNames(), staleTime: 60_000 });
}

export const garageLabel = (garage: GarageNameListItem) =>
  garage.city ? `${garage.garageName ?? '-'} (${garage.city})` : (garage.garageName ?? '-');

/** The reports' garage picker: name and city; cleared means all garages (sent as `garageId: ''`). */
export function GarageFilter() {
  const translate = useTranslate();
  const autocompleteTexts = useAutocompleteTexts();
  const { filterValues, setFilters } = useListContext();
  const garageNames = useGarageNames();
  const { data: garages = [], isPending } = garageNames;
  const selected = garages.find((garage) => garageIdForCalls(garage) === filterValues.garageId) ?? null;
  return (
    <>
      <Autocomplete
        {...autocompleteTexts}
        size="small"
        sx={{ width: 280 }}
        options={garages}
        loading={isPending}
        value={selected}
        getOptionLabel={garageLabel}
        getOptionKey={garageIdForCalls}
        isOptionEqualToValue={(option, value) => garageIdForCalls(option) === garageIdForCalls(value)}
        onChange={(_, garage) => {
          const next = { ...filterValues, garageId: garage ? garageIdForCalls(garage) : undefined };
          if (!garage) delete next.garageId;
          setFilters(next, undefined, false);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.reports.garage')}
            placeholder={translate('resources.reports.all_garages')}
            error={Boolean(garageNames.error)}
          />
        )}
      />
      {/* Named with Retry: the screen's Refresh reads the rows again, not the picker's garages. */}
      <ChoicesFailure query={garageNames} field="resources.reports.garage" text="resources.reports.garages_failed" />
    </>
  );
}

/** 'View' opening the document in a new tab; '-' when there is none. */
export function ViewLink({ href, name }: { href: unknown; name?: string }) {
  const translate = useTranslate();
  const url = documentUrl(href);
  if (!url) return <>-</>;
  const view = translate('resources.reports.view');
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={name ? `${view}: ${name}` : undefined}>
      {view}
    </Link>
  );
}

/** One declared report cell. */
export function ReportCell<Row extends object>({ column, row }: { column: ReportColumn<Row>; row: Row }) {
  const translate = useTranslate();
  const value = columnValue(column, row);
  switch (column.kind) {
    case 'date':
      return <>{formatDate(value)}</>;
    case 'money':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatRupees(value)}</span>;
    case 'percent':
      return <>{value === null || value === undefined || value === '' ? '-' : `${value}%`}</>;
    case 'link':
      return (
        <ViewLink href={value} name={`${translate(column.label)} ${column.nameSource ? String(valueAt(row, column.nameSource) ?? '') : ''}`.trim()} />
      );
    case 'image': {
      const name = column.nameSource ? String(valueAt(row, column.nameSource) ?? '') : '';
      return <InitialsAvatar src={documentUrl(value)} name={name} />;
    }
    case 'label':
      if (column.labelKey) {
        const key = column.labelKey(row);
        return <CellText text={key ? translate(key) : '-'} />;
      }
      return <CellText text={String(value ?? '-')} />;
    default:
      if (column.choices) return <CellText text={choiceText(translate, column.choices, value)} />;
      if (value === null || value === undefined || value === '') return <>-</>;
      return <CellText text={Array.isArray(value) ? value.join(', ') : String(value)} />;
  }
}
