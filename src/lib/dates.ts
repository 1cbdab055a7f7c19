import { format, isValid, parseISO } from 'date-fns';

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value === 'number') return new Date(value);
  if (typeof value !== 'string' || !value) return undefined;
  const parsed = parseISO(value);
  if (isValid(parsed)) return parsed;
  const fallback = new Date(value);
  return isValid(fallback) ? fallback : undefined;
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
