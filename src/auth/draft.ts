/**
 * A form whose save ended the session (401) is kept in sessionStorage and given back once, after
 * signing in again, to the dialog of the same screen and title. Signing out drops it.
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
export function saveStarted(draft: Draft): () => void {
  inFlight = draft;
  return () => {
    if (inFlight === draft) inFlight = undefined;
  };
}

/** Files cannot be kept across a reload; every other value is. */
function storable(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values, (_, value) => (typeof File !== 'undefined' && value instanceof File ? undefined : value)));
}

/** The session ended with a 401: the save under way, if any, is kept for after signing in. */
export function keepDraftOfEndedSession(): void {
  endedBySession = true;
  if (!inFlight) return;
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...inFlight, values: storable(inFlight.values) }));
  inFlight = undefined;
}

function readDraft(): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a kept draft belongs to the dialog titled `title` on `path`. */
export function hasDraft(path: string, title: string): boolean {
  const draft = readDraft();
  return draft?.path === path && draft.title === title;
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
