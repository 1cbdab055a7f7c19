/**
 * Intl formatters, made once per locale. Each `toLocaleString` call builds a formatter of its own, and
 * the first formatter of a kind for a locale loads ICU's data for it: 5 ms or more at 1x CPU for a
 * time of day, on the way to the first rows when the list's load line draws it.
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

/** Makes the formatters a list screen draws first for `locale`, while the page has nothing else to do. */
export function prepareLocaleFormats(locale: string): void {
  numberFormat(locale).format(0);
  timeOfDayFormat(locale).format(0);
}
