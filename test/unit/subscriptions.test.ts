import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http';
import { toSubscriptionListRequest } from '../../src/areas/subscriptions';
import {
  switchFailureMessage,
  expiryBanner,
  historyStatus,
  paymentBusinessType,
  paymentLinkDefaults,
  paymentLinkText,
  refusalOf,
  renewalReminderText,
  showsTotal,
  signatureLine,
  toPaymentLinkRequest,
  totalAmount,
  whatsappLink,
} from '../../src/areas/subscriptions/model';
import { EXPORTS } from '../exportColumns';

/** Local noon on 15 March 2026. */
const now = new Date(2026, 2, 15, 12, 0, 0);
const day = (offset: number) => new Date(2026, 2, 15 + offset, 9, 30).toISOString();

const garage = {
  _id: 'g1',
  garageId: 'g1',
  garageName: 'Sharma Motors',
  garageOwnerName: 'Ravi Sharma',
  phoneNumber: '+91 98765 43210',
  email: 'ravi@sharma.in',
  address: '12 MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  area: 'Indiranagar',
  pancardNumber: 'ABCDE1234F',
  gstNumber: '29ABCDE1234F1Z5',
  businessType: 'Washing',
  garageType: 2 as const,
};

describe('expiry banner (expiry is the end of that day)', () => {
  it.each([
    ['yesterday', -1, { expired: true, date: '14-03-2026' }],
    ['today', 0, { expired: false, date: '15-03-2026' }],
    ['tomorrow', 1, { expired: false, date: '16-03-2026' }],
  ])('%s', (_, offset, expected) => {
    expect(expiryBanner(day(offset), now)).toEqual(expected);
  });

  it('still reads Expires on at the last minute of the expiry day', () => {
    expect(expiryBanner(day(0), new Date(2026, 2, 15, 23, 59, 59)).expired).toBe(false);
    expect(expiryBanner(day(0), new Date(2026, 2, 16, 0, 0, 1)).expired).toBe(true);
  });

  it("shows 'N/A' when the date cannot be read", () => {
    expect(expiryBanner('not a date', now)).toEqual({ expired: false, date: 'N/A' });
    expect(expiryBanner(undefined, now)).toEqual({ expired: false, date: 'N/A' });
  });
});

describe("history status 'Expiring in N day(s)' / 'Expired'", () => {
  it.each([
    [-30, { kind: 'expired' }],
    [-1, { kind: 'expired' }],
    [0, { kind: 'today' }],
    [1, { kind: 'days', days: 1 }],
    [2, { kind: 'days', days: 2 }],
    [30, { kind: 'days', days: 30 }],
  ])('expiry %i day(s) from today', (offset, expected) => {
    expect(historyStatus(day(offset), now)).toEqual(expected);
  });

  it('counts calendar days, not hours', () => {
    expect(historyStatus(day(1), new Date(2026, 2, 15, 23, 59))).toEqual({ kind: 'days', days: 1 });
  });

  it('is unknown for an unreadable date', () => {
    expect(historyStatus('', now)).toEqual({ kind: 'unknown' });
  });
});

describe('payment link total = price − credit', () => {
  it.each([
    [2999, 500, 2499, true],
    [2999, 0, 2999, true],
    [1000, 1000, 0, false],
    [1000, 1500, -500, false],
    ['1999', '999', 1000, true],
  ])('price %s, credit %s', (price, credit, total, shown) => {
    expect(totalAmount(price, credit)).toBe(total);
    expect(showsTotal(totalAmount(price, credit))).toBe(shown);
  });

  it('is not shown until both are numbers', () => {
    expect(showsTotal(totalAmount('', 100))).toBe(false);
    expect(showsTotal(totalAmount(1000, undefined))).toBe(false);
  });
});

describe('POST /subscription/generatePaymentLink payload', () => {
  it('prefills the form from the garage', () => {
    expect(paymentLinkDefaults(garage)).toMatchObject({
      name: 'Sharma Motors',
      ownerName: 'Ravi Sharma',
      phone: '+91 98765 43210',
      PANNumber: 'ABCDE1234F',
      GSTNumber: '29ABCDE1234F1Z5',
      businessType: 'services',
      vehicleType: 2,
      timePeriod: 1,
    });
  });

  it('maps business types to workshop, accessories and services', () => {
    expect(['Workshops', 'Accessories', 'Washing', 1, '2', 3, 'Other'].map(paymentBusinessType)).toEqual([
      'workshop',
      'accessories',
      'services',
      'workshop',
      'accessories',
      'services',
      '',
    ]);
  });

  it('sends every documented field, expiry as YYYY-MM-DD and an empty feature list', () => {
    const values = { ...paymentLinkDefaults(garage), plan: 'rise', timePeriod: 3, expiryDate: '2026-06-15', price: '5997', credit: 500 };
    expect(toPaymentLinkRequest('g1', values)).toEqual({
      name: 'Sharma Motors',
      phone: '+91 98765 43210',
      address: '12 MG Road',
      state: 'Karnataka',
      PANNumber: 'ABCDE1234F',
      GSTNumber: '29ABCDE1234F1Z5',
      price: 5997,
      credit: 500,
      totalAmount: 5497,
      expiryDate: '2026-06-15',
      ownerName: 'Ravi Sharma',
      email: 'ravi@sharma.in',
      area: 'Indiranagar',
      city: 'Bengaluru',
      businessType: 'services',
      vehicleType: 2,
      timePeriod: 3,
      garageId: 'g1',
      paymentFor: 'plan',
      plan: 'rise',
      feature: [],
    });
  });
});

