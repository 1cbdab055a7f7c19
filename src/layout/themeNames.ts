/** Spec 000 §2 'Shell': lite, dark and semi-dark (light content, dark navigation), in the theme menu's order. */
export const THEME_NAMES = ['lite', 'dark', 'semi-dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
/** What the theme menu offers: the system's scheme (light or dark, followed while open) or a named theme. */
export const THEME_CHOICES = ['system', ...THEME_NAMES] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
