import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, format, setHours, startOfDay } from 'date-fns';
import { AdminContext, Notification, memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { createDataProvider } from '../../src/data/dataProvider';
import { areaCalls, resources } from '../../src/areas/registry';
import { SubscriptionsDialog, type SubscriptionGarage } from '../../src/areas/subscriptions/SubscriptionsDialog';
import { RegistryContext } from '../../src/components/RegistryContext';
import type { GarageSubscription } from '../../src/sandbox/seed';
import { cellUnder, renderScreen, setupUser } from './renderApp';
import { http, HttpResponse } from 'msw';
import { resetSandbox, sandbox, sandboxServer, sent, signInAs } from './sandboxServer';

beforeEach(resetSandbox);

const bodiesOf = (path: string) => sent.filter((call) => call.path === path).map((call) => call.body);
const dayFromNow = (offset: number) => setHours(startOfDay(addDays(new Date(), offset)), 12);
const ddmmyyyy = (date: Date) => format(date, 'dd-MM-yyyy');
/** A payment link's expiry: it may not be in the past, so it is dated from today. */
const LINK_EXPIRY = dayFromNow(90);

/** A seeded garage with a subscription that has a feature switched on. */
function subscribedGarage(): { garage: SubscriptionGarage; subscription: GarageSubscription } {
  const subscription = sandbox.store.db.subscriptions.find((entry) => entry.features.some((feature) => feature.subscriptionStatus))!;
  const garage = sandbox.store.db.garages.find((entry) => entry._id === subscription.garageId)!;
  return { garage, subscription };
}

/** The dialog alone, inside the app's providers, as the garage list will open it. */
function renderDialog(garage: SubscriptionGarage) {
  const token = signInAs('admin');
  localStorage.setItem('admin', JSON.stringify({ token, role: 'admin' }));
  let closed = 0;
  render(
    <RegistryContext.Provider value={resources}>
      <AdminContext dataProvider={createDataProvider(resources, areaCalls)} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <SubscriptionsDialog garage={garage} open onClose={() => (closed += 1)} />
        <Notification />
      </AdminContext>
    </RegistryContext.Provider>,
  );
  return { closedCount: () => closed };
}

async function openTab(name: string) {
  await setupUser().click(await screen.findByRole('tab', { name }));
}

/** The Payment Link tab filled for plan Scale, 3 months, expiring LINK_EXPIRY. */
async function fillPlan(user: ReturnType<typeof setupUser>, price: string, credit: string) {
  await openTab('Payment Link');
  await user.click(await screen.findByRole('combobox', { name: /^Plan/ }));
  await user.click(await screen.findByRole('option', { name: 'Scale' }));
  await user.click(screen.getByRole('combobox', { name: /^Time Period/ }));
  // 1, 3 or 9 months and nothing else: no empty choice that would send 0.
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['1 month', '3 months', '9 months']);
  await user.click(await screen.findByRole('option', { name: '3 months' }));
  fireEvent.change(screen.getByTestId('date-expiryDate'), { target: { value: ddmmyyyy(LINK_EXPIRY) } });
  await user.type(screen.getByLabelText(/^Price/), price);
  await user.type(screen.getByLabelText(/^Credit/), credit);
}

