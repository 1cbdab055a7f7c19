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

/** The copies to write: BUILD_PRECOMPRESS lists them ('gzip,br', the default; 'gzip'; or 'none'). */
function formats(setting = process.env.BUILD_PRECOMPRESS ?? 'gzip,br'): { gzip: boolean; br: boolean } {
  const names = setting.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !['gzip', 'br', 'none', ''].includes(name));
  if (unknown.length > 0) throw new Error(`BUILD_PRECOMPRESS: unknown format ${unknown.join(', ')} (gzip, br or none)`);
  return { gzip: names.includes('gzip'), br: names.includes('br') };
}

/**
 * Writes `<file>.gz` and `<file>.br` beside each compressible built file, compressed once at their
 * best here instead of on every answer: nginx sends the .gz (gzip_static), and the .br where it has
 * the brotli module (brotli_static). Brotli at its best is nine tenths of the work (about 9 s of CPU
 * a build): `npm test` writes no copies for the sandbox build, which the preview server serves as they
 * are, and only the .gz for the real-backend build, whose nginx (Debian's, without the brotli module)
 * sends those (BUILD_PRECOMPRESS).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const { gzip: withGzip, br: withBrotli } = formats();
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!withGzip && !withBrotli) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
      const files = walk(outDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= SMALLEST);
      await Promise.all(
        files.map(async (file) => {
          const content = readFileSync(file);
          const [gz, br] = await Promise.all([
            withGzip ? gzipped(content, { level: 9 }) : undefined,
            withBrotli
              ? brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
              : undefined,
          ]);
          if (gz) writeFileSync(`${file}.gz`, gz);
          if (br) writeFileSync(`${file}.br`, br);
        }),
      );
    },
  };
}
