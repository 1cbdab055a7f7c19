import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Logout } from 'react-admin';
import { BarUserMenu } from './BarButtons';
import { lazyComponent } from '../lib/lazyComponent';
import { OpenShortcutsContext } from './shortcutsContext';
import ShortcutsMenuItem from './ShortcutsMenuItem';

/** The list is a chunk of its own, loaded when first asked for: it is never on the first screen. */
const ShortcutsDialog = lazyComponent(() => import('./ShortcutsDialog'));

/** Where a typed `?` is text, not a shortcut. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

const openers = { preload: () => void ShortcutsDialog.preload() };

/** `?` outside a text field, or the user menu's entry, lists the console's keyboard shortcuts. */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typesText(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const [context] = useState(() => ({ ...openers, open: () => setOpen(true) }));
  return (
    <OpenShortcutsContext.Provider value={context}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setOpen(false)} />
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
