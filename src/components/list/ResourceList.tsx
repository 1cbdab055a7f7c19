import { Box, Typography, useMediaQuery } from '@mui/material';
import { styled, type Theme } from '@mui/material/styles';
import {
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type UIEvent,
} from 'react';
import {
  DataTable,
  ListBase,
  ListContextProvider,
  Pagination,
  shallowEqual,
  Title,
  useListContext,
  useTranslate,
  type DataTableProps,
  type ListControllerResult,
  type PaginationProps,
  type RaRecord,
} from 'react-admin';
import { listSortOf, resourceHeading, type Resource } from '../../core/defineResource';
import { BULK_TOOLBAR_IN_FLOW, BulkButtons, BulkHost, bulkToolbar, useHasBulk } from './BulkActions';
import { ExportButton } from './ExportButton';
import { FILTER_BAR_ATTRIBUTE, FilterBar, FilterBarSpace } from './FilterBar';
import { EmptyText, ListError, UnreadableRowsNote } from './ListStates';
import { ListLoadState, useListEngine } from '../ListLoadState';
import type { ListProgress } from '../../data/listEngine/client';
import { DialogLoading } from '../DialogLoading';
import { ResourceDefinitionContext } from '../ResourceDefinitionContext';
import { SavedViews } from './SavedViews';
import { RefreshButton } from './RefreshButton';
import { ListUrlProvider, ListUrlSync } from './ListUrl';
import { ListFrame } from './ListFrame';
import { PageButtons } from './PageButtons';
import { FacetsAside, FacetsPanelProvider } from './FacetsButton';
import { TableHeader } from './TableHeader';
import { TableRows } from './TableRows';
import { LiveList, TableFrame } from './tableFrame';
import { useLatest } from '../../lib/useLatest';
import { Held, ListAnsweredContext, useFirstRowsShown, useHeldSpace } from './firstRows';
import { useShownAfter } from '../useShownAfter';
import { PHONE_QUERY } from './FilterBar';
import { DensityButton } from './Density';
import { useDensity } from './densityChoice';
import { CELL, DENSITY_LINES, unreadableTint } from './cellStyles';
import { cardColumns, columnsOf } from './recordName';
import { ColumnsButton } from './ColumnsButton';
import { lazyComponent, useCodeLoaded } from '../../lib/lazyComponent';
import { ListQueryProvider, useListActions, useListRows, usePageInHand } from './listQuery';
import { whenIdle } from '../../lib/whenIdle';

/** The cards of a list on a phone: their code loads only there. */
const PhoneList = lazyComponent(() => import('./PhoneList'));
/** No code to wait for (a table, wider than a phone). */
const NO_CODE = {};
/** The clamped texts' tooltip: it comes with what is drawn after the first rows. */
const ClampedTextTip = lazyComponent(() => import('./ClampedTextTip'));

interface ResourceListProps {
  resource: Resource;
  /** Columns (DataTable.Col elements). */
  children: ReactNode;
  /** Header buttons such as Add Category. */
  actions?: ReactNode;
  /** Filters beyond the shared ones, rendered inside the filter bar. */
  filters?: ReactNode;
  /** Dialogs opened from the header or rows. */
  dialogs?: ReactNode;
  /** Lets the user choose visible columns (wide tables). */
  columnChooser?: boolean;
  hiddenColumns?: string[];
  dates?: boolean;
  /** False hides the filter bar (lists whose call takes no filters). */
  filterBar?: boolean;
  /** Shown under the heading, e.g. a 'retrying' state. */
  notice?: ReactNode;
  /** Called when a row is clicked (e.g. to open its details); rows are not clickable by default. */
  onRowClick?: (row: RaRecord) => void;
}

/** No pager under a list that failed to load: it would count rows that are not there. */
function ListPagination(props: PaginationProps) {
  const { error, isPending, total } = useListContext();
  if (error) return null;
  // react-admin's numbered buttons (PageButtons) once the count is known; MUI's previous/next until then.
  return <Pagination {...props} actions={!isPending && total != null ? PageButtons : undefined} />;
}

/**
 * The list's DataTable with a sort setter that stays the same (the list query's): react-admin's changes
 * with every filter, which would draw the 28 header cells again at each keystroke. It is drawn again
 * only when its frame changes, not with each answer (TableFrame).
 */
