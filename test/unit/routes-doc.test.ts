import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import { resources } from '../../src/areas/registry';
import { seoEditorRoutes } from '../../src/areas/seo/editors/routes';
import { product } from '../../src/config';

/**
 * docs/routes.md is written by hand and held here against the code: its screens table against the
 * registry (route, English menu name, key, the folder whose index.ts exports the definition), its other
 * routes against the paths App.tsx and the SEO editors declare.
 */

const doc = readFileSync(new URL('../../docs/routes.md', import.meta.url), 'utf8');
const appSource = readFileSync(new URL('../../src/App.tsx', import.meta.url), 'utf8');
const definitionModules = import.meta.glob<Record<string, unknown>>('../../src/areas/**/index.ts', { eager: true });

/** The table rows under a `## heading`, each split into its cells without the backticks. */
function tableUnder(heading: string): string[][] {
  const section = doc.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/routes.md has no section '${heading}'`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replaceAll('`', '')),
    );
}

const menuName = (key: string) => (en.resources as Record<string, { menu: string }>)[key]!.menu;

/** The folder under src/areas whose index.ts exports this resource. */
function folderOf(resource: object): string | undefined {
  const found = Object.entries(definitionModules).find(([, module]) => Object.values(module).includes(resource));
  return found?.[0].replace('../../src/areas/', '').replace(/\/index\.ts$/, '');
}

describe('docs/routes.md', () => {
  it('lists every resource of the registry, in its order: route, menu name, key and the folder that defines it', () => {
    const expected = resources.map((resource) => [`/${resource.route}`, menuName(resource.key), resource.key, `src/areas/${folderOf(resource)}`]);
    expect(tableUnder('Resource screens')).toEqual(expected);
  });

  it('lists every other route App declares, the SEO editors included', () => {
    // Paths written in App.tsx: path="/x" and path={`/admin/${product}/x`}.
    const literal = [...appSource.matchAll(/path=(?:"([^"]+)"|\{`([^`]+)`\})/g)].map(([, plain, template]) =>
      (plain ?? template!).replaceAll('${product}', product),
    );
    const declared = [...literal, ...seoEditorRoutes.map((route) => route.path)].sort();
    expect(declared.length).toBeGreaterThan(6);
    expect(
      tableUnder('Other routes')
        .map(([route]) => route)
        .sort(),
    ).toEqual(declared);
  });
});
