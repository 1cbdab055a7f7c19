import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tab, Tabs } from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDiscardGuard } from '../../components/DiscardChanges';
import { HistoryTab } from './HistoryTab';
import { LimitationTab } from './LimitationTab';
import { PaymentLinkTab } from './PaymentLinkTab';
import { SubscriptionTab } from './SubscriptionTab';
import { type SubscriptionGarage } from './model';
import { garageIdForCalls } from '../../core/garageId';

export type { SubscriptionGarage };

const TABS = ['subscription', 'history', 'payment', 'limitation'] as const;
type TabName = (typeof TABS)[number];

export interface SubscriptionsDialogProps {
  /**
   * The garage row. Its `_id` (or `garageId`) is sent to every subscription call; name, owner, phone,
   * e-mail, address, state, city, area, PAN, GST, business type and garage type prefill the payment link
   * form; the phone also receives the renewal reminder.
   */
  garage: SubscriptionGarage;
  open: boolean;
  onClose: () => void;
}

/**
 * A garage's subscriptions (001 §2.1): Subscription (expiry banner, renewal reminder, feature switches),
 * Subscription History, Payment Link and Limitation. Self-contained: it loads what it shows through the
 * dataProvider, so it can be opened from any garage row.
 */
export function SubscriptionsDialog({ garage, open, onClose }: SubscriptionsDialogProps) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('subscription');
  const id = useId();
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;
  // The Payment Link form keeps what was typed while the dialog is open, whichever tab is shown.
  const paymentValues = useRef<{ garageId: string; values: Record<string, unknown> } | undefined>(undefined);
  const [paymentDirty, setPaymentDirty] = useState(false);
  const garageId = garageIdForCalls(garage);
  const keepPaymentValues = useCallback(
    (values: Record<string, unknown>, dirty: boolean) => {
      paymentValues.current = { garageId, values };
      setPaymentDirty(dirty);
    },
    [garageId],
  );
  // Taken from the live values when the user leaves the Payment Link tab; the form starts from them when shown again.
  const [left, setLeft] = useState<{ garageId: string; values: Record<string, unknown> } | undefined>(undefined);
  const kept = left?.garageId === garageId ? left.values : undefined;
  const showTab = (next: TabName) => {
    if (tab === 'payment' && next !== 'payment') setLeft(paymentValues.current);
    setTab(next);
  };
  const { requestClose, question } = useDiscardGuard(paymentDirty, onClose);
  return (
    <Dialog open={open} onClose={requestClose} fullWidth maxWidth="md" aria-labelledby={`${id}-title`} scroll="paper">
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {translate('resources.subscriptions.dialog.title', { name: garage.garageName })}
      </DialogTitle>
      <IconButton aria-label={translate('ra.action.close')} onClick={requestClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs value={tab} onChange={(_, next: TabName) => showTab(next)} variant="scrollable" allowScrollButtonsMobile>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={tabId(name)}
              aria-controls={name === tab ? panelId(name) : undefined}
              label={translate(`resources.subscriptions.dialog.tabs.${name}`)}
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent sx={{ minHeight: 360 }}>
        {/* Keyed by garage: another garage starts from its own data and a fresh payment form. */}
        <Box key={garageIdForCalls(garage)} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'subscription' && <SubscriptionTab garage={garage} />}
          {tab === 'history' && <HistoryTab garage={garage} />}
          {tab === 'payment' && <PaymentLinkTab garage={garage} kept={kept} onValuesChange={keepPaymentValues} />}
          {tab === 'limitation' && <LimitationTab garage={garage} />}
        </Box>
      </DialogContent>
      {question}
    </Dialog>
  );
}

export default SubscriptionsDialog;
