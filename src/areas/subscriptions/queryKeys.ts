import { queryKeysFactory } from '../../core/queryKeys';
import type { SubscriptionDataProvider } from './calls';

/** Query keys of the subscription screens' calls. */
export const subscriptionKeys = queryKeysFactory<SubscriptionDataProvider>('subscriptions');
