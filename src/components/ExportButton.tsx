import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { downloadWorkbook, exportMatrix } from '../lib/spreadsheet';
import { useListEngine } from './ListLoadState';
import { useResourceDefinition } from './ResourceDefinitionContext';

interface ExportRun {
  written: number;
  total?: number;
  /** The rows are still arriving: `written` of them so far. */
  arriving?: boolean;
  controller: AbortController;
}

/**
 * Every filtered row with the resource's fixed export columns; role admin only. Client-paged lists
 * build the file in the list engine (off the main thread) with progress and Cancel.
 */
export function ExportButton() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const definition = useResourceDefinition();
  const dataProvider = useDataProvider();
  const engine = useListEngine();
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource: definition.route, action: 'export' });
  const [run, setRun] = useState<ExportRun>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  if (!definition.export || !canAccess) return null;
  const exportOf = definition.export;

  const start = async () => {
    const controller = new AbortController();
    setRun({ written: 0, controller });
    try {
      if (definition.paging !== 'server' && engine) {
        await engine.exportFile(
          { route: definition.route, fetchFilter: filterValues },
          {
            filter: filterValues,
            sort:
              sort?.field && sort.field !== 'id'
                ? sort
                : (definition.sort ?? (definition.dateField ? { field: definition.dateField, order: 'DESC' } : undefined)),
          },
          {
            fileName: exportOf.fileName,
            signal: controller.signal,
            onProgress: (written, all, arriving) =>
              mounted.current && setRun((current) => (current?.controller === controller ? { ...current, written, total: all, arriving } : current)),
          },
        );
      } else {
        const { data } = await dataProvider.getList(definition.route, {
          filter: filterValues,
          sort,
          pagination: { page: 1, perPage: exportOf.limitToTotal ? Math.max(total ?? 0, 1) : Math.max(total ?? 0, 1_000_000) },
        });
        if (!controller.signal.aborted) await downloadWorkbook(exportMatrix(exportOf.columns, data), exportOf.fileName);
      }
    } catch {
      if (!controller.signal.aborted) notify(exportOf.failedKey ?? 'app.export.failed', { type: 'error' });
    } finally {
      if (mounted.current) setRun((current) => (current?.controller === controller ? undefined : current));
    }
  };

  const progressText = run?.arriving
    ? translate('app.export.waiting', { count: run.written.toLocaleString(locale) })
    : run?.total !== undefined
      ? translate('app.export.progress', { written: run.written.toLocaleString(locale), total: run.total.toLocaleString(locale) })
      : translate('app.export.preparing');
  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={start} disabled={Boolean(run) || !total}>
        {translate('app.export.label')}
      </Button>
      {run && (
        <Box role="status" data-testid="export-progress" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 220 }}>
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
        </Box>
      )}
    </>
  );
}
