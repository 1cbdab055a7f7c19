import {
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Skeleton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { chartsSurfaceClasses } from '@mui/x-charts/ChartsSurface';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';

export interface TableColumn {
  label: string;
  /** Numbers align to the end of the cell. */
  numeric?: boolean;
}

export interface TableRowData {
  key: string;
  cells: ReactNode[];
  /** The filtered list this row opens; its first cell becomes the link. */
  href?: string;
}

interface ChartCardProps {
  title: string;
  /** The figure's state: its query. */
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  empty: boolean;
  emptyText?: string;
  /** The chart (an svg) and, for 'Show as table', the same figures as a table. */
  chart: () => ReactNode;
  columns: TableColumn[];
  rows: () => TableRowData[];
  /** Controls beside the title (e.g. week or month). */
  controls?: ReactNode;
  /** Below the figure (e.g. a link to the whole list). */
  footer?: ReactNode;
  testId: string;
}

/** One dashboard figure: title, its own loading, error and empty states, and a 'Show as table' alternative. */
export function ChartCard({ title, isPending, error, onRetry, empty, emptyText, chart, columns, rows, controls, footer, testId }: ChartCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const t = (key: string) => translate(`app.dashboard.charts.${key}`);
  const figure = () => {
    if (empty) {
      return (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText ?? t('empty')}
        </Typography>
      );
    }
    if (asTable) {
      return (
        <Box sx={{ overflowX: 'auto', maxHeight: 320 }} tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table size="small" stickyHeader aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows().map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={index} align={columns[index]?.numeric ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                      {index === 0 && row.href ? (
                        <Link component={RouterLink} to={row.href}>
                          {cell}
                        </Link>
                      ) : (
                        cell
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      );
    }
    return (
      <Box role="img" aria-label={`${title}. ${t('chart_hint')}`} sx={{ [`& .${chartsSurfaceClasses.root}`]: { cursor: 'pointer' } }}>
        {chart()}
      </Box>
    );
  };
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2" id={titleId} sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {controls}
          <FormControlLabel
            control={
              <Switch checked={asTable} onChange={(event) => setAsTable(event.target.checked)} disabled={isPending || Boolean(error) || empty} />
            }
            label={t('show_table')}
          />
        </Box>
        <QueryState
          query={{ isPending, error, refetch: onRetry }}
          errorText="app.dashboard.charts.load_error"
          loading={
            <Box role="status" aria-label={t('loading')}>
              <Skeleton variant="rounded" height={240} />
            </Box>
          }
        >
          {figure}
        </QueryState>
        {footer}
      </CardContent>
    </Card>
  );
}
