import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { deviationsAsText, type Deviation } from '../api/contract/deviations';
import { reportUrl } from '../config';
import { useScreenTitle } from '../components/ScreenTitle';
import { useDeviationLog } from '../components/useDeviationLog';
import { numberFormat } from '../lib/localeFormats';

/** The dot beside each kind, for the eye (its words say it): read anyway, a cell marked, an answer refused. */
const KIND_COLOUR: Record<Deviation['kind'], string> = {
  extra: 'info.main',
  tolerated: 'text.secondary',
  unreadable: 'warning.main',
  missing: 'error.main',
};

const COLUMNS = ['call', 'field', 'expected', 'received', 'kind', 'rows', 'first_seen'] as const;

/** Names from the documents (calls, fields, types) read left to right in every language. */
const Code = ({ children }: { children: string }) => (
  <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
    {children}
  </Box>
);

/**
 * Admin only (issue 40): every way the server's answers differed from the contract in this browser
 * session, with a Copy button that gives the backend team the same list as text.
 */
export default function DiagnosticsScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const deviations = useDeviationLog();
  // What the browser would not copy, shown to be selected by hand.
  const [uncopied, setUncopied] = useState<string>();
  const title = translate('app.diagnostics.title');
  useScreenTitle(title);

  const copy = async () => {
    const text = deviationsAsText();
    try {
      await navigator.clipboard.writeText(text);
      setUncopied(undefined);
      notify('app.diagnostics.copied', { type: 'success' });
    } catch {
      setUncopied(text);
      notify('app.diagnostics.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} preferenceKey={false} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {translate('app.diagnostics.intro')}
      </Typography>
      <Typography color="text.secondary" data-testid="diagnostics-reporting" sx={{ my: 1 }}>
        {reportUrl ? translate('app.diagnostics.reporting_on', { host: new URL(reportUrl).host }) : translate('app.diagnostics.reporting_off')}
      </Typography>
      {deviations.length === 0 ? (
        <Typography role="status" data-testid="diagnostics-empty" sx={{ py: 4, textAlign: 'center' }}>
          {translate('app.diagnostics.empty')}
        </Typography>
      ) : (
        <>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ my: 1 }}>
            {translate('app.diagnostics.copy')}
          </Button>
          {uncopied !== undefined && (
            <TextField
              label={translate('app.diagnostics.as_text')}
              value={uncopied}
              multiline
              maxRows={10}
              fullWidth
              autoFocus
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
              sx={{ my: 1 }}
            />
          )}
          {/* Wide tables scroll here; focusable so the keyboard can scroll them too. */}
          <Box role="region" aria-label={title} tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="diagnostics-table">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`app.diagnostics.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {deviations.map((deviation) => (
                  <TableRow key={`${deviation.call} ${deviation.field} ${deviation.expected} ${deviation.received} ${deviation.kind}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Code>{deviation.call}</Code>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Code>{deviation.field}</Code>
                    </TableCell>
                    <TableCell>
                      <Code>{deviation.expected}</Code>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Code>{deviation.received}</Code>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          display: 'inline-block',
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          marginInlineEnd: 1,
                          bgcolor: KIND_COLOUR[deviation.kind],
                        }}
                      />
                      {translate(`app.diagnostics.kind.${deviation.kind}`)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {deviation.rows > 0 ? numberFormat(locale).format(deviation.rows) : translate('app.diagnostics.whole_answer')}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {new Date(deviation.firstSeen).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
