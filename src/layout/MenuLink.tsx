import { ListItemIcon, MenuItem, Tooltip, Typography, styled } from '@mui/material';
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';
import { RouteLink } from './consoleRouter';

/**
 * react-admin's menu link (its classes, so themes style it alike), with its styles made once: its own
 * item serialises an `sx` per entry and asks a media query and a hotkey hook of each of them.
 */
const Item = styled(MenuItem)(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
}));
// MUI's MenuItem keeps its text on one line: a long name wraps instead.
const Text = styled(Typography)({ flexGrow: 1, whiteSpace: 'normal' });

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
    <Item
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      // @ts-expect-error MenuItem drawn as a link that does not follow the location
      component={RouteLink}
      to={to}
      tabIndex={0}
      aria-label={ariaLabel}
      onClick={onNavigate}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={onChoose}
      onKeyDown={onChoose && ((event: KeyboardEvent) => event.key === 'Enter' && onChoose())}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>{leftIcon}</ListItemIcon>
      <Text variant="inherit">{primaryText}</Text>
    </Item>
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
