import type { CellRule } from './rules';

/**
 * A garage's GST number and business type in either form 002 §3 gives ('gstNumber or gstIn',
 * 'businessType (or bussinessType)'): an empty first form falls back to the second. One rule for the
 * column, the forms' values and payloads, and the payment link's defaults.
 */
export const gstNumberOf = (garage: { gstNumber?: string; gstIn?: string }): string => garage.gstNumber || garage.gstIn || '';
export const businessTypeOf = <T>(garage: { businessType?: T; bussinessType?: T }): T | undefined => garage.businessType || garage.bussinessType;
/** The GST number as a cell rule, for the lists' sort, checks and export (the list worker reads rules, not functions). */
export const GST_CELL: CellRule = { firstTruthy: [{ at: 'gstNumber' }, { at: 'gstIn' }] };