function ListTable(props: DataTableProps) {
  const { setSort } = useListActions();
  return (
    <TableFrame>
      <DataTable {...props} setSort={setSort} />
    </TableFrame>
  );
}

/** Whether the list engine (in the browser, client-paged) answers this list: its answers carry its progress. */
function answeredByEngine(list: ListControllerResult): boolean {
  return Boolean((list.meta as { progress?: ListProgress } | undefined)?.progress);
}

/** Whether a client-paged list's answer came while its rows were still arriving (the list engine's progress). */
function rowsArriving(list: ListControllerResult): boolean {
  const progress = (list.meta as { progress?: ListProgress } | undefined)?.progress;
  return Boolean(progress && !progress.complete && !progress.error);
}

/**
 * What the user changed (selection, filter, sort, page) and its answer, the first rows and a failure:
 * shown at once even while rows arrive.
 */
const SHOWN_AT_ONCE = [
  'selectedIds',
  'filterValues',
  'displayedFilters',
  'sort',
  'page',
  'perPage',
  'isPending',
  'error',
  // The answer to what the user changed (the rows shown meanwhile were the last answer's).
  'isPlaceholderData',
] as const;

/** A new search or filter whose rows are not in yet: the screen shows it with its answer. */
const WITH_ANSWER: ReadonlySet<string> = new Set(['filterValues', 'displayedFilters', 'isPlaceholderData']);

/**
 * While rows arrive, the list's context for what it draws (filter bar, table, pager) stays one step
 * behind react-admin's when only the query's answer changed (the list following the rows): that
 * reaches the screen in a render React can interrupt and split, not in one task of the whole screen
 * (react-query's updates render synchronously). A search or filter still showing the last answer's
 * rows waits too, so the engine is asked before the screen is drawn again, and its rows show at once.
 * Once the rows shown are every row's, the list renders as before.
 */
function DeferredList({ children }: { children: ReactNode }) {
  const current = useListContext();
  const deferred = useDeferredValue(current);
  const latestFilters = useLatest(current.filterValues);
  const filterValuesNow = useCallback(() => latestFilters.current, [latestFilters]);
  const [lastShown, setLastShown] = useState(current);
  // Until the rows shown are those of a complete list: the answer that completes it (sorted, a page
  // of other rows) comes in a render React can interrupt too.
  const arriving = rowsArriving(current) || rowsArriving(deferred);
  const changed = SHOWN_AT_ONCE.filter((key) => current[key] !== deferred[key]);
  const waitsForAnswer = current.isPlaceholderData && changed.every((key) => WITH_ANSWER.has(key));
  const atOnce = !arriving || (changed.length > 0 && !waitsForAnswer);
  // The list engine answers a search or filter in a frame or two: the screen keeps what it showed until
  // then, rather than drawing the new query over the last answer's rows, then again with its own.
  const heldForAnswer =
    answeredByEngine(current) && current.isPlaceholderData && SHOWN_AT_ONCE.every((key) => current[key] === lastShown[key] || WITH_ANSWER.has(key));
  const next = heldForAnswer ? lastShown : atOnce ? current : deferred;
  // react-admin's list renders again with every URL change (the URL the list writes after its rows) and
  // hands a new context of the same values: the screen keeps the one it has.
  const shown = shallowEqual(next, lastShown) ? lastShown : next;
  if (shown !== lastShown) setLastShown(shown);
  return (
    <ListContextProvider value={shown}>
      <ListQueryProvider list={shown} filterValuesNow={filterValuesNow}>
        <ListAnsweredContext.Provider value={!shown.isPending || Boolean(shown.error)}>{children}</ListAnsweredContext.Provider>
      </ListQueryProvider>
    </ListContextProvider>
  );
}

/**
 * The list's buttons, memoised: the list screen renders again with each answer, and the buttons read
 * the list's query (Export reads the count itself).
 */
const ListButtons = memo(function ListButtons({
  columnsKey,
  hiddenColumns,
  columns,
  phone,
  actions,
}: {
  columnsKey?: string;
  hiddenColumns?: string[];
  columns: ReactNode;
  phone: boolean;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      <RefreshButton />
      {columnsKey && <ColumnsButton storeKey={columnsKey} defaultHiddenColumns={hiddenColumns} columns={columns} />}
      {!phone && <DensityButton />}
      <ExportButton />
      {actions}
    </Box>
  );
});

