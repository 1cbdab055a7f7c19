/**
 * Reading the dates answers carry, without date-fns (the sign-in path and the contract's reading use
 * it): `timeOf` and `isoOfDateText`. Formatting is in dates.ts.
 */
/** Day first, as the server and the screens write dates: DD-MM-YYYY or DD/MM/YYYY, time optional after. */
const DAY_FIRST = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?!\d)/;
/**
 * An ISO calendar date alone, or at UTC midnight (how a Mongo server stores a day sent YYYY-MM-DD): read
 * as that day's local midnight, like the filters' days, wherever the browser is (Date.parse would read UTC).
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.0+)?(?:Z|\+00:?00))?$/;
/** An ISO date and time (what else Date.parse reads is guesswork: month first, named months). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** Day first with an optional time after: DD-MM-YYYY[ HH:mm[:ss]]. */
const DAY_FIRST_WHOLE = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function localDay(year: string, month: string, day: string): number {
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  // 31-02-2024 is no date, rather than 2 March.
  return date.getMonth() === Number(month) - 1 && date.getDate() === Number(day) ? date.getTime() : Number.NaN;
}

/**
 * The one date reader of the console: milliseconds of a Date, an epoch number, a DD-MM-YYYY or
 * DD/MM/YYYY string (so '05/12/2024' is 5 December) or an ISO string; NaN when unreadable.
 */
export function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !value) return Number.NaN;
  const text = value.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return localDay(dayFirst[3], dayFirst[2], dayFirst[1]);
  const isoDay = ISO_DAY.exec(text);
  if (isoDay) return localDay(isoDay[1], isoDay[2], isoDay[3]);
  return ISO_TIME.test(text) ? Date.parse(text) : Number.NaN;
}

const two = (value: string) => value.padStart(2, '0');

/**
 * A date string the documents allow, as an ISO string: DD-MM-YYYY or DD/MM/YYYY day first (time
 * optional), kept as the same calendar day and clock time; undefined for anything else.
 */
export function isoOfDateText(text: string): string | undefined {
  const match = DAY_FIRST_WHOLE.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year, hours, minutes, seconds] = match;
  if (Number.isNaN(localDay(year, month, day))) return undefined;
  const date = `${year}-${two(month)}-${two(day)}`;
  if (hours === undefined) return date;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return undefined;
  return `${date}T${two(hours)}:${minutes}:${seconds ?? '00'}`;
}
