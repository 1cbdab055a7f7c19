import { useSyncExternalStore } from 'react';
import type { Store } from 'react-admin';

/** Reads a react-admin store key outside <Admin> (for the theme and text direction around it). */
export function useStoreValue<T>(store: Store, key: string, fallback: T): T {
  return useSyncExternalStore(
    (onChange) => store.subscribe(key, onChange),
    () => (store.getItem(key) as T | undefined) ?? fallback,
  );
}
