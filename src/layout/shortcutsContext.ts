import { createContext } from 'react';

/** Opens the keyboard shortcuts' list (src/layout/Shortcuts.tsx); `preload` loads its code ahead. */
export const OpenShortcutsContext = createContext<{ open: () => void; preload: () => void }>({ open: () => undefined, preload: () => undefined });
