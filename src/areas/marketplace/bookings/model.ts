import type { CellRule } from '../../../core/rules';
/** Badge colour per booking status (002 §4): completed success, cancel danger. */
export const BOOKING_STATUS_COLOURS: Record<string, 'success' | 'error' | 'info' | 'warning'> = {
  completed: 'success',
  cancel: 'error',
  inProgress: 'info',
  readyForDelivery: 'warning',
};

/** 002 §3 says only that the booking's variant is 'spelt oddly': these spellings are read, the first that is set wins. */
export const VARIANT_SPELLINGS = ['variant', 'varient', 'Variant'] as const;
/** The variant under whichever spelling it came, as the export writes it and the column sorts by it. */
export const VARIANT_CELL: CellRule = { firstTruthy: VARIANT_SPELLINGS.map((at) => ({ at })) };
/** When the booking was placed: `orderPlacedAt`, or its `date` where it lacks one (the column shows that then). */
export const ORDER_PLACED_CELL: CellRule = { first: [{ at: 'orderPlacedAt' }, { at: 'date' }] };
export const variantOf = (row: Record<string, unknown>) =>
  VARIANT_SPELLINGS.map((name) => row[name]).find((value) => typeof value === 'string' && value !== '') as string | undefined;
