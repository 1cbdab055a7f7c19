import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControlLabel,
  FormGroup,
  IconButton,
  LinearProgress,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/dataProvider';
import type { ListProgress } from '../../data/listEngine/client';
import type { FacetDeclaration } from '../../core/facets';
import { choiceText } from '../../core/choices';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { tickedValues } from './facetValues';
import { useApplyFilterChanges, useListActions, useListQuery } from './listQuery';

/** Values shown at first; a facet with more offers a search box. */
const FIRST_VALUES = 8;
/** Values each 'Show more' adds: a few hundred checkboxes at once would hold the page up. */
const MORE_VALUES = 50;
/** The panel's width, beside the list or as a sheet on a tablet. */
const PANEL_WIDTH = 340;

function FacetGroup({
  facet,
  values,
  ticked,
  onTick,
}: {
  facet: FacetDeclaration;
  values: { value: string; count: number }[];
  ticked: readonly string[];
  onTick: (value: string, checked: boolean) => void;
}) {
  const translate = useTranslate();
  const legendId = useId();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(FIRST_VALUES);
  const name = translate(facet.label);
  const labelOf = (value: string) => choiceText(translate, facet.choices ?? [], value);
  const needle = search.trim().toLocaleLowerCase();
  const matching = needle ? values.filter(({ value }) => labelOf(value).toLocaleLowerCase().includes(needle)) : values;
  // Ticked values stay in view so they can be unticked.
  const shown = matching.filter(({ value }, rank) => rank < limit || ticked.includes(value));
  return (
    <Box component="section" aria-labelledby={legendId} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={legendId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {name}
      </Typography>
      {values.length > FIRST_VALUES && (
        <TextField
          size="small"
          type="search"
          fullWidth
          sx={{ my: 0.5 }}
          label={translate('app.facets.search', { facet: name })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {values.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.facets.no_values')}
        </Typography>
      )}
      {needle && matching.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.facets.no_match')}
        </Typography>
      )}
      <FormGroup role="group" aria-labelledby={legendId}>
        {shown.map(({ value, count }) => (
          <FormControlLabel
            key={value}
            sx={{ my: -0.25 }}
            control={<Checkbox size="small" checked={ticked.includes(value)} onChange={(event) => onTick(value, event.target.checked)} />}
            label={`${labelOf(value)} (${count})`}
          />
        ))}
      </FormGroup>
      {shown.length < matching.length && (
        <Button size="small" onClick={() => setLimit(limit + MORE_VALUES)}>
          {translate('app.facets.show_more', { count: Math.min(MORE_VALUES, matching.length - shown.length) })}
        </Button>
      )}
    </Box>
  );
}

/**
 * The list's facets: each value with how many rows have it under the other filters (counted by the
 * list engine where the rows are). Ticks are filter values, so the URL, saved views, exports and
 * 'Select all' follow them. On wide screens the panel sits beside the list and is not modal: the rows
 * stay readable and reachable while values are ticked. Narrower, it is a sheet over the list.
 */
export default function FacetsPanel({ id, beside, onClose }: { id: string; beside: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { facets = [] } = useResourceDefinition();
  const { filterValues, resource } = useListQuery();
  const { filterValuesNow } = useListActions();
  const applyFilters = useApplyFilterChanges();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // Counted again when other rows are shown: a save or Refresh reloads the list behind the panel.
  const loadedAt = (useListContext().meta as { progress?: ListProgress } | undefined)?.progress?.loadedAt;
  const counts = useQuery({
    queryKey: ['console', 'facets', resource, filterValues, loadedAt],
    queryFn: () => dataProvider.facets(resource, { filter: filterValues }),
    placeholderData: keepPreviousData,
  });
  // Beside the list nothing moves the focus in: the panel comes after the rows, so it is taken to its heading.
  useEffect(() => {
    if (beside) headingRef.current?.focus();
  }, [beside]);

  // On top of the filters as last set, not those still shown while the engine answers a change before it.
  const tick = (source: string, value: string, checked: boolean) => {
    const current = tickedValues(filterValuesNow()[source]);
    const next = checked ? [...current, value] : current.filter((one) => one !== value);
    applyFilters({ [source]: next.length === 0 ? undefined : next });
  };

  const content = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={titleId} ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ flexGrow: 1, outline: 'none' }}>
          {translate('app.facets.title')}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ height: 4 }}>{counts.isFetching && <LinearProgress aria-label={translate('app.facets.counting')} />}</Box>
      {counts.error && (
        <Alert
          severity="error"
          sx={{ mx: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
              {translate('app.action.retry')}
            </Button>
          }
        >
          {translate('app.facets.failed')}
        </Alert>
      )}
      {counts.data &&
        facets.map((facet) => (
          <FacetGroup
            key={facet.source}
            facet={facet}
            values={counts.data[facet.source] ?? []}
            ticked={tickedValues(filterValues[facet.source])}
            onTick={(value, checked) => tick(facet.source, value, checked)}
          />
        ))}
    </>
  );

  if (beside) {
    return (
      <Paper
        id={id}
        component="section"
        variant="outlined"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        // Its own column at the end of the row (the start in Arabic), as tall as its facets.
        sx={{ flex: `0 0 ${PANEL_WIDTH}px`, width: PANEL_WIDTH, alignSelf: 'flex-start', ml: 2, mt: 1, mb: 2 }}
      >
        {content}
      </Paper>
    );
  }
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: PANEL_WIDTH } } } }}
    >
      {content}
    </Drawer>
  );
}
