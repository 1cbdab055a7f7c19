import { product } from '../config';

/**
 * Where a call is sent (its path with `{product}` and `{name}` filled, on its host) and the headers it
 * asks with. Apart from the request function (http.ts), so that the page's entry can ask a call before
 * that function loads (earlyAnswers.ts).
 */
export function resolvePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'product') return product;
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function absoluteUrl(base: string, path: string): string {
  const url = base + path;
  if (/^https?:/.test(url) || typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).toString();
}

/** The headers every call asks its answer with: JSON, and the session's token where it has one. */
export function answerHeaders(token?: string): Record<string, string> {
  return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };
}
