import type { LocaleCode } from '../../i18n/locales';

/** A translation of English messages `T`: the same key tree, a string at every leaf (no key missing, none extra). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

type Resources = { resources: Record<string, object> };

/**
 * Messages that live beside their resource: `<folder>/messages.ts` (or `approveMessages.ts`) holds
 * the English tree of `resources.<key>` and exports that `key`; `messages.zh.ts` and the other
 * languages beside it hold that language's tree, each gathered by its own i18n/<lang>.ts so it is
 * bundled with that language only. Keyed by path relative to this folder.
 */
const english = import.meta.glob<{ key: string; default: object }>(['./**/messages.ts', './**/approveMessages.ts', '!./messages.ts'], {
  eager: true,
});

const keyOf = new Map<string, string>();
for (const [path, module] of Object.entries(english)) {
  if (typeof module.key !== 'string') throw new Error(`${path} exports no key`);
  const other = [...keyOf].find(([, key]) => key === module.key);
  if (other) throw new Error(`${path} and ${other[0]} both export key '${module.key}'`);
  keyOf.set(path, module.key);
}

/** `{ resources: { <key>: ... } }` in English, merged over the app messages by i18n/en.ts. */
export function englishResourceMessages(): Resources {
  return { resources: Object.fromEntries(Object.values(english).map((module) => [module.key, module.default])) };
}

/**
 * `{ resources: { <key>: ... } }` for one language from its `<name>.<locale>.ts` files, which
 * i18n/<locale>.ts gathers with an eager `import.meta.glob` keyed by path relative to this folder.
 * Every English file needs its translation and every translation its English file.
 */
export function translatedResourceMessages(locale: Exclude<LocaleCode, 'en'>, translations: Record<string, object>): Resources {
  const resources: Record<string, object> = {};
  for (const [path, messages] of Object.entries(translations)) {
    const key = keyOf.get(path.replace(new RegExp(`\\.${locale}\\.ts$`), '.ts'));
    if (!key) throw new Error(`${path} has no English messages beside it`);
    resources[key] = messages;
  }
  const missing = [...keyOf].filter(([, key]) => !(key in resources)).map(([path]) => path);
  if (missing.length > 0) throw new Error(`No ${locale} messages beside ${missing.join(', ')}`);
  return { resources };
}
