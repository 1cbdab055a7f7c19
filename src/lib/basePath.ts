/**
 * Where the console is served: `/`, or a sub-path such as `/console/` given at run time (BASE_PATH,
 * docs/deploy.md). Its own files (config.json, version.json) are found beside its scripts, which live
 * in `<base>assets/`, so they come from the base whatever page is open; its routes are the paths
 * after the base (react-router's basename), which /config.json's basePath gives.
 */
let basePath = '/';

/** /config.json's basePath: `/` or `/a/b/`. */
export function setBasePath(path: string): void {
  basePath = path;
}

export function getBasePath(): string {
  return basePath;
}

/** A file served beside index.html, as a URL: relative to the built scripts (the dev server serves the sources at the root). */
export function consoleFileUrl(name: string): string {
  const script = import.meta.url;
  const root = /\/assets\/[^/]*$/.test(script) ? script.replace(/assets\/[^/]*$/, '') : `${globalThis.location?.origin ?? ''}/`;
  return root + name;
}

/** The console's route of a page's path: `/console/admin/category` is `/admin/category` under `/console/`. */
export function routeOfPage(pathname: string = window.location.pathname): string {
  return pathname.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : pathname;
}

/** The page's path of a console route: `/login` is `/console/login` under `/console/`. */
export function pageOfRoute(route: string): string {
  return basePath + route.replace(/^\//, '');
}
