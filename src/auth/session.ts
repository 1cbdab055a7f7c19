import { provideToken } from '../api/http';
import type { GrantedFeature } from './permissions';
import { safeNextPath } from './nextPath';

/** The stored session: local-storage key `admin` (spec 000 §3), token and role. */
export interface Session {
  token: string;
  role?: string;
  email?: string;
  /** Features of the role, from GET /admin_{product}_dashboard. */
  features?: GrantedFeature[];
}

export const SESSION_KEY = 'admin';

/**
 * The account a session belongs to, which keys its preferences: the e-mail it signed in with, as
 * the server matches it (case and surrounding spaces aside). index.html's first-paint script derives
 * it the same way: keep them in step.
 */
export function accountOf(session: Session | undefined): string | undefined {
  return session?.email?.trim().toLowerCase() || undefined;
}

// The last stored text and what it read as: every access decision reads the session (the menu alone
// asks for each resource), so the same text is parsed once, and again only when another write changes it.
let lastRead: { raw: string; session: Session | undefined } | undefined;

export function readSession(): Session | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_KEY);
    if (!raw) return undefined;
    if (lastRead?.raw !== raw) {
      const parsed = JSON.parse(raw) as Partial<Session>;
      lastRead = { raw, session: typeof parsed.token === 'string' && parsed.token ? (parsed as Session) : undefined };
    }
    return lastRead.session;
  } catch {
    return undefined;
  }
}

// Every authenticated call carries the stored token.
provideToken(() => readSession()?.token);

const written = new Set<() => void>();

/** Calls `listener` after this tab stores or clears the session (other tabs: `sessionAcrossTabs`). */
export function onSessionWritten(listener: () => void): () => void {
  written.add(listener);
  return () => written.delete(listener);
}

export function writeSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  sessionStorage.removeItem(ENDED_KEY);
  sessionStorage.removeItem(NEXT_OWNER_KEY);
  written.forEach((listener) => listener());
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  written.forEach((listener) => listener());
}

/**
 * After a write's await: the session ended on the way (a 401). react-admin's data provider then resolves
 * an empty answer rather than failing, so nothing was saved and no success may show.
 */
export function signedOutDuringCall(): boolean {
  return !readSession();
}

const NEXT_KEY = 'console.next';
const NEXT_OWNER_KEY = 'console.nextOwner';
const ENDED_KEY = 'console.sessionEnded';

/**
 * The server ended the session (a 401): the sign-in screen says so until a session is stored again (a
 * sign-in here, or the profile the console asks on every load, after following another tab's sign-in).
 */
export function rememberSessionEnded(): void {
  sessionStorage.setItem(ENDED_KEY, '1');
}

export function sessionHasEnded(): boolean {
  return sessionStorage.getItem(ENDED_KEY) !== null;
}

/** Where an ended session left the user, to return there after signing in again; the session's account owns it. */
export function rememberNextPath(path: string, owner = accountOf(readSession())): void {
  sessionStorage.setItem(NEXT_KEY, path);
  rememberReturnOwner(owner);
}

/** The account whose screen a sign-out left this tab on (its path and filters are that account's). */
export function rememberReturnOwner(owner: string | undefined): void {
  if (owner) sessionStorage.setItem(NEXT_OWNER_KEY, owner);
  else sessionStorage.removeItem(NEXT_OWNER_KEY);
}

/**
 * Where `email` goes once signed in: `next`, or the dashboard when `next` is where another account was
 * left, so the next person on this browser never opens the last one's screen and filters. Kept until a
 * sign-in stores its session, as a failed try changes nothing.
 */
export function returnPathFor(email: string, next: string): string {
  const owner = sessionStorage.getItem(NEXT_OWNER_KEY);
  return owner && owner !== accountOf({ token: '', email }) ? safeNextPath(null) : next;
}

export function takeNextPath(): string | null {
  const path = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return path;
}
