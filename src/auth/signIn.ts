/**
 * Signing in (POST /adminSignIn, then the profile): all the sign-in screen needs of the session's
 * calls, apart from react-admin's auth provider (authProvider.ts), whose access rule the screen does
 * not load.
 */
import { ApiError, request } from '../api/http';
import { throwIfUnreadable } from '../api/apiError';
import { api } from '../api/endpoints';
import type { GrantedFeature } from './permissions';
import { clearSession, readSession, writeSession } from './session';
import { takeProfileAsked } from '../api/earlyAnswers';
import { reportDeviations } from '../api/contract/deviations';
import { portalOfEndpoint } from './permissions';

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

export async function loadProfile(): Promise<Permissions> {
  const { data } = await request(api.adminProfile, undefined, { sent: takeProfileAsked(readSession()?.token) });
  // Features sent in a shape that could not be read are not 'none': every screen would say it was not assigned.
  throwIfUnreadable(data, 'features', { call: api.adminProfile.call, field: 'data.features', expected: 'list' });
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
    // Signed in, but the profile refused: the sub-admin or its role is inactive.
    if (error instanceof ApiError && error.status === 401) throw new LoginError('app.login.inactive', true);
    throw error;
  }
  writeSession({ token, email, role: profile.role, features: profile.features });
  return profile;
}
