import ClearIcon from '@mui/icons-material/FilterAltOff';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Drawer, formControlClasses, InputAdornment, MenuItem, TextField, useMediaQuery } from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useLatest } from '../../lib/useLatest';
import { useAuthProvider, useEvent, useTranslate } from 'react-admin';
import type { ConsoleAuthProvider } from '../../auth/authProvider';
import type { Resource } from '../../core/defineResource';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { DataChecksButton } from './DataChecksButton';
import { DateStandIn } from './DateStandIn';
import { FacetsButton } from './FacetsButton';
import { useAfterFirstReads } from '../useAfterFirstReads';
import { useShownAfter } from '../useShownAfter';
import { lazyComponent } from '../../lib/lazyComponent';
import { useApplyFilterChanges, useAskFilterChangesAhead, useListQuery, useSetFiltersWithPage } from './listQuery';

const SEARCH_DEBOUNCE_MS = 300;
/** The date pickers (MUI X, about 60 KB gzip with their locales) load once the rows show, or on first use. */
const DateRangeFilter = lazyComponent(() => import('./DateRangeFilter'));

/**
 * Until the pickers load: two plain fields that look like them (To disabled until From), so the first
 * rows wait for no picker code. Pointing at one starts the load; focusing one asks for the pickers.
 */
function DateRangeStandIn({ from, onWanted }: { from: string; onWanted: (focused?: 'from' | 'to') => void }) {
  const preload = () => void DateRangeFilter.preload();
  return (
    <>
      <DateStandIn which="from" disabled={false} onFocus={() => onWanted('from')} onPointerEnter={preload} />
      <DateStandIn which="to" disabled={!from} onFocus={() => onWanted('to')} onPointerEnter={preload} />
    </>
  );
}

/** How the pickers' wrapper lays them out: in the bar as its own children once shown, not at all until then. */
const PICKERS_SHOWN = { display: 'contents' } as const;
const PICKERS_DRAWN_HIDDEN = { display: 'none' } as const;

/**
 * The pickers when a date is set or a field is focused, at once; once the screen's first reads are done
 * (in idle time), drawn hidden first and shown a frame after both are: MUI X's field reads the document's
 * selection in a layout effect, which makes Chromium lay the page out there and then, so their mount
 * and their first layout are two tasks rather than one of 50–120 ms.
 */
const DateRange = memo(function DateRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}) {
  const afterFirstReads = useAfterFirstReads();
  const [wanted, setWanted] = useState<{ focused?: 'from' | 'to' }>();
  const [drawn, setDrawn] = useState(false);
  const markDrawn = useCallback(() => setDrawn(true), []);
  const asked = Boolean(wanted || from || to);
  const shown = useShownAfter(drawn, false) || asked;
  const standIn = <DateRangeStandIn from={from} onWanted={(focused) => setWanted({ focused })} />;
  // The stand-in inside the boundary: turned into the pickers by the first reads' transition, it stays
  // shown until their code is in, rather than a second stand-in mounted as the fallback meanwhile.
  return (
    <Suspense fallback={standIn}>
      {(asked || afterFirstReads) && (
        <div style={shown ? PICKERS_SHOWN : PICKERS_DRAWN_HIDDEN}>
          {/* A field focused while they were drawn hidden takes the focus with a new mount (autoFocus acts as one mounts). */}
          <DateRangeFilter key={wanted?.focused} from={from} to={to} onChange={onChange} autoFocus={wanted?.focused} onDrawn={markDrawn} />
        </div>
      )}
      {!shown && standIn}
    </Suspense>
  );
});

/** Applies the search text still waiting for its pause at once (the phone's filter sheet, as it closes). */
type FlushSearch = () => void;

/**
 * The search text: the box keeps what is typed itself (an uncontrolled input), so a key renders nothing;
 * the text becomes the list's search once typing pauses (or at once through `flush`).
 */
