import type { TranslationMessages } from 'react-admin';
import deepmerge from '@mui/utils/deepmerge';

/** Later trees win; used to put a locale over English so a missing key falls back. */
export function mergeMessages(...trees: object[]): TranslationMessages {
  return trees.reduce<TranslationMessages>((merged, tree) => deepmerge(merged, tree), {} as TranslationMessages);
}

/** Leaf key paths of a message tree, for the completeness test. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
