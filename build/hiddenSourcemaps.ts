import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Source maps for the team, never for the browser: built 'hidden' (no sourceMappingURL comment) and
 * moved out of the served folder into `<outDir>-sourcemaps/` (dist-sourcemaps/ for dist/), which the
 * image keeps as a build artifact (deploy/Dockerfile, docs/deploy.md). nginx denies *.map besides.
 * BUILD_SOURCEMAPS=0 builds none (the scripts are the same without their comment-free maps): `npm test`'s
 * sandbox build, which nothing reads maps of; its real-backend build keeps them (test/e2e/deploy.e2e.ts).
 */
export function hiddenSourcemaps(): Plugin {
  let outDir = 'dist';
  const enabled = process.env.BUILD_SOURCEMAPS !== '0';
  return {
    name: 'hidden-sourcemaps',
    apply: 'build',
    config: () => ({ build: { sourcemap: enabled ? 'hidden' : false } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!enabled) return;
      const target = `${outDir}-sourcemaps`;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
      for (const file of walk(outDir).filter((path) => path.endsWith('.map'))) {
        const moved = join(target, relative(outDir, file));
        mkdirSync(dirname(moved), { recursive: true });
        renameSync(file, moved);
      }
    },
  };
}