export const SearchBox = memo(function SearchBox({
  applied,
  onSearch,
  onPausing,
  flush,
}: {
  applied: string;
  onSearch: (changes: { q: string }) => void;
  /** Halfway through the pause, with the text it will apply: its answer can be asked for ahead. */
  onPausing?: (changes: { q: string }) => void;
  flush?: Ref<FlushSearch>;
}) {
  const translate = useTranslate();
  const latest = useLatest({ applied, onSearch, onPausing });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const halfway = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The text waiting for its pause, if any. */
  const waiting = useRef<string | undefined>(undefined);
  /** The search this box last applied: its answer coming back is not a search set elsewhere. */
  const [sent, setSent] = useState(applied);

  const apply = () => {
    clearTimeout(pending.current);
    clearTimeout(halfway.current);
    const value = waiting.current;
    waiting.current = undefined;
    if (value === undefined) return;
    setSent(value);
    latest.current.onSearch({ q: value });
  };
  useImperativeHandle(flush, () => apply);

  /** When the key behind the coming change went down (until it comes up). */
  const keyDownAt = useRef<number>(undefined);
  // The pause is timed from the key itself, not from when a busy page got round to its change; never
  // shorter than half of it, so keys queued behind a long task still make one search.
  const onChange = useEvent((event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    clearTimeout(pending.current);
    clearTimeout(halfway.current);
    waiting.current = value !== latest.current.applied ? value : undefined;
    if (waiting.current === undefined) return;
    const waited = performance.now() - (keyDownAt.current ?? event.timeStamp);
    const pause = Math.min(SEARCH_DEBOUNCE_MS, Math.max(SEARCH_DEBOUNCE_MS / 2, SEARCH_DEBOUNCE_MS - waited));
    pending.current = setTimeout(apply, pause);
    halfway.current = setTimeout(() => latest.current.onPausing?.({ q: value }), pause / 2);
  });
  const onKeyDown = useEvent((event: KeyboardEvent<HTMLInputElement>) => {
    keyDownAt.current = event.timeStamp;
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) apply();
  });
  const onKeyUp = useEvent(() => {
    keyDownAt.current = undefined;
  });
  useEffect(
    () => () => {
      clearTimeout(pending.current);
      clearTimeout(halfway.current);
    },
    [],
  );

  // A search set elsewhere (a link, Back, a saved view) starts the box afresh with its text, in the same
  // render as its rows; the answer to the text typed here leaves the box (and what was typed since) alone,
  // and does not draw it again.
  const [shown, setShown] = useState({ applied, drawn: 0, initial: applied });
  if (applied !== shown.applied) {
    if (applied === sent) setShown({ ...shown, applied });
    else {
      setShown({ applied, drawn: shown.drawn + 1, initial: applied });
      // The box now shows that search: a later one set elsewhere (Forward back to this box's) is drawn too.
      setSent(applied);
    }
  }

  const label = translate('app.filters.search');
  return useMemo(
    () => (
      <TextField
        key={shown.drawn}
        fullWidth={false}
        size="small"
        type="search"
        label={label}
        // Typed text lives in the input: a new default shows only in a new input (`drawn`).
        defaultValue={shown.initial}
        onChange={onChange}
        // Enter applies the text at once, without waiting for its pause.
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
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
    ),
    [label, shown.drawn, shown.initial, onChange, onKeyDown, onKeyUp],
  );
});

/** The width the filter bar keeps beside the list's buttons (e.g. with the Filters panel open beside the list) before they move below it. */
const FILTER_BAR_MIN_WIDTH = 480;

/** Narrower than this (a phone), the filters fold behind one Filters button, so the first rows show on the first screen. */
export const PHONE_QUERY = '(max-width: 599.95px)';

/** Marks the filter bar (folded or not) where the list measures the space it holds for it before the rows (firstRows.tsx). */
export const FILTER_BAR_ATTRIBUTE = 'data-filter-bar';

/** The filter bar's place in the list's toolbar: wraps with the list's buttons as the bar does. */
const BAR_FLEX = { xs: 1, sm: `1 1 ${FILTER_BAR_MIN_WIDTH}px` };

/** How the bar lays out its parts (FilterFields), and its space before the first rows (FilterBarSpace) the same way. */
const BAR_LAYOUT = { display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5, flex: BAR_FLEX } as const;

