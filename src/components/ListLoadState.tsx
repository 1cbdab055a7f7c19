import { Alert, Box, Button, LinearProgress, linearProgressClasses, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { memo, startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLatest } from '../lib/useLatest';
import { useListContext, useLocaleState, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import type { ListProgress } from '../data/listEngine/client';
import { fromFailure, type ListFailure } from '../data/listEngine/failure';
import { useResourceDefinition } from './ResourceDefinitionContext';
import { useConsoleDataProvider } from './useConsoleDataProvider';
import { useReloadList } from './list/listQuery';
import { numberFormat, timeOfDayFormat } from '../lib/localeFormats';
import { failureDetail } from './failureDetail';
import { resourceHeading } from '../core/defineResource';

/** How often the shown page follows the rows arriving while they can change it (a filter, a page not yet full). */
const FOLLOW_EVERY_MS = 1_000;
/**
 * How often otherwise, when only the pager's total grows (the progress line counts the rows meanwhile):
 * each follow renders the whole list, a long task on a busy machine.
 */
const FOLLOW_TOTAL_EVERY_MS = 5_000;

/**
 * The loading line's bar sweeps by transform, which the compositor moves on its own: MUI's
 * indeterminate bars move by left and right, which lays the page out again at every frame for as
 * long as rows arrive, on the thread that answers the user's typing.
 */
const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const SWEEPING_BAR = {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  [`& .${linearProgressClasses.bar1}`]: { left: 0, right: 'auto', width: '40%', animation: `${sweep} 1.6s linear infinite` },
  [`& .${linearProgressClasses.bar2}`]: { display: 'none' },
  '@media (prefers-reduced-motion: reduce)': { [`& .${linearProgressClasses.bar1}`]: { animation: 'none', transform: 'translateX(75%)' } },
};

/**
 * The list's load line, in each of its states (held before the engine tells, rows arriving, reloading,
 * loaded at): one height, so the table under it never moves as the rows come (a small button's height).
 */
const LINE = { mx: 2, minHeight: 32, display: 'flex', alignItems: 'center', columnGap: 1 } as const;

/** The loaded-at time before its first deferred render. */
const NOT_YET = -1;

const filtersActive = (filter: Record<string, unknown>) => Object.values(filter).some((value) => value !== undefined && value !== '');

/** The list engine's client, from the console's data provider. */
export function useListEngine() {
  return useConsoleDataProvider()?.listEngine;
}

/** A read that failed behind rows still shown: what the rows are, the failure's words and Retry. */
function RowsKeptAlert({ text, error, onRetry }: { text: string; error: ListFailure; onRetry: () => void }) {
  const translate = useTranslate();
  const detail = failureDetail(error, translate);
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mx: 2, mt: 1 }}
      action={
        <Button color="inherit" onClick={onRetry}>
          {translate('app.action.retry')}
        </Button>
      }
    >
      {text}
      {detail ? ` (${detail})` : ''}
    </Alert>
  );
}

/**
 * While a client-paged list's rows arrive: how many, that the order is the server's and that filters
 * cover what has arrived; the shown page follows them. A load that breaks off keeps its rows, marked
 * partial, with the error and Retry. A 401 ends the session as on any other call.
 */