describe('subscriptions dialog: Subscription tab', () => {
  it.each([
    [-1, 'Expired on'],
    [0, 'Expires on'],
    [1, 'Expires on'],
  ])('expiry %i day(s) from today reads "%s {date}"', async (offset, prefix) => {
    const { garage, subscription } = subscribedGarage();
    subscription.subscriptionPlan = { ...subscription.subscriptionPlan, expiryDate: dayFromNow(offset).toISOString() };
    renderDialog(garage);
    expect(await screen.findByText(`${prefix} ${ddmmyyyy(dayFromNow(offset))}`)).toBeInTheDocument();
    expect(bodiesOf('/admin/subscriptionData')).toEqual([{ garageId: garage._id }]);
  });

  it("reads 'N/A' when the expiry is empty", async () => {
    const { garage, subscription } = subscribedGarage();
    subscription.subscriptionPlan = { ...subscription.subscriptionPlan, expiryDate: '' };
    renderDialog(garage);
    expect(await screen.findByText('Expires on N/A')).toBeInTheDocument();
  });

  it("shows 'N/A' for an expiry that is not a date (001 §2.1), with the features still there", async () => {
    const { garage, subscription } = subscribedGarage();
    subscription.subscriptionPlan = { ...subscription.subscriptionPlan, expiryDate: 'soon' };
    renderDialog(garage);
    expect(await screen.findByText(/Expires on N\/A/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: subscription.features[0].name })).toBeInTheDocument();
  });

  it('shows a feature the server sent without its featureId, with its switch disabled and the missing id named', async () => {
    const { garage, subscription } = subscribedGarage();
    const [unnamed, ...others] = subscription.features;
    delete (unnamed as { featureId?: string }).featureId;
    renderDialog(garage);
    const orphan = await screen.findByRole('switch', { name: unnamed!.name });
    expect(orphan).toBeDisabled();
    expect(orphan).toHaveProperty('checked', unnamed!.subscriptionStatus);
    expect(screen.getAllByText(/Could not be read: featureId/)).toHaveLength(1);
    for (const feature of others) expect(screen.getByRole('switch', { name: feature.name })).toBeEnabled();
  });

  it('shows a feature sent without a readable status with its switch disabled, neither ON nor OFF', async () => {
    const { garage, subscription } = subscribedGarage();
    const [unknown] = subscription.features;
    (unknown as { subscriptionStatus?: unknown }).subscriptionStatus = 'maybe';
    renderDialog(garage);
    const toggle = await screen.findByRole('switch', { name: unknown!.name });
    expect(toggle).toBeDisabled();
    const label = toggle.closest('label')!;
    expect(label).toHaveTextContent('Could not be read: subscriptionStatus');
    expect(label).not.toHaveTextContent(/\bON\b|\bOFF\b/);
  });

  it('shows an answer without its features as an error with Retry, not as a garage without features', async () => {
    const { garage } = subscribedGarage();
    sandboxServer.use(http.post('*/admin/subscriptionData', () => HttpResponse.json({ data: { subscriptionPlan: { expiryDate: '' } } })));
    renderDialog(garage);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('This garage has no subscription features yet.')).not.toBeInTheDocument();
  });

  /** Runs `act` with the undo window (5 s) passed in fake time; the calls go when the notice closes. */
  async function pastUndo(act: () => Promise<void>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await act();
      await vi.advanceTimersByTimeAsync(6_000);
    } finally {
      vi.useRealTimers();
    }
  }

  it('switches a feature off and on with the documented payload after the undo window; the server keeps it', async () => {
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { garage, subscription } = subscribedGarage();
    const feature = subscription.features.find((entry) => entry.subscriptionStatus)!;
    renderDialog(garage);
    const toggle = await screen.findByRole('switch', { name: feature.name });
    expect(toggle).toBeChecked();
    await pastUndo(async () => {
      await user.click(toggle);
      expect(await screen.findByText(`${feature.name} turns OFF`)).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: feature.name })).not.toBeChecked();
      expect(bodiesOf('/admin/updateSubscriptionStatus')).toEqual([]);
    });
    expect(await screen.findByText(`${feature.name} is now OFF`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: feature.name })).not.toBeChecked());
    expect(subscription.features.find((entry) => entry.featureId === feature.featureId)!.subscriptionStatus).toBe(false);
    await pastUndo(() => user.click(screen.getByRole('switch', { name: feature.name })));
    await waitFor(() => expect(screen.getByRole('switch', { name: feature.name })).toBeChecked());
    await waitFor(() =>
      expect(bodiesOf('/admin/updateSubscriptionStatus')).toEqual([
        { featureId: feature.featureId, featureCategory: feature.featureCategory, subscriptionStatus: false, garageId: garage._id },
        { featureId: feature.featureId, featureCategory: feature.featureCategory, subscriptionStatus: true, garageId: garage._id },
      ]),
    );
  });

  it('leaves featureCategory out of the switch call for a feature sent without one, rather than sending it empty', async () => {
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { garage, subscription } = subscribedGarage();
    const feature = subscription.features.find((entry) => entry.subscriptionStatus)!;
    delete (feature as { featureCategory?: string }).featureCategory;
    renderDialog(garage);
    const toggle = await screen.findByRole('switch', { name: feature.name });
    await pastUndo(() => user.click(toggle));
    await waitFor(() =>
      expect(bodiesOf('/admin/updateSubscriptionStatus')).toEqual([
        { featureId: feature.featureId, subscriptionStatus: false, garageId: garage._id },
      ]),
    );
  });

  it('Undo, or switching back within the window, puts a feature switch back and sends nothing', async () => {
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { garage, subscription } = subscribedGarage();
    const feature = subscription.features.find((entry) => entry.subscriptionStatus)!;
    renderDialog(garage);
    const toggle = () => screen.getByRole('switch', { name: feature.name });
    await user.click(await screen.findByRole('switch', { name: feature.name }));
    expect(toggle()).not.toBeChecked();
    // The notice sits outside the modal dialog (hidden from its accessibility tree): a pointer reaches it.
    await user.click(await screen.findByRole('button', { name: 'Undo', hidden: true }));
    await waitFor(() => expect(toggle()).toBeChecked());
    await waitFor(() => expect(screen.queryByText(`${feature.name} turns OFF`)).not.toBeInTheDocument());
    await pastUndo(async () => {
      await user.click(toggle());
      expect(toggle()).not.toBeChecked();
      toggle().focus();
      await user.keyboard(' ');
      expect(toggle()).toBeChecked();
    });
    expect(toggle()).toBeEnabled();
    expect(bodiesOf('/admin/updateSubscriptionStatus')).toEqual([]);
    expect(subscription.features.find((entry) => entry.featureId === feature.featureId)!.subscriptionStatus).toBe(true);
  });

  it.each([
    [{ status: 500 }, 'Something went wrong. Please try again.'],
    [{ status: 400 }, 'Sandbox fault 400'],
    [{ responseCode: 400 }, 'Failed to update subscription status'],
  ])("returns the switch to the server's value and says so as 001 §8 words it when the call fails (%o)", async (fault, shown) => {
    const user = setupUser();
    const { garage, subscription } = subscribedGarage();
    const feature = subscription.features.find((entry) => entry.subscriptionStatus)!;
    sandbox.faults.set('POST /admin/updateSubscriptionStatus', { ...fault, times: 1 });
    renderDialog(garage);
    await pastUndo(async () => user.click(await screen.findByRole('switch', { name: feature.name })));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: feature.name })).toBeChecked());
    expect(screen.getByRole('switch', { name: feature.name })).toBeEnabled();
    expect(subscription.features.find((entry) => entry.featureId === feature.featureId)!.subscriptionStatus).toBe(true);
  });

  it("shows the server's words when it refuses the switch", async () => {
    const user = setupUser();
    const { garage, subscription } = subscribedGarage();
    const feature = subscription.features.find((entry) => entry.subscriptionStatus)!;
    renderDialog(garage);
    const toggle = await screen.findByRole('switch', { name: feature.name });
    subscription.features = subscription.features.filter((entry) => entry.featureId !== feature.featureId);
    await pastUndo(() => user.click(toggle));
    expect(await screen.findByText('Feature not found for this garage')).toBeInTheDocument();
  });

  it('opens a renewal reminder on WhatsApp whose text ends with the signature line', async () => {
    const { garage } = subscribedGarage();
    renderDialog(garage);
    const reminder = await screen.findByRole('link', { name: 'Send renewal reminder' });
    const href = reminder.getAttribute('href')!;
    const digits = garage.phoneNumber!.replace(/\D/g, '').slice(-10);
    expect(href.startsWith(`https://wa.me/91${digits}?text=`)).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain(garage.garageName);
    expect(text.split('\n').at(-1)).toBe('Team Marketplace');
    expect(reminder).toHaveAttribute('target', '_blank');
  });
});

