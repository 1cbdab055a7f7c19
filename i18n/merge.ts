import type { TranslationMessages } from 'react-admin';

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `tree` over `base`: a new object only where both hold one under the same key; every other branch is shared, not copied. */
function over(base: Tree, tree: Tree): Tree {
  const merged = { ...base };
  for (const [key, value] of Object.entries(tree)) {
    const under = merged[key];
    merged[key] = isTree(value) && isTree(under) ? over(under, value) : value;
  }
  return merged;
}

/**
 * Later trees win; used to put a locale over English so a missing key falls back. Branches only one
 * tree holds are shared: the English catalogue is merged as the console's code evaluates, and a deep
 * copy of every branch (MUI's deepmerge) took 5–6 ms of it at 1x CPU.
 */
export function mergeMessages(...trees: object[]): TranslationMessages {
  return trees.reduce<Tree>((merged, tree) => over(merged, tree as Tree), {}) as TranslationMessages;
}

/** Leaf key paths of a message tree, for the completeness test. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
