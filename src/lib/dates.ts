import { timeOf } from './dateText';

export { isoOfDateText, timeOf } from './dateText';

/** Rows newest first by a date of theirs (001 §1: lists are sorted newest first); unreadable dates last. */
export function newestFirst<Row>(rows: readonly Row[], dateOf: (row: Row) => unknown): Row[] {
  const time = (row: Row) => {
    const value = timeOf(dateOf(row));
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...rows].sort((a, b) => time(b) - time(a));
}

function toDate(value: unknown): Date | undefined {
  const time = timeOf(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** A date's local day, month and year, zero-padded (date-fns' `format` would bring its every token and locale to the start). */
function partsOf(date: Date) {
  const two = (value: number) => String(value).padStart(2, '0');
  return { day: two(date.getDate()), month: two(date.getMonth() + 1), year: String(date.getFullYear()).padStart(4, '0') };
}

/** Dates on screen: DD-MM-YYYY (spec 000 §9); '-' when absent or unreadable. */
export function formatDate(value: unknown): string {
  const date = toDate(value);
  if (!date) return '-';
  const { day, month, year } = partsOf(date);
  return `${day}-${month}-${year}`;
}

/** Payload dates: YYYY-MM-DD. */
export function formatPayloadDate(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = partsOf(date);
  return `${year}-${month}-${day}`;
}

/** The end of the date's day is past `now` (false when the date is unreadable). */
export function dayHasPassed(value: unknown, now: Date = new Date()): boolean {
  const time = timeOf(value);
  if (Number.isNaN(time)) return false;
  const endOfDay = new Date(time);
  endOfDay.setHours(23, 59, 59, 999);
  return endOfDay.getTime() < now.getTime();
}
