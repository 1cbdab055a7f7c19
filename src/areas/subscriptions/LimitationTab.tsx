import { CELL } from '../../components/list/cellStyles';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NumberInput, required, useDataProvider, useTranslate } from 'react-admin';
import { numberBetween } from '../../lib/validators';
import { FormDialog } from '../../components/FormDialog';
import { SaveFailure } from '../../api/failures';
import type { SubscriptionDataProvider } from './calls';
import { subscriptionKeys } from './queryKeys';
import type { FeatureLimit } from './calls';
import { TabState, usePagedRows } from './TabParts';
import { refusalOf, toFeatureCountUpdate, type SubscriptionGarage } from './model';
import { garageIdForCalls } from '../../core/garageId';

/** A feature's count limit: a whole number of uses. */
const featureCountRange = numberBetween(0, 1_000_000, true);

function CountDialog({ garageId, feature, onClose }: { garageId: string; feature: FeatureLimit; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const queryClient = useQueryClient();
  return (
    <FormDialog
      open
      maxWidth="xs"
      onClose={onClose}
      title={translate('resources.subscriptions.limits.title', { name: feature.name })}
      defaultValues={{ featureCount: '' }}
      onSubmit={async (values) => {
        try {
          await dataProvider.updateFeatureCount(toFeatureCountUpdate(garageId, feature, values));
        } catch (error) {
          throw new SaveFailure(refusalOf(error).refused ? 'resources.subscriptions.limits.failed' : 'resources.subscriptions.limits.error');
        }
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.call('garageFeatureLimits', garageId) });
        return { message: 'resources.subscriptions.limits.updated' };
      }}
    >
      <NumberInput
        source="featureCount"
        label="resources.subscriptions.limits.newCount"
        validate={[required('resources.subscriptions.limits.required'), featureCountRange]}
        min={0}
        step={1}
        fullWidth
        autoFocus
      />
    </FormDialog>
  );
}

/** Limitation tab: each feature's count limit with an update action; 4 per page. */
export function LimitationTab({ garage }: { garage: SubscriptionGarage }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const garageId = garageIdForCalls(garage);
  const query = useQuery({
    retry: false,
    queryKey: subscriptionKeys.call('garageFeatureLimits', garageId),
    queryFn: () => dataProvider.garageFeatureLimits(garageId),
  });
  const { rows, pager } = usePagedRows(query.data ?? []);
  const [editing, setEditing] = useState<FeatureLimit | null>(null);
  const label = (key: string) => translate(`resources.subscriptions.limits.${key}`);
  return (
    <>
      <TabState
        isPending={query.isPending}
        error={query.error}
        errorText={label('fetch_failed')}
        onRetry={() => query.refetch()}
        empty={(query.data ?? []).length === 0}
        emptyText={label('empty')}
      >
        <Table size="small" aria-label={translate('resources.subscriptions.dialog.tabs.limitation')}>
          <TableHead>
            <TableRow>
              <TableCell>{label('name')}</TableCell>
              <TableCell className={CELL.numeric}>{label('count')}</TableCell>
              <TableCell>{label('action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((feature, index) => (
              <TableRow key={feature.featureId || `unreadable-${index}`}>
                <TableCell>{feature.name}</TableCell>
                <TableCell className={CELL.numeric}>{feature.featureCount ?? '-'}</TableCell>
                <TableCell>
                  {/* A limit sent without its featureId has nothing to name in the update call. */}
                  <Button
                    size="small"
                    disabled={!feature.featureId}
                    onClick={() => setEditing(feature)}
                    aria-label={translate('resources.subscriptions.limits.update_label', { name: feature.name })}
                  >
                    {label('update')}
                  </Button>
                  {!feature.featureId && (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {translate('app.list.unreadable_cell', { fields: 'featureId' })}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {pager}
      </TabState>
      {editing && <CountDialog garageId={garageId} feature={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
