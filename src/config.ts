/**
 * The console's settings. A build bakes defaults in (README "Configuration"); a real-backend build
 * then reads /config.json before its first call (`loadRuntimeConfig`), whose values win.
 */
import { getBasePath, setBasePath } from './lib/basePath';
import { fetchRuntimeConfig, type RuntimeConfig } from './lib/runtimeConfig';

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

/**
 * Decided at build time, never at run time: a sandbox build answers /api itself; a real-backend build
 * (VITE_API_URL set, or VITE_BACKEND=real for an image whose API comes only from /config.json)
 * carries no sandbox code.
 */
export const isSandbox: boolean = !realApi && env.VITE_BACKEND !== 'real';
/** Whether this console reads /config.json: a real-backend build, not through the dev server. */
export const readsRuntimeConfig = !isSandbox && !throughDevServer;

/** The backend base URL. Unset means the sandbox served by the dev/preview server under /api. */
export let apiUrl: string = realApi && !throughDevServer ? realApi : DEV_PROXY.api;
/** The `{product}` slug used in routes and call paths. */
export let product: string = setting('VITE_PRODUCT') || 'marketplace';
const builtLabel = setting('VITE_PRODUCT_LABEL');
/** The slug as a display name when no label is given (002 writes 'Our {product} Garages'); the default slug's is 'Marketplace'. */
const labelOf = (slug: string) => (slug === 'marketplace' ? 'Marketplace' : slug);
/** Display name of the marketplace portal. */
export let productLabel: string = builtLabel || labelOf(product);
/** Fixed host of the garage-logo upload (spec 000 §6); defaults to the API. */
export let uploadUrl: string = realUpload ? (throughDevServer ? DEV_PROXY.upload : realUpload) : apiUrl;
const withSlash = (url: string) => url.replace(/\/?$/, '/');
/** Public marketplace site that SEO page URLs start with (spec 002 §9 'base prefix'). */
export let siteUrl: string = withSlash(setting('VITE_SITE_URL') || 'https://www.garagehub.in');
export let googleMapsKey: string | undefined = setting('VITE_GOOGLE_MAPS_KEY');
/** How often an open tab reads version.json (src/layout/NewVersion.tsx), besides when it comes to the front. */
export let versionCheckMs = 60 * 60_000;
/** Where problems seen in the browser are posted (src/api/reporting.ts); unset: nowhere. */
export let reportUrl: string | undefined;

/** The values of /config.json over the built-in ones; uploadUrl follows a new apiUrl unless given. */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  if (config.apiUrl) apiUrl = withoutTrailingSlash(config.apiUrl)!;
  if (config.uploadUrl || config.apiUrl) uploadUrl = withoutTrailingSlash(config.uploadUrl) ?? apiUrl;
  if (config.product) product = config.product;
  if (config.productLabel) productLabel = config.productLabel;
  else if (config.product && !builtLabel) productLabel = labelOf(config.product);
  if (config.siteUrl) siteUrl = withSlash(config.siteUrl);
  if (config.googleMapsKey) googleMapsKey = config.googleMapsKey;
  if (config.reportUrl) reportUrl = config.reportUrl;
  if (config.basePath) setBasePath(config.basePath);
  if (config.versionCheckSeconds) versionCheckMs = Number(config.versionCheckSeconds) * 1000;
}

/** The settings in force, for the list worker, which starts with the built-in ones. */
export function runtimeSettings(): RuntimeConfig {
  return {
    apiUrl,
    uploadUrl,
    product,
    productLabel,
    siteUrl,
    googleMapsKey,
    reportUrl,
    basePath: getBasePath(),
    versionCheckSeconds: String(versionCheckMs / 1000),
  };
}

let loading: Promise<string | undefined> | undefined;

/**
 * Reads /config.json once and applies it; resolves with the problem that keeps the console from
 * calling any host, if any. Modules that read a setting when they load must load after this.
 */
export function loadRuntimeConfig(): Promise<string | undefined> {
  return (loading ??= !readsRuntimeConfig
    ? Promise.resolve(undefined)
    : fetchRuntimeConfig().then((reading) => {
        if ('problem' in reading) return reading.problem;
        applyRuntimeConfig(reading.config);
        if (!realApi && !reading.config.apiUrl) return '/config.json gives no apiUrl, and this build has none';
        return undefined;
      }));
}
