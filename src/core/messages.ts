/** A translation of English messages `T`: the same key tree, a string at every leaf (no key missing, none extra). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * `{ resources: { <key>: ... } }` from the areas' message files of one language
 * (`src/areas/<area>/messages.ts`, `messages.<locale>.ts` beside it), which i18n/<locale>.ts gathers
 * with an eager `import.meta.glob` so each language is bundled on its own. A key two areas both
 * declare is refused.
 */
export function gatherResourceMessages(files: Record<string, Record<string, object>>): { resources: Record<string, object> } {
  const resources: Record<string, object> = {};
  const fileOfKey = new Map<string, string>();
  for (const [path, messages] of Object.entries(files)) {
    for (const [key, tree] of Object.entries(messages)) {
      const other = fileOfKey.get(key);
      if (other) throw new Error(`${path} and ${other} both declare resources.${key}`);
      fileOfKey.set(key, path);
      resources[key] = tree;
    }
  }
  return { resources };
}
