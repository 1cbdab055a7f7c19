import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PlaceIcon from '@mui/icons-material/Place';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, ListItemButton, ListItemIcon, ListItemText, MenuItem, styled, TextField, useMediaQuery, type Theme } from '@mui/material';
import { memo, useCallback, useContext, useDeferredValue, useEffect, useMemo, type ComponentType, type KeyboardEvent } from 'react';
import { MenuClasses, MenuItemLinkClasses, Menu as RaMenu, useGetIdentity, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useAccessCheck } from './accessCheck';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { productLabel } from '../config';
import { ADMIN_ROLE, SUBADMIN_EXTRA_ROUTES, SUBADMIN_ROLE, menuFeatures, routeOfEndpoint, type GrantedFeature } from '../auth/permissions';
import englishMessages from '../../i18n/en';
import type { Permissions } from '../auth/signIn';
import { sourceOf, type MenuGroup } from '../core/defineResource';
import type { Resource } from '../core/defineResource';
import { useRegistry } from '../components/RegistryContext';
import { MenuAccessCheckFailed } from '../components/ErrorPages';
import { useConsoleDataProvider } from '../components/useConsoleDataProvider';
import { loadAhead } from '../auth/reload';
import { featureIcon } from './icons';
import { MenuLink, menuLinkStyles } from './MenuLink';
import { screenName } from './tabTitle';
import { dashboardPathOf, portalOfTab, tabOfScreen, usePortalTab, type PortalTab } from './portal';
import { useWaitingCount } from './waitingCounts';
import { MENU_DRAWN_ATTRIBUTE } from './firstPaint';
import { useShownAfter } from '../components/useShownAfter';
import { MenuPathContext } from './menuPath';

interface Entry {
  to: string;
  label: string;
  icon: ComponentType;
  group?: MenuGroup;
  order: number;
  /** How the entry's waiting work is worded: garages waiting for approval, or rows new since the list was last opened. */
  waiting?: 'pending' | 'new';
  /** Asks for the screen's code when the entry is pointed at or focused, so a click finds it loaded. */
  preload?: () => void;
}

/**
 * The screen's code asked for ahead of a click: a failed load reloads nothing now (loadAhead) and is
 * asked for again when the screen renders.
 */
const preloadOf = (resource: Resource | undefined): Entry['preload'] => {
  const preload = resource?.list?.preload;
  return preload && (() => void loadAhead(preload).catch(() => undefined));
};

const waitingKind = (resource: Resource | undefined): Entry['waiting'] =>
  resource?.waiting ? ('dashboardField' in resource.waiting ? 'pending' : 'new') : undefined;

/** Shown counts stop at 99. */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

const EntryName = styled('span')(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.spacing(1), width: '100%' }));
const WaitingCount = styled('span', { shouldForwardProp: (prop) => prop !== 'kind' })<{ kind: 'pending' | 'new' | 'unread' }>(({ theme, kind }) => {
  const colour = (theme.vars || theme).palette[kind === 'pending' ? 'warning' : kind === 'new' ? 'primary' : 'error'];
  return {
    marginInlineStart: 'auto',
    padding: theme.spacing(0, 0.75),
    minWidth: 22,
    borderRadius: 11,
    textAlign: 'center',
    fontSize: 12,
    lineHeight: '20px',
    fontWeight: 600,
    // The dark theme's error red is too light for white text: its darker shade, in both themes.
    backgroundColor: kind === 'unread' ? colour.dark : colour.main,
    color: colour.contrastText,
  };
});

/** Whether the path shown is the entry's screen or under it. */
const isActive = (to: string, pathname: string) => matchPath({ path: to, end: false }, pathname) !== null;

type EntryProps = { entry: Entry; active: boolean; onNavigate?: () => void };

/**
 * Asks for an entry's rows as the user presses it: a list the console reads whole starts loading while
 * the press is released and the route changes, its first page handed to the screen's first render.
 * Not on pointing: passing over the menu would read lists nobody opens.
 */
function useChoose(to: string): () => void {
  const dataProvider = useConsoleDataProvider();
  return useCallback(() => dataProvider?.prefetchRows?.(to.slice(1)), [dataProvider, to]);
}

/**
 * A menu entry. Memoised: a new URL draws again only the entries whose `active` changed. Only the
 * entries that count waiting work read the counts, so new counts draw those entries, not the menu.
 */
const MenuEntry = memo(function MenuEntry(props: EntryProps) {
  return props.entry.waiting ? <CountedEntry {...props} /> : <PlainEntry {...props} />;
});

