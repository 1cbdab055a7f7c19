import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);
/** What nginx would otherwise compress on every answer (deploy/nginx.conf's gzip_types), from its 1 KB. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt)$/;
const SMALLEST = 1024;

/**
 * Writes `<file>.gz` and `<file>.br` beside each compressible built file, compressed once at their
 * best here instead of on every answer: nginx sends the .gz (gzip_static), and the .br where it has
 * the brotli module (brotli_static).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
      const files = walk(outDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= SMALLEST);
      await Promise.all(
        files.map(async (file) => {
          const content = readFileSync(file);
          const [gz, br] = await Promise.all([
            gzipped(content, { level: 9 }),
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          ]);
          writeFileSync(`${file}.gz`, gz);
          writeFileSync(`${file}.br`, br);
        }),
      );
    },
  };
}
