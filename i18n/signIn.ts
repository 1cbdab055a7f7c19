import type { TranslationMessages } from 'react-admin';
import englishApp from './app/en';
import { isLocale, type LocaleCode } from './locales';
import { mergeMessages } from './merge';

const appLoaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: object }>> = {
  zh: () => import('./app/zh'),
  es: () => import('./app/es'),
  fr: () => import('./app/fr'),
  it: () => import('./app/it'),
  ar: () => import('./app/ar'),
};

/**
 * The console-wide messages (`app.*`) of one language over English: everything the sign-in screens
 * say, without every resource's messages in six languages that the console itself loads.
 */
export async function loadSignInMessages(locale: string): Promise<TranslationMessages> {
  if (!isLocale(locale) || locale === 'en') return mergeMessages(englishApp);
  const module = await appLoaders[locale]();
  return mergeMessages(englishApp, module.default);
}
