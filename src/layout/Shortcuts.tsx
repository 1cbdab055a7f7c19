import { Suspense, type ReactNode } from 'react';
import { Logout } from 'react-admin';
import { BarUserMenu } from './BarButtons';
import { lazyComponent } from '../lib/lazyComponent';
import { OpenShortcutsContext } from './shortcutsContext';
import ShortcutsMenuItem from './ShortcutsMenuItem';
import { keptShortcut } from './keptShortcut';

/** The list is a chunk of its own, loaded when first asked for: it is never on the first screen. */
const ShortcutsDialog = lazyComponent(() => import('./ShortcutsDialog'));

/** Where a typed `?` is text, not a shortcut. Keep in step with index.html's copy. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/** `?` outside a text field; kept when pressed before the console listens (index.html). */
const { ask, useAsked } = keptShortcut({
  name: 'shortcuts',
  matches: (event) => event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented && !typesText(event.target),
});

const shortcuts = { preload: () => void ShortcutsDialog.preload(), open: () => ask(true) };

/** `?` outside a text field, or the user menu's entry, lists the console's keyboard shortcuts. */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const open = useAsked();
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
