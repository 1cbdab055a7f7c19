/**
 * Preferences are kept per account, in react-admin's localStorageStore format ('RaStore' + app key +
 * '.' + key, JSON): each account under its own app key, `GarageConsole[<e-mail, URI-encoded>]`, the
 * sign-in screens under `GarageConsole[]`. The brackets keep one account's keys from starting with
 * another's. Read here without react-admin so the sign-in screen stays small; index.html's first-paint
 * script builds the same keys: keep them in step.
 */
const STORE_ROOT = 'GarageConsole';

/** The app key of `account`'s preferences; no account: the sign-in screens'. */
export const preferencesAppKey = (account: string | undefined) => `${STORE_ROOT}[${account ? encodeURIComponent(account) : ''}]`;

/** The local-storage key of one preference of `account` (no account: the sign-in screens). */
export const preferenceKey = (account: string | undefined, key: string) => `RaStore${preferencesAppKey(account)}.${key}`;

export function readPreference<T>(key: string, account?: string): T | undefined {
  try {
    const raw = localStorage.getItem(preferenceKey(account, key));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writePreference(key: string, value: unknown, account?: string): void {
  try {
    localStorage.setItem(preferenceKey(account, key), JSON.stringify(value));
  } catch {
    /* storage full or blocked: the choice lasts until the page closes */
  }
}

/**
 * Earlier versions kept the preferences per browser, for whoever signed in next: nobody knows whose
 * they are, so they are removed rather than handed to the next account.
 */
const BROWSER_WIDE = /^(RaStoreGarageConsole\.|console\.frame$|console\.titles$)/;

export function forgetBrowserWidePreferences(): void {
  try {
    for (const key of Object.keys(localStorage)) if (BROWSER_WIDE.test(key)) localStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing kept either */
  }
}

/** The theme of the sign-in screens, which belong to no account: the browser's colour scheme. */
export const browserPrefersDark = () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
