import { parseCircular, parseDependencyTree } from 'dpdm';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of src/ (docs/architecture.md): imports run downward only, areas reach
 * other areas only for reference data, and no import cycle exists. A dynamic `import()` (lazy
 * screens, workers) and a type-only import count as imports in all three: a circle of types still
 * ties its modules together, and the modules it ties must then change together.
 */
const ROOT = join(__dirname, '../..');
const SRC = join(ROOT, 'src');

/**
 * Lower numbers are lower layers; a file may import its own layer or any lower one. The sandbox
 * backend sits beside the app: only the app (its demo sign-ins) may import it.
 */
const LAYER_RANK: Record<string, number> = {
  config: 0,
  lib: 0,
  api: 1,
  core: 2,
  auth: 3,
  data: 3,
  components: 4,
  layout: 4,
  areas: 5,
  pages: 6,
  app: 6,
  sandbox: 6,
};
/** Areas that others may import: the reference data every screen may pick from. */
const REFERENCE_AREAS = ['catalogue', 'locations'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => relative(ROOT, path));
const known = new Set(files);
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => known.has(candidate));
}

const importsOf = (pattern: RegExp) =>
  new Map(
    files.map((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const targets = [...text.matchAll(pattern)].map((match) => resolveImport(file, match[1])).filter((target): target is string => Boolean(target));
      return [file, targets];
    }),
  );
const graph = importsOf(STATIC_IMPORT);
const dynamicGraph = importsOf(DYNAMIC_IMPORT);
/** Both kinds of import: what a file makes load, now or later. */
const merged = (one: Map<string, string[]>, other: Map<string, string[]>) =>
  new Map(files.map((file) => [file, [...(one.get(file) ?? []), ...(other.get(file) ?? [])]]));

/** Imports from a file to a higher layer. */
const upwardIn = (edges: Map<string, string[]>) =>
  [...edges].flatMap(([file, targets]) => {
    const rank = LAYER_RANK[layerOf(file)];
    return targets.filter((target) => (LAYER_RANK[layerOf(target)] ?? Infinity) > rank).map((target) => `${file} → ${target}`);
  });

/** `src/areas/garages/x.ts` → 'areas'; `src/App.tsx` → 'app'; `src/config.ts` → 'config'. */
function layerOf(file: string): string {
  const [, top, next] = file.split('/');
  if (next === undefined) return top === 'config.ts' ? 'config' : 'app';
  return top;
}

const areaOf = (file: string) => (layerOf(file) === 'areas' && file.split('/').length > 3 ? file.split('/')[2] : undefined);

describe('the layering of src/', () => {
  it('imports run downward only', () => {
    expect(upwardIn(graph)).toEqual([]);
  });

  it('a dynamic import() runs downward too (an area may lazy-load its own screens)', () => {
    expect(upwardIn(dynamicGraph)).toEqual([]);
  });

  it('an area imports another area only for reference data, and never the registry, lazily or not', () => {
    const sideways = [...merged(graph, dynamicGraph)].flatMap(([file, targets]) => {
      const area = areaOf(file);
      if (!area) return [];
      return targets
        .filter((target) => {
          if (layerOf(target) !== 'areas') return false;
          const other = areaOf(target);
          return other === undefined || (other !== area && !REFERENCE_AREAS.includes(other));
        })
        .map((target) => `${file} → ${target}`);
    });
    expect(sideways).toEqual([]);
  });

  it('the sandbox reads the console only through the call catalogue and types, the access rule and the shared helpers', () => {
    const readable = (target: string) =>
      ['sandbox', 'api', 'lib', 'core', 'config'].includes(layerOf(target)) || target === 'src/auth/permissions.ts';
    const screens = [...graph].flatMap(([file, targets]) =>
      layerOf(file) === 'sandbox' ? targets.filter((target) => !readable(target)).map((target) => `${file} → ${target}`) : [],
    );
    expect(screens).toEqual([]);
  });

  it('has no import cycle, type-only and lazy imports counted (a screen reads its definition from context)', () => {
    const edges = merged(graph, dynamicGraph);
    const cycles: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const target of edges.get(file) ?? []) {
        if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), target]);
        else if (!state.has(target)) visit(target);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('dpdm finds no circle from any source file either, type-only and lazy imports counted', async () => {
    // TypeScript's parser and resolution, for what the patterns above might miss. Not alone: dpdm parses
    // every file as TSX, so a generic arrow (`<Row>(columns) =>`) in a .ts file hides the imports after it.
    const tree = await parseDependencyTree(['src/**/*.ts', 'src/**/*.tsx'], {
      cwd: ROOT,
      context: ROOT,
      transform: false,
      skipDynamicImports: false,
    });
    expect(Object.keys(tree).filter((file) => file.startsWith('src/')).length).toBeGreaterThan(250);
    expect(parseCircular(tree).map((cycle) => [...cycle, cycle[0]].join(' → '))).toEqual([]);
  });

  it('a shared component that only list pieces use lives in src/components/list/', () => {
    const edges = merged(graph, dynamicGraph);
    const importers = (target: string) => [...edges].filter(([, targets]) => targets.includes(target)).map(([file]) => file);
    const listOnly = files
      .filter((file) => /^src\/components\/[^/]+$/.test(file))
      .filter((file) => {
        const users = importers(file);
        return users.length > 0 && users.every((user) => user.startsWith('src/components/list/'));
      });
    expect(listOnly).toEqual([]);
    expect(importers('src/components/list/FilterBar.tsx')).toEqual(['src/components/list/ResourceList.tsx']);
  });

  it('reads every source file (the check is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(250);
    expect(graph.get('src/App.tsx')).toContain('src/areas/registry.ts');
  });
});
