import type { Store } from 'react-admin';

/** One react-admin store over two: the keys `apart` picks live in `other`, every other key in `main`. */
export function keysApart(main: Store, other: Store, apart: (key: string) => boolean): Store {
  const pick = (key: string) => (apart(key) ? other : main);
  return {
    ...main,
    setup: () => {
      main.setup();
      other.setup();
    },
    teardown: () => {
      main.teardown();
      other.teardown();
    },
    getItem: (key, defaultValue) => pick(key).getItem(key, defaultValue),
    setItem: (key, value) => pick(key).setItem(key, value),
    removeItem: (key) => pick(key).removeItem(key),
    subscribe: (key, callback) => pick(key).subscribe(key, callback),
  };
}
