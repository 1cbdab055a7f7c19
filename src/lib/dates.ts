import { format } from 'date-fns';
import { timeOf } from './dateText';

export { isoOfDateText, timeOf } from './dateText';

function toDate(value: unknown): Date | undefined {
  const time = timeOf(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** Dates on screen: DD-MM-YYYY (spec 000 §9); '-' when absent or unreadable. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'dd-MM-yyyy') : '-';
}

/** Payload dates: YYYY-MM-DD. */
export function formatPayloadDate(value: unknown): string {
  const date = toDate(value);
  return date ? format(date, 'yyyy-MM-dd') : '';
}