function PlainEntry({ entry, active, onNavigate }: EntryProps) {
  const choose = useChoose(entry.to);
  return (
    <MenuLink
      to={entry.to}
      primaryText={entry.label}
      leftIcon={<entry.icon />}
      active={active}
      onNavigate={onNavigate}
      onIntent={entry.preload}
      onChoose={choose}
    />
  );
}

/**
 * An entry whose waiting work, when there is some, is shown beside the name and is part of the entry's
 * name; a count that could not be read shows as '?', so the entry does not look as if nothing waits.
 */
function CountedEntry({ entry, active, onNavigate }: EntryProps) {
  const translate = useTranslate();
  const count = useWaitingCount(entry.to.slice(1));
  const choose = useChoose(entry.to);
  const shown = count === null ? '?' : shownCount(count);
  const named =
    count === null
      ? translate('app.waiting.unread', { name: entry.label })
      : count > 0
        ? translate(`app.waiting.${entry.waiting}`, { name: entry.label, count: shown, smart_count: count })
        : undefined;
  return (
    <MenuLink
      to={entry.to}
      aria-label={named}
      active={active}
      onNavigate={onNavigate}
      onIntent={entry.preload}
      onChoose={choose}
      primaryText={
        named ? (
          <EntryName>
            <span>{entry.label}</span>
            <WaitingCount
              kind={count === null ? 'unread' : entry.waiting!}
              title={count === null ? translate('app.waiting.unreadHint') : undefined}
              aria-hidden
              data-testid="waiting-count"
            >
              {shown}
            </WaitingCount>
          </EntryName>
        ) : (
          entry.label
        )
      }
      leftIcon={<entry.icon />}
    />
  );
}

const GROUPS: Record<MenuGroup, { label: string; icon: ComponentType }> = {
  subAdminManagement: { label: 'app.menu.subAdminManagement', icon: ManageAccountsIcon },
  analytics: { label: 'app.menu.analytics', icon: InsightsIcon },
  categoryManagement: { label: 'app.menu.categoryManagement', icon: CategoryIcon },
  location: { label: 'app.menu.location', icon: PlaceIcon },
  leadManagement: { label: 'app.menu.leadManagement', icon: LeaderboardIcon },
};

const SwitcherBox = styled('div')(({ theme }) => ({ padding: theme.spacing(2, 2, 1) }));

/** Memoised: the menu draws again with each URL, the switcher only with its tab. */
const PortalSwitcher = memo(function PortalSwitcher({ tab, onChange }: { tab: PortalTab; onChange: (tab: PortalTab) => void }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <SwitcherBox>
      <TextField
        select
        size="small"
        fullWidth
        label={translate('app.portal.label')}
        value={tab}
        onChange={(event) => onChange(Number(event.target.value) as PortalTab)}
        slotProps={{ select: { inputProps: { 'data-testid': 'portal-switcher' } } }}
      >
        <MenuItem value={1}>{translate('app.portal.vrgarage')}</MenuItem>
        <MenuItem value={2}>{productLabel}</MenuItem>
        <MenuItem value={0}>{translate('app.portal.admin')}</MenuItem>
      </TextField>
    </SwitcherBox>
  );
});

const GroupIcon = styled(ListItemIcon)({ minWidth: 40 });

/**
 * A group of entries, open unless the user closed it (remembered): a closed group's entries are drawn
 * when it opens. Memoised on its members and those of them that are active: a new URL draws again
 * only the group whose active entry changed.
 */
const Group = memo(function Group({
  group,
  label,
  icon: Icon,
  members,
  active,
  onNavigate,
}: {
  group: MenuGroup;
  label: string;
  icon: ComponentType;
  members: readonly Entry[];
  /** The members that are active, by path, one per line (a string: equal while the same ones are). */
  active: string;
  onNavigate?: () => void;
}) {
  const [expanded, setExpanded] = useStore(`console.menu.${group}.expanded`, true);
  const [sidebarOpen] = useSidebarState();
  return (
    <>
      <ListItemButton role="menuitem" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} aria-haspopup="true" dense>
        <GroupIcon>
          <Icon />
        </GroupIcon>
        {sidebarOpen && <ListItemText primary={label} />}
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <div role="group" aria-label={label}>
          {members.map((member) => (
            <MenuEntry key={member.to} entry={member} active={active.split('\n').includes(member.to)} onNavigate={onNavigate} />
          ))}
        </div>
      </Collapse>
    </>
  );
});

/** The menu's rows in order: entries alone, and groups with their members. */
type MenuRow = { entry: Entry } | { group: MenuGroup; members: Entry[] };