describe('subscriptions dialog: Subscription History tab', () => {
  it('lists plan, dates, rupee total, invoice and status, 4 per page', async () => {
    const user = setupUser();
    const { garage, subscription } = subscribedGarage();
    // Sent oldest first: shown newest first (001 §1).
    subscription.history = [4, 3, 2, 1, 0].map((k) => ({
      plan: 'rise',
      date: dayFromNow(-30 * (k + 1)).toISOString(),
      expiryDate: dayFromNow(k === 0 ? 1 : -30 * k).toISOString(),
      total_amount: 1999 + k,
      invoice: k === 0 ? '/invoices/subscriptions/x-1.pdf' : '',
    }));
    renderDialog(garage);
    await openTab('Subscription History');
    const table = await screen.findByRole('table', { name: 'Subscription History' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Rise');
    expect(first).toHaveTextContent('₹1,999');
    expect(first).toHaveTextContent('Expiring in 1 day');
    expect(within(first).getByRole('link', { name: /Invoice of/ })).toHaveAttribute('href', '/api/invoices/subscriptions/x-1.pdf');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Expired');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('-');
    expect(bodiesOf('/admin/subscrptionHistory')).toEqual([{ garageId: garage._id }]);
  });

  it('says a failed read with its status and Retry, as a list does', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    sandbox.faults.set('POST /admin/subscrptionHistory', { status: 500, times: 1 });
    renderDialog(garage);
    await openTab('Subscription History');
    const alert = (await screen.findByText(/The list could not be loaded/)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('The list could not be loaded. (HTTP 500)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Subscription History' })).toBeInTheDocument();
  });

  it("says 'No Subscription History.' when there is none", async () => {
    const { garage, subscription } = subscribedGarage();
    subscription.history = [];
    renderDialog(garage);
    await openTab('Subscription History');
    expect(await screen.findByText('No Subscription History.')).toBeInTheDocument();
  });
});

