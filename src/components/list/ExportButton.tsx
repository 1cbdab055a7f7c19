import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCanAccess, useEvent, useListContext, useLocaleState, useNotify, useTranslate, type Identifier, type SortPayload } from 'react-admin';
import { listSortOf, type Resource } from '../../core/defineResource';
import type { ListSource } from '../../data/listEngine/engine';
import type { ListQuery } from '../../data/listQuery';
import { pagedExportOf } from '../../data/listEngine/settings';
import { useListEngine } from '../ListLoadState';
import { useResourceDefinition } from '../ResourceDefinitionContext';
import { numberFormat } from '../../lib/localeFormats';

interface ExportRun {
  written: number;
  total?: number;
  /** The rows are still arriving: `written` of them so far. */
  arriving?: boolean;
  controller: AbortController;
}

/**
 * What the engine exports: a client-paged list's rows it keeps, in the list's order; a server-paged
 * list's call asked whole, in the server's order, with the filters the call does not apply.
 */
function exportRequestOf(
  definition: Resource,
  filter: Record<string, unknown>,
  sort: SortPayload | undefined,
  total: number | undefined,
): { source: ListSource; query: ListQuery } {
  if (definition.paging === 'server') {
    const { paged, rowFilter } = pagedExportOf(definition, filter, total);
    return { source: { route: definition.route, paged }, query: { filter: rowFilter } };
  }
  return { source: { route: definition.route, fetchFilter: filter }, query: { filter, sort: listSortOf(definition, sort) } };
}

/**
 * Every filtered row (or, with `ids`, the selected ones: Export selected) with the resource's fixed
 * export columns; role admin only. The list engine (off the main thread) writes the file with
 * progress and Cancel: from the rows it keeps for a client-paged list, from its call asked whole for
 * a server-paged one.
 */
export function ExportButton({ ids, label = 'app.export.label', size }: { ids?: Identifier[]; label?: string; size?: 'small' } = {}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const definition = useResourceDefinition();
  const engine = useListEngine();
  const { filterValues, sort, total, data } = useListContext();
  // A server-paged list answered without its total counts what it shows.
  const nothingToExport = total === undefined ? (data ?? []).length === 0 : !total;
  const { canAccess } = useCanAccess({ resource: definition.route, action: 'export' });
  const [run, setRun] = useState<ExportRun>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // One function for the button's life: the button is drawn again only when what it shows changes.
  const start = useEvent(async () => {
    const exportOf = definition.export;
    if (!exportOf) return;
    const controller = new AbortController();
    setRun({ written: 0, controller });
    try {
      if (!engine) throw new Error('No list engine');
      const { source, query } = exportRequestOf(definition, filterValues, sort, total);
      await engine.exportFile(source, query, {
        fileName: exportOf.fileName,
        signal: controller.signal,
        ids,
        onProgress: (written, all, arriving) =>
          mounted.current && setRun((current) => (current?.controller === controller ? { ...current, written, total: all, arriving } : current)),
      });
    } catch {
      if (!controller.signal.aborted) notify(exportOf.failedKey ?? 'app.export.failed', { type: 'error' });
    } finally {
      if (mounted.current) setRun((current) => (current?.controller === controller ? undefined : current));
    }
  });

  const disabled = !canAccess || Boolean(run) || (ids ? ids.length === 0 : nothingToExport);
  const text = translate(label);
  // The same element while nothing it shows changed: an answer to the list draws the export button again only when it turns on or off.
  const button = useMemo(
    () => (
      <Button size={size} startIcon={<DownloadIcon />} onClick={start} disabled={disabled}>
        {text}
      </Button>
    ),
    [size, start, disabled, text],
  );
  // Held in place (disabled) while access is decided: appearing later would push the filter bar onto another line.
  if (!definition.export || canAccess === false) return null;
  const progressText = run?.arriving
    ? translate('app.export.waiting', { count: numberFormat(locale).format(run.written) })
    : run?.total !== undefined
      ? translate('app.export.progress', { written: numberFormat(locale).format(run.written), total: numberFormat(locale).format(run.total) })
      : translate('app.export.preparing');
  return (
    // The progress floats, below the button (on a phone, along the screen's foot, where it fits whole): in
    // the row, its coming and going moved the buttons beside it, and a click on Add Garage just after an
    // export landed on another button (pressed on one, released on the next).
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      {button}
      {run && (
        <Paper
          role="status"
          data-testid="export-progress"
          elevation={3}
          sx={{
            position: { xs: 'fixed', sm: 'absolute' },
            top: { sm: '100%' },
            bottom: { xs: 16, sm: 'auto' },
            insetInlineStart: { xs: 8, sm: 'auto' },
            insetInlineEnd: { xs: 8, sm: 0 },
            zIndex: (theme) => theme.zIndex.appBar - 1,
            mt: { sm: 0.5 },
            px: 1.5,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: { sm: 320 },
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="caption">{progressText}</Typography>
            <LinearProgress
              aria-label={progressText}
              variant={run.total ? 'determinate' : 'indeterminate'}
              value={run.total ? (100 * run.written) / run.total : undefined}
            />
          </Box>
          <Button size="small" onClick={() => (run.controller.abort(), setRun(undefined))}>
            {translate('app.export.cancel')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
