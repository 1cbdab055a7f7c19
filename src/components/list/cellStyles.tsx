import { GlobalStyles } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/**
 * Class names of what list cells draw many times a page (view buttons, link buttons, status badges, avatars),
 * styled once for the whole console by <CellStyles />, instead of a styled component or an `sx`
 * object per cell. They look as MUI's small outlined Button, Link (as a button), Chip and square Avatar.
 */
export const CELL = {
  button: 'ConsoleCell-button',
  link: 'ConsoleCell-link',
  badge: 'ConsoleCell-badge',
  badgeActive: 'ConsoleCell-badgeActive',
  badgeInactive: 'ConsoleCell-badgeInactive',
  avatar: 'ConsoleCell-avatar',
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
});

/** Mounted once, in the console's layout. */
export function CellStyles() {
  return <GlobalStyles styles={styles} />;
}
