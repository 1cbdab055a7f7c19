/**
 * Intl formatters, made once per locale: each `toLocaleString` call builds a formatter of its own, and
 * the list's load line draws a count and a time with every answer. The browser's formatting data is
 * loaded ahead, off the page's thread, by the list worker (data/listEngine/worker.ts).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => Formatter): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** Whole numbers with the locale's grouping (what `toLocaleString(locale)` writes). */
export const numberFormat = (locale: string) => cached(`number:${locale}`, () => new Intl.NumberFormat(locale));

/** A time of day, hours and minutes (what `toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })` writes). */
export const timeOfDayFormat = (locale: string) =>
  cached(`time:${locale}`, () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }));

/** ₹ with Indian digit grouping and at most two decimals. */
export const rupeeFormat = () =>
  cached('rupees', () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }));
