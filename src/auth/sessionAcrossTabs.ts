import { useEffect, useEffectEvent, useState } from 'react';
import { readSession, returnPathFor, SESSION_KEY, type Session } from './session';
import { pageOfRoute } from '../lib/basePath';

/**
 * Calls `listener` with the stored session whenever another tab of this browser changes it (signs
 * in, signs out, or its session ended): the `storage` event of the session's key, which the browser
 * sends to every other tab of the origin.
 */
export function onSessionChangedElsewhere(listener: (session: Session | undefined) => void): () => void {
  const handle = (event: StorageEvent) => {
    // A null key is a cleared storage.
    if (event.storageArea === localStorage && (event.key === SESSION_KEY || event.key === null)) listener(readSession());
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

/**
 * Inside the console: another tab signing out (or ending the session on a 401) signs this one out
 * through `signOut`; another user signing in reloads this tab for that user.
 */
export function useSessionEndedElsewhere(signOut: () => void): void {
  const [token] = useState(() => readSession()?.token);
  const onChange = useEffectEvent((session: Session | undefined) => {
    if (!session) signOut();
    else if (session.token !== token) window.location.reload();
  });
  useEffect(() => onSessionChangedElsewhere(onChange), []);
}

/**
 * On a sign-in screen: signing in in another tab opens `next` here too, or the dashboard when `next`
 * is where another account was left (returnPathFor). A sign-in writes the session more than once
 * (token, then role); the page is opened on the first write only, since a second `assign` would abort
 * the navigation under way.
 */
export function useSignedInElsewhere(next: string): void {
  useEffect(() => {
    let opening = false;
    return onSessionChangedElsewhere((session) => {
      if (!session || opening) return;
      opening = true;
      window.location.assign(pageOfRoute(session.email ? returnPathFor(session.email, next) : next));
    });
  }, [next]);
}