/** The extra filters the bar shows for these values (FilterFields), with the value each shows. */
function shownExtras(extraFilters: Resource['extraFilters'], filterValues: Record<string, unknown>) {
  return (extraFilters ?? []).flatMap((extra) => {
    const value: unknown = filterValues[extra.source];
    // Several values ticked in the Filters panel show there, not in a single select.
    if (Array.isArray(value) && value.length !== 1) return [];
    const chosen = String(value ?? '');
    // A filter without choices (set by a dashboard link, e.g. a state) shows only while it is set, offering its value.
    if (extra.choices.length === 0 && !chosen) return [];
    return [{ extra, chosen }];
  });
}

/** The height of each of the bar's fields. */
const FIELD_HEIGHT = 48;

/**
 * The sizes of the bar's parts as MUI draws them in it (small filled fields, as react-admin draws its
 * inputs: a date field 200 px wide, a select as wide as its label, the search box; the gaps and padding
 * of FilterFields): the space held before the first rows lays out boxes of these sizes as the bar lays
 * out its parts, so it wraps into as many rows as the bar at any width.
 */
const PART = { date: { width: 200, height: FIELD_HEIGHT }, search: { width: 252, height: FIELD_HEIGHT } } as const;

/** The status select's label. */
const STATUS_LABEL = 'app.filters.status';

/** A wide (CJK) character of a label: drawn about a font size wide, where others take about half. */
const WIDE_CHARACTER = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;

/**
 * A select's width in the bar: at least 140 px, and room for its label at 16 px beside the arrow (12 px
 * before the text, 32 after), so a longer label ('Business Type', 'Type d'activité') is not drawn under it.
 */
function selectWidth(label: string): number {
  const wide = label.match(WIDE_CHARACTER)?.length ?? 0;
  return Math.max(140, Math.ceil((label.length - wide) * 9 + wide * 16) + 44);
}

/** A field of the bar, as space (its size in PART). */
const PartSpace = styled('span')({ flex: 'none' });

/** A select of the bar, as space: as wide as its label makes it. */
function SelectSpace({ label }: { label: string }) {
  const translate = useTranslate();
  return <PartSpace style={{ width: selectWidth(translate(label)), height: FIELD_HEIGHT }} />;
}

/** A text button of the bar (with its start icon), as space: as wide as the button with its label, not painted. */
const ButtonSpace = styled('span')(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minWidth: 64,
  padding: '6px 8px',
  whiteSpace: 'nowrap',
  visibility: 'hidden',
  // The start icon: 20 px, its margins as MUI's Button gives them.
  '&::before': { content: '""', width: 20, height: 20, marginInlineStart: -4, marginInlineEnd: 8 },
}));

/**
 * The filter bar's space before the first rows (ResourceList), from the same declaration the bar is
 * drawn from: below 600 px the Filters button's row; wider, boxes of the bar's parts' sizes laid out as
 * the bar is, so it is as high as the bar will be at this width (132 px at 1366 px for Category, 192
 * for Garage Management) on a first visit too. `height`, the bar's recorded height, is the least it holds
 * (a chip, a longer chosen value). A list's own filters (`children` of the bar) hold no space here.
 */
export function FilterBarSpace({ height, dates = true, search = true }: { height?: number; dates?: boolean; search?: boolean }) {
  const translate = useTranslate();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const definition = useResourceDefinition();
  const { filterValues } = useListQuery();
  const canClear = useAuthProvider<ConsoleAuthProvider>()?.decide(definition.route, 'clearFilters').allowed ?? true;
  if (phone) return <Box aria-hidden sx={{ flex: BAR_FLEX, minHeight: height ?? 0 }} />;
  return (
    <Box aria-hidden sx={BAR_LAYOUT} style={{ minHeight: height }}>
      {dates && definition.dateField && (
        <>
          <PartSpace style={PART.date} />
          <PartSpace style={PART.date} />
        </>
      )}
      {definition.isActive && <SelectSpace label={STATUS_LABEL} />}
      {shownExtras(definition.extraFilters, filterValues).map(({ extra }) => (
        <SelectSpace key={extra.source} label={extra.label} />
      ))}
      {(definition.facets?.length ?? 0) > 0 && <ButtonSpace>{translate('app.facets.button')}</ButtonSpace>}
      {(definition.checks?.length ?? 0) > 0 && <ButtonSpace>{translate('app.checks.button')}</ButtonSpace>}
      {search && <PartSpace style={PART.search} />}
      {search && definition.searchButton && <ButtonSpace>{translate('ra.action.search')}</ButtonSpace>}
      {canClear && <ButtonSpace>{translate(clearLabelOf(definition))}</ButtonSpace>}
    </Box>
  );
}

