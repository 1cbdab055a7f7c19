import { useSyncExternalStore } from 'react';

/**
 * A shortcut whose "asked" state is an attribute of the document (`data-<name>-asked`), so that its key
 * pressed before the console listens (on the frame index.html paints, while the console's code loads or
 * renders) is kept by index.html's script and acted on when the console mounts the shortcut's owner.
 * While the console listens it sets `data-<name>-listening`, and index.html's script leaves the key to
 * it. Keep the names and the keys in step with index.html.
 */
export function keptShortcut({ name, matches }: { name: string; matches: (event: KeyboardEvent) => boolean }) {
  const asked = `data-${name}-asked`;
  const listening = `data-${name}-listening`;
  const listeners = new Set<() => void>();
  const isAsked = () => document.documentElement.hasAttribute(asked);
  const ask = (value: boolean) => {
    document.documentElement.toggleAttribute(asked, value);
    for (const listener of listeners) listener();
  };
  const onKey = (event: KeyboardEvent) => {
    if (!matches(event)) return;
    event.preventDefault();
    ask(true);
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) {
      window.addEventListener('keydown', onKey);
      document.documentElement.setAttribute(listening, '');
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      window.removeEventListener('keydown', onKey);
      document.documentElement.removeAttribute(listening);
    };
  };
  /** Whether it is asked for; listening for its key from the first render that reads it. */
  const useAsked = () => useSyncExternalStore(subscribe, isAsked, () => false);
  return { ask, useAsked };
}
