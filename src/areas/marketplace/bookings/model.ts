/** Badge colour per booking status (002 §4): completed success, cancel danger. */
export const BOOKING_STATUS_COLOURS: Record<string, 'success' | 'error' | 'info' | 'warning'> = {
  completed: 'success',
  cancel: 'error',
  inProgress: 'info',
  readyForDelivery: 'warning',
};
