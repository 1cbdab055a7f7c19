import { whenField } from '../../data/rowRules';

/**
 * The status filter of 001 §2.7 for Sale Invoice, Purchase Invoice, JobCard, Vendors and Inventory.
 * The documents name no status field of these rows; the filter reads `status`, as every other row of
 * 001 names it: true is Active, false Inactive, and a row without one (or with another value) is No
 * status (docs/reports.md).
 */
export const ROW_STATUS = { isActive: whenField('status', true), isInactive: whenField('status', false) };
