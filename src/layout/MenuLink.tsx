import { Tooltip, type CSSObject, type Theme } from '@mui/material';
import { listItemIconClasses } from '@mui/material/ListItemIcon';
import { typographyClasses } from '@mui/material/Typography';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';
import { RouteLink } from './consoleRouter';

/** The class of an entry's name. */
const TEXT_CLASS = 'ConsoleMenuLink-text';

/**
 * What MUI's MenuItem, ListItemIcon and Typography give react-admin's menu link, as one set of rules
 * for every entry of the menu (`Menu.tsx` sets them on the menu once). An entry is a plain link with
 * their class names (themes style it alike): drawn as MenuItem, each entry was some 28 components and
 * nine Emotion insertions, and the menu 817 components.
 */
export const menuLinkStyles = (theme: Theme): CSSObject => {
  const palette = (theme.vars || theme).palette;
  return {
    ...(theme.typography.body1 as CSSObject),
    display: 'flex',
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minHeight: 48,
    paddingTop: 6,
    paddingBottom: 6,
    paddingLeft: 16,
    paddingRight: 16,
    textDecoration: 'none',
    color: palette.text.secondary,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: palette.action.focus },
    [`&.${MenuItemLinkClasses.active}`]: { color: palette.text.primary },
    [`& .${MenuItemLinkClasses.icon}`]: { display: 'inline-flex', flexShrink: 0, minWidth: theme.spacing(5), color: palette.text.secondary },
    // A long name wraps.
    [`& .${TEXT_CLASS}`]: { flexGrow: 1, whiteSpace: 'normal' },
  };
};

interface MenuLinkProps {
  to: string;
  primaryText: ReactNode;
  /** The entry's name when its text says more (a waiting count). */
  'aria-label'?: string;
  leftIcon: ReactNode;
  /** Whether the screen shown is this entry's (or under it): the menu decides it for all its entries. */
  active: boolean;
  /** Called on a tap: the menu closes its drawer on narrow screens. */
  onNavigate?: () => void;
  /** The user is about to choose the entry (pointed at or focused): its screen's code is asked for. */
  onIntent?: () => void;
  /** The user is choosing the entry (pressed, before the click that follows the release; Enter): its rows are asked for. */
  onChoose?: () => void;
}

/**
 * Memoised, told whether it is active and drawn as a RouteLink rather than reading the location: a URL
 * a list writes (its search, page, sort) would otherwise draw every entry of the menu again.
 */
export const MenuLink = memo(function MenuLink({
  to,
  primaryText,
  leftIcon,
  active,
  onNavigate,
  onIntent,
  onChoose,
  'aria-label': ariaLabel,
}: MenuLinkProps) {
  const [sidebarOpen] = useSidebarState();
  const item = (
    <RouteLink
      role="menuitem"
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      to={to}
      tabIndex={0}
      aria-label={ariaLabel}
      onClick={onNavigate}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={onChoose}
      onKeyDown={onChoose && ((event: KeyboardEvent) => event.key === 'Enter' && onChoose())}
    >
      <span className={`${MenuItemLinkClasses.icon} ${listItemIconClasses.root}`}>{leftIcon}</span>
      <span className={`${TEXT_CLASS} ${typographyClasses.root}`}>{primaryText}</span>
    </RouteLink>
  );
  // A collapsed menu shows its icons only: each names itself on hover.
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={primaryText} placement="right">
      {item}
    </Tooltip>
  );
});
