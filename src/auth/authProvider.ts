import type { AuthProvider } from 'react-admin';
import { ApiError, request } from '../api/http';
import { api } from '../api/endpoints';
import type { Resource } from '../core/defineResource';
import { createAuthDecider } from './decider';
import type { AccessDecision, GrantedFeature } from './permissions';
import { dropDraftOnLogout, keepDraftOfEndedSession } from './draft';
import { clearSession, readSession, rememberNextPath, rememberSessionEnded, writeSession } from './session';
import { reportDeviations } from '../api/contract/deviations';
import { portalOfEndpoint } from './permissions';
import { routeOfPage } from '../lib/basePath';
import { SIGN_IN_ROUTES } from './nextPath';

/** Answers of POST /adminSignIn (spec 000 §8), by message. */
const SIGNED_IN = 'admin signin successfully';
const SHOWN_AS_IS = ['give admin registation email', 'require passWord'];
const WRONG_PASSWORD = 'give the correct passWord';

export class LoginError extends Error {
  /** `translate` tells whether `message` is a translation key or the server's own text. */
  constructor(
    message: string,
    readonly translate: boolean,
  ) {
    super(message);
  }
}

export interface Permissions {
  role?: string;
  features: GrantedFeature[];
}

export async function signIn(email: string, password: string): Promise<string> {
  let answer: { message?: string; token?: string } | undefined;
  try {
    answer = await request(api.adminSignIn, { email, passWord: password });
  } catch (error) {
    answer = error instanceof ApiError ? (error.body as typeof answer) : undefined;
  }
  const message = answer?.message?.trim();
  if (message && SHOWN_AS_IS.includes(message)) throw new LoginError(message, false);
  if (message === WRONG_PASSWORD) throw new LoginError('app.login.incorrect', true);
  if (message === SIGNED_IN && answer?.token) return answer.token;
  throw new LoginError('app.login.something_wrong', true);
}

async function loadProfile(): Promise<Permissions> {
  const { data } = await request(api.adminProfile);
  const listed = data.features ?? [];
  // 000 §2: a feature supplies its own endpoint; one without is skipped and recorded, and sign-in goes on.
  const features = listed.flatMap((feature): GrantedFeature[] =>
    feature.endPoint ? [{ ...feature, endPoint: feature.endPoint, source: feature.source ?? portalOfEndpoint(feature.endPoint) }] : [],
  );
  const skipped = listed.length - features.length;
  if (skipped > 0)
    reportDeviations([
      { call: api.adminProfile.call, field: 'data.features[].endPoint', expected: 'string', received: 'absent', kind: 'missing', rows: skipped },
    ]);
  return { role: data.role, features };
}

/** POST /adminSignIn, then the profile: stores token, role and features under 'admin'. */
export async function signInAndLoadProfile(email: string, password: string): Promise<Permissions> {
  const token = await signIn(email, password);
  writeSession({ token, email });
  let profile: Permissions;
  try {
    profile = await loadProfile();
  } catch (error) {
    // The form says sign-in failed: no session is left behind that would open the console anyway.
    clearSession();
    throw error;
  }
  writeSession({ token, email, role: profile.role, features: profile.features });
  return profile;
}

/** react-admin's auth provider with the console's access rule, for screens that explain a refusal. */
export interface ConsoleAuthProvider extends AuthProvider {
  decide(resource: string, action: string): AccessDecision;
}

export function createAuthProvider(resources: readonly Resource[]): ConsoleAuthProvider {
  // What the profile call confirmed on this page load. Until it answers, the stored role serves only
  // the early list read (the server decides with the token); screens wait for the confirmation, and
  // the stored copy is never trusted over it (it can be edited in the browser).
  let confirmed: Permissions | undefined;
  const decide = createAuthDecider(resources, () => confirmed ?? readSession());
  let profileRefresh: Promise<Permissions> | undefined;
  const permissions = async (): Promise<Permissions> => {
    const session = readSession();
    if (!session) return { features: [] };
    profileRefresh ??= loadProfile().then((profile) => {
      confirmed = profile;
      const current = readSession();
      if (current) writeSession({ ...current, role: profile.role, features: profile.features });
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
      if (error?.status === 401) {
        const route = routeOfPage();
        // A late answer of the ended session on a sign-in screen: already signed out, the way back kept.
        if (SIGN_IN_ROUTES.includes(route)) throw Object.assign(new Error('app.auth.session_ended'), { logoutUser: false });
        rememberNextPath(route + window.location.search);
        rememberSessionEnded();
        keepDraftOfEndedSession();
        clearSession();
        throw new Error('app.auth.session_ended');
      }
      // Refused: the role may have changed since this page loaded; ask the profile again.
      if (error?.status === 403) {
        profileRefresh = undefined;
        await permissions().catch(() => undefined);
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
  };
}
