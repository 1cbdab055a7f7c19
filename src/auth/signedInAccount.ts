import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { accountOf, onSessionWritten, readSession } from './session';

/**
 * The account whose preferences the console shows: the one signed in. After a sign-out it stays the
 * last one until a sign-in screen shows (`useSignInScreen`), as react-admin resets its store only
 * after moving to the sign-in screen: the screen on its way out keeps its language and theme, and what
 * it writes on leaving stays its account's. Follows this tab's sign-ins and sign-outs; another tab's
 * reach this one through `sessionAcrossTabs` (a sign-out here, or a reload for another user).
 */
export function useAccountShown(): { account: string | undefined; signInShown: () => void } {
  const [signedIn, setSignedIn] = useState(() => accountOf(readSession()));
  useEffect(() => onSessionWritten(() => setSignedIn(accountOf(readSession()))), []);
  const [last, setLast] = useState(signedIn);
  if (signedIn && signedIn !== last) setLast(signedIn);
  const signInShown = useCallback(() => {
    if (!readSession()) setLast(undefined);
  }, []);
  return { account: signedIn ?? last, signInShown };
}

export const SignInShownContext = createContext<() => void>(() => undefined);

/** On a sign-in screen inside the console: from now on the sign-in screens' preferences apply, no account's. */
export function useSignInScreen(): void {
  const signInShown = useContext(SignInShownContext);
  useLayoutEffect(signInShown, [signInShown]);
}