/** How many filters are set: each value given, each ticked value of a multiple choice. */
function setCount(filterValues: Record<string, unknown>): number {
  return Object.values(filterValues).reduce<number>(
    (count, value) => count + (Array.isArray(value) ? value.length : value === '' || value === undefined || value === null ? 0 : 1),
    0,
  );
}

interface FilterBarProps {
  children?: ReactNode;
  dates?: boolean;
  search?: boolean;
}

/**
 * The shared filter bar (spec 000 §2 'Shared filter bar rules'): in a row above the list, or on a
 * phone behind one Filters button (with the count of filters set) that opens them in a sheet.
 * Memoised: the list screen renders again with each answer; the bar reads only the list's query.
 */
export const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const { filterValues } = useListQuery();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const flushSearch = useRef<FlushSearch>(null);
  if (!phone) return <FilterFields {...props} />;
  const count = setCount(filterValues);
  /** Closing keeps the search typed in the sheet and applies it at once, its pause or not. */
  const close = (event?: SyntheticEvent | object, reason?: string) => {
    // Escape in a search field also empties it (Chromium's own default action): here Escape closes the sheet only.
    if (reason === 'escapeKeyDown' && event && 'preventDefault' in event) event.preventDefault();
    flushSearch.current?.();
    setOpen(false);
  };
  return (
    <Box {...{ [FILTER_BAR_ATTRIBUTE]: '' }} sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'center', flex: BAR_FLEX }}>
      <Button
        startIcon={<FilterListIcon />}
        variant={count ? 'contained' : 'outlined'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => setOpen(true)}
      >
        {count ? translate('app.filters.fold_set', { count }) : translate('app.filters.fold')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        // Kept while closed: the fields keep what was typed (the search is applied as the sheet closes).
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { id: sheetId, role: 'dialog', 'aria-label': translate('app.filters.fold'), sx: { px: 2, pb: 2, maxHeight: '85vh' } } }}
      >
        <FilterFields {...props} flushSearch={flushSearch} />
        <Button variant="contained" onClick={() => close()} sx={{ alignSelf: 'flex-end' }}>
          {translate('ra.action.close')}
        </Button>
      </Drawer>
    </Box>
  );
});

/**
 * The filter fields (spec 000 §2 'Shared filter bar rules'): from/to date, status, the resource's
 * extra selects, search and Clear Filters. Values go to the list controller at once; the URL follows (ListUrl).
 */
