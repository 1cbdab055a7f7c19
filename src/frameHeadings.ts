/**
 * Build time only (build/staticFrameHeadings.ts): each list route's heading in every language, as the
 * list shows it (`resources.<key>.name`, plural), for the frame index.html paints on a first visit.
 * Never imported by the console's own code.
 */
import type { TranslationMessages } from 'react-admin';
import { createI18nProvider } from '../i18n';
import ar from '../i18n/ar';
import en from '../i18n/en';
import es from '../i18n/es';
import fr from '../i18n/fr';
import it from '../i18n/it';
import { LOCALES, type LocaleCode } from '../i18n/locales';
import { mergeMessages } from '../i18n/merge';
import zh from '../i18n/zh';
import { resources } from './areas/registry';
import { resourceHeading } from './core/defineResource';

export interface FrameHeadings {
  /** The languages, in the order of each route's headings. */
  locales: string[];
  /** `/admin/category` -> its heading in each language of `locales`. */
  headings: Record<string, string[]>;
}

// Every language at once (the console loads one on demand): this runs in Node, where the build asks.
const MESSAGES: Record<LocaleCode, TranslationMessages> = { en, zh, es, fr, it, ar };

export function frameHeadings(): FrameHeadings {
  const locales = LOCALES.map(({ locale }) => locale);
  const translators = locales.map((locale) => createI18nProvider({ locale, messages: mergeMessages(en, MESSAGES[locale]) }));
  const headings = Object.fromEntries(
    resources.map((resource) => [`/${resource.route}`, translators.map((i18n) => resourceHeading(resource, i18n.translate))]),
  );
  return { locales, headings };
}