describe('subscriptions dialog: Payment Link tab', () => {
  const bare: SubscriptionGarage = { _id: '', garageId: '', garageName: 'Bare Garage' };

  it('shows every required-field message', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    // The garage record cannot be read either: the form opens with the row's values and says so.
    sandbox.faults.set('POST /getSingleGarage', { status: 500 });
    renderDialog({ ...bare, _id: garage._id, garageId: garage._id });
    await openTab('Payment Link');
    expect(
      await screen.findByText("The garage's details could not be loaded: check owner, address, area, PAN and GST before generating."),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Generate Payment Link' }));
    for (const message of [
      'Please enter contact number.',
      'Please select a plan.',
      'Please select expiry date.',
      'Please enter the area.',
      'Please select business type.',
      'Please select vehicle type.',
      'Please enter price.',
      'Please enter credit.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(bodiesOf('/subscription/generatePaymentLink')).toEqual([]);
  });

  it('sends the documented payload, shows the total only when positive and shares the link on WhatsApp', async () => {
    const user = setupUser();
    const { garage, subscription } = subscribedGarage();
    const historyBefore = subscription.history.length;
    renderDialog(garage);
    await fillPlan(user, '11997', '11997');
    expect(screen.queryByTestId('total-amount')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Credit/));
    await user.type(screen.getByLabelText(/^Credit/), '1997');
    expect(await screen.findByTestId('total-amount')).toHaveValue('₹10,000.00');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Payment link generated.')).toBeInTheDocument();
    expect(bodiesOf('/subscription/generatePaymentLink')).toEqual([
      {
        name: garage.garageName,
        phone: garage.phoneNumber,
        address: garage.address,
        state: garage.state,
        PANNumber: garage.pancardNumber,
        GSTNumber: garage.gstNumber ?? '',
        price: 11997,
        credit: 1997,
        totalAmount: 10000,
        expiryDate: format(LINK_EXPIRY, 'yyyy-MM-dd'),
        ownerName: garage.garageOwnerName,
        email: garage.email,
        area: garage.area,
        city: garage.city,
        businessType: { Workshops: 'workshop', Accessories: 'accessories', Washing: 'services' }[garage.businessType as string],
        vehicleType: garage.garageType,
        timePeriod: 3,
        garageId: garage._id,
        paymentFor: 'plan',
        plan: 'scale',
        feature: [],
      },
    ]);
    const link = screen.getByTestId('payment-link').textContent!;
    expect(link).toMatch(/^https:\/\/pay\.garagehub\.in\/l\//);
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    const text = decodeURIComponent(share.split('?text=')[1]!);
    expect(text).toContain(`Scale plan (3 months) of ${garage.garageName}: ${link}`);
    expect(text.endsWith('\nTeam Marketplace')).toBe(true);
    expect(subscription.history).toHaveLength(historyBefore + 1);
  });

  it("shows 'Subscription successfully added' when the answer carries no link", async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    renderDialog(garage);
    await fillPlan(user, '3999', '3999');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscription' });
    expect(within(modal).getByText('Subscription successfully added')).toBeInTheDocument();
  });

  it('refuses a credit above the price', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    renderDialog(garage);
    await fillPlan(user, '1000', '1500');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Credit cannot be more than the price.')).toBeInTheDocument();
    expect(bodiesOf('/subscription/generatePaymentLink')).toEqual([]);
  });

  it.each([
    [400, 'Sandbox fault 400'],
    [500, 'An error occurred while generating the payment link.'],
  ])('a %i answer reads "%s" and keeps the form', async (status, message) => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    sandbox.faults.set('POST /subscription/generatePaymentLink', { status, times: 1 });
    renderDialog(garage);
    await fillPlan(user, '3999', '0');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Price/)).toHaveValue(3999);
  });
  it('names a link the answer holds but could not be read, rather than saying the subscription was added', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    sandboxServer.use(
      http.post(
        '*/subscription/generatePaymentLink',
        () => HttpResponse.json({ responseCode: 200, data: { paymentLink: { url: 'https://pay.example/x' } } }),
        {
          once: true,
        },
      ),
    );
    renderDialog(garage);
    await fillPlan(user, '3999', '0');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('The answer of POST /subscription/generatePaymentLink had no text under `data.paymentLink`')).toBeInTheDocument();
    expect(screen.queryByText('Subscription successfully added')).not.toBeInTheDocument();
  });

  it('sends one POST per click burst on Generate Payment Link, also under latency', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    renderDialog(garage);
    await fillPlan(user, '3999', '0');
    const button = screen.getByRole('button', { name: 'Generate Payment Link' });
    await user.dblClick(button);
    expect(await screen.findByText('Payment link generated.')).toBeInTheDocument();
    expect(bodiesOf('/subscription/generatePaymentLink')).toHaveLength(1);

    sandbox.faults.set('POST /subscription/generatePaymentLink', { latencyMs: 600, times: 3 });
    await user.tripleClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(bodiesOf('/subscription/generatePaymentLink')).toHaveLength(2);
  }, 60_000);

  it('keeps what was typed when the user switches to another tab and back', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    renderDialog(garage);
    await openTab('Payment Link');
    await user.clear(await screen.findByLabelText(/^Area/));
    await user.type(screen.getByLabelText(/^Area/), 'Kothrud West');
    await user.type(screen.getByLabelText(/^Price/), '4999');
    await openTab('Subscription History');
    await openTab('Payment Link');
    expect(await screen.findByLabelText(/^Area/)).toHaveValue('Kothrud West');
    expect(screen.getByLabelText(/^Price/)).toHaveValue(4999);
  });

  it('asks before the close icon throws the typed link away', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    const { closedCount } = renderDialog(garage);
    await openTab('Payment Link');
    await user.type(await screen.findByLabelText(/^Price/), '4999');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Keep editing' }));
    expect(closedCount()).toBe(0);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    expect(closedCount()).toBe(1);
  });

  it("refuses a contact that is not a 10-digit mobile, a past expiry and a price out of range with the console's own messages", async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    renderDialog(garage);
    await fillPlan(user, '-5', '0');
    await user.clear(screen.getByLabelText(/^Contact/));
    await user.type(screen.getByLabelText(/^Contact/), 'abc');
    fireEvent.change(screen.getByTestId('date-expiryDate'), { target: { value: '01-01-2020' } });
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Enter a 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('The date cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 0 to 1,00,00,000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Payment Link' }).closest('form')).toHaveAttribute('novalidate');
    // A price in rupees has a ceiling: 1e21 is refused too.
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '1e21' } });
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('Enter a number from 0 to 1,00,00,000.')).toBeInTheDocument();
    // A PAN has 10 characters, a GSTIN 15.
    fireEvent.change(screen.getByLabelText(/^PAN/), { target: { value: 'ABCDE1234FX' } });
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    expect(await screen.findByText('At most 10 characters.')).toBeInTheDocument();
    expect(bodiesOf('/subscription/generatePaymentLink')).toEqual([]);
  });
});

