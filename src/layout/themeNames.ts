/** Spec 000 §2 'Shell': lite, dark and semi-dark (light content, dark navigation), in the theme menu's order. */
export const THEME_NAMES = ['lite', 'dark', 'semi-dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
