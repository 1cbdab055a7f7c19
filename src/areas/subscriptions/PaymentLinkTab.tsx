import LinkIcon from '@mui/icons-material/Link';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  alertClasses,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  formControlClasses,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormState, useWatch, useFormContext } from 'react-hook-form';
import { Form, NumberInput, SaveButton, SelectInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { signedOutDuringCall } from '../../auth/session';
import { TextInput } from '../../components/TextInput';
import { DateInput } from '../../components/DateInput';
import { formatPayloadDate } from '../../lib/dates';
import { StoredValuesContext } from '../../components/storedValues';
import { productLabel } from '../../config';
import type { SubscriptionDataProvider } from './calls';
import { email, indianMobile, notPast, rupees } from '../../lib/validators';
import { VEHICLE_TYPES } from '../../core/choices';
import { formatRupees } from '../../data/defineReport';
import { subscriptionKeys } from './queryKeys';
import {
  PLANS,
  TIME_PERIODS,
  lacksPrefillDetails,
  withGarageDetails,
  paymentLinkDefaults,
  paymentLinkText,
  refusalOf,
  showsTotal,
  toPaymentLinkRequest,
  totalAmount,
  whatsappLink,
  type SubscriptionGarage,
} from './model';
import { garageIdForCalls } from '../../core/garageId';
import { useResourceDefinition } from '../../components/ResourceDefinitionContext';
import { useDropStaleQueries } from '../../components/useDropStaleQueries';
import { unansweredOr } from '../../api/failures';
import { AnswerUnreadable } from '../../api/apiError';
import { READ_ONCE_PER_OPEN } from '../../data/queryClient';

const BUSINESS_TYPES = [
  { id: 'workshop', name: 'resources.subscriptions.payment.business.workshop' },
  { id: 'accessories', name: 'resources.subscriptions.payment.business.accessories' },
  { id: 'services', name: 'resources.subscriptions.payment.business.services' },
];
const PLAN_CHOICES = PLANS.map((plan) => ({ id: plan, name: `resources.subscriptions.plans.${plan}` }));

const message = (key: string) => `resources.subscriptions.payment.${key}`;
const requiredField = (field: string) => required(message(`validation.${field}`));

const today = () => formatPayloadDate(new Date());

/** Credit may cover the whole price (nothing to pay) but never more. */
const creditWithinPrice = (credit: unknown, values: Record<string, unknown>) =>
  totalAmount(values.price, credit) < 0 ? message('validation.credit_over_price') : undefined;

/** Total amount = price − credit, read-only, shown only when positive (001 §4). */
function TotalAmount() {
  const translate = useTranslate();
  const [price, credit] = useWatch({ name: ['price', 'credit'] });
  const total = totalAmount(price, credit);
  if (!showsTotal(total)) return null;
  return (
    <TextField
      label={translate(message('fields.totalAmount'))}
      value={formatRupees(total)}
      size="small"
      fullWidth
      slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'total-amount' } }}
    />
  );
}

/** Generate, disabled while the call runs: a double click sends one request. */
function GenerateButton() {
  const { isSubmitting } = useFormState();
  return (
    <SaveButton
      alwaysEnable={!isSubmitting}
      disabled={isSubmitting}
      label={message('submit')}
      icon={<LinkIcon />}
      // The second and third clicks of a double or triple click are the same request, even when the answer came back between them.
      onClick={(event) => event.detail > 1 && event.preventDefault()}
    />
  );
}

/** Hands the typed values and whether they differ from the prefill to the dialog, which outlives the tab. */
function ReportValues({
  prefill,
  onChange,
}: {
  prefill: Record<string, unknown>;
  onChange: (values: Record<string, unknown>, dirty: boolean) => void;
}) {
  const { getValues } = useFormContext();
  const values = useWatch();
  useEffect(() => {
    const current = getValues();
    const dirty = Object.keys(current).some((field) => String(current[field] ?? '') !== String(prefill[field] ?? ''));
    onChange(current, dirty);
  }, [values, getValues, prefill, onChange]);
  return null;
}

interface GeneratedLink {
  paymentLink: string;
  share: string;
}

interface PaymentLinkTabProps {
  garage: SubscriptionGarage;
  /** What was typed before the user switched to another tab. */
  kept?: Record<string, unknown>;
  onValuesChange?: (values: Record<string, unknown>, dirty: boolean) => void;
}

/**
 * Payment Link tab (001 §3, §5). A row that lacks the garage's owner, address, area, PAN or GST (the
 * Subscription list's) is completed with POST /getSingleGarage first, so the form opens prefilled as
 * from Garage Management; if that call fails the form opens with the row's values and says so.
 */
export function PaymentLinkTab(props: PaymentLinkTabProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const garageId = garageIdForCalls(props.garage);
  const needed = !props.kept && lacksPrefillDetails(props.garage);
  const record = useQuery({
    queryKey: ['paymentLinkGarage', garageId],
    queryFn: () => dataProvider.paymentLinkGarage(garageId),
    enabled: needed,
    retry: false,
    ...READ_ONCE_PER_OPEN,
  });
  if (needed && record.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  return (
    <>
      {needed && record.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(message('prefill_failed'))}
        </Alert>
      )}
      <PaymentLinkForm {...props} garage={withGarageDetails(props.garage, record.data)} />
    </>
  );
}

