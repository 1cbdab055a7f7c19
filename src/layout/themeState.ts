import { useSyncExternalStore } from 'react';
import { useStore } from 'react-admin';
import { browserPrefersDark } from '../lib/preferences';
import type { ThemeChoice, ThemeName } from './themeNames';

export const THEME_KEY = 'themeName';
/** Nothing chosen yet, by an account or on the sign-in screens: the system's scheme. */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

/** The theme chosen in this store (per account), as the theme menu shows it. */
export function useThemeChoice() {
  return useStore<ThemeChoice>(THEME_KEY, DEFAULT_THEME_CHOICE);
}

const DARK_SCHEME = '(prefers-color-scheme: dark)';
function subscribeToScheme(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK_SCHEME);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the system asks for dark, followed while the console is open. */
export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToScheme, browserPrefersDark);
}

/** The named theme a choice comes to: 'system' is dark or lite as the system is now. */
export function themeOfChoice(choice: ThemeChoice, systemDark: boolean): ThemeName {
  if (choice === 'system') return systemDark ? 'dark' : 'lite';
  return choice;
}
