import { GlobalStyles } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * Class names of the row family (components/list: RowCheckbox, RowIconButton, RowSwitch, RowChip and
 * StatusBadge, RowButton; avatars and marks too), styled once for the whole console by <CellStyles />
 * from the MUI theme (palette, dark mode, typography, shape), instead of an MUI component, a styled
 * component or an `sx` object per cell: lists draw these thousands of times (docs/performance.md).
 * A tone class sets the colours as CSS variables; every control reads them, so one rule per control
 * serves every tone. Sides are logical (inline start and end), so right-to-left needs nothing more.
 */
/** MUI's small TableCell as react-admin's theme draws it (divider border, padding): the head's and the rows' cells. */
export const smallCell = (theme: Theme) =>
  ({
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
        : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    color: theme.palette.text.primary,
    padding: '6px 16px',
  }) as const;

export const CELL = {
  button: 'ConsoleCell-button',
  buttonContained: 'ConsoleCell-buttonContained',
  link: 'ConsoleCell-link',
  chip: 'ConsoleCell-chip',
  avatar: 'ConsoleCell-avatar',
  switch: 'ConsoleCell-switch',
  checkbox: 'ConsoleCell-checkbox',
  iconButton: 'ConsoleCell-iconButton',
  /** Several controls side by side in one cell, on one line. */
  actions: 'ConsoleCell-actions',
  unreadable: 'ConsoleCell-unreadable',
  unreadableMark: 'ConsoleCell-unreadableMark',
  /** Free text, clamped to the density's lines (`CellText`). */
  text: 'ConsoleCell-text',
  /** A column of amounts or counts (a list column's `align="right"`, or any table cell's class): figures end at the same edge, digits of one width. */
  numeric: 'ConsoleCell-numeric',
} as const;

/** The lines a clamped cell shows at each density (`--cell-lines`, set on the table's box). */
export const DENSITY_LINES = { compact: 2, comfortable: 3 } as const;

/** The colours a control may take, from the theme's palette. */
export type Tone = 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info';

/** The class that gives a control its tone. */
export const toneClass = (tone: Tone) => `ConsoleTone-${tone}`;

const TONES: readonly Tone[] = ['default', 'primary', 'success', 'error', 'warning', 'info'];

/**
 * A tone's colours: `--tone` (borders, fills, hovers), `--tone-text` (text on the page's background,
 * at least 4.5:1 in both modes) and `--tone-contrast` (text on a filled control).
 */
function toneVariables(theme: Theme, tone: Tone) {
  const light = theme.palette.mode === 'light';
  if (tone === 'default') {
    return { '--tone': theme.palette.action.active, '--tone-text': theme.palette.text.secondary, '--tone-contrast': theme.palette.background.paper };
  }
  const colour = theme.palette[tone];
  // Warning and info text is too light on white at their main shade.
  const text = !light
    ? tone === 'warning' || tone === 'info'
      ? colour.light
      : colour.main
    : tone === 'warning'
      ? theme.darken(colour.main, 0.45)
      : tone === 'info'
        ? colour.dark
        : colour.main;
  return { '--tone': colour.main, '--tone-text': text, '--tone-contrast': colour.contrastText };
}

/** The tint of a cell the server sent in a form the documents do not allow. */
export const unreadableTint = (theme: Theme) => theme.alpha(theme.palette.warning.main, 0.12);

/** The console's focus ring, the same on every control of a row. */
const focusRing = (theme: Theme, offset: number) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset });

/** A tone's colour mixed with transparency (hover and border shades of a CSS variable). */
const toneMix = (percent: number) => `color-mix(in srgb, var(--tone) ${percent}%, transparent)`;

