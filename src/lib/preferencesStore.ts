import { localStorageStore, type Store } from 'react-admin';
import { STORE_APP_KEY } from './preferences';

/**
 * react-admin's store for the console. Every key it holds is a preference of this browser (language,
 * theme, portal, column choices, list settings, saved views); the session (token, role) and drafts
 * live outside it. react-admin's logout resets the store, so reset keeps every key: signing out or an
 * ended session leaves the preferences as they were, for whoever signs in next on this browser.
 * Changes made in another tab reach this one through localStorageStore's `storage` listener.
 */
export function preferencesStore(): Store {
  const store = localStorageStore('1', STORE_APP_KEY);
  return { ...store, reset: () => undefined };
}
