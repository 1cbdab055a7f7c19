/**
 * What the subscriptions' list declaration needs of their rules (spec 001 §2.1): the plans and when a
 * subscription has expired. Apart from model.ts, whose payment-link and messaging rules load with the
 * screens, so the console's start carries only these.
 */
import type { PlanName } from '../../api/types';
import { timeOf } from '../../lib/dates';

export const PLANS: readonly PlanName[] = ['launch', 'rise', 'scale'];

/** Local midnight of a time's day. The subscriptions screens start with the console: date-fns stays out of its start. */
export function startOfDay(time: number | Date): Date {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day;
}

/** Expiry is the end of that day: the banner reads 'Expired on' only from the next day. */
export function isExpired(expiryDate: unknown, now: Date = new Date()): boolean {
  const time = timeOf(expiryDate);
  const endOfDay = startOfDay(time);
  endOfDay.setHours(23, 59, 59, 999);
  return !Number.isNaN(time) && endOfDay.getTime() < now.getTime();
}
