import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import { leafKeys } from '../../i18n/merge';

/** Every .ts and .tsx file under `folder`. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Quoted texts that read as message keys ('app.…', 'resources.…', 'ra.…'), whole. */
const KEY = /(['"`])((?:app|resources|ra)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)\1/g;

describe('message keys', () => {
  it('every key the console names in its source is in English (so in every language: i18n.test.ts), whole or as the prefix of its keys', () => {
    const keys = leafKeys(en);
    const known = new Set(keys);
    const prefixes = new Set(keys.flatMap((key) => key.split('.').map((_, index, parts) => parts.slice(0, index).join('.'))));
    const missing: string[] = [];
    let named = 0;
    for (const file of sources('src')) {
      // Comments left out: their examples are not keys the console asks for.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const [, , key] of code.matchAll(KEY)) {
        named += 1;
        if (!known.has(key) && !prefixes.has(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(named).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
