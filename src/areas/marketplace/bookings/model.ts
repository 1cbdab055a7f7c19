/** Badge colour per booking status (002 §4): completed success, cancel danger. */
export const BOOKING_STATUS_COLOURS: Record<string, 'success' | 'error' | 'info' | 'warning'> = {
  completed: 'success',
  cancel: 'error',
  inProgress: 'info',
  readyForDelivery: 'warning',
};

/** 002 §3 says only that the booking's variant is 'spelt oddly': these spellings are read, the first that is set wins. */
export const VARIANT_SPELLINGS = ['variant', 'varient', 'Variant'] as const;
export const variantOf = (row: Record<string, unknown>) =>
  VARIANT_SPELLINGS.map((name) => row[name]).find((value) => typeof value === 'string' && value !== '') as string | undefined;