export function ListLoadState() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const definition = useResourceDefinition();
  const engine = useListEngine();
  const { refetch, filterValues, data, perPage } = useListContext();
  const logoutIfDenied = useLogoutIfAccessDenied();
  const [progress, setProgress] = useState<ListProgress>();
  const followed = useRef(0);
  // The shown page changes as rows arrive only under a filter or while it is not full.
  const pageCanChange = filtersActive(filterValues) || (data?.length ?? 0) < perPage;
  const latest = useLatest({ refetch, logoutIfDenied, pageCanChange });

  useEffect(() => {
    if (!engine || definition.paging === 'server') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The subscription first replays the last known progress: shown, but the page already reflects it.
    let replaying = true;
    const follow = () => {
      followed.current = Date.now();
      timer = undefined;
      void latest.current.refetch();
    };
    const unsubscribe = engine.subscribe(definition.route, (next) => {
      // The progress line may wait for a frame: its renders give way to input.
      startTransition(() => setProgress(next));
      if (replaying) return;
      if (next.error?.status === 401 || next.error?.status === 403) void latest.current.logoutIfDenied(fromFailure(next.error));
      if (next.complete || next.error) {
        clearTimeout(timer);
        follow();
      } else if (!timer) {
        const every = latest.current.pageCanChange ? FOLLOW_EVERY_MS : FOLLOW_TOTAL_EVERY_MS;
        timer = setTimeout(follow, Math.max(0, every - (Date.now() - followed.current)));
      }
    });
    replaying = false;
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [engine, definition.route, definition.paging, latest]);

  // The formatters are made once per locale (lib/localeFormats), ahead of the first rows where possible.
  const count = progress ? numberFormat(locale).format(progress.loaded) : '';
  // The time a render after the line first shows: a formatter not made ahead (ICU's date patterns, 5–12 ms at 1x) stays off the first rows' commit.
  const loadedAt = useDeferredValue(progress?.loadedAt, NOT_YET);
  const time = loadedAt === undefined || loadedAt === NOT_YET ? '' : timeOfDayFormat(locale).format(new Date(loadedAt));
  const reloadRows = useReloadList();

  // Until the engine tells how far the rows are, the line that will say so holds its place (no shift of the table).
  if (!progress) return engine && definition.paging !== 'server' ? <LoadedAt /> : null;
  if (progress.error && progress.loaded > 0)
    return (
      <RowsKeptAlert text={translate('app.list.partial', { count, smart_count: progress.loaded })} error={progress.error} onRetry={reloadRows} />
    );
  if (progress.complete || progress.error) {
    if (progress.reloading)
      return (
        <Box sx={LINE}>
          <LinearProgress aria-label={translate('app.list.reloading')} sx={{ flex: 1 }} />
        </Box>
      );
    if (!progress.complete || progress.loadedAt === undefined) return null;
    if (!time) return <LoadedAt />;
    if (progress.reloadError)
      return <RowsKeptAlert text={translate('app.list.reload_failed', { time })} error={progress.reloadError} onRetry={reloadRows} />;
    // Rows are kept for the session: say how old they are and offer a fresh read (it runs behind the rows shown).
    return <LoadedAt text={translate('app.list.loaded_at', { time })} reload={translate('app.list.reload')} onReload={reloadRows} />;
  }
  const name = resourceHeading(definition, translate);
  return (
    // One line with the bar along its foot, as high as the line it replaces and the one that follows it.
    <Box role="status" data-testid="list-progress" sx={{ ...LINE, position: 'relative', flexWrap: 'wrap' }}>
      <Typography variant="body2">{translate('app.list.loading', { name, count })}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.list.server_order')}
        {filtersActive(filterValues) ? ` ${translate('app.list.partial_search', { count })}` : ''}
      </Typography>
      <LinearProgress aria-label={translate('app.list.loading', { name, count })} sx={SWEEPING_BAR} />
    </Box>
  );
}

/** 'Rows loaded at …' with Load again; without text, an invisible line of the same height (hidden from the accessibility tree too). */
const LoadedAt = memo(function LoadedAt({ text, reload, onReload }: { text?: string; reload?: string; onReload?: () => void }) {
  return (
    // An inline style, so the placeholder is hidden wherever the theme's styles are not inserted too.
    <Box sx={LINE} style={text ? undefined : { visibility: 'hidden' }}>
      <Typography variant="caption" color="text.secondary" data-testid={text ? 'list-loaded-at' : undefined}>
        {text}
      </Typography>
      <Button size="small" onClick={onReload} tabIndex={text ? undefined : -1}>
        {reload ?? '\u00a0'}
      </Button>
    </Box>
  );
});
