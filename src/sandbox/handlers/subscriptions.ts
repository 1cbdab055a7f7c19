import { api } from '../../api/endpoints';
import type { PaymentLinkRequest, Subscription, SubscriptionListRow } from '../records';
import type { GarageSubscription, SeedGarage } from '../seed';
import { asDocumented, json, route, type SandboxContext } from '../route';
import { SERVER_MAX_FEATURE_COUNT, SERVER_MAX_RUPEES, checkNumber, checkText, checkWholeNumber, firstRefusal } from '../limits';

const PAYMENT_LINK_BASE = 'https://pay.garagehub.in/l/';

/** Fields the payment link form requires (001 §5). */
const REQUIRED_PAYMENT_FIELDS: (keyof PaymentLinkRequest)[] = ['phone', 'plan', 'expiryDate', 'area', 'businessType', 'vehicleType'];

/** Garage subscriptions, the subscription report and the subscription enquiries (001 §7, 002 §7). */
export function subscriptionHandlers(context: SandboxContext) {
  const { store } = context;
  const find = (garageId: unknown) => store.db.subscriptions.find((subscription) => subscription.garageId === garageId);
  const garageOf = (garageId: unknown) => store.db.garages.find((garage) => garage._id === garageId);

  /** A garage without a subscription gets one on its first plan, with the usual features switched off. */
  const subscriptionFor = (garageId: string): GarageSubscription => {
    const existing = find(garageId);
    if (existing) return existing;
    const template = store.db.subscriptions[0]?.features ?? [];
    const created: GarageSubscription = {
      _id: store.newId(),
      garageId,
      subscriptionPlan: { plan: '', date: '', expiryDate: '', total_amount: 0 },
      features: template.map((feature) => ({ ...feature, _id: store.newId(), subscriptionStatus: false, featureCount: 0 })),
      history: [],
      lifetimeEarnings: 0,
    };
    store.db.subscriptions.push(created);
    return created;
  };

  /** A list row, its garage read from the answer's index (a search per row made 100,000 rows a minute's work). */
  const listRow = (subscription: GarageSubscription, garages: Map<string, SeedGarage>): SubscriptionListRow => {
    const garage = garages.get(subscription.garageId);
    return {
      registrationDate: garage?.registationDate ?? '',
      garageName: garage?.garageName ?? '',
      garageId: subscription.garageId,
      currentPlan: subscription.subscriptionPlan.plan,
      subscriptionDate: subscription.subscriptionPlan.date,
      expiryDate: subscription.subscriptionPlan.expiryDate,
      lifetimeEarnings: subscription.lifetimeEarnings,
      phone: garage?.phoneNumber ?? '',
      email: garage?.email ?? '',
    };
  };

  return [
    route(context, api.subscriptionData, ({ body }) => {
      if (!garageOf(body?.garageId)) return json({ responseCode: 404, message: 'Garage not found' }, 404);
      const subscription = find(body.garageId);
      return {
        responseCode: 200,
        data: { features: subscription?.features ?? [], subscriptionPlan: { expiryDate: subscription?.subscriptionPlan.expiryDate ?? '' } },
      };
    }),
    route(context, api.subscriptionUpdateStatus, ({ body }) => {
      const feature = find(body?.garageId)?.features.find((entry) => entry.featureId === body.featureId);
      if (!feature) return json({ responseCode: 404, message: 'Feature not found for this garage' }, 404);
      feature.subscriptionStatus = Boolean(body.subscriptionStatus);
      return {
        responseCode: 200,
        message: `${feature.name} is now ${feature.subscriptionStatus ? 'ON' : 'OFF'}`,
        data: { subscriptionStatus: feature.subscriptionStatus },
      };
    }),
    route(context, api.subscriptionHistory, ({ body }) => ({ data: find(body?.garageId)?.history ?? [] })),
    route(context, api.subscriptionGarageFeatures, ({ body }) => ({
      data: (find(body?.garageId)?.features ?? []).map(({ featureId, name, featureCount }) => ({ featureId, name, featureCount })),
    })),
    route(context, api.subscriptionUpdateFeatureCount, ({ body }) => {
      const feature = find(body?.garageId)?.features.find((entry) => entry.featureId === body.featureId);
      const count = Number(body?.featureCount);
      if (!feature) return json({ responseCode: 404, message: 'Feature not found for this garage' }, 404);
      const refusal = checkWholeNumber('featureCount', body?.featureCount, 0, SERVER_MAX_FEATURE_COUNT, feature.featureCount);
      if (refusal || !Number.isFinite(count)) return { responseCode: 400, message: refusal ?? 'featureCount must be a whole number of at least 0' };
      feature.featureCount = count;
      return { responseCode: 200, message: 'Feature count updated' };
    }),
    route(context, api.subscriptionPaymentLink, ({ body }) => {
      const invalid = firstRefusal(
        checkText('area', body?.area),
        checkText('name', body?.name),
        checkText('ownerName', body?.ownerName),
        checkNumber('price', body?.price, 0, SERVER_MAX_RUPEES),
        checkNumber('credit', body?.credit, 0, SERVER_MAX_RUPEES),
      );
      if (invalid) return json({ responseCode: 400, message: invalid }, 400);
      const missing = REQUIRED_PAYMENT_FIELDS.filter((field) => body?.[field] === undefined || body[field] === '');
      if (missing.length > 0 || !garageOf(body?.garageId)) {
        return { responseCode: 400, message: missing.length > 0 ? `Missing ${missing.join(', ')}` : 'Garage not found' };
      }
      const subscription = subscriptionFor(body.garageId);
      const total = Number(body.price) - Number(body.credit);
      const term: Subscription = {
        plan: body.plan,
        date: new Date().toISOString(),
        expiryDate: `${body.expiryDate}T10:00:00.000Z`,
        total_amount: total,
        invoice: '',
      };
      subscription.history.unshift(term);
      if (total > 0) {
        return { responseCode: 200, message: 'Payment link generated', data: { paymentLink: `${PAYMENT_LINK_BASE}${store.newId()}` } };
      }
      // Nothing left to pay: the plan starts at once.
      subscription.subscriptionPlan = term;
      return { responseCode: 200, message: 'Subscription successfully added', data: {} };
    }),
    route(context, api.subscriptionList, ({ body }) => {
      const limit = Math.max(1, Number(body?.limit) || 10);
      const page = Math.max(1, Number(body?.page) || 1);
      const garagesById = new Map(store.db.garages.map((garage) => [garage._id, garage]));
      const rows = store.db.subscriptions
        .filter((subscription) => subscription.subscriptionPlan.date && (!body?.garageId || subscription.garageId === body.garageId))
        .map((subscription) => listRow(subscription, garagesById))
        .sort((a, b) => b.subscriptionDate.localeCompare(a.subscriptionDate));
      return { data: rows.slice((page - 1) * limit, page * limit), totalCount: rows.length };
    }),
    route(context, api.subscriptionPlanDetails, ({ body }) => ({
      data: (find(body?.garageId)?.history ?? []).map((term) => ({ planName: term.plan, startDate: term.date, endDate: term.expiryDate })),
    })),
    route(context, api.subscriptionEnquiryList, () => ({ data: asDocumented(store.db.enquiries, 'garageId') })),
  ];
}
