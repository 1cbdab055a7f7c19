/** Build-time configuration. See README "Configuration". */
// Outside Vite (the sandbox in Node) import.meta.env is absent.
const env: Record<string, string | undefined> = import.meta.env ?? {};

/** The backend base URL. Unset means the sandbox served by the dev/preview server under /api. */
export const apiUrl: string = (env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || '/api';
export const isSandbox: boolean = !env.VITE_API_URL;
/** The `{product}` slug used in routes and call paths. */
export const product: string = (env.VITE_PRODUCT as string | undefined) || 'marketplace';
/** Display name of the marketplace portal. */
export const productLabel: string = (env.VITE_PRODUCT_LABEL as string | undefined) || 'Marketplace';
/** Fixed host of the garage-logo upload (spec 000 §6); defaults to the API. */
export const uploadUrl: string = (env.VITE_UPLOAD_URL as string | undefined)?.replace(/\/$/, '') || apiUrl;
/** Public marketplace site that SEO page URLs start with (spec 002 §9 'base prefix'). */
export const siteUrl: string = ((env.VITE_SITE_URL as string | undefined) || 'https://www.garagehub.in').replace(/\/?$/, '/');
export const googleMapsKey: string | undefined = env.VITE_GOOGLE_MAPS_KEY as string | undefined;
