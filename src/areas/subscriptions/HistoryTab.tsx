import { CELL } from '../../components/list/cellStyles';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SubscriptionDataProvider } from './calls';
import { subscriptionKeys } from './queryKeys';
import { formatDate } from '../../lib/dates';
import { documentUrl, formatRupees } from '../../data/defineReport';
import { TabState, usePagedRows } from './TabParts';
import { garageIdForCalls } from '../../core/garageId';
import { historyStatus, type SubscriptionGarage } from './model';

function HistoryStatusText({ expiryDate }: { expiryDate: unknown }) {
  const translate = useTranslate();
  const status = historyStatus(expiryDate);
  switch (status.kind) {
    case 'expired':
      return <>{translate('resources.subscriptions.terms.expired')}</>;
    case 'today':
      return <>{translate('resources.subscriptions.terms.expiring_today')}</>;
    case 'days':
      return <>{translate('resources.subscriptions.terms.expiring', { smart_count: status.days })}</>;
    default:
      return <>-</>;
  }
}

function InvoiceLink({ href, date }: { href: unknown; date: string | undefined }) {
  const translate = useTranslate();
  const url = documentUrl(href);
  if (!url) return <>-</>;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('resources.subscriptions.terms.invoice_of', { date: formatDate(date) })}
    >
      {translate('resources.subscriptions.terms.view')}
    </Link>
  );
}

/** Subscription History tab: plan, date, expiry, total in rupees, invoice, status; 4 per page. */
export function HistoryTab({ garage }: { garage: SubscriptionGarage }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const garageId = garageIdForCalls(garage);
  const query = useQuery({
    retry: false,
    queryKey: subscriptionKeys.call('subscriptionHistory', garageId),
    queryFn: () => dataProvider.subscriptionHistory(garageId),
  });
  const { rows, pager } = usePagedRows(query.data ?? []);
  const label = (key: string) => translate(`resources.subscriptions.terms.${key}`);
  return (
    <TabState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      empty={(query.data ?? []).length === 0}
      emptyText={translate('resources.subscriptions.history.empty')}
    >
      <Table size="small" aria-label={translate('resources.subscriptions.dialog.tabs.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{label('plan')}</TableCell>
            <TableCell>{label('date')}</TableCell>
            <TableCell>{label('expiryDate')}</TableCell>
            <TableCell className={CELL.numeric}>{label('totalAmount')}</TableCell>
            <TableCell>{label('invoice')}</TableCell>
            <TableCell>{label('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((term, index) => (
            <TableRow key={`${term.date}-${index}`}>
              <TableCell>{translate(`resources.subscriptions.plans.${term.plan}`, { _: String(term.plan ?? '-') })}</TableCell>
              <TableCell>{formatDate(term.date)}</TableCell>
              <TableCell>{formatDate(term.expiryDate)}</TableCell>
              <TableCell className={CELL.numeric} sx={{ whiteSpace: 'nowrap' }}>
                {formatRupees(term.total_amount)}
              </TableCell>
              <TableCell>
                <InvoiceLink href={term.invoice} date={term.date} />
              </TableCell>
              <TableCell>
                <HistoryStatusText expiryDate={term.expiryDate} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pager}
    </TabState>
  );
}
