/** Garage subscriptions, the subscription report and enquiries (spec 001 §3, §7, §8; 002 §7). */
import { NotShown, VehicleType } from './catalogue';
import { contracts, fields, date, either, exactly, flag, list, num, oneOf, opt, shape, text } from './kit';

export const PlanName = oneOf('launch', 'rise', 'scale');

export const Subscription = fields({
  plan: text(),
  date: date(),
  expiryDate: date(),
  total_amount: num(),
  /** Link. */
  invoice: opt(text()),
});

export const SubscriptionFeature = fields(
  {
    _id: text(),
    name: text(),
    featureCategory: text(),
    activationDate: opt(date()),
    subscriptionStatus: flag(),
    featureId: text(),
    featureCount: opt(num()),
  },
  'featureId',
);

export const GarageFeatureLimit = fields({ featureId: text(), name: text(), featureCount: opt(num()) }, 'featureId');

export const SubscriptionListRow = fields({
  registrationDate: date(),
  garageName: text(),
  garageId: text(),
  currentPlan: text(),
  subscriptionDate: date(),
  expiryDate: date(),
  lifetimeEarnings: num(),
  phone: text(),
  email: text(),
});

export const PlanHistoryEntry = fields({ planName: text(), startDate: date(), endDate: date() });

export const PaymentLinkRequest = shape({
  name: text(),
  phone: text(),
  address: text(),
  state: text(),
  PANNumber: text(),
  GSTNumber: text(),
  price: num(),
  credit: num(),
  /** price minus credit. */
  totalAmount: num(),
  /** YYYY-MM-DD. */
  expiryDate: date(),
  ownerName: text(),
  email: text(),
  area: text(),
  city: text(),
  businessType: oneOf('workshop', 'accessories', 'services'),
  vehicleType: VehicleType,
  /** Months. */
  timePeriod: oneOf(1, 3, 9),
  garageId: text(),
  /** Fixed plan value. */
  paymentFor: text(),
  plan: PlanName,
  /** Always empty. */
  feature: list(text()),
});

export const SubscriptionEnquiry = fields({
  _id: text(),
  createdAt: date(),
  /** Owner name. */
  name: text(),
  phone: text(),
  email: opt(text()),
  address: opt(text()),
  state: opt(text()),
  city: opt(text()),
  plan: opt(text()),
  feature: opt(either(text(), list(text()))),
  query: opt(text()),
  status: opt(either(text(), flag())),
  garage: opt(fields({ name: text() })),
});

/** Empty string = all garages. */
export const GarageFilter = shape({ garageId: text() });
export const PageRequest = shape({ limit: num(), page: num() });
const garageId = shape({ garageId: text() });

export const calls = contracts({
  'POST /subscription/generatePaymentLink': {
    request: PaymentLinkRequest,
    answer: shape({ responseCode: opt(num()), message: opt(text()), data: opt(fields({ paymentLink: text() })) }),
    reads: false,
    responses: { 200: 'responseCode 200: data.paymentLink', 400: "the server message, or 'Failed to generate payment link.'" },
    summary: 'Generates a subscription payment link (001 §7, §8)',
  },
  'POST /admin/subscriptionData': {
    request: garageId,
    answer: shape({
      data: fields(
        {
          features: list(SubscriptionFeature),
          /** Empty when the garage has no plan; 'N/A' on screen when it cannot be read (001 §2.1). */
          subscriptionPlan: fields({ expiryDate: either(date(), exactly('')) }),
        },
        'features',
      ),
    }),
    // The tab's rows: an answer without them is an error with Retry, not a garage without features; a
    // feature that cannot be read whole is kept and marked.
    rows: { at: 'data.features', row: SubscriptionFeature },
    reads: true,
    responses: { 200: 'data.features and data.subscriptionPlan.expiryDate' },
    summary: 'Feature switches and current plan expiry of a garage (001 §7)',
  },
  'POST /admin/updateSubscriptionStatus': {
    request: shape({ featureId: text(), featureCategory: opt(text()), subscriptionStatus: flag(), garageId: text() }),
    answer: shape({ responseCode: opt(num()), message: opt(text()), data: opt(fields({ subscriptionStatus: flag() })) }),
    reads: false,
    responses: { 200: 'responseCode, data.subscriptionStatus, message', 400: "'Failed to update subscription status'" },
    summary: 'Switches a subscription feature of a garage (001 §7, §8)',
  },
  'POST /admin/subscrptionHistory': {
    request: garageId,
    answer: shape({ data: list(Subscription) }),
    rows: { at: 'data', row: Subscription },
    reads: true,
    responses: { 200: 'data: the plans of the garage' },
    summary: 'Subscription history of a garage (001 §7)',
  },
  'POST /admin/getGaragefeatures': {
    request: garageId,
    answer: shape({ data: list(GarageFeatureLimit) }),
    rows: { at: 'data', row: GarageFeatureLimit },
    reads: true,
    responses: { 200: 'data: featureId, name, featureCount', 400: "'Failed to fetch features.'" },
    summary: 'Feature count limits of a garage (001 §7, §8)',
  },
  'PUT /admin/updateFeatureCount': {
    request: shape({ garageId: text(), featureId: text(), featureCount: num() }),
    answer: NotShown,
    reads: false,
    responses: { 200: "'Feature count updated.'", 400: "'Update failed.'" },
    summary: "Changes a feature's count limit for a garage (001 §7, §8)",
  },
  'POST /listofSubscriptionData': {
    request: shape({ ...PageRequest.entries, ...GarageFilter.entries }),
    answer: shape({ data: list(SubscriptionListRow), totalCount: opt(num()) }),
    rows: { at: 'data', row: SubscriptionListRow },
    reads: true,
    responses: { 200: 'data, totalCount' },
    summary: 'Subscription report, server paging (001 §7)',
  },
  'POST /listOfPlanDetails': {
    request: garageId,
    answer: shape({ data: list(PlanHistoryEntry) }),
    rows: { at: 'data', row: PlanHistoryEntry },
    reads: true,
    responses: { 200: 'data: the plan history' },
    summary: 'Plan history of one garage in the subscription report (001 §7)',
  },
  'GET /admin/getAllEnquires': {
    answer: shape({ data: list(SubscriptionEnquiry) }),
    rows: { at: 'data', row: SubscriptionEnquiry },
    reads: true,
    responses: { 201: 'data: the enquiries (success is HTTP 201)' },
    summary: 'Subscription enquiries from garages (002 §7)',
  },
});
