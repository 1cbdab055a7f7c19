import type { LocaleCode } from '../../i18n/locales';

/** A resource's own messages (`resources.<key>.*`) in the six languages; English fixes the key tree. */
export type ResourceMessages<T extends object = object> = Record<LocaleCode, T>;

export function defineResourceMessages<T extends object>(en: T, others: Record<Exclude<LocaleCode, 'en'>, NoInfer<T>>): ResourceMessages<T> {
  return { en, ...others };
}

/**
 * Messages that live beside their resource (src/resources/<folder>/messages.ts), keyed by the
 * resource's translation key. Adding a resource with its own messages means one line here.
 */
const byResource: Record<string, ResourceMessages> = {};

/** `{ resources: { <key>: ... } }` for one language, merged over the app messages. */
export function resourceMessagesFor(locale: LocaleCode): { resources: Record<string, object> } {
  return { resources: Object.fromEntries(Object.entries(byResource).map(([key, messages]) => [key, messages[locale]])) };
}
