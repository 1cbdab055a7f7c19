import { apiUrl } from '../config';
import { absoluteUrl, answerHeaders, resolvePath } from './callUrl';
import { TIMEOUT_MS } from './http';

/** The signed-in admin's role and features: every screen waits for this answer (endpoints.ts `adminProfile`). */
export const PROFILE_CALL = 'GET /admin_{product}_dashboard';

let profileAsked: { token: string; answer: Promise<Response> } | undefined;

/**
 * The profile call, asked by the page's entry for a signed-in visit while the console's code loads,
 * rather than once it runs: on a server a round trip away, the screen's wait for its access no longer
 * follows the code's. Its answer is read by the request function like any other (`takeProfileAsked`).
 */
export function askProfileEarly(token: string): void {
  const path = PROFILE_CALL.slice(PROFILE_CALL.indexOf(' ') + 1);
  const answer = fetch(absoluteUrl(apiUrl, resolvePath(path)), {
    headers: answerHeaders(token),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // A failure is the request function's to handle: it asks again (http.ts `sent`).
  answer.catch(() => undefined);
  profileAsked = { token, answer };
}

/** The profile call's answer asked early with this session's token, once; nothing for another session. */
export function takeProfileAsked(token: string | undefined): Promise<Response> | undefined {
  const asked = profileAsked;
  profileAsked = undefined;
  return asked && asked.token === token ? asked.answer : undefined;
}
