import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import englishMessages from './en';
import { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode } from './locales';
import { mergeMessages } from './merge';

const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: TranslationMessages }>> = {
  zh: () => import('./zh'),
  es: () => import('./es'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  ar: () => import('./ar'),
};

/** Messages of one language over English, so a missing key never shows raw. Other languages load on demand. */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  if (!isLocale(locale) || locale === 'en') return englishMessages;
  const module = await loaders[locale]();
  return mergeMessages(englishMessages, module.default);
}

/**
 * Resources' messages stay under their key (`resources.category`); react-admin reaches them through
 * each `<Resource>`'s `options.label` (App.tsx), not by its name (the route).
 */
export function createI18nProvider(
  initial: { locale: string; messages: TranslationMessages } = { locale: DEFAULT_LOCALE, messages: englishMessages },
): I18nProvider {
  const byLocale = new Map<string, TranslationMessages>([[initial.locale, initial.messages]]);
  const provider = polyglotI18nProvider(
    (locale) =>
      byLocale.get(locale) ??
      loadMessages(locale).then((messages) => {
        byLocale.set(locale, messages);
        return messages;
      }),
    initial.locale,
    LOCALES.map(({ locale, name }) => ({ locale, name })),
    { allowMissing: true },
  );
  // A value the server left out reads as the documents' '-', never as 'undefined' or a bare '%{name}'.
  return { ...provider, translate: (key, options) => provider.translate(key, options && withMissingShown(options)) };
}

/** Interpolated values that are absent (null or undefined) as '-'; react-admin's and Polyglot's own options as they are. */
function withMissingShown(options: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) shown[name] = value == null && name !== '_' && name !== 'smart_count' ? '-' : value;
  return shown;
}
