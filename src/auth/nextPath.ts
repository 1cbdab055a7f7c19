const HOME = '/admin/dashboard';

/** The screens shown signed out. */
export const SIGN_IN_ROUTES: readonly string[] = ['/login', '/forgotpassword'];

/**
 * Only paths of the console are followed after sign-in (no open redirect): the path is resolved the
 * way the browser would (backslashes, tabs and newlines included) and must stay on the console's
 * origin under /admin.
 */
export function safeNextPath(next: string | null | undefined, origin: string = window.location.origin): string {
  if (!next || !next.startsWith('/')) return HOME;
  let resolved: URL;
  try {
    resolved = new URL(next, origin);
  } catch {
    return HOME;
  }
  if (resolved.origin !== origin || !resolved.pathname.startsWith('/admin')) return HOME;
  return resolved.pathname + resolved.search + resolved.hash;
}
