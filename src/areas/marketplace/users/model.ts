import type { MarketplaceUser } from '../../../api/types';
import { whenRule, type RowRule } from '../../../data/rowRules';

/** customerStatus 1 means verified (002 'Users'). */
export const VERIFIED_USER: RowRule = { field: 'customer.customerStatus', equals: 1, asNumber: true };

export const isVerifiedUser = whenRule<MarketplaceUser>(VERIFIED_USER);

/** A user sent without a customerStatus is neither verified nor not. */
export const USER_STATUS_UNSENT: RowRule = { field: 'customer.customerStatus', unsent: true };

/** Verified, not verified, or undefined when the status was not sent. */
export const userVerified = (row: MarketplaceUser): boolean | undefined =>
  whenRule<MarketplaceUser>(USER_STATUS_UNSENT)(row) ? undefined : isVerifiedUser(row);