/** What a list screen draws after its first rows, held as space until then (firstRows.tsx), with their selectors. */
const DRAWN_AFTER_ROWS = { filters: `[${FILTER_BAR_ATTRIBUTE}]`, views: '[data-testid="saved-views"]' } as const;
/**
 * Their heights on a first visit, before any was recorded: one row of saved views; the filter bar's
 * space is laid out as the bar is (FilterBarSpace), so it needs no height of its own.
 */
const FIRST_VISIT_HEIGHTS = { filters: 0, views: 39 };
/** On a phone every list's filters fold behind one Filters button: one row, as high on every list. */
const FIRST_VISIT_HEIGHTS_PHONE = { filters: 53, views: 39 };

type ListScreenProps = Omit<ResourceListProps, 'notice'> & { title: string; storeKey: string; paramsKey: string; hasBulk: boolean };

/**
 * The list under its heading. Until its first rows are painted, the table and the list's buttons
 * are drawn; the filter fields, then the saved views and the Filters panel, then the pager come a
 * frame apart, in space held for them or below the rows, so nothing above the rows moves.
 */
function ListScreen({
  resource,
  title,
  storeKey,
  paramsKey,
  columnChooser,
  hiddenColumns,
  dates,
  filterBar = true,
  filters,
  actions,
  dialogs,
  onRowClick,
  hasBulk,
  children,
}: ListScreenProps) {
  const sort = listSortOf(resource);
  const shown = useFirstRowsShown();
  const engine = useListEngine();
  useEffect(() => {
    if (shown) engine?.firstRowsShown();
  }, [shown, engine]);
  const restShown = useShownAfter(shown);
  // The pager, below the rows, a frame after the rest: drawn with the filter bar, the two were one commit of up to 56 ms.
  const pagerShown = useShownAfter(restShown);
  // Below 600 px each record is a card (PhoneList); wider, a table.
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  // The pager below the cards never comes before them, once the cards' code is in: a pager drawn while
  // the cards' code still loaded was pushed down the screen by the cards (CLS 0.07 on a phone).
  const cardsCodeIn = useCodeLoaded(phone ? PhoneList : NO_CODE);
  const [density] = useDensity();
  const table = useRef<HTMLDivElement>(null);
  const nameSource = useMemo(() => cardColumns(columnsOf(children), resource.card).title?.props.source, [children, resource.card]);
  const { root, heights } = useHeldSpace(resource.route, restShown, DRAWN_AFTER_ROWS, phone ? FIRST_VISIT_HEIGHTS_PHONE : FIRST_VISIT_HEIGHTS);
  return (
    <Box ref={root} sx={{ display: 'contents' }}>
      {/* Outside the list's content, which an error or an offline page takes the place of: the URL stays
          in step, and an open dialog or bulk run keeps what it holds. */}
      <ListUrlSync storeKey={paramsKey} sort={sort} perPage={resource.pageSize} />
      <BulkHost preload={hasBulk}>
        {/* Offline, the console's one notice below the app bar says so (OfflineNotice); the rows, or their
            places, stay. */}
        <ListFrame
          error={<ListError />}
          filters={
            filterBar ? shown ? <FilterBar dates={dates}>{filters}</FilterBar> : <FilterBarSpace height={heights.filters} dates={dates} /> : undefined
          }
          // The Filters panel, beside the rows on wide screens.
          aside={restShown ? <FacetsAside /> : undefined}
          actions={
            <ListButtons
              columnsKey={columnChooser && !phone ? storeKey : undefined}
              hiddenColumns={hiddenColumns}
              columns={children}
              phone={phone}
              actions={actions}
            />
          }
          // Below the rows: nothing moves when it comes.
          pagination={pagerShown && cardsCodeIn ? <ListPagination rowsPerPageOptions={resource.perPageOptions ?? [resource.pageSize]} /> : false}
          sx={{ '& .RaList-actions': { flexWrap: 'wrap' }, '& .RaList-main, & .RaList-content': { minWidth: 0 } }}
        >
          {restShown ? <SavedViews columnsKey={columnChooser ? storeKey : undefined} /> : <Held height={heights.views} />}
          <ListLoadState />
          <UnreadableRowsNote />
          {phone ? (
            cardsCodeIn && (
              <Suspense fallback={null}>
                <PhoneList card={resource.card} selectable={hasBulk} onRowClick={onRowClick}>
                  {children}
                </PhoneList>
              </Suspense>
            )
          ) : (
            // Wide tables scroll here; focusable so the keyboard can scroll them too.
            <TableBox
              ref={table}
              role="region"
              aria-label={title}
              tabIndex={0}
              data-density={density}
              sx={nameSource ? nameInView(nameSource) : undefined}
              onScroll={nameSource ? markScrolled : undefined}
            >
              <ListTable
                rowClick={
                  onRowClick
                    ? (_id, _resource, row) => {
                        onRowClick(row);
                        return false;
                      }
                    : false
                }
                bulkActionButtons={hasBulk ? <BulkButtons /> : false}
                bulkActionsToolbar={hasBulk ? <LiveList>{bulkToolbar}</LiveList> : undefined}
                empty={<EmptyText />}
                storeKey={storeKey}
                hiddenColumns={hiddenColumns}
                head={TableHeader}
                body={TableRows}
              >
                {children}
              </ListTable>
              {restShown && (
                <Suspense fallback={null}>
                  <ClampedTextTip table={table} />
                </Suspense>
              )}
              {pagerShown && <EarlyRowsRecord table={table} route={resource.route} />}
            </TableBox>
          )}
        </ListFrame>
        {/* A screen's dialogs may load their code when first opened: a loading dialog shows meanwhile. */}
        <Suspense fallback={<DialogLoading />}>{dialogs}</Suspense>
      </BulkHost>
    </Box>
  );
}

