import type { ProxyOptions } from 'vite';
import { devProxyTargets } from '../src/config';

/**
 * With VITE_API_URL (and VITE_UPLOAD_URL) set, the dev server passes the console's calls on to the
 * real hosts: the console calls its own origin (src/config.ts), so the backend needs no CORS set-up.
 */
export function devProxy(env: Record<string, string>): Record<string, ProxyOptions> {
  return Object.fromEntries(
    Object.entries(devProxyTargets(env)).map(([path, target]) => [
      `^${path}/`,
      { target, changeOrigin: true, rewrite: (url: string) => url.slice(path.length) },
    ]),
  );
}
