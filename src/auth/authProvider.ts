import type { AuthProvider } from 'react-admin';
import type { Resource } from '../core/defineResource';
import { createAuthDecider } from './decider';
import type { AccessDecision } from './permissions';
import { dropDraftOnLogout, keepDraftOfEndedSession } from './draft';
import { clearSession, readSession, rememberNextPath, rememberSessionEnded, writeSession } from './session';
import { loadProfile, signInAndLoadProfile, type Permissions } from './signIn';
import { routeOfPage } from '../lib/basePath';
import { SIGN_IN_ROUTES } from './nextPath';

/** react-admin's auth provider with the console's access rule, for screens that explain a refusal. */
export interface ConsoleAuthProvider extends AuthProvider {
  decide(resource: string, action: string): AccessDecision;
  /** Calls `listener` when a profile read again differs from the one before (a role or its features changed meanwhile). */
  onProfileChanged(listener: () => void): () => void;
}

const sameProfile = (a: Permissions, b: Permissions) => a.role === b.role && JSON.stringify(a.features) === JSON.stringify(b.features);

/** A 401: the session is over; the way back and a typed draft are kept for the next sign-in. */
function endSession(): never {
  const route = routeOfPage();
  // A late answer of the ended session on a sign-in screen: already signed out, the way back kept.
  if (SIGN_IN_ROUTES.includes(route)) throw Object.assign(new Error('app.auth.session_ended'), { logoutUser: false });
  rememberNextPath(route + window.location.search);
  rememberSessionEnded();
  keepDraftOfEndedSession();
  clearSession();
  throw new Error('app.auth.session_ended');
}

export function createAuthProvider(resources: readonly Resource[]): ConsoleAuthProvider {
  // What the profile call confirmed on this page load. Until it answers, the stored role serves only
  // the early list read (the server decides with the token); screens wait for the confirmation, and
  // the stored copy is never trusted over it (it can be edited in the browser).
  let confirmed: Permissions | undefined;
  const decide = createAuthDecider(resources, () => confirmed ?? readSession());
  let profileRefresh: Promise<Permissions> | undefined;
  const profileListeners = new Set<() => void>();
  const permissions = async (): Promise<Permissions> => {
    const session = readSession();
    if (!session) return { features: [] };
    profileRefresh ??= loadProfile().then((profile) => {
      const changed = confirmed !== undefined && !sameProfile(confirmed, profile);
      confirmed = profile;
      const current = readSession();
      if (current) writeSession({ ...current, role: profile.role, features: profile.features });
      if (changed) queueMicrotask(() => profileListeners.forEach((listener) => listener()));
      return profile;
    });
    try {
      return await profileRefresh;
    } catch (error) {
      profileRefresh = undefined;
      throw error;
    }
  };

  return {
    async login({ email, password }: { email: string; password: string }) {
      confirmed = await signInAndLoadProfile(email, password);
      profileRefresh = Promise.resolve(confirmed);
    },
    async logout() {
      dropDraftOnLogout();
      clearSession();
      profileRefresh = undefined;
      confirmed = undefined;
      return '/login';
    },
    async checkAuth() {
      if (!readSession()) throw new Error('ra.auth.auth_check_error');
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) endSession();
      // Refused: the role may have changed since this page loaded; ask the profile again. A profile
      // refused with 401 (the account or its role made inactive meanwhile) ends the session.
      if (error?.status === 403) {
        profileRefresh = undefined;
        await permissions().catch((refused: { status?: number } | undefined) => {
          if (refused?.status === 401) endSession();
        });
      }
    },
    getPermissions: permissions,
    async getIdentity() {
      const session = readSession();
      return { id: session?.email ?? 'admin', fullName: session?.email ?? '' };
    },
    async canAccess({ resource, action }) {
      await permissions();
      return decide(resource, action).allowed;
    },
    decide,
    onProfileChanged(listener) {
      profileListeners.add(listener);
      return () => profileListeners.delete(listener);
    },
  };
}
