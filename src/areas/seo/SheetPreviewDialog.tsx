import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useWholeList } from '../../components/useWholeList';
import type { SeoPage } from '../../api/types';
import { SHEET_REQUIRED } from '../../api/seoSheet';
import { siteUrl } from '../../config';
import { routeOf } from '../../core/defineResource';
import { useCategoryChoices, useServiceChoices } from '../catalogue/choices';
import { useLocationLookup, useStateChoices, stateNameOf } from '../locations/choices';
import type { SeoKind } from './model';
import { sheetTargetOf } from './sheet';
import { checkSheet, type SheetCatalogue, type SheetGrid, type SheetProblem } from './sheetCheck';

const T = 'resources.seoPages.upload';
const ALL = { page: 1, perPage: 100_000 };

/** The kinds of page a sheet can create: Pages sheets make Pages; near-me sheets make Near Me and Service Pages. */
const KINDS_OF_SHEET: Record<SeoKind, readonly SeoKind[]> = {
  page: ['page'],
  nearme: ['nearme', 'servicePage'],
  servicePage: ['nearme', 'servicePage'],
};

const same = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** What the console knows to check a sheet against: the catalogue, the places the sheet names and the URLs taken. */
function useSheetCatalogue(kind: SeoKind, grid: SheetGrid): { catalogue?: SheetCatalogue; loading: boolean; failed: boolean } {
  const categories = useCategoryChoices();
  const services = useServiceChoices();
  const states = useStateChoices();
  const [first, second] = KINDS_OF_SHEET[kind].map((other) => routeOf('product', other));
  const pagesOf = useWholeList<SeoPage & { id: string }>(first, { pagination: ALL, filter: {} });
  const pagesOfSecond = useWholeList<SeoPage & { id: string }>(second ?? first, { pagination: ALL, filter: {} }, { enabled: Boolean(second) });
  const lookup = useLocationLookup();
  // The cities of the states the sheet names, read once the states are in.
  const stateColumn = grid.header.findIndex((cell) => same(cell, 'State'));
  const namedStates = (states.data ?? []).filter((state) => grid.rows.some(({ cells }) => same(cells[stateColumn], stateNameOf(state))));
  const stateIds = namedStates.map((state) => state.id);
  const cities = useQuery({
    queryKey: ['seo', 'sheetCities', ...stateIds],
    queryFn: async () => new Map(await Promise.all(stateIds.map(async (id) => [id, await lookup.cities(id)] as const))),
    enabled: kind === 'page' && states.isSuccess,
  });
  const parts = [categories, services, pagesOf, ...(second ? [pagesOfSecond] : []), ...(kind === 'page' ? [states, cities] : [])];
  const failed = parts.some((part) => part.isError);
  const loading = !failed && parts.some((part) => part.isPending);
  const catalogue = useMemo(
    () =>
      loading || failed
        ? undefined
        : {
            categories: categories.data ?? [],
            services: services.data ?? [],
            states: states.data ?? [],
            cities: cities.data ?? new Map(),
            takenUrls: new Set(
              [...(pagesOf.data ?? []), ...(second ? (pagesOfSecond.data ?? []) : [])].flatMap((page) => (page.url ? [page.url] : [])),
            ),
            base: siteUrl,
          },
    [loading, failed, categories.data, services.data, states.data, cities.data, pagesOf.data, pagesOfSecond.data, second],
  );
  return { catalogue, loading, failed };
}