/**
 * The table's box: it scrolls sideways, holds the bulk toolbar in the flow, and its density sets how
 * many lines clamped text shows (`CELL.text`) and how tall the cells are.
 */
const TableBox = styled('div')({
  overflowX: 'auto',
  // The header's cells, painted over the rows as they scroll, take the list card's dark overlay too.
  '& thead > tr > th': { backgroundImage: 'var(--Paper-overlay, none)' },
  '--cell-lines': DENSITY_LINES.compact,
  ...BULK_TOOLBAR_IN_FLOW,
  '&[data-density="comfortable"]': {
    '--cell-lines': DENSITY_LINES.comfortable,
    '& tbody > tr > td': { paddingTop: 12, paddingBottom: 12 },
  },
});

/** The table's box marks itself scrolled sideways (an attribute, no render), so the name column shows its edge. */
const markScrolled = (event: UIEvent<HTMLElement>) => event.currentTarget.toggleAttribute('data-scrolled', event.currentTarget.scrollLeft !== 0);

/** A see-through colour laid over a background image. */
const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;

/**
 * The column that names a record (a phone card's title) stays in view when a wide table scrolls
 * sideways: past Garage Management's seventh column the rows would otherwise lose their garage. Its
 * cells take the list card's background (with dark paper's overlay) and a row's hover tint over it.
 */
const nameInView = (source: string) => (theme: Theme) => {
  const paper = 'var(--Paper-overlay, none)';
  const hover = tint(theme.palette.action.hover);
  return {
    // Each cell draws its own bottom border: a collapsed table's borders are the table's, and the name's
    // cells, stuck, covered them and sat a pixel off their rows.
    '& table': { borderCollapse: 'separate' },
    [`& td.column-${source}, & th.column-${source}`]: {
      position: 'sticky',
      insetInlineStart: 0,
      backgroundColor: theme.palette.background.paper,
    },
    [`& td.column-${source}`]: { zIndex: 1, backgroundImage: paper },
    // Its edge, drawn with the cell, once the other columns slide under it (on its right; the
    // right-to-left styles flip it to the left).
    [`&[data-scrolled] td.column-${source}, &[data-scrolled] th.column-${source}`]: { boxShadow: `inset -1px 0 0 ${theme.palette.divider}` },
    // Above the header's other cells, which stay at the top and scroll sideways under it.
    [`& th.column-${source}`]: { zIndex: 3 },
    [`& tbody > tr:hover > td.column-${source}`]: { backgroundImage: `${hover}, ${paper}` },
    // A cell that could not be read keeps its warning tint (CELL.unreadable) over the card's background.
    [`& td.column-${source}.${CELL.unreadable}`]: { backgroundImage: `${tint(unreadableTint(theme))}, ${paper}` },
  } as const;
};

