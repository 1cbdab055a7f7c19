import type { MarketplaceUser } from '../../../api/types';
import { whenRule, type RowRule } from '../../../data/rowRules';

/** customerStatus 1 means verified (002 'Users'). */
export const VERIFIED_USER: RowRule = { field: 'customer.customerStatus', equals: 1, asNumber: true };

export const isVerifiedUser = whenRule<MarketplaceUser>(VERIFIED_USER);