function Problems({ problems }: { problems: SheetProblem[] }) {
  const translate = useTranslate();
  if (problems.length === 0) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <span>{translate(`${T}.preview.ready`)}</span>
      </Stack>
    );
  }
  return (
    <Stack spacing={0.25} sx={{ color: 'error.main' }}>
      {problems.map((problem, index) => (
        <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <ErrorIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
          <span>{translate(`${T}.refusals.${problem.code}`, { column: problem.column ?? '', value: problem.value ?? '' })}</span>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The chosen sheet before it is sent: the columns found, each row's title and what the server would
 * refuse in it. Send uploads the file as it is (the documented multipart call); Cancel sends nothing.
 */
export default function SheetPreviewDialog({
  kind,
  fileName,
  grid,
  onCancel,
  onSend,
}: {
  kind: SeoKind;
  fileName: string;
  grid: SheetGrid;
  onCancel: () => void;
  onSend: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const target = sheetTargetOf(kind);
  const { catalogue, loading, failed } = useSheetCatalogue(kind, grid);
  const check = useMemo(
    () => checkSheet(target, grid, catalogue ?? { categories: [], services: [], states: [], cities: new Map(), takenUrls: new Set(), base: siteUrl }),
    [target, grid, catalogue],
  );
  // Without a required column the rows are not checked: the console expects the whole sheet refused.
  const checked = Boolean(catalogue) && check.missing.length === 0;
  const differs = check.notInSheet.length > 0 || check.notInTemplate.length > 0;
  const wrong = check.rows.filter((row) => row.problems.length > 0).length;
  const required = new Set<string>(SHEET_REQUIRED[target].map((column) => column.toLowerCase()));
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${T}.preview.title`)}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
          {translate(`${T}.preview.columns`)}
        </Typography>
        <Box
          component="ul"
          aria-label={translate(`${T}.preview.columns`)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
        >
          {check.columns.map((column, index) => (
            <li key={index}>
              <Chip size="small" label={column} variant={required.has(column.toLowerCase()) ? 'filled' : 'outlined'} />
            </li>
          ))}
        </Box>
        {differs && (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="columns-differ">
            <Typography variant="body2">{translate(`${T}.preview.columns_differ`)}</Typography>
            {check.notInSheet.length > 0 && (
              <Typography variant="body2">{translate(`${T}.preview.not_in_sheet`, { columns: check.notInSheet.join(', ') })}</Typography>
            )}
            {check.notInTemplate.length > 0 && (
              <Typography variant="body2">{translate(`${T}.preview.not_in_template`, { columns: check.notInTemplate.join(', ') })}</Typography>
            )}
            {check.missing.length > 0 && (
              <Typography variant="body2">{translate(`${T}.preview.missing_columns`, { columns: check.missing.join(', ') })}</Typography>
            )}
          </Alert>
        )}
        {failed && check.missing.length === 0 && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {translate(`${T}.preview.check_failed`)}
          </Alert>
        )}
        {loading && check.missing.length === 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2">{translate(`${T}.preview.checking`)}</Typography>
            <LinearProgress aria-label={translate(`${T}.preview.checking`)} />
          </Box>
        )}
        <Typography role="status" sx={{ mt: 1.5, fontWeight: 500 }}>
          {check.rows.length === 0
            ? translate(`${T}.preview.no_rows`)
            : checked
              ? translate(`${T}.preview.summary`, { smart_count: check.rows.length, ready: check.rows.length - wrong, wrong })
              : translate(`${T}.preview.rows`, { smart_count: check.rows.length })}
        </Typography>
        {check.rows.length > 0 && (
          <TableContainer sx={{ maxHeight: 360, mt: 1 }}>
            <Table size="small" stickyHeader aria-label={translate(`${T}.preview.rows_label`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.row`)}</TableCell>
                  <TableCell>{translate('resources.seoPages.fields.title')}</TableCell>
                  {checked && <TableCell>{translate(`${T}.preview.check`)}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {check.rows.map((row) => (
                  <TableRow key={row.row}>
                    <TableCell>{row.row}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {row.title || (
                        <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                          {translate(`${T}.preview.untitled`)}
                        </Box>
                      )}
                    </TableCell>
                    {checked && (
                      <TableCell>
                        <Problems problems={row.problems} />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        {/* Any readable sheet with a row can be sent: the server decides (docs/seo-sheet.md). */}
        <Button variant="contained" onClick={onSend} disabled={check.rows.length === 0}>
          {translate(`${T}.preview.send`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
