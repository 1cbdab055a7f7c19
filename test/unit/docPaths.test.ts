import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * README.md and docs/*.md name source files by their path; each such path must exist, so a file moved
 * or renamed fails here until the docs follow it. Globs (`*`), placeholders (`<name>`, `{…}`, `…`) and
 * paths written by the build or the tests (`test/artifacts/`) are not files and are left out.
 */

const root = new URL('../../', import.meta.url);
const docs = [
  'README.md',
  ...readdirSync(new URL('docs/', root))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A path under one of the source folders, as written in prose, a table or a code block. */
const SOURCE_PATH = /(?<![\w./-])(?:src|test|build|scripts|deploy)\/[\w./-]*[\w/]/g;
const NOT_A_FILE = /[*<>{}…]|^test\/artifacts\//;

export function sourcePathsIn(text: string): string[] {
  return [...new Set([...text.matchAll(SOURCE_PATH)].map((match) => match[0]))].filter((path) => {
    const end = text.indexOf(path) + path.length;
    return !NOT_A_FILE.test(path) && !NOT_A_FILE.test(text[end] ?? '');
  });
}

describe('source paths named in the docs', () => {
  it('finds paths in prose and leaves globs and placeholders out', () => {
    expect(sourcePathsIn('see `src/lib/xlsxWriter.ts` and src/areas/*/messages.en.ts, src/areas/<area>/, test/artifacts/x.txt')).toEqual([
      'src/lib/xlsxWriter.ts',
    ]);
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = sourcePathsIn(readFileSync(new URL(doc, root), 'utf8')).filter((path) => !existsSync(new URL(path, root)));
    expect(missing).toEqual([]);
  });
});

// Docs that state the present (issue 48): history stays in git.
describe('the docs kept short', () => {
  it.each([
    ['README.md', 12_000],
    ['docs/performance.md', 15_000],
  ])('%s is at most %i bytes', (doc, limit) => {
    expect(readFileSync(new URL(doc, root)).byteLength).toBeLessThanOrEqual(limit);
  });
});
