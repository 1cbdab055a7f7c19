import type { Plugin } from 'vite';

/**
 * A real-backend build reads /config.json before its first call (src/config.ts): index.html asks
 * for it beside the start chunks, with the mode and credentials of that fetch, so it adds no round
 * trip. A sandbox build and the dev server never read it, so never ask for it.
 */
export function runtimeConfigPreload(realBackend: boolean): Plugin {
  return {
    name: 'runtime-config-preload',
    apply: 'build',
    transformIndexHtml() {
      if (!realBackend) return [];
      return [{ tag: 'link', attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: '' }, injectTo: 'head-prepend' }];
    },
  };
}
