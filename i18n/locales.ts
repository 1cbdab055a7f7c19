/** The six interface languages (spec 000 §1): code, native name, text direction. */
export const LOCALES = [
  { locale: 'en', name: 'English', dir: 'ltr' },
  { locale: 'zh', name: '中文', dir: 'ltr' },
  { locale: 'es', name: 'Español', dir: 'ltr' },
  { locale: 'fr', name: 'Français', dir: 'ltr' },
  { locale: 'it', name: 'Italiano', dir: 'ltr' },
  { locale: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['locale'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function directionOf(locale: string): Direction {
  return LOCALES.find((entry) => entry.locale === locale)?.dir ?? 'ltr';
}

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some((entry) => entry.locale === value);
}
