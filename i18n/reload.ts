import type { LocaleCode } from './locales';

/**
 * What the console says when a chunk failed to load twice (src/auth/reload.ts) and when a newer release
 * is out (src/layout/NewVersion.tsx): app.reload.* in each language's messages, and read here directly
 * by the page's entry when the console's own start failed, before any messages could load.
 */
export const RELOAD_MESSAGES: Record<LocaleCode, { failed: string; action: string; new_version: string }> = {
  en: {
    failed: 'This part of the console could not be loaded. A new version may have been released.',
    action: 'Reload',
    new_version: 'A new version is available.',
  },
  zh: { failed: '无法加载控制台的这一部分，可能已发布新版本。', action: '重新加载', new_version: '控制台有新版本可用。' },
  es: {
    failed: 'No se pudo cargar esta parte de la consola. Puede que se haya publicado una nueva versión.',
    action: 'Recargar',
    new_version: 'Hay una nueva versión de la consola disponible.',
  },
  fr: {
    failed: "Cette partie de la console n'a pas pu être chargée. Une nouvelle version a peut-être été publiée.",
    action: 'Recharger',
    new_version: 'Une nouvelle version de la console est disponible.',
  },
  it: {
    failed: 'Non è stato possibile caricare questa parte della console. Potrebbe essere stata pubblicata una nuova versione.',
    action: 'Ricarica',
    new_version: 'È disponibile una nuova versione della console.',
  },
  ar: {
    failed: 'تعذّر تحميل هذا الجزء من لوحة التحكم. ربما صدر إصدار جديد.',
    action: 'إعادة التحميل',
    new_version: 'يتوفر إصدار جديد من لوحة التحكم.',
  },
};