function FilterFields({ children, dates = true, search = true, flushSearch }: FilterBarProps & { flushSearch?: RefObject<FlushSearch | null> }) {
  const definition = useResourceDefinition();
  const { filterValues } = useListQuery();
  // Decided at once from the permissions the screen's guard confirmed: the bar comes after the rows, and an
  // asynchronous check would show Clear Filters to a role without it until it answered.
  const canClear = useAuthProvider<ConsoleAuthProvider>()?.decide(definition.route, 'clearFilters').allowed ?? true;
  /** Clear Filters starts the search box afresh (dropping text typed but not yet applied). */
  const [cleared, setCleared] = useState(0);
  const setFiltersWithPage = useSetFiltersWithPage();
  const ownFlush = useRef<FlushSearch>(null);
  const flush = flushSearch ?? ownFlush;
  const apply = useApplyFilterChanges();
  const askAhead = useAskFilterChangesAhead();
  // Made once per resource, so the status select keeps its props.
  const statusChoices = useMemo(() => statusChoicesOf(definition), [definition]);
  const clear = useCallback(() => {
    setCleared((count) => count + 1);
    setFiltersWithPage({});
  }, [setFiltersWithPage]);
  // The selects a frame after the rest of the bar, their space held meanwhile: drawn with it, Garage
  // Management's bar was one commit of some 200 components.
  const selectsShown = useShownAfter(true, false);

  return (
    <Box
      role="search"
      {...{ [FILTER_BAR_ATTRIBUTE]: '' }}
      // In a row with the list's buttons (992 px and wider; react-admin stacks them below), it keeps its width and sends them below it.
      sx={{ ...BAR_LAYOUT, [`& .${formControlClasses.root}`]: { m: 0 } }}
    >
      {dates && definition.dateField && <DateRange from={filterValues.from ?? ''} to={filterValues.to ?? ''} onChange={apply} />}
      {definition.isActive &&
        (selectsShown ? (
          <SelectFilter source="status" label={STATUS_LABEL} value={String(filterValues.status ?? '')} choices={statusChoices} onApply={apply} />
        ) : (
          <SelectSpace label={STATUS_LABEL} />
        ))}
      {shownExtras(definition.extraFilters, filterValues).map(({ extra, chosen }) =>
        selectsShown ? (
          <SelectFilter
            key={extra.source}
            source={extra.source}
            label={extra.label}
            value={chosen}
            // A filter without choices offers the value it was set to.
            choices={extra.choices.length === 0 ? [{ id: chosen, name: chosen }] : extra.choices}
            onApply={apply}
          />
        ) : (
          <SelectSpace key={extra.source} label={extra.label} />
        ),
      )}
      {children}
      <FacetsButton />
      <DataChecksButton />
      {search && <SearchBox key={cleared} applied={filterValues.q ?? ''} onSearch={apply} onPausing={askAhead} flush={flush} />}
      {search && definition.searchButton && <SearchButton flush={flush} />}
      {canClear && <ClearFilters label={clearLabelOf(definition)} onClear={clear} />}
    </Box>
  );
}

type Choice = { id: string | number; name: string };

/** The status filter's choices, in a resource's words. */
function statusChoicesOf(definition: Resource): Choice[] {
  return [
    { id: 'active', name: definition.statusLabels?.active ?? 'app.status.active' },
    { id: 'inactive', name: definition.statusLabels?.inactive ?? 'app.status.inactive' },
    ...(definition.isInactive ? [{ id: 'none', name: 'app.filters.no_status' }] : []),
  ];
}

/**
 * A select of the bar (status, a resource's extra filter), with All first. Memoised: a search or
 * another filter's answer draws only the fields whose value changed.
 */
const SelectFilter = memo(function SelectFilter({
  source,
  label,
  value,
  choices,
  onApply,
}: {
  source: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  onApply: (changes: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const shownLabel = translate(label);
  return (
    <TextField
      fullWidth={false}
      select
      size="small"
      sx={{ minWidth: selectWidth(shownLabel) }}
      label={shownLabel}
      value={value}
      onChange={(event) => onApply({ [source]: event.target.value })}
    >
      <MenuItem value="">{translate('app.filters.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </TextField>
  );
});

/** Search (001 §2.3): applies the text typed in the search box at once. */
const SearchButton = memo(function SearchButton({ flush }: { flush: RefObject<FlushSearch | null> }) {
  const translate = useTranslate();
  return (
    <Button startIcon={<SearchIcon />} variant="outlined" onClick={() => flush.current?.()}>
      {translate('ra.action.search')}
    </Button>
  );
});

/** 'Clear Filters'; 'Clear' in a bar with a Search button, as 001 §2.3 lays out Notifications' bar ('search, Search, Clear'). */
const clearLabelOf = (definition: Resource) => (definition.searchButton ? 'app.filters.clear_after_search' : 'app.filters.clear');

const ClearFilters = memo(function ClearFilters({ label, onClear }: { label: string; onClear: () => void }) {
  const translate = useTranslate();
  return (
    <Button startIcon={<ClearIcon />} onClick={onClear}>
      {translate(label)}
    </Button>
  );
});
