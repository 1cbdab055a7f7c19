/** Build-time configuration. See README "Configuration". */
// Outside Vite (the sandbox in Node) import.meta.env is absent.
const env: Record<string, string | boolean | undefined> = import.meta.env ?? {};

const setting = (name: string) => (env[name] as string | undefined) || undefined;
const withoutTrailingSlash = (url: string | undefined) => url?.replace(/\/$/, '') || undefined;

/**
 * Same-origin paths under which `npm run dev` passes the calls on to a real backend (build/devProxy.ts),
 * so the browser only ever calls the dev server and the backend needs no CORS set-up. Without
 * VITE_API_URL, `/api` is the sandbox itself.
 */
export const DEV_PROXY = { api: '/api', upload: '/upload' } as const;

/** The dev server's proxy table for the given settings: same-origin path → the real host it stands for. */
export function devProxyTargets(settings: Record<string, string | undefined>): Record<string, string> {
  const api = withoutTrailingSlash(settings.VITE_API_URL);
  const upload = withoutTrailingSlash(settings.VITE_UPLOAD_URL);
  return { ...(api && { [DEV_PROXY.api]: api }), ...(upload && { [DEV_PROXY.upload]: upload }) };
}

/** The dev server (not a build): configured backends are reached through its proxy. */
const throughDevServer = env.DEV === true;
const realApi = withoutTrailingSlash(setting('VITE_API_URL'));
const realUpload = withoutTrailingSlash(setting('VITE_UPLOAD_URL'));

/** The backend base URL. Unset means the sandbox served by the dev/preview server under /api. */
export const apiUrl: string = realApi && !throughDevServer ? realApi : DEV_PROXY.api;
export const isSandbox: boolean = !realApi;
/** The `{product}` slug used in routes and call paths. */
export const product: string = setting('VITE_PRODUCT') || 'marketplace';
/** Display name of the marketplace portal. */
export const productLabel: string = setting('VITE_PRODUCT_LABEL') || 'Marketplace';
/** Fixed host of the garage-logo upload (spec 000 §6); defaults to the API. */
export const uploadUrl: string = realUpload ? (throughDevServer ? DEV_PROXY.upload : realUpload) : apiUrl;
/** Public marketplace site that SEO page URLs start with (spec 002 §9 'base prefix'). */
export const siteUrl: string = (setting('VITE_SITE_URL') || 'https://www.garagehub.in').replace(/\/?$/, '/');
export const googleMapsKey: string | undefined = setting('VITE_GOOGLE_MAPS_KEY');
