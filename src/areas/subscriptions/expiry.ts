/**
 * What the subscriptions' list declaration needs of their rules (spec 001 §2.1): the plans and when a
 * subscription has expired. Apart from model.ts, whose payment-link and messaging rules load with the
 * screens, so the console's start carries only these.
 */
import type { PlanName } from '../../api/types';
import { dayHasPassed } from '../../lib/dates';

export const PLANS: readonly PlanName[] = ['launch', 'rise', 'scale'];

/** Expiry is the end of that day: the banner reads 'Expired on' only from the next day (false when unreadable). */
export const isExpired = (expiryDate: unknown, now?: Date): boolean => dayHasPassed(expiryDate, now);
