import { useStore } from 'react-admin';
import type { ThemeName } from './themes';

export const THEME_KEY = 'themeName';

export function useThemeName() {
  return useStore<ThemeName>(THEME_KEY, 'lite');
}