const styles = (theme: Theme) => ({
  ...Object.fromEntries(TONES.map((tone) => [`.${toneClass(tone)}`, toneVariables(theme, tone)])),
  // MUI's small outlined Button; contained, the tone's fill.
  [`.${CELL.button}`]: {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    // 22 px rather than 13 x 1.75: a row holding the button stays whole pixels tall (TableRows).
    lineHeight: theme.typography.pxToRem(22),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box' as const,
    minWidth: 64,
    margin: 0,
    padding: '3px 9px',
    whiteSpace: 'nowrap' as const,
    cursor: 'pointer',
    color: 'var(--tone-text)',
    backgroundColor: 'transparent',
    border: `1px solid ${toneMix(50)}`,
    borderRadius: theme.shape.borderRadius,
    textDecoration: 'none',
    '&:hover': { borderColor: 'var(--tone)', backgroundColor: toneMix(theme.palette.action.hoverOpacity * 100) },
    '&:focus-visible': focusRing(theme, 1),
    '&:disabled': {
      color: theme.palette.action.disabled,
      borderColor: theme.palette.action.disabledBackground,
      cursor: 'default',
      backgroundColor: 'transparent',
    },
  },
  [`.${CELL.button}.${CELL.buttonContained}`]: {
    color: 'var(--tone-contrast)',
    backgroundColor: 'var(--tone)',
    borderColor: 'var(--tone)',
    boxShadow: theme.shadows[2],
    '&:hover': { backgroundColor: `color-mix(in srgb, var(--tone) 85%, ${theme.palette.common.black})` },
    '&:disabled': { color: theme.palette.action.disabled, backgroundColor: theme.palette.action.disabledBackground, boxShadow: 'none' },
  },
  // Text that opens something: MUI's Link drawn as a button or an anchor.
  [`.${CELL.link}`]: {
    font: 'inherit',
    textAlign: 'start' as const,
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: 0,
    background: 'transparent',
    cursor: 'pointer',
    verticalAlign: 'middle',
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': focusRing(theme, 1),
  },
  // MUI's small outlined Chip: status badges and other labels of a row.
  [`.${CELL.chip}`]: {
    ...theme.typography.body2,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box' as const,
    height: 24,
    padding: '0 7px',
    borderRadius: 12,
    whiteSpace: 'nowrap' as const,
    color: 'var(--tone-text)',
    border: '1px solid currentColor',
  },
  [`.${CELL.chip}.${toneClass('default')}`]: { fontWeight: 400, color: theme.palette.text.primary, borderColor: theme.palette.divider },
  // A cell the server sent in a form the documents do not allow: tinted and outlined in the warning colour.
  [`td.${CELL.unreadable}`]: {
    backgroundColor: unreadableTint(theme),
    boxShadow: `inset 0 0 0 1px ${theme.palette.warning.main}`,
  },
  [`.${CELL.unreadableMark}`]: {
    width: '1em',
    height: '1em',
    fill: 'currentColor',
    color: theme.palette.warning.main,
    verticalAlign: 'text-bottom',
    marginInlineEnd: 4,
  },
  [`.${CELL.avatar}`]: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    userSelect: 'none' as const,
    color: '#ffffff',
    fontFamily: theme.typography.fontFamily,
    lineHeight: 1,
    objectFit: 'cover' as const,
  },
  [`.${CELL.actions}`]: { display: 'flex', alignItems: 'center', flexWrap: 'nowrap' as const },
  // Free text: at most the density's lines, the rest behind an ellipsis (the whole text on hover and focus).
  // Right, which the right-to-left styles turn to left in Arabic, as MUI's align="right" ('end' would
  // follow each cell's own text direction: a figure is left-to-right). Above the body's and head's own cell rules.
  [`tbody > tr > td.${CELL.numeric}, thead > tr > th.${CELL.numeric}`]: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // The head's sort arrow before its label, as MUI's TableSortLabel in a right-aligned cell, so that the label ends with the figures.
  [`thead > tr > th.${CELL.numeric} > button`]: { flexDirection: 'row-reverse' },
  [`.${CELL.text}`]: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical' as const,
    WebkitLineClamp: `var(--cell-lines, ${DENSITY_LINES.compact})`,
    overflow: 'hidden',
    minWidth: '12rem',
    maxWidth: '20rem',
    whiteSpace: 'normal' as const,
    overflowWrap: 'anywhere' as const,
    '&:focus-visible': focusRing(theme, 1),
  },

  // MUI's Switch (58 x 38, a 14 px track, a 20 px thumb) drawn by a native checkbox and one span (RowSwitch).
  [`.${CELL.switch}`]: {
    position: 'relative' as const,
    display: 'inline-block',
    flexShrink: 0,
    width: 58,
    height: 38,
    verticalAlign: 'middle',
    '& > input': { position: 'absolute' as const, inset: 0, zIndex: 1, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
    '& > input:disabled': { cursor: 'default' },
    '& > span::before, & > span::after': { content: '""', position: 'absolute' as const },
    // The track.
    '& > span::before': {
      top: 12,
      bottom: 12,
      insetInline: 12,
      borderRadius: 7,
      backgroundColor: theme.palette.mode === 'light' ? theme.palette.common.black : theme.palette.common.white,
      opacity: theme.palette.mode === 'light' ? 0.38 : 0.3,
    },
    // The thumb, with MUI's hover and focus halo.
    '& > span::after': {
      top: 9,
      insetInlineStart: 9,
      width: 20,
      height: 20,
      borderRadius: '50%',
      boxShadow: theme.shadows[1],
      backgroundColor: theme.palette.mode === 'light' ? theme.palette.common.white : theme.palette.grey[300],
    },
    '& > input:checked + span::before': { backgroundColor: theme.palette.primary.main, opacity: 0.5 },
    '& > input:checked + span::after': { insetInlineStart: 29, backgroundColor: theme.palette.primary.main },
    '& > input:disabled + span::before': { opacity: theme.palette.mode === 'light' ? 0.12 : 0.2 },
    '& > input:disabled + span::after': { backgroundColor: theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[600] },
    '& > input:hover:not(:disabled) + span::after': {
      boxShadow: `${theme.shadows[1]}, 0 0 0 9px ${theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity)}`,
    },
    '& > input:focus-visible + span::after': focusRing(theme, 2),
  },
  // A row's selection: the browser's own checkbox in the theme's colours, the size of MUI's (RowCheckbox).
  [`.${CELL.checkbox}`]: {
    display: 'block',
    width: 18,
    height: 18,
    margin: 3,
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
    colorScheme: theme.palette.mode,
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': focusRing(theme, 2),
  },
  // MUI's IconButton with a small icon (36 x 36, round hover), a native button or link around an inline icon (RowIconButton).
  [`.${CELL.iconButton}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box' as const,
    padding: 8,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: 'var(--tone)',
    cursor: 'pointer',
    verticalAlign: 'middle',
    '& > svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
    '&:hover': { backgroundColor: toneMix(theme.palette.action.hoverOpacity * 100) },
    '&:focus-visible': focusRing(theme, -2),
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
  },
  [`.${CELL.iconButton}.${toneClass('default')}:hover`]: { backgroundColor: theme.palette.action.hover },
});

/** Mounted once, in the console's layout. */
export function CellStyles() {
  return <GlobalStyles styles={styles} />;
}
