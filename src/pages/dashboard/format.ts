import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { directionOf } from '../../../i18n/locales';
import { numberFormat } from '../../lib/localeFormats';

/** `YYYY-MM-DD` -> local date. */
const dateOfKey = (key: string) => {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** Numbers and dates written for the interface language (Arabic digits in Arabic, and so on). */
export function useChartFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = numberFormat(locale);
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' });
    const fullDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    return {
      rtl: directionOf(locale) === 'rtl',
      number: (value: number | null | undefined) => number.format(value ?? 0),
      day: (key: string) => day.format(dateOfKey(key)),
      fullDay: (key: string) => fullDay.format(dateOfKey(key)),
      month: (key: string) => month.format(dateOfKey(key)),
      range: (from: string, to: string) => `${fullDay.format(dateOfKey(from))} – ${fullDay.format(dateOfKey(to))}`,
    };
  }, [locale]);
}

export type ChartFormat = ReturnType<typeof useChartFormat>;

/** A list screen's URL with its filter bar set, in the form react-admin lists read (`?filter={...}`). */
export function listLink(route: string, filter: Record<string, unknown>): string {
  const set = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return `/${route}?filter=${encodeURIComponent(JSON.stringify(set))}`;
}
