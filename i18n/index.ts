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

/**
 * App messages key resources by a short key (`resources.category`); react-admin looks them up by
 * resource name, which is the route (`admin/category`). `routeOfKey` maps one to the other.
 */
export function keyResourcesByRoute(messages: TranslationMessages, routeOfKey: Record<string, string>): TranslationMessages {
  const resources = (messages.resources ?? {}) as Record<string, unknown>;
  const byRoute: Record<string, unknown> = { ...resources };
  for (const [key, route] of Object.entries(routeOfKey)) {
    if (resources[key]) byRoute[route] = resources[key];
  }
  return { ...messages, resources: byRoute } as TranslationMessages;
}

/** Messages of one language over English, so a missing key never shows raw. Other languages load on demand. */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  if (!isLocale(locale) || locale === 'en') return englishMessages;
  const module = await loaders[locale]();
  return mergeMessages(englishMessages, module.default);
}

export function createI18nProvider(
  routeOfKey: Record<string, string>,
  initial: { locale: string; messages: TranslationMessages } = { locale: DEFAULT_LOCALE, messages: englishMessages },
): I18nProvider {
  const byLocale = new Map<string, TranslationMessages>([[initial.locale, keyResourcesByRoute(initial.messages, routeOfKey)]]);
  return polyglotI18nProvider(
    (locale) =>
      byLocale.get(locale) ??
      loadMessages(locale).then((messages) => {
        const keyed = keyResourcesByRoute(messages, routeOfKey);
        byLocale.set(locale, keyed);
        return keyed;
      }),
    initial.locale,
    LOCALES.map(({ locale, name }) => ({ locale, name })),
    { allowMissing: true },
  );
}
