import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Suspense, useId, useRef, useState } from 'react';
import { DialogLoading } from '../../components/DialogLoading';
import { useListChanged } from '../../components/useDropStaleQueries';
import { useCanAccess, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SeoBulkUploadAnswer } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import type { SeoDataProvider } from './provider';
import { downloadWorkbook, toCell } from '../../lib/spreadsheet';
import type { SeoKind } from './model';
import { SHEET_EXTENSIONS, SHEET_TEMPLATE_FILES, isSpreadsheet, sheetTargetOf, sheetTemplate } from './sheet';
import type { SheetGrid } from './sheetCheck';
import { lazyComponent } from '../../lib/lazyComponent';
import { unansweredOr } from '../../api/failures';
import { signedOutDuringCall } from '../../auth/session';

const T = 'resources.seoPages.upload';

/** The preview and its reader (with SheetJS) load when a sheet is chosen. */
const SheetPreviewDialog = lazyComponent(() => import('./SheetPreviewDialog'));
const sheetReader = () => import('./sheetCheck');

/** What the server said about an uploaded sheet: the documented success text, then what it imported and refused. */
function UploadResultDialog({ answer, onClose }: { answer: SeoBulkUploadAnswer; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const refused = answer.refused ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${T}.result_title`)}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ fontWeight: 500 }}>{translate(`${T}.done`)}</Typography>
        <Typography data-testid="upload-imported">{translate(`${T}.imported`, { count: answer.imported ?? 0 })}</Typography>
        <Typography data-testid="upload-refused">{translate(`${T}.refused`, { count: refused.length })}</Typography>
        {refused.length > 0 && (
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.row`)}</TableCell>
                <TableCell>{translate(`${T}.reason`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refused.map((refusal, index) => (
                <TableRow key={refusal.row ?? `unnumbered-${index}`}>
                  <TableCell>{refusal.row ?? '-'}</TableCell>
                  <TableCell>
                    {refusal.code
                      ? translate(`${T}.refusals.${refusal.code}`, {
                          column: refusal.column ?? '',
                          value: refusal.value ?? '',
                          _: refusal.message ?? '-',
                        })
                      : (refusal.message ?? '-')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Upload Sheet (002 'Pages', 'Near Me', 'Service Pages'): the chosen file is read in the browser and
 * its rows shown with what is wrong in them (SheetPreviewDialog); Send then uploads it as chosen,
 * multipart to /bulkSEOUpload or /bulkSEOUploadNearMe, beside a template of the sheet's columns. A
 * file that is not a spreadsheet is refused before anything is sent. A server refusal says 'Failed to
 * upload file' (with the server's reason on a 400), a transport failure 'Error uploading file'.
 */
export function UploadSheetButton({ kind }: { kind: SeoKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const listChanged = useListChanged();
  const dataProvider = useDataProvider<SeoDataProvider>();
  const { resource } = useListContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SeoBulkUploadAnswer | null>(null);
  const [chosen, setChosen] = useState<{ file: File; grid: SheetGrid } | null>(null);
  if (canAccess === false) return null;

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  /** Reads the chosen file; one that is not a spreadsheet is refused here and nothing is sent. */
  const preview = async (file: File | undefined) => {
    if (!file) return;
    if (!isSpreadsheet(file.name)) {
      notify(`${T}.wrong_type`, { type: 'warning' });
      clearInput();
      return;
    }
    setBusy(true);
    try {
      const { readSheet } = await sheetReader();
      setChosen({ file, grid: await readSheet(file) });
    } catch {
      notify(`${T}.unreadable`, { type: 'warning', messageArgs: { name: file.name } });
      clearInput();
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setChosen(null);
    clearInput();
  };

  const upload = async (file: File) => {
    setChosen(null);
    setBusy(true);
    try {
      const result = await dataProvider.seoBulkUpload(sheetTargetOf(kind), file);
      // A 401 on the way ended the session: nothing was uploaded.
      if (signedOutDuringCall()) return;
      // A server that says no more than the documented text gets the documented notice.
      if (typeof result?.imported === 'number') setAnswer(result);
      else notify(`${T}.done`, { type: 'success' });
      listChanged();
    } catch (error) {
      if (signedOutDuringCall()) return;
      const refused = error instanceof ApiError && error.status !== 0;
      const reason = refused && error.status === 400 ? String((error.body as { message?: unknown } | undefined)?.message ?? '') : '';
      if (reason) notify(`${T}.failed_because`, { type: 'error', messageArgs: { reason } });
      else notify(refused ? `${T}.failed` : unansweredOr(error, `${T}.error`), { type: 'error' });
    } finally {
      setBusy(false);
      clearInput();
    }
  };

  const downloadTemplate = () =>
    downloadWorkbook(
      sheetTemplate(kind).map((row) => row.map(toCell)),
      SHEET_TEMPLATE_FILES[kind],
      'template',
    );

  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
        {translate(`${T}.label`)}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={downloadTemplate}>
        {translate(`${T}.template`)}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="sheet-input"
        aria-label={translate(`${T}.label`)}
        accept={[
          ...SHEET_EXTENSIONS,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/vnd.ms-excel',
          'text/csv',
        ].join(',')}
        onChange={(event) => void preview(event.target.files?.[0])}
      />
      {chosen && (
        <Suspense fallback={<DialogLoading />}>
          <SheetPreviewDialog kind={kind} fileName={chosen.file.name} grid={chosen.grid} onCancel={cancel} onSend={() => void upload(chosen.file)} />
        </Suspense>
      )}
      {answer && <UploadResultDialog answer={answer} onClose={() => setAnswer(null)} />}
    </>
  );
}
