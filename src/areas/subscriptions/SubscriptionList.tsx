import { garageIdForCalls } from '../../core/garageId';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { DataTable, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { SubscriptionListRow } from '../../api/types';
import type { SubscriptionDataProvider } from './calls';
import { subscriptionKeys } from './queryKeys';
import { formatDate } from '../../lib/dates';
import { CELL } from '../../components/list/cellStyles';
import { RowIconButton } from '../../components/list/RowIconButton';
import { ROW_ICONS } from '../../components/list/rowIcons';
import { ReportList } from '../../components/report/ReportList';
import { useGarageNames } from '../../components/report/reportParts';
import { TabState } from './TabParts';
import type { SubscriptionGarage } from './model';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';
import type { Report } from '../../data/defineReport';
import { lazyComponent } from '../../lib/lazyComponent';
import { usePreloadAfterFirstReads } from '../../components/useAfterFirstReads';

/** Its code loads when first opened, or once the list's first reads are done. */
const SubscriptionsDialog = lazyComponent(async () => ({ default: (await import('./SubscriptionsDialog')).SubscriptionsDialog }));

/** History modal of one row: `POST /listOfPlanDetails {garageId}`. */
function PlanHistoryDialog({ row, onClose }: { row: SubscriptionListRow; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const titleId = useId();
  const query = useQuery({
    retry: false,
    queryKey: subscriptionKeys.call('planDetails', row.garageId),
    queryFn: () => dataProvider.planDetails(row.garageId ?? ''),
  });
  const label = (key: string) => translate(`resources.subscriptions.history.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${label('title')}: ${row.garageName ?? '-'}`}</DialogTitle>
      <DialogContent dividers>
        <TabState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => query.refetch()}
          empty={(query.data ?? []).length === 0}
          emptyText={label('empty')}
        >
          <Table size="small" aria-label={label('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{label('planName')}</TableCell>
                <TableCell>{label('startDate')}</TableCell>
                <TableCell>{label('endDate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(query.data ?? []).map((entry, index) => (
                <TableRow key={`${entry.startDate}-${index}`}>
                  <TableCell>{translate(`resources.subscriptions.plans.${entry.planName}`, { _: entry.planName || '-' })}</TableCell>
                  <TableCell>{formatDate(entry.startDate)}</TableCell>
                  <TableCell>{formatDate(entry.endDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TabState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RowActions({ onHistory, onManage }: { onHistory: (row: SubscriptionListRow) => void; onManage: (row: SubscriptionListRow) => void }) {
  const row = useRecordContext<SubscriptionListRow & { id: string }>();
  const translate = useTranslate();
  if (!row) return null;
  const history = translate('resources.subscriptions.actions.history', { name: row.garageName });
  const manage = translate('resources.subscriptions.actions.manage', { name: row.garageName });
  return (
    <span className={CELL.actions}>
      <RowIconButton icon={ROW_ICONS.history} label={history} hint={history} onClick={() => onHistory(row)} />
      <RowIconButton icon={ROW_ICONS.cardMembership} label={manage} hint={manage} onClick={() => onManage(row)} />
    </span>
  );
}

/** The subscriptions dialog needs a garage: the row plus what the garage name list knows of it. */
function useGarageOf(row: SubscriptionListRow | null): SubscriptionGarage | null {
  const { data: garages } = useGarageNames();
  return useMemo(() => {
    if (!row) return null;
    const known = garages?.find((garage) => garageIdForCalls(garage) === row.garageId);
    return {
      _id: row.garageId,
      garageId: row.garageId,
      garageName: row.garageName,
      phoneNumber: row.phone,
      email: row.email,
      city: known?.city,
      state: known?.state,
      garageType: known?.garageType,
      businessType: known?.businessType,
    };
  }, [row, garages]);
}

/** Subscription report (001 §2.7): server paging, garage picker, history modal; opens a garage's subscriptions. */
export default function SubscriptionList() {
  const subscriptions = useResourceDefinition('subscriptions') as Report;
  const [historyOf, setHistoryOf] = useState<SubscriptionListRow | null>(null);
  const [managing, setManaging] = useState<SubscriptionListRow | null>(null);
  const garage = useGarageOf(managing);
  usePreloadAfterFirstReads(SubscriptionsDialog);
  return (
    <ReportList
      report={subscriptions}
      dialogs={
        <>
          {historyOf && <PlanHistoryDialog row={historyOf} onClose={() => setHistoryOf(null)} />}
          {garage && <SubscriptionsDialog open garage={garage} onClose={() => setManaging(null)} />}
        </>
      }
    >
      <DataTable.Col label="app.columns.action" disableSort render={() => <RowActions onHistory={setHistoryOf} onManage={setManaging} />} />
    </ReportList>
  );
}