/**
 * The list shows its own failure, with Retry (ListError, RowsKeptAlert): react-admin's notification of
 * it would say it twice, in the status line's English.
 */
const NO_NOTIFICATION = () => {};
/**
 * A page is fresh for a second: the page of a search or filter put in the cache as the engine answered
 * it (useSetFiltersWithPage) is shown without a second ask for it, and the loading flag's two renders
 * after the rows, as its query mounts.
 */
const LIST_QUERY = { onError: NO_NOTIFICATION, staleTime: 1_000 } as const;
const HANDED_PAGE_QUERY = { ...LIST_QUERY, refetchOnMount: false } as const;

/** The list screen every resource uses: heading, refresh, actions, filter bar, table, paging, empty and error states. */
export function ResourceList({ notice, ...screen }: ResourceListProps) {
  const { resource } = screen;
  const translate = useTranslate();
  const title = resourceHeading(resource, translate);
  const storeKey = `${resource.route}.columns`;
  const sort = listSortOf(resource);
  const hasBulk = useHasBulk(resource);
  // Filter, sort and page are kept under the route (in this tab only), the URL following them.
  const paramsKey = resource.route;
  const handed = usePageInHand(resource.route, sort, resource.pageSize);
  return (
    <ResourceDefinitionContext.Provider value={resource}>
      <Title title={title} preferenceKey={false} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      </Box>
      {notice}
      <ListUrlProvider storeKey={paramsKey} sort={sort} perPage={resource.pageSize}>
        <FacetsPanelProvider>
          <ListBase
            resource={resource.route}
            // The route's guard already decided access (guardScreen) and the console signed in (requireAuth):
            // the list's own two checks would only hold its rows back two more rounds.
            disableAuthentication
            disableSyncWithLocation
            storeKey={paramsKey}
            perPage={resource.pageSize}
            sort={sort}
            // The page handed to it is the answer its first read would get.
            queryOptions={handed ? HANDED_PAGE_QUERY : LIST_QUERY}
          >
            <DeferredList>
              <ListScreen {...screen} title={title} storeKey={storeKey} paramsKey={paramsKey} hasBulk={hasBulk} />
            </DeferredList>
          </ListBase>
        </FacetsPanelProvider>
      </ListUrlProvider>
    </ResourceDefinitionContext.Provider>
  );
}

/** A moment after the screen is drawn whole. */
const RECORD_AFTER_MS = 1500;

/**
 * Records the rows on screen for the next load's drawing of them (layout/earlyRows.ts): once, a moment
 * after the screen is drawn whole, and as the page is hidden or left (a reload, a closed tab); not as
 * the rows change (30–80 ms at 4x CPU each, a typing pause's).
 */
function EarlyRowsRecord({ table, route }: { table: RefObject<HTMLDivElement | null>; route: string }) {
  const rows = useListRows();
  const latest = useLatest(rows);
  const recorder = useRef<typeof import('../../layout/recordEarlyRows') | undefined>(undefined);
  const record = useCallback(() => {
    if (table.current && latest.current) recorder.current?.recordEarlyRows(table.current, route, latest.current);
  }, [table, route, latest]);
  useEffect(() => {
    const leaving = () => {
      if (document.visibilityState === 'hidden') record();
    };
    document.addEventListener('visibilitychange', leaving);
    window.addEventListener('pagehide', record);
    return () => {
      document.removeEventListener('visibilitychange', leaving);
      window.removeEventListener('pagehide', record);
    };
  }, [record]);
  // Its code once the browser is idle, so that leaving the page soon after records it too.
  useEffect(
    () =>
      whenIdle(() => {
        void import('../../layout/recordEarlyRows').then((loaded) => {
          recorder.current = loaded;
        });
      }),
    [],
  );
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => (cancelIdle = whenIdle(record)), RECORD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [record]);
  return null;
}