function menuRows(entries: readonly Entry[]): MenuRow[] {
  const rows: MenuRow[] = [];
  const groups = new Map<MenuGroup, Entry[]>();
  for (const entry of entries) {
    if (!entry.group) rows.push({ entry });
    else if (groups.has(entry.group)) groups.get(entry.group)!.push(entry);
    else {
      const members = [entry];
      groups.set(entry.group, members);
      rows.push({ group: entry.group, members });
    }
  }
  return rows;
}

type Translate = (key: string, options?: object) => string;

/** Entries for role admin: the whole registry of the active portal, in spec order. */
function adminEntries(resources: readonly Resource[], tab: PortalTab, translate: Translate): Entry[] {
  const portal = portalOfTab(tab);
  return resources
    .filter((resource) => resource.menu && resource.portal === portal)
    .map((resource) => ({
      to: `/${resource.route}`,
      label: screenName(resource, translate),
      icon: resource.menu!.icon,
      group: resource.menu!.group,
      order: resource.menu!.order,
      waiting: waitingKind(resource),
      preload: preloadOf(resource),
    }))
    .sort((a, b) => a.order - b.order);
}

/** The same words, whatever their case and spacing. */
const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** A screen's name in English, the language the seeded and most stored feature names are written in. */
/** A screen's English names: its menu label and its title (a feature may be named after either). */
function englishScreenNames(resource: Resource): string[] {
  const messages = (englishMessages.resources as Record<string, { menu?: string; name?: string }> | undefined)?.[resource.key];
  return [messages?.menu, messages?.name?.split('||||').at(-1)?.trim()].filter((name): name is string => !!name);
}

/**
 * A feature's menu label: its own featureName (000 §2: 'each feature supplies its own endpoint, label
 * key and icon'). A name that is its screen's, in English or the user's language, shows as that
 * screen's name in the user's language; a feature without a name shows its screen's name or endpoint.
 */
function featureLabel(feature: GrantedFeature, screen: Resource | undefined, translate: Translate): string {
  const named = feature.featureName?.trim();
  if (!screen) return named || feature.endPoint;
  const translated = screenName(screen, translate);
  return !named || sameWords(named, translated) || englishScreenNames(screen).some((name) => sameWords(named, name)) ? translated : named;
}

/**
 * Entries for other roles: their features of the active portal, with the feature's icon and label
 * (featureLabel). A Dashboard feature is the menu's own Dashboard entry, drawn for every role, not a
 * second one.
 */
function roleEntries(resources: readonly Resource[], permissions: Permissions, tab: PortalTab, translate: Translate): Entry[] {
  const source = sourceOf(portalOfTab(tab));
  const dashboard = dashboardPathOf(tab);
  const features = menuFeatures(permissions.features, source).filter(
    (feature) => `/${routeOfEndpoint(feature.endPoint, feature.source)}` !== dashboard,
  );
  const entries: Entry[] = features.map((feature, index) => {
    const route = routeOfEndpoint(feature.endPoint, feature.source);
    const screen = resources.find((candidate) => candidate.route === route);
    return {
      to: `/${route}`,
      label: featureLabel(feature, screen, translate),
      icon: featureIcon(feature.icon),
      order: 100 + index,
      waiting: waitingKind(screen),
      preload: preloadOf(screen),
    };
  });
  if (permissions.role === SUBADMIN_ROLE && tab === 1) {
    for (const route of SUBADMIN_EXTRA_ROUTES) {
      const resource = resources.find((candidate) => candidate.route === route);
      if (!resource || entries.some((entry) => entry.to === `/${route}`)) continue;
      entries.push({
        to: `/${route}`,
        label: screenName(resource, translate),
        icon: resource.menu!.icon,
        group: 'subAdminManagement',
        order: resource.menu!.order,
        preload: preloadOf(resource),
      });
    }
  }
  return entries.sort((a, b) => a.order - b.order);
}

const NO_ENTRIES: Entry[] = [];
/** About the entries a desktop's menu shows above the fold (860 px), drawn first. */
const FIRST_SCREENFUL = 16;
const DASHBOARD_ICON = <DashboardIcon />;
/** The entries' styles, made once for all of them; a group's entries are indented while the menu is open. */
const ConsoleMenu = styled(RaMenu)(({ theme }) => ({
  marginTop: 0,
  [`& .${MenuItemLinkClasses.root}`]: menuLinkStyles(theme),
  [`&.${MenuClasses.open} [role=group] .${MenuItemLinkClasses.root}`]: { paddingLeft: theme.spacing(4) },
}));

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index <= 0 ? count : index) - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Arrow keys, Home and End move the focus between the menu's entries and group headings, as in a
 * menu: its entries are plain links (MenuLink), which MUI's MenuList does not move between.
 */
