import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipped = promisify(gzip);
/** What nginx would otherwise compress on every answer (deploy/nginx.conf's gzip_types), from its 1 KB. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
const SMALLEST = 1024;

/** Whether to write the copies: BUILD_PRECOMPRESS is 'gzip' (the default) or 'none'. */
function withGzip(setting = process.env.BUILD_PRECOMPRESS ?? 'gzip'): boolean {
  if (!['gzip', 'none'].includes(setting.trim())) throw new Error(`BUILD_PRECOMPRESS: unknown format ${setting} (gzip or none)`);
  return setting.trim() === 'gzip';
}

/**
 * Writes `<file>.gz` beside each compressible built file, compressed once at its best here instead of
 * on every answer; nginx sends it (gzip_static). No .br: neither nginx image (the official one, nor
 * Debian's the deploy test runs) has the brotli module, so nothing would send them (docs/deploy.md).
 * `npm test` writes no copies for the sandbox build, which the preview server serves as they are.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const enabled = withGzip();
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!enabled) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
      const files = walk(outDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= SMALLEST);
      await Promise.all(files.map(async (file) => writeFileSync(`${file}.gz`, await gzipped(readFileSync(file), { level: 9 }))));
    },
  };
}
