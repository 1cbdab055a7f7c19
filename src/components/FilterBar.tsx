import ClearIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { useResourceDefinition } from './ResourceDefinitionContext';
import { DataChecksButton } from './list/DataChecksButton';
import { FacetsButton } from './list/FacetsButton';

const SEARCH_DEBOUNCE_MS = 300;
/** The date pickers load with the first list that shows them. */
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));
/** Holds the two pickers' places (200 px each, as DateRangeFilter sizes them), so the bar wraps the same before and after they load. */
const DATE_RANGE_PLACEHOLDER = (
  <>
    <Box sx={{ width: 200, height: 40 }} />
    <Box sx={{ width: 200, height: 40 }} />
  </>
);

/**
 * The search text: typing re-renders this box alone, and the text becomes the list's search once
 * typing pauses.
 */
function SearchBox({ applied, onSearch }: { applied: string; onSearch: (changes: { q: string }) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(applied);
  const latest = useRef(applied);
  latest.current = applied;

  useEffect(() => {
    if (latest.current === text) return;
    const timer = setTimeout(() => onSearch({ q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  // A search set elsewhere (a link, Back, a saved view) shows in the box.
  useEffect(() => setText(applied), [applied]);

  return (
    <TextField
      fullWidth={false}
      size="small"
      type="search"
      label={translate('app.filters.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The shared filter bar (spec 000 §2 'Shared filter bar rules'): from/to date, status, the
 * resource's extra selects, search and Clear Filters. Values live in the URL through react-admin.
 */
export function FilterBar({ children, dates = true, search = true }: { children?: ReactNode; dates?: boolean; search?: boolean }) {
  const translate = useTranslate();
  const definition = useResourceDefinition();
  const { filterValues, setFilters } = useListContext();
  const { canAccess: canClear } = useCanAccess({ resource: definition.route, action: 'clearFilters' });
  /** Clear Filters starts the search box afresh (dropping text typed but not yet applied). */
  const [cleared, setCleared] = useState(0);
  const latest = useRef(filterValues);
  latest.current = filterValues;

  const apply = useCallback(
    (changes: Record<string, unknown>) => {
      const next: Record<string, unknown> = { ...latest.current, ...changes };
      for (const [key, value] of Object.entries(next)) if (value === '' || value === undefined) delete next[key];
      setFilters(next, undefined, false);
    },
    [setFilters],
  );

  return (
    <Box
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5, flex: 1, '& .MuiFormControl-root': { m: 0 } }}
    >
      {dates && definition.dateField && (
        <Suspense fallback={DATE_RANGE_PLACEHOLDER}>
          <DateRangeFilter from={filterValues.from ?? ''} to={filterValues.to ?? ''} onChange={apply} />
        </Suspense>
      )}
      {definition.isActive && (
        <TextField
          fullWidth={false}
          select
          size="small"
          sx={{ minWidth: 140 }}
          label={translate('app.filters.status')}
          value={filterValues.status ?? ''}
          onChange={(event) => apply({ status: event.target.value })}
        >
          <MenuItem value="">{translate('app.filters.all')}</MenuItem>
          <MenuItem value="active">{translate(definition.statusLabels?.active ?? 'app.status.active')}</MenuItem>
          <MenuItem value="inactive">{translate(definition.statusLabels?.inactive ?? 'app.status.inactive')}</MenuItem>
        </TextField>
      )}
      {definition.extraFilters?.map((extra) => {
        const value: unknown = filterValues[extra.source];
        // Several values ticked in the Filters panel show there, not in a single select.
        if (Array.isArray(value) && value.length !== 1) return null;
        const chosen = String(value ?? '');
        // A filter without choices (set by a dashboard link, e.g. a state) shows only while it is set, offering its value.
        if (extra.choices.length === 0 && !chosen) return null;
        const choices = extra.choices.length === 0 ? [{ id: chosen, name: chosen }] : extra.choices;
        return (
          <TextField
            fullWidth={false}
            key={extra.source}
            select
            size="small"
            sx={{ minWidth: 140 }}
            label={translate(extra.label)}
            value={chosen}
            onChange={(event) => apply({ [extra.source]: event.target.value })}
          >
            <MenuItem value="">{translate('app.filters.all')}</MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {translate(choice.name, { _: choice.name })}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
      {children}
      <FacetsButton />
      <DataChecksButton />
      {search && <SearchBox key={cleared} applied={filterValues.q ?? ''} onSearch={apply} />}
      {canClear !== false && (
        <Button
          startIcon={<ClearIcon />}
          onClick={() => {
            setCleared((count) => count + 1);
            setFilters({}, undefined, false);
          }}
        >
          {translate('app.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
