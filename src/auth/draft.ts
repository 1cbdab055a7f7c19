import { accountOf, readSession, signedOutDuringCall } from './session';

/**
 * A form whose save ended the session (401) is kept in sessionStorage and given back once, after
 * the same account signs in again, to the dialog of the same screen and title. Signing out drops it,
 * and so does another account signing in: one account's typing never reaches the next.
 */
const DRAFT_KEY = 'console.draft';

export interface Draft {
  path: string;
  title: string;
  values: Record<string, unknown>;
}

let inFlight: Draft | undefined;
let endedBySession = false;

/** A save is under way with these values; `done` forgets them. */
function saveStarted(draft: Draft): () => void {
  inFlight = draft;
  return () => {
    if (inFlight === draft) inFlight = undefined;
  };
}

/**
 * A save with its values kept while it runs: a 401 on the way ends the session and keeps them as a draft
 * for after signing in (keepDraftOfEndedSession), and react-admin then answers the call empty. So
 * `saved: false` means nothing was saved and no success may show; a refusal throws as it came.
 */
export async function sendKeepingDraft<T>(draft: Draft, send: () => Promise<T>): Promise<{ saved: true; answer: T } | { saved: false }> {
  const done = saveStarted(draft);
  try {
    const answer = await send();
    return signedOutDuringCall() ? { saved: false } : { saved: true, answer };
  } catch (error) {
    if (signedOutDuringCall()) return { saved: false };
    throw error;
  } finally {
    done();
  }
}

/** Files cannot be kept across a reload; every other value is. */
function storable(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values, (_, value) => (typeof File !== 'undefined' && value instanceof File ? undefined : value)));
}

/**
 * The session ended (a 401, or a sign-out or 401 in another tab, when this tab's session is already
 * gone and `account` says whose it was): the save under way, else the open form, is kept for after
 * that account signs in again.
 */
export function keepDraftOfEndedSession(account = accountOf(readSession())): void {
  endedBySession = true;
  const draft = inFlight ?? openForm?.();
  inFlight = undefined;
  if (!draft) return;
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, account, values: storable(draft.values) }));
}

/** The kept draft when it belongs to the account signed in; another account's is dropped. */
function readDraft(): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Draft & { account?: string }) : undefined;
    if (draft && draft.account !== accountOf(readSession())) {
      sessionStorage.removeItem(DRAFT_KEY);
      return undefined;
    }
    return draft;
  } catch {
    return undefined;
  }
}

/** Whether a kept draft belongs to the dialog titled `title` on `path`. */
export function hasDraft(path: string, title: string): boolean {
  const draft = readDraft();
  return draft?.path === path && draft.title === title;
}

/**
 * Whether the kept draft of that dialog only asks for it to open (no values: a reload to get its code
 * came between the click and the dialog); such a draft is removed as it is read.
 */
export function takeOpeningDraft(path: string, title: string): boolean {
  const draft = readDraft() as (Draft & { at?: number }) | undefined;
  if (!draft || Object.keys(draft.values ?? {}).length > 0) return false;
  // Answered by the reload that kept it, or never: an old ask (its page left meanwhile) opens nothing.
  const fresh = Date.now() - (draft.at ?? 0) < OPENING_MS;
  if (fresh && (draft.path !== path || draft.title !== title)) return false;
  sessionStorage.removeItem(DRAFT_KEY);
  return fresh;
}

/** The kept values of that dialog, removed as they are given. */
export function takeDraft(path: string, title: string): Record<string, unknown> | undefined {
  if (!hasDraft(path, title)) return undefined;
  const draft = readDraft();
  sessionStorage.removeItem(DRAFT_KEY);
  return draft?.values;
}

/** Signing out: a draft kept by an ended session survives the sign-out that follows it, no other. */
export function dropDraftOnLogout(): void {
  if (endedBySession) {
    endedBySession = false;
    return;
  }
  sessionStorage.removeItem(DRAFT_KEY);
}

let openForm: (() => Draft) | undefined;

/** A dialog with typed values registers how to read them while it is dirty; the call returned forgets it. */
export function formOpen(read: () => Draft): () => void {
  openForm = read;
  return () => {
    if (openForm === read) openForm = undefined;
  };
}

/** A dialog asked for whose code is still loading, and since when. */
let opening: { draft: Draft; since: number } | undefined;
/** How long an asked-for dialog waits for its code before the ask is forgotten. */
const OPENING_MS = 60_000;

/**
 * A dialog was asked for (its Add button clicked) and is not shown yet: if the page reloads to get
 * its code (a chunk cut off by a lost connection, a new release), it opens again after the reload,
 * empty, rather than the click being spent on the reload.
 */
export function dialogOpening(path: string, title: string): void {
  opening = { draft: { path, title, values: {} }, since: Date.now() };
}

/** A dialog shows: nothing waits to open. */
export function dialogShown(): void {
  opening = undefined;
}

/** The page reloads on its own (a new release's files): the open form's values are kept as a draft, or the dialog asked for. */
export function keepOpenFormDraft(): void {
  const asked = opening && Date.now() - opening.since < OPENING_MS ? opening.draft : undefined;
  const draft = openForm?.() ?? asked;
  if (!draft) return;
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, account: accountOf(readSession()), values: storable(draft.values), at: Date.now() }));
}
