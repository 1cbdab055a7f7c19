import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint on the scripts of the start path (`start-*` chunks, build/startPathChunks.ts):
 * a first line `//# allFunctionsCalledOnLoad` has Chromium compile the whole file while it streams in,
 * off the main thread, instead of each function on the main thread when first called. About half of
 * these chunks' code runs before the first rows; compiling the rest too still came out ahead at 4x CPU
 * (docs/performance.md, "Compiled eagerly where it runs"). Other browsers read it as a comment.
 * Added after minifying (which drops comments); the source map moves down a line with the code.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(isStartChunk: (name: string) => boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // Last: Vite's preload helper puts its own first line in.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !isStartChunk(chunk.name)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The map is already its own file of the bundle by now.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