/** The Payment Link form: generates a link and shares it through a prefilled messaging link. */
function PaymentLinkForm({ garage, kept, onValuesChange }: PaymentLinkTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SubscriptionDataProvider>();
  const queryClient = useQueryClient();
  const garageId = garageIdForCalls(garage);
  const [generated, setGenerated] = useState<GeneratedLink | null>(null);
  const [added, setAdded] = useState(false);
  // Fixed at first render: a new garage object from the parent must not wipe what was typed.
  const [defaults] = useState(() => paymentLinkDefaults(garage));
  const [initial] = useState(() => kept ?? defaults);
  // The values last accepted: unchanged since, the form has nothing unsaved to warn about.
  const [accepted, setAccepted] = useState<Record<string, unknown>>();
  const subscriptions = useResourceDefinition('subscriptions');
  const dropStale = useDropStaleQueries();
  const inFlight = useRef(false);
  const addedTitleId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (generated) resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [generated]);

  /** A new term: the garage's history and plan, and the Subscription list's row (its plan and dates). */
  const termAdded = (values: Record<string, unknown>) => {
    setAccepted(values);
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.call('subscriptionHistory', garageId) });
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.call('subscriptionData', garageId) });
    void dataProvider.dropStaleRows(subscriptions.route).then(() => dropStale(subscriptions.route));
  };

  const submit = async (values: Record<string, unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const payload = toPaymentLinkRequest(garageId, values);
    try {
      const answer = await dataProvider.generatePaymentLink(payload);
      if (signedOutDuringCall()) return;
      termAdded(values);
      if (answer.paymentLink) {
        setGenerated({
          paymentLink: answer.paymentLink,
          share: whatsappLink(payload.phone, paymentLinkText(payload, answer.paymentLink, productLabel)),
        });
        notify(message('generated'), { type: 'success' });
      } else {
        setGenerated(null);
        setAdded(true);
      }
    } catch (error) {
      if (error instanceof AnswerUnreadable) {
        // Generated, but its link could not be read: named, and the history shows the new term.
        notify(error.translation.key, { type: 'error', messageArgs: error.translation.args });
        termAdded(values);
        return;
      }
      const { refused, serverMessage } = refusalOf(error);
      const text = refused ? (serverMessage ?? message('failed')) : unansweredOr(error, message('error'));
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      inFlight.current = false;
    }
  };

  const input = { fullWidth: true, size: 'small' as const };
  return (
    <>
      {generated && (
        <Alert
          ref={resultRef}
          severity="success"
          sx={{ mb: 2, [`& .${alertClasses.message}`]: { overflowWrap: 'anywhere' } }}
          action={
            <Button color="inherit" size="small" startIcon={<WhatsAppIcon />} href={generated.share} target="_blank" rel="noopener noreferrer">
              {translate(message('share'))}
            </Button>
          }
        >
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {translate(message('link'))}:{' '}
          </Typography>
          <span data-testid="payment-link">{generated.paymentLink}</span>
        </Alert>
      )}
      <Form defaultValues={initial} onSubmit={submit} mode="onSubmit" reValidateMode="onChange" noValidate>
        <StoredValuesContext.Provider value={defaults}>
          {onValuesChange && <ReportValues prefill={accepted ?? defaults} onChange={onValuesChange} />}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, [`& .${formControlClasses.root}`]: { mt: 0.5 } }}
          >
            <TextInput source="name" label={message('fields.name')} needsLetter {...input} />
            <TextInput source="ownerName" label={message('fields.ownerName')} needsLetter {...input} />
            <TextInput source="phone" label={message('fields.phone')} validate={[requiredField('phone'), indianMobile]} {...input} />
            <TextInput source="email" label={message('fields.email')} type="email" validate={email} {...input} />
            <TextInput source="address" label={message('fields.address')} {...input} />
            <TextInput source="area" label={message('fields.area')} validate={requiredField('area')} {...input} />
            <TextInput source="city" label={message('fields.city')} {...input} />
            <TextInput source="state" label={message('fields.state')} {...input} />
            {/* PAN 10 and GSTIN 15 characters at most (docs/spec-differences.md item 18). */}
            <TextInput source="PANNumber" label={message('fields.PANNumber')} maxChars={10} {...input} />
            <TextInput source="GSTNumber" label={message('fields.GSTNumber')} maxChars={15} {...input} />
            <SelectInput
              source="businessType"
              label={message('fields.businessType')}
              choices={BUSINESS_TYPES}
              validate={requiredField('businessType')}
              {...input}
            />
            <SelectInput
              source="vehicleType"
              label={message('fields.vehicleType')}
              choices={VEHICLE_TYPES}
              validate={requiredField('vehicleType')}
              {...input}
            />
            <SelectInput source="plan" label={message('fields.plan')} choices={PLAN_CHOICES} validate={requiredField('plan')} {...input} />
            <SelectInput
              source="timePeriod"
              label={message('fields.timePeriod')}
              choices={TIME_PERIODS.map((months) => ({ id: months, name: translate(message('months'), { smart_count: months }) }))}
              translateChoice={false}
              // One of 1, 3 or 9 months always (001 §3): required, so no empty choice can send 0.
              validate={required()}
              {...input}
            />
            <DateInput
              source="expiryDate"
              label={message('fields.expiryDate')}
              validate={[requiredField('expiryDate'), notPast]}
              minDate={today()}
              {...input}
            />
            <NumberInput source="price" label={message('fields.price')} validate={[requiredField('price'), rupees]} min={0} {...input} />
            <NumberInput
              source="credit"
              label={message('fields.credit')}
              validate={[requiredField('credit'), rupees, creditWithinPrice]}
              min={0}
              {...input}
            />
            <Box sx={{ mt: 0.5 }}>
              <TotalAmount />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <GenerateButton />
          </Box>
        </StoredValuesContext.Provider>
      </Form>
      <Dialog open={added} onClose={() => setAdded(false)} aria-labelledby={addedTitleId} maxWidth="xs" fullWidth>
        <DialogTitle id={addedTitleId}>{translate(message('added_title'))}</DialogTitle>
        <DialogContent>
          <Typography>{translate(message('added'))}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAdded(false)} autoFocus>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
