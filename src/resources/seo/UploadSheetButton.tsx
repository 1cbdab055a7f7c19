import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../../api/http';
import type { AppDataProvider } from '../../data/dataProvider';
import { SHEET_EXTENSIONS, isSpreadsheet } from './model';

/**
 * Upload Sheet (002 'Pages', 'Near Me'): multipart to /bulkSEOUpload or /bulkSEOUploadNearMe. A server
 * refusal says 'Failed to upload file', a transport failure 'Error uploading file'.
 */
export function UploadSheetButton({ target }: { target: 'pages' | 'nearMe' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (canAccess === false) return null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!isSpreadsheet(file.name)) {
      notify('resources.seoPages.upload.wrong_type', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.seoBulkUpload(target, file);
      notify('resources.seoPages.upload.done', { type: 'success' });
      refresh();
    } catch (error) {
      const refused = error instanceof ApiError && error.status !== 0;
      notify(refused ? 'resources.seoPages.upload.failed' : 'resources.seoPages.upload.error', { type: 'error' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {translate('resources.seoPages.upload.label')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="sheet-input"
        aria-label={translate('resources.seoPages.upload.label')}
        accept={[...SHEET_EXTENSIONS, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'text/csv'].join(',')}
        onChange={(event) => upload(event.target.files?.[0])}
      />
    </>
  );
}
