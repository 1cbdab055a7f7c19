import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes dist/csp-script-hashes.txt: a Content-Security-Policy source ('sha256-…') for each inline
 * <script> of the built index.html (the first-paint script), which the server's policy allows by
 * hash instead of 'unsafe-inline' (deploy/nginx.conf, docs/deploy.md). Inline styles get none: the
 * policy allows them, and a hash beside 'unsafe-inline' would switch it off.
 */
export function inlineScriptHashes(): Plugin {
  return {
    name: 'csp-inline-script-hashes',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('index.html is not in the build');
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      const sources = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      this.emitFile({ type: 'asset', fileName: 'csp-script-hashes.txt', source: `${sources.join(' ')}\n` });
    },
  };
}
