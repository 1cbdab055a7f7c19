import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { downloadWorkbook, exportMatrix } from '../lib/spreadsheet';
import { useResourceDefinition } from './ResourceDefinitionContext';

/** Every filtered row with the resource's fixed export columns; role admin only. */
export function ExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const definition = useResourceDefinition();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const { canAccess } = useCanAccess({ resource: definition.route, action: 'export' });
  const [busy, setBusy] = useState(false);
  if (!definition.export || !canAccess) return null;

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(definition.route, {
        filter: filterValues,
        sort,
        pagination: { page: 1, perPage: definition.export!.limitToTotal ? Math.max(total ?? 0, 1) : Math.max(total ?? 0, 1_000_000) },
      });
      await downloadWorkbook(exportMatrix(definition.export!.columns, data), definition.export!.fileName);
    } catch {
      notify(definition.export!.failedKey ?? 'app.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<DownloadIcon />} onClick={run} disabled={busy || !total}>
      {translate('app.export.label')}
    </Button>
  );
}
