import { GlobalStyles } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * Class names of what list cells draw many times a page (view buttons, link buttons, status badges, avatars,
 * status switches, selection checkboxes, icon buttons), styled once for the whole console by <CellStyles />,
 * instead of a styled component or an `sx` object per cell. They look as MUI's small outlined Button, Link
 * (as a button), Chip, square Avatar, Switch, Checkbox and IconButton.
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
  link: 'ConsoleCell-link',
  badge: 'ConsoleCell-badge',
  badgeActive: 'ConsoleCell-badgeActive',
  badgeInactive: 'ConsoleCell-badgeInactive',
  avatar: 'ConsoleCell-avatar',
  switch: 'ConsoleCell-switch',
  checkbox: 'ConsoleCell-checkbox',
  iconButton: 'ConsoleCell-iconButton',
  iconButtonPrimary: 'ConsoleCell-iconButtonPrimary',
  unreadable: 'ConsoleCell-unreadable',
  unreadableMark: 'ConsoleCell-unreadableMark',
} as const;

const styles = (theme: Theme) => ({
  [`.${CELL.button}`]: {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box' as const,
    minWidth: 64,
    margin: 0,
    padding: '3px 9px',
    whiteSpace: 'nowrap' as const,
    cursor: 'pointer',
    color: theme.palette.primary.main,
    backgroundColor: 'transparent',
    border: `1px solid ${theme.alpha(theme.palette.primary.main, 0.5)}`,
    borderRadius: theme.shape.borderRadius,
    '&:hover': {
      borderColor: theme.palette.primary.main,
      backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  [`.${CELL.link}`]: {
    font: 'inherit',
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
    '&:focus-visible': { outline: 'auto' },
  },
  [`.${CELL.badge}`]: {
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
    border: '1px solid',
  },
  [`.${CELL.badgeActive}`]: { color: theme.palette.success.main, borderColor: theme.palette.success.main },
  [`.${CELL.badgeInactive}`]: { color: theme.palette.error.main, borderColor: theme.palette.error.main },
  // A cell the server sent in a form the documents do not allow: tinted and outlined in the warning colour.
  [`td.${CELL.unreadable}`]: {
    backgroundColor: theme.alpha(theme.palette.warning.main, 0.12),
    boxShadow: `inset 0 0 0 1px ${theme.palette.warning.main}`,
  },
  [`.${CELL.unreadableMark}`]: { color: theme.palette.warning.main, verticalAlign: 'text-bottom', marginInlineEnd: 4 },
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
    '& > input:focus-visible + span::after': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
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
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  // MUI's IconButton with a small icon (36 x 36, round hover), a native button around an inline icon (RowIconButton).
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
    color: theme.palette.action.active,
    cursor: 'pointer',
    verticalAlign: 'middle',
    '& > svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', backgroundColor: 'transparent' },
  },
  [`.${CELL.iconButton}.${CELL.iconButtonPrimary}`]: { color: theme.palette.primary.main },
  [`.${CELL.iconButton}.${CELL.iconButtonPrimary}:disabled`]: { color: theme.palette.action.disabled },
});

/** Mounted once, in the console's layout. */
export function CellStyles() {
  return <GlobalStyles styles={styles} />;
}
