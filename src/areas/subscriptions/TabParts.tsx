import { TablePagination, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryState } from '../../components/QueryState';
import { failureDetail } from '../../components/failureDetail';
import { TAB_PAGE_SIZE } from './model';

const LIST_LOAD_ERROR = 'app.list.load_error';

/** A tab's table read (QueryState) with its empty text; children render the rows. */
export function TabState({
  isPending,
  error,
  onRetry,
  errorText = LIST_LOAD_ERROR,
  empty,
  emptyText,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  errorText?: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  // The console's own list text adds the failure's words or status, as a list screen's does (ListError).
  const failure = errorText === LIST_LOAD_ERROR ? failureDetail(error as { status?: number; message?: string } | null, translate) : undefined;
  return (
    <QueryState query={{ isPending, error, refetch: onRetry }} errorText={failure ? `${translate(errorText)} (${failure})` : errorText}>
      {empty ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="empty-text">
          {emptyText}
        </Typography>
      ) : (
        children
      )}
    </QueryState>
  );
}

/** One page of `rows` (4 per page, 001 §9) and the pager under the table. */
export function usePagedRows<Row>(rows: readonly Row[]) {
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(rows.length / TAB_PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  return {
    rows: rows.slice(current * TAB_PAGE_SIZE, (current + 1) * TAB_PAGE_SIZE),
    offset: current * TAB_PAGE_SIZE,
    pager: rows.length > TAB_PAGE_SIZE ? <TabPager count={rows.length} page={current} onPage={setPage} /> : null,
  };
}

function TabPager({ count, page, onPage }: { count: number; page: number; onPage: (page: number) => void }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={TAB_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPage(next)}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total, _: `${from}-${to} / ${total}` })
      }
      getItemAriaLabel={(type) =>
        translate(type === 'next' ? 'ra.navigation.next' : type === 'previous' ? 'ra.navigation.previous' : `ra.navigation.${type}`, { _: type })
      }
    />
  );
}
