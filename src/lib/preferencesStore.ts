import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { keysApart } from './keysApart';
import { preferencesAppKey } from './preferences';

/** react-admin's store for whoever is signed in: one per account, and one for the sign-in screens (no account). */
export type StoreOf = (account: string | undefined) => Store;

/** react-admin's key of the interface language. */
const LOCALE_KEY = 'locale';

/**
 * react-admin's stores of the console. Each account keeps its preferences (language, theme, portal,
 * column choices, list settings, saved views, waiting-work marks) under its own keys; the console
 * hands react-admin the store of the account signed in, so the next account neither sees nor changes
 * the last one's. react-admin's logout resets the store; reset keeps every key, so an account finds
 * its preferences again when it signs in on this browser again.
 *
 * The sign-in screens belong to nobody: they keep their language only; whatever the last screen
 * writes on its way out after a sign-out stays in this page's memory.
 *
 * The language is always answered, so react-admin never keeps the last account's: an account that
 * has not chosen one opens in the sign-in screen's, and that screen, until someone chooses there, in
 * `defaultLocale`. Changes made in another tab reach this one through localStorageStore's `storage`
 * listener.
 */
export function preferenceStores(defaultLocale: string): StoreOf {
  const stores = new Map<string | undefined, Store>();
  const storeOf: StoreOf = (account) => {
    let store = stores.get(account);
    if (!store) {
      const kept = localStorageStore('1', preferencesAppKey(account));
      const own = account ? kept : keysApart(memoryStore(), kept, (key) => key === LOCALE_KEY);
      const fallbackLocale = account ? () => storeOf(undefined).getItem<string>(LOCALE_KEY) : () => defaultLocale;
      store = {
        ...own,
        getItem: <T>(key: string, defaultValue?: T) =>
          key === LOCALE_KEY ? ((own.getItem<T>(key) ?? fallbackLocale()) as T) : own.getItem(key, defaultValue),
        reset: () => undefined,
      };
      stores.set(account, store);
    }
    return store;
  };
  return storeOf;
}