describe('subscriptions dialog: Limitation tab', () => {
  it('lists limits 4 per page and updates a count', async () => {
    const user = setupUser();
    const { garage, subscription } = subscribedGarage();
    const feature = subscription.features[0]!;
    renderDialog(garage);
    await openTab('Limitation');
    const table = await screen.findByRole('table', { name: 'Limitation' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(bodiesOf('/admin/getGaragefeatures')).toEqual([{ garageId: garage._id }]);
    await user.click(screen.getByRole('button', { name: `Update the count of ${feature.name}` }));
    const editor = await screen.findByRole('dialog', { name: `Update count: ${feature.name}` });
    await user.click(within(editor).getByRole('button', { name: 'Submit' }));
    expect(await within(editor).findByText('Please enter new count')).toBeInTheDocument();
    await user.type(within(editor).getByLabelText(/^New Count/), '4321');
    await user.click(within(editor).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Feature count updated.')).toBeInTheDocument();
    expect(bodiesOf('/admin/updateFeatureCount')).toEqual([{ garageId: garage._id, featureId: feature.featureId, featureCount: 4321 }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Limitation' })).getByText('4321')).toBeInTheDocument());
    expect(subscription.features[0]!.featureCount).toBe(4321);
  });

  it('keeps a limit the server sent without its featureId, with Update disabled and the missing id named', async () => {
    const { garage, subscription } = subscribedGarage();
    const unnamed = subscription.features[0]!;
    delete (unnamed as { featureId?: string }).featureId;
    renderDialog(garage);
    await openTab('Limitation');
    expect(await screen.findByRole('button', { name: `Update the count of ${unnamed.name}` })).toBeDisabled();
    expect(screen.getByText('Could not be read: featureId')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Update the count of ${subscription.features[1]!.name}` })).toBeEnabled();
  });

  it.each([
    [500, 'An error occurred while updating the feature count.'],
    [404, 'Update failed.'],
  ])('a %i answer to the update reads "%s"', async (status, message) => {
    const user = setupUser();
    const { garage, subscription } = subscribedGarage();
    sandbox.faults.set('PUT /admin/updateFeatureCount', { status, times: 1 });
    renderDialog(garage);
    await openTab('Limitation');
    await user.click(await screen.findByRole('button', { name: `Update the count of ${subscription.features[0]!.name}` }));
    const editor = await screen.findByRole('dialog', { name: /^Update count/ });
    await user.type(within(editor).getByLabelText(/^New Count/), '7');
    await user.click(within(editor).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /^Update count/ })).toBeInTheDocument();
  });

  it("says 'Failed to fetch features.' with a retry", async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    sandbox.faults.set('POST /admin/getGaragefeatures', { status: 500, times: 1 });
    renderDialog(garage);
    await openTab('Limitation');
    expect(await screen.findByText('Failed to fetch features.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Limitation' })).toBeInTheDocument();
  });
});

describe('Subscription list (/admin/Subscription)', () => {
  const rows = () => screen.getAllByRole('row').slice(1);

  it('pages on the server, 10 per request, newest first, with the row fields', async () => {
    renderScreen('/admin/Subscription', 'admin');
    await screen.findByRole('heading', { name: 'Subscription', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(bodiesOf('/listofSubscriptionData')[0]).toEqual({ limit: 10, page: 1, garageId: '' });
    const newest = [...sandbox.store.db.subscriptions].sort((a, b) => b.subscriptionPlan.date.localeCompare(a.subscriptionPlan.date))[0]!;
    const garage = sandbox.store.db.garages.find((entry) => entry._id === newest.garageId)!;
    expect(rows()[0]).toHaveTextContent(garage.garageName);
    expect(rows()[0]).toHaveTextContent(garage.phoneNumber);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('opens the history modal of a row', async () => {
    const user = setupUser();
    renderScreen('/admin/Subscription', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const name = cellUnder(rows()[0]!, 'Garage Name').textContent!;
    await user.click(within(rows()[0]!).getByRole('button', { name: `Subscription history of ${name}` }));
    const modal = await screen.findByRole('dialog', { name: `Subscription History: ${name}` });
    await waitFor(() => expect(within(modal).getAllByRole('row').length).toBeGreaterThan(1));
    const garageId = sandbox.store.db.garages.find((entry) => entry.garageName === name)!._id;
    expect(bodiesOf('/listOfPlanDetails')).toEqual([{ garageId }]);
  });

  it("says 'No Subscription History.' and 'No Subscription List found.'", async () => {
    const user = setupUser();
    for (const subscription of sandbox.store.db.subscriptions) subscription.history = [];
    renderScreen('/admin/Subscription', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0]!).getAllByRole('button', { name: /^Subscription history of/ })[0]!);
    expect(await screen.findByText('No Subscription History.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    sandbox.store.db.subscriptions = [];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No Subscription List found.')).toBeInTheDocument();
  });

  it('sends the picked garage', async () => {
    const user = setupUser();
    const { garage } = subscribedGarage();
    renderScreen('/admin/Subscription', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(await screen.findByRole('combobox', { name: /garage/i }));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${garage.garageName!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(bodiesOf('/listofSubscriptionData').at(-1)).toEqual({ limit: 10, page: 1, garageId: garage._id });
  });

  it("opens a garage's subscriptions from its row", async () => {
    const user = setupUser();
    renderScreen('/admin/Subscription', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const name = cellUnder(rows()[0]!, 'Garage Name').textContent!;
    await user.click(within(rows()[0]!).getByRole('button', { name: `Manage subscriptions of ${name}` }));
    expect(await screen.findByRole('dialog', { name: `Subscriptions: ${name}` })).toBeInTheDocument();
    expect(await screen.findByText(/^Expire(s|d) on/)).toBeInTheDocument();
  });

  it('shows a term added through its Payment Link in the row at once, and closes the dialog without asking after the save', async () => {
    const user = setupUser();
    renderScreen('/admin/Subscription', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const name = cellUnder(rows()[0]!, 'Garage Name').textContent!;
    expect(rows()[0]).not.toHaveTextContent(ddmmyyyy(LINK_EXPIRY));
    await user.click(within(rows()[0]!).getByRole('button', { name: `Manage subscriptions of ${name}` }));
    await fillPlan(user, '3999', '3999');
    await user.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    const added = await screen.findByRole('dialog', { name: 'Subscription' });
    await user.click(within(added).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription' })).toBeNull());
    await user.click(within(screen.getByRole('dialog', { name: `Subscriptions: ${name}` })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Subscriptions: ${name}` })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    const row = () => rows().find((one) => cellUnder(one, 'Garage Name').textContent === name)!;
    await waitFor(() => expect(row()).toHaveTextContent(ddmmyyyy(LINK_EXPIRY)));
    expect(cellUnder(row(), 'Current Plan')).toHaveTextContent('Scale');
  });

  it("prefills the Payment Link with the garage's owner, address, area, PAN and GST (POST /getSingleGarage)", async () => {
    const user = setupUser();
    renderScreen('/admin/Subscription', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const name = cellUnder(rows()[0]!, 'Garage Name').textContent!;
    const garage = sandbox.store.db.garages.find((entry) => entry.garageName === name)!;
    await user.click(within(rows()[0]!).getByRole('button', { name: `Manage subscriptions of ${name}` }));
    await openTab('Payment Link');
    await waitFor(() => expect(screen.getByLabelText(/^Owner Name/)).toHaveValue(garage.garageOwnerName));
    expect(screen.getByLabelText(/^Address/)).toHaveValue(garage.address);
    expect(screen.getByLabelText(/^Area/)).toHaveValue(garage.area);
    expect(screen.getByLabelText(/^PAN/)).toHaveValue(garage.pancardNumber);
    expect(screen.getByLabelText(/^GST/)).toHaveValue(garage.gstNumber ?? '');
    expect(bodiesOf('/getSingleGarage')).toEqual([{ garageId: garage._id }]);
  });

  it('works for a sub-admin given the feature, without Export', async () => {
    const db = sandbox.store.db;
    const feature = db.features.find((entry) => entry.source === 'vrgarage' && entry.featureName === 'Subscription')!;
    const role = db.roles.find((entry) => entry.roleName === 'Catalogue Manager')!;
    role.features = [
      ...role.features,
      {
        featureId: feature._id,
        featureName: feature.featureName,
        source: 'vrgarage',
        checked: true,
        status: true,
        privileges: [{ privilegesType: 'Read' }],
      },
    ];
    renderScreen('/admin/Subscription', 'subadmin');
    await waitFor(() => expect(rows()).toHaveLength(10));
    // Looked at once the whole screen is drawn: its filter bar, saved views and pager come a frame after the rows.
    await screen.findByTestId('saved-views');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});

describe('Subscription Enquiry (/admin/SubscriptionEnquiry)', () => {
  const rows = () => screen.getAllByRole('row').slice(1);

  it('lists 8 per page, newest first, and opens the request details on a row click', async () => {
    const user = setupUser();
    renderScreen('/admin/SubscriptionEnquiry', 'admin');
    await screen.findByRole('heading', { name: 'Subscription Enquiry', level: 1 });
    await waitFor(() => expect(rows()).toHaveLength(8));
    const newest = [...sandbox.store.db.enquiries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(rows()[0]).toHaveTextContent(newest.name);
    await user.click(within(rows()[0]!).getAllByRole('cell')[7]!);
    const details = await screen.findByRole('dialog', { name: 'Garage Request Details' });
    for (const value of [
      newest.garage!.name,
      newest.phone,
      newest.email!,
      newest.address!,
      newest.city!,
      newest.state!,
      newest.query!,
      String(newest.status),
    ]) {
      expect(within(details).getByText(value)).toBeInTheDocument();
    }
    expect(within(details).getByText((newest.feature as string[]).join(', '))).toBeInTheDocument();
  });

  it('searches name, garage, e-mail and query', async () => {
    const user = setupUser();
    const target = sandbox.store.db.enquiries[3]!;
    renderScreen('/admin/SubscriptionEnquiry', 'admin');
    await waitFor(() => expect(rows()).toHaveLength(8));
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), target.email!);
    await waitFor(() => expect(rows().every((row) => row.textContent!.includes(target.email!))).toBe(true));
  });

  it("says 'No garage requests found.' when there are none", async () => {
    sandbox.store.db.enquiries = [];
    renderScreen('/admin/SubscriptionEnquiry', 'admin');
    expect(await screen.findByText('No garage requests found.')).toBeInTheDocument();
  });
});
