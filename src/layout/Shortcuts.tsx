import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Logout } from 'react-admin';
import { BarUserMenu } from './BarButtons';
import { lazyComponent } from '../lib/lazyComponent';
import { OpenShortcutsContext } from './shortcutsContext';
import ShortcutsMenuItem from './ShortcutsMenuItem';

/** The list is a chunk of its own, loaded when first asked for: it is never on the first screen. */
const ShortcutsDialog = lazyComponent(() => import('./ShortcutsDialog'));

/** Where a typed `?` is text, not a shortcut. Keep in step with index.html's copy. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/**
 * Whether the list is asked for: an attribute of the document, so that `?` pressed before the console
 * listens (on the frame index.html paints, while the console's code loads or renders) is kept by
 * index.html's script and acted on when the list's provider mounts, as Ctrl+K is for the finder.
 * While the console listens, index.html's script leaves `?` to it (LISTENING_ATTRIBUTE). Keep the
 * names in step with index.html.
 */
const ASKED_ATTRIBUTE = 'data-shortcuts-asked';
const LISTENING_ATTRIBUTE = 'data-shortcuts-listening';
const askedListeners = new Set<() => void>();
const isAsked = () => document.documentElement.hasAttribute(ASKED_ATTRIBUTE);
function ask(asked: boolean) {
  document.documentElement.toggleAttribute(ASKED_ATTRIBUTE, asked);
  for (const listener of askedListeners) listener();
}
function onKey(event: globalThis.KeyboardEvent) {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typesText(event.target)) return;
  event.preventDefault();
  ask(true);
}
function subscribeAsked(listener: () => void) {
  askedListeners.add(listener);
  if (askedListeners.size === 1) {
    window.addEventListener('keydown', onKey);
    document.documentElement.setAttribute(LISTENING_ATTRIBUTE, '');
  }
  return () => {
    askedListeners.delete(listener);
    if (askedListeners.size > 0) return;
    window.removeEventListener('keydown', onKey);
    document.documentElement.removeAttribute(LISTENING_ATTRIBUTE);
  };
}

const shortcuts = { preload: () => void ShortcutsDialog.preload(), open: () => ask(true) };

/** `?` outside a text field, or the user menu's entry, lists the console's keyboard shortcuts. */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const open = useSyncExternalStore(subscribeAsked, isAsked, () => false);
  return (
    <OpenShortcutsContext.Provider value={shortcuts}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => ask(false)} />
        </Suspense>
      )}
    </OpenShortcutsContext.Provider>
  );
}

/** react-admin's user menu with the shortcuts' entry above Logout. */
export function ConsoleUserMenu() {
  return (
    <BarUserMenu>
      <ShortcutsMenuItem />
      <Logout />
    </BarUserMenu>
  );
}
