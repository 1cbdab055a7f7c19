import type { ConsoleDataProvider } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import { throwIfUnreadable } from '../../api/apiError';
import { newestFirst } from '../../lib/dates';
import type { PaymentLinkRequest, PlanHistoryEntry, Subscription, SubscriptionFeature } from '../../api/types';
import type { SubscriptionGarage } from './model';

export type FeatureLimit = Pick<SubscriptionFeature, 'featureId' | 'name' | 'featureCount'>;

/** A garage's subscription calls (001 §7 'Subscriptions'), reached through `useDataProvider<SubscriptionDataProvider>()`. */
export interface SubscriptionCalls {
  /** `POST /admin/subscriptionData`: feature switches and the current plan's expiry. */
  subscriptionData(garageId: string): Promise<{ features: SubscriptionFeature[]; expiryDate?: string }>;
  /** `POST /admin/updateSubscriptionStatus`: resolves with the status the server kept. */
  updateSubscriptionStatus(payload: {
    featureId: string;
    featureCategory?: string;
    subscriptionStatus: boolean;
    garageId: string;
  }): Promise<{ subscriptionStatus: boolean; message?: string }>;
  /** `POST /admin/subscrptionHistory`. */
  subscriptionHistory(garageId: string): Promise<Subscription[]>;
  /** `POST /subscription/generatePaymentLink`: responseCode 200 is success; the link may be absent. */
  generatePaymentLink(payload: PaymentLinkRequest): Promise<{ paymentLink?: string; message?: string }>;
  /** `POST /admin/getGaragefeatures`: the Limitation tab. */
  garageFeatureLimits(garageId: string): Promise<FeatureLimit[]>;
  /** `PUT /admin/updateFeatureCount`. */
  updateFeatureCount(payload: { garageId: string; featureId: string; featureCount: number }): Promise<{ message?: string }>;
  /** `POST /listOfPlanDetails`: the subscription list's history modal. */
  planDetails(garageId: string): Promise<PlanHistoryEntry[]>;
  /** `POST /getSingleGarage`: the Payment Link prefill of a row that lacks the garage's details. */
  paymentLinkGarage(garageId: string): Promise<SubscriptionGarage>;
}

export const subscriptionCalls: SubscriptionCalls = {
  async subscriptionData(garageId) {
    const answer = await request(api.subscriptionData, { garageId });
    return { features: answer.data?.features ?? [], expiryDate: answer.data?.subscriptionPlan?.expiryDate };
  },
  async updateSubscriptionStatus(payload) {
    const answer = await request(api.subscriptionUpdateStatus, payload);
    return { subscriptionStatus: answer.data?.subscriptionStatus ?? payload.subscriptionStatus, message: answer.message };
  },
  subscriptionHistory: async (garageId) => newestFirst((await request(api.subscriptionHistory, { garageId })).data ?? [], (term) => term.date),
  async generatePaymentLink(payload) {
    const answer = await request(api.subscriptionPaymentLink, payload);
    // A link the answer holds but could not be read is not 'no link' (001 §4 'added'): it is named instead.
    const linkUnreadable = { call: 'POST /subscription/generatePaymentLink', field: 'data.paymentLink', expected: 'text' } as const;
    throwIfUnreadable(answer, 'data', linkUnreadable);
    throwIfUnreadable(answer.data, 'paymentLink', linkUnreadable);
    return { paymentLink: answer.data?.paymentLink || undefined, message: answer.message };
  },
  garageFeatureLimits: async (garageId) => (await request(api.subscriptionGarageFeatures, { garageId })).data ?? [],
  updateFeatureCount: (payload) => request(api.subscriptionUpdateFeatureCount, payload),
  planDetails: async (garageId) => newestFirst((await request(api.subscriptionPlanDetails, { garageId })).data ?? [], (plan) => plan.startDate),
  paymentLinkGarage: async (garageId) => (await request(api.getSingleGarage, { garageId })).data,
};

/** The data provider as the subscriptions screens see it. */
export type SubscriptionDataProvider = ConsoleDataProvider & SubscriptionCalls;