function moveFocusInMenu(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  if (items.length === 0) return;
  event.preventDefault();
  items[move(items.indexOf(document.activeElement as HTMLElement), items.length)]?.focus();
}

/** Memoised: react-admin's layout renders again with each auth and permission answer; the menu reads its own state. */
export const Menu = memo(function Menu() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [storedTab, setTab] = usePortalTab();
  const { permissions, failure } = useAccessCheck();
  const resources = useRegistry();
  useGetIdentity();

  // The portal follows the screen shown (a typed or bookmarked URL, a reload, a link); the stored
  // choice serves only paths outside both portals (the 404 page).
  const screenTab = tabOfScreen(location.pathname, resources);
  const tab = screenTab ?? storedTab;
  useEffect(() => {
    if (screenTab !== undefined && screenTab !== storedTab) setTab(screenTab);
  }, [screenTab, storedTab, setTab]);

  const entries = useMemo(() => {
    if (!permissions || tab === 0) return [];
    return permissions.role === ADMIN_ROLE ? adminEntries(resources, tab, translate) : roleEntries(resources, permissions, tab, translate);
  }, [resources, permissions, tab, translate]);

  // The tab changes when the move happens: a screen with unsaved work may hold it (LeaveGuard).
  const chosenTab = (location.state as { portalTab?: PortalTab } | null)?.portalTab;
  useEffect(() => {
    if (chosenTab !== undefined) setTab(chosenTab);
  }, [chosenTab, setTab]);
  const changeTab = useCallback((next: PortalTab) => navigate(dashboardPathOf(next), { state: { portalTab: next } }), [navigate]);
  // Below 992 px the menu is a drawer (react-admin's temporary one, under `sm`), closed once an entry
  // is chosen; wider, the sidebar stays as the user left it.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const closeDrawer = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  const onNavigate = narrow ? closeDrawer : undefined;
  // An SEO editor marks the entry of the list it edits a page of.
  const menuPathOf = useContext(MenuPathContext);
  const pathname = menuPathOf(location.pathname);

  // The entries render in the background (a deferred value: in slices, after more urgent updates),
  // so on a cold open the screen's first rows are not held behind some thirty menu items; those past
  // the first screenful a frame later, so that the two commits are tasks of their own (one was 36–53 ms).
  const shownEntries = useDeferredValue(entries, NO_ENTRIES);
  const allShown = useShownAfter(shownEntries.length > 0);
  const rows = useMemo(() => menuRows(allShown ? shownEntries : shownEntries.slice(0, FIRST_SCREENFUL)), [shownEntries, allShown]);
  // Made again when the path changes, not with each URL a list writes (its search): the menu then stays as drawn.
  const items = useMemo(
    () =>
      rows.map((row) =>
        'entry' in row ? (
          <MenuEntry key={row.entry.to} entry={row.entry} active={isActive(row.entry.to, pathname)} onNavigate={onNavigate} />
        ) : (
          <Group
            key={row.group}
            group={row.group}
            label={translate(GROUPS[row.group].label)}
            icon={GROUPS[row.group].icon}
            members={row.members}
            active={row.members
              .filter((member) => isActive(member.to, pathname))
              .map((member) => member.to)
              .join('\n')}
            onNavigate={onNavigate}
          />
        ),
      ),
    [rows, pathname, onNavigate, translate],
  );

  const drawn = Boolean(permissions) && shownEntries === entries && allShown;
  const dashboard = dashboardPathOf(tab);
  const dashboardActive = isActive(dashboard, pathname);
  const menu = useMemo(
    () => (
      <ConsoleMenu {...{ [MENU_DRAWN_ATTRIBUTE]: drawn ? '' : undefined }} onKeyDown={moveFocusInMenu}>
        <MenuLink
          to={dashboard}
          primaryText={translate('app.menu.dashboard')}
          leftIcon={DASHBOARD_ICON}
          active={dashboardActive}
          onNavigate={onNavigate}
        />
        {items}
      </ConsoleMenu>
    ),
    [drawn, dashboard, dashboardActive, translate, onNavigate, items],
  );

  return (
    <>
      {/* Outside the role=menu list: a menu may only hold menu items. */}
      <PortalSwitcher tab={tab} onChange={changeTab} />
      {menu}
      {failure !== undefined && <MenuAccessCheckFailed error={failure} open={sidebarOpen} />}
    </>
  );
});
