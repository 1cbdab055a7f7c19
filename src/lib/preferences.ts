/**
 * User preferences kept by react-admin's localStorageStore ('RaStore' + app key + '.' + key, JSON),
 * read here without react-admin so the sign-in screen stays small.
 */
export const STORE_APP_KEY = 'GarageConsole';
const storageKey = (key: string) => `RaStore${STORE_APP_KEY}.${key}`;

export function readPreference<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(storageKey(key));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writePreference(key: string, value: unknown): void {
  localStorage.setItem(storageKey(key), JSON.stringify(value));
}
