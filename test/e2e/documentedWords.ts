import appEnglish from '../../i18n/app/en';
import appArabic from '../../i18n/app/ar';
import leadsEnglish from '../../src/areas/leads/messages';
import leadsArabic from '../../src/areas/leads/messages.ar';

/** The documented lead sources and fuel types (001 §3) as English and Arabic word them in the lists. */
export const DOCUMENTED_WORDS = {
  en: { source: Object.values(leadsEnglish.leadManagement.source), fuel: Object.values(appEnglish.app.fuel) },
  ar: { source: Object.values(leadsArabic.leadManagement.source), fuel: Object.values(appArabic.app.fuel) },
};

/**
 * What a column shows that is none of `words` (nor '-', a value not sent): a documented value left in
 * another language. Also fails on a column with no cells, which would prove nothing.
 */
export function wordsOutside(shown: readonly string[], words: readonly string[]): string[] {
  if (shown.length === 0) return ['(no cells)'];
  return [...new Set(shown)].filter((word) => word !== '-' && !words.includes(word));
}