describe('messaging links', () => {
  it('opens WhatsApp on the Indian number with the text encoded', () => {
    expect(whatsappLink('+91 98765-43210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
  });

  it('ends the renewal reminder with the product signature line', () => {
    const text = renewalReminderText(garage, day(5), 'GarageHub', now);
    expect(text.startsWith('Hello Ravi Sharma,')).toBe(true);
    expect(text).toContain('The GarageHub subscription of Sharma Motors expires on 20-03-2026.');
    expect(text.split('\n').at(-1)).toBe(signatureLine('GarageHub'));
    expect(signatureLine('GarageHub')).toBe('Team GarageHub');
    expect(renewalReminderText(garage, day(-2), 'GarageHub', now)).toContain('expired on 13-03-2026');
  });

  it('shares the payment link with the plan and amount, signed', () => {
    const request = toPaymentLinkRequest('g1', {
      ...paymentLinkDefaults(garage),
      plan: 'scale',
      timePeriod: 9,
      expiryDate: '2026-12-15',
      price: 35991,
      credit: 0,
    });
    const text = paymentLinkText(request, 'https://pay.example/l/1', 'GarageHub');
    expect(text).toContain('Scale plan (9 months) of Sharma Motors: https://pay.example/l/1');
    expect(text).toContain('Amount: ₹35991');
    expect(text.endsWith('\nTeam GarageHub')).toBe(true);
  });
});

describe('POST /listofSubscriptionData', () => {
  it("sends limit, page and the garage ('' for all)", () => {
    expect(toSubscriptionListRequest(2, 10, {})).toEqual({ limit: 10, page: 2, garageId: '' });
    expect(toSubscriptionListRequest(1, 10, { garageId: 'g1', q: 'x' })).toEqual({ limit: 10, page: 1, garageId: 'g1' });
  });
});

describe('failures', () => {
  it('tells a refusal from a lost call', () => {
    expect(refusalOf(new ApiError('No', 200, 400, { responseCode: 400, message: 'Plan not allowed' }))).toEqual({
      refused: true,
      serverMessage: 'Plan not allowed',
    });
    expect(refusalOf(new ApiError('Bad', 400, undefined, undefined))).toEqual({ refused: true, serverMessage: undefined });
    expect(refusalOf(new ApiError('Server', 500, undefined, { message: 'x' }))).toEqual({ refused: false });
    expect(refusalOf(new ApiError('Network error', 0))).toEqual({ refused: false });
    expect(refusalOf(new Error('boom'))).toEqual({ refused: false });
  });

  it("words a feature switch's failure as 001 §8: a refusal in a successful answer fixed, a failed call the server's words, else the fallback", () => {
    expect(switchFailureMessage(new ApiError('No', 200, 400, { responseCode: 400, message: 'Plan not allowed' }))).toBe(
      'resources.subscriptions.features.failed',
    );
    expect(switchFailureMessage(new ApiError('Bad', 400, undefined, { message: 'Feature not found' }))).toBe('Feature not found');
    // The original shows any failed call's message, a server error's too.
    expect(switchFailureMessage(new ApiError('Server', 500, undefined, { message: 'Mongo timeout' }))).toBe('Mongo timeout');
    expect(switchFailureMessage(new ApiError('Server', 500, undefined, {}))).toBe('resources.subscriptions.features.error');
    expect(switchFailureMessage(new ApiError('Network error', 0))).toBe('resources.subscriptions.features.error');
  });
});

describe('Subscription list and Subscription Enquiry definitions', () => {
  it('exports the row fields in the spec order with English headers', async () => {
    const { subscriptions } = await import('../../src/areas/subscriptions');
    expect(subscriptions.export!.columns.map((column) => column.header)).toEqual(EXPORTS['admin/Subscription'].headers);
    expect(subscriptions).toMatchObject({ route: 'admin/Subscription', key: 'subscriptions', paging: 'server', pageSize: 10 });
  });

  it('counts a garage without an expiry date neither Active nor Expired: its status shows -', async () => {
    const { subscriptions } = await import('../../src/areas/subscriptions');
    const column = subscriptions.columns.find((entry) => entry.source === 'status')!;
    const exported = subscriptions.export!.columns.find((entry) => entry.header === 'Status')!;
    const rows = [{ expiryDate: '2099-01-01' }, { expiryDate: '2020-01-01' }, {}] as never[];
    expect(rows.map((row) => column.labelKey!(row))).toEqual([
      'resources.subscriptions.status.active',
      'resources.subscriptions.status.expired',
      undefined,
    ]);
    expect(rows.map((row) => exported.value(row, 0))).toEqual(['Active', 'Expired', '-']);
    expect(rows.map((row) => [subscriptions.isActive!(row), subscriptions.isInactive!(row)])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it('lists enquiries 8 per page, newest first, searching name, garage, e-mail and query', async () => {
    const { subscriptionEnquiries } = await import('../../src/areas/subscriptions/enquiries');
    expect(subscriptionEnquiries).toMatchObject({
      route: 'admin/SubscriptionEnquiry',
      key: 'subscriptionEnquiries',
      pageSize: 8,
      dateField: 'createdAt',
      search: ['name', 'garage.name', 'email', 'query'],
    });
  });
});
