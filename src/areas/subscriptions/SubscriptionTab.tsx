import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAddUndoableMutation, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { UNDO_MS } from '../../components/list/useRowWrites';
import type { SubscriptionFeature } from '../../api/types';
import { productLabel } from '../../config';
import type { SubscriptionDataProvider } from './calls';
import { subscriptionKeys } from './queryKeys';
import { formatDate } from '../../lib/dates';
import { TabState } from './TabParts';
import { NOT_READ, expiryBanner, renewalReminderText, switchFailureMessage, whatsappLink, type SubscriptionGarage } from './model';
import { garageIdForCalls } from '../../core/garageId';
import { signedOutDuringCall } from '../../auth/session';

/**
 * The Subscription tab: expiry banner, renewal reminder and one ON/OFF switch per feature. The
 * documents ask no question before a switch, so it can be undone: it shows the requested value at once
 * with Undo for 5 seconds (react-admin's undoable notice), then the call goes and the server's message
 * shows. Switching it back within those seconds undoes it too: the notice sits outside the modal, out
 * of reach of the keyboard and screen readers. On failure it returns to what the server holds (the spec
 * leaves it at the requested value).
 */
export function SubscriptionTab({ garage }: { garage: SubscriptionGarage }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const queryClient = useQueryClient();
  const garageId = garageIdForCalls(garage);
  const key = subscriptionKeys.call('subscriptionData', garageId);
  const query = useQuery({ retry: false, queryKey: key, queryFn: () => dataProvider.subscriptionData(garageId) });
  const [requested, setRequested] = useState<Record<string, boolean>>({});
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  // The change of each switch still in its undo window; switching back cancels it.
  const waiting = useRef(new Map<string, { cancelled: boolean }>());
  const addUndoable = useAddUndoableMutation();
  const settled = (feature: SubscriptionFeature) => setRequested(({ [feature.featureId]: _done, ...rest }) => rest);

  const toggle = (feature: SubscriptionFeature, next: boolean) => {
    const id = feature.featureId;
    const before = waiting.current.get(id);
    if (before) {
      before.cancelled = true;
      waiting.current.delete(id);
      settled(feature);
      return;
    }
    const change = { cancelled: false };
    waiting.current.set(id, change);
    setRequested((current) => ({ ...current, [id]: next }));
    notify('resources.subscriptions.features.switching', {
      type: 'info',
      undoable: true,
      autoHideDuration: UNDO_MS,
      messageArgs: { name: feature.name, state: translate(next ? 'resources.subscriptions.features.on' : 'resources.subscriptions.features.off') },
    });
    addUndoable(({ isUndo }) => {
      if (waiting.current.get(id) === change) waiting.current.delete(id);
      if (change.cancelled) return;
      if (isUndo) settled(feature);
      else void send(feature, next);
    });
  };

  const send = async (feature: SubscriptionFeature, next: boolean) => {
    setSending((current) => new Set(current).add(feature.featureId));
    try {
      const answer = await dataProvider.updateSubscriptionStatus({
        featureId: feature.featureId,
        // Left out rather than sent empty when the feature came without it.
        ...(feature.featureCategory !== undefined && { featureCategory: feature.featureCategory }),
        subscriptionStatus: next,
        garageId,
      });
      // A 401 on the way ended the session: nothing was switched.
      if (signedOutDuringCall()) return;
      queryClient.setQueryData<Awaited<ReturnType<SubscriptionDataProvider['subscriptionData']>>>(
        key,
        (data) =>
          data && {
            ...data,
            features: data.features.map((entry) =>
              entry.featureId === feature.featureId ? { ...entry, subscriptionStatus: answer.subscriptionStatus } : entry,
            ),
          },
      );
      const message = answer.message || 'resources.subscriptions.features.updated';
      notify(message, { type: 'success', messageArgs: { _: message } });
    } catch (error) {
      if (signedOutDuringCall()) return;
      const message = switchFailureMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      await query.refetch();
    } finally {
      settled(feature);
      setSending((current) => new Set([...current].filter((id) => id !== feature.featureId)));
    }
  };

  const expiryDate = query.data?.expiryDate;
  const banner = expiryBanner(expiryDate);
  const features = query.data?.features ?? [];
  const reminder = garage.phoneNumber ? whatsappLink(garage.phoneNumber, renewalReminderText(garage, expiryDate, productLabel)) : undefined;

  return (
    <TabState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()} empty={false} emptyText="">
      <Alert
        severity={banner.expired ? 'warning' : 'info'}
        sx={{ mb: 2, alignItems: 'center' }}
        action={
          reminder && (
            <Button color="inherit" size="small" startIcon={<WhatsAppIcon />} href={reminder} target="_blank" rel="noopener noreferrer">
              {translate('resources.subscriptions.features.reminder')}
            </Button>
          )
        }
      >
        {translate(banner.expired ? 'resources.subscriptions.features.expired_on' : 'resources.subscriptions.features.expires_on', {
          date: banner.date === NOT_READ ? translate('app.not_available') : banner.date,
        })}
      </Alert>
      {features.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('resources.subscriptions.features.empty')}
        </Alert>
      ) : (
        <Table size="small" aria-label={translate('resources.subscriptions.dialog.tabs.subscription')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.subscriptions.features.name')}</TableCell>
              <TableCell>{translate('resources.subscriptions.features.category')}</TableCell>
              <TableCell>{translate('resources.subscriptions.features.activationDate')}</TableCell>
              <TableCell>{translate('resources.subscriptions.features.subscription')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {features.map((feature, index) => {
              // A feature the server sent without its id is shown, but its switch has nothing to name in the call;
              // one without a readable status is shown, but its switch would only guess which way to send.
              const unreadable = [!feature.featureId && 'featureId', typeof feature.subscriptionStatus !== 'boolean' && 'subscriptionStatus'].filter(
                (field): field is string => !!field,
              );
              const checked =
                feature.featureId && feature.featureId in requested ? requested[feature.featureId]! : feature.subscriptionStatus === true;
              return (
                <TableRow key={feature.featureId || `unreadable-${index}`}>
                  <TableCell>{feature.name}</TableCell>
                  <TableCell>{feature.featureCategory}</TableCell>
                  <TableCell>{formatDate(feature.activationDate)}</TableCell>
                  <TableCell>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={checked}
                          disabled={unreadable.length > 0 || sending.has(feature.featureId)}
                          onChange={(event) => toggle(feature, event.target.checked)}
                          slotProps={{ input: { 'aria-label': feature.name } }}
                        />
                      }
                      label={[
                        typeof feature.subscriptionStatus === 'boolean' &&
                          translate(checked ? 'resources.subscriptions.features.on' : 'resources.subscriptions.features.off'),
                        unreadable.length > 0 && translate('app.list.unreadable_cell', { fields: unreadable.join(', ') }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </TabState>
  );
}
