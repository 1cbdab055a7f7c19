import MenuIcon from '@mui/icons-material/Menu';
import { AppBar as MuiAppBar, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { memo, Suspense } from 'react';
import { HideOnScroll, TitlePortal, useSidebarState, useTranslate } from 'react-admin';
import { useAccessCheck } from './accessCheck';
import { useScreenShown } from '../components/useAfterFirstReads';
import { useShownAfter } from '../components/useShownAfter';
import { lazyComponent } from '../lib/lazyComponent';
import { BarTip } from './BarTip';
import { BarLanguageMenu, BarRefresh, ThemeMenu } from './BarButtons';
import { DiagnosticsButton } from './DiagnosticsButton';
import { Finder, FinderButton } from './Finder';
import { ConsoleUserMenu, ShortcutsProvider } from './Shortcuts';

/** The phone's overflow menu: its code loads on a phone only, its button's place held meanwhile. */
const BarMoreMenu = lazyComponent(() => import('./BarMoreMenu'));
const ICON_BUTTON_SPACE = <span style={{ width: 40, flexShrink: 0 }} />;

/**
 * The menu's open and close button, as react-admin's SidebarToggleButton draws it, its tooltip drawn
 * when first wanted. On a phone the menu, and with it the notice that the access check failed, is out
 * of sight: a dot on the button and its name say so.
 */
function MenuToggle({ phone }: { phone: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { failure } = useAccessCheck();
  const checkFailed = phone && !open && failure !== undefined;
  const toggle = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
  const label = checkFailed ? `${toggle}. ${translate('app.access.check_failed')}` : toggle;
  return (
    <BarTip title={label} enterDelay={500}>
      <ToggleButton color="inherit" className="RaAppBar-menuButton" aria-label={label} onClick={() => setOpen(!open)}>
        <MenuIcon className={open ? 'RaSidebarToggleButton-menuButtonIconOpen' : 'RaSidebarToggleButton-menuButtonIconClosed'} />
        {checkFailed && <AlertDot data-testid="access-check-failed-dot" />}
      </ToggleButton>
    </BarTip>
  );
}

/** MUI's dot badge, drawn without its Badge, which the start leaves to the screens that use it. */
const AlertDot = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 8,
  insetInlineEnd: 8,
  width: 8,
  height: 8,
  borderRadius: 4,
  backgroundColor: (theme.vars || theme).palette.error.main,
}));

const ToggleButton = styled(IconButton, { name: 'RaSidebarToggleButton', overridesResolver: (_props, styles) => styles.root })(({ theme }) => {
  const transition = theme.transitions.create(['transform'], {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  });
  return {
    '& .RaSidebarToggleButton-menuButtonIconClosed': { transition, transform: 'rotate(0deg)' },
    '& .RaSidebarToggleButton-menuButtonIconOpen': { transition, transform: 'rotate(180deg)' },
  };
});

/** The bar, as react-admin's AppBar lays it out (its classes, and the theme's overrides of RaAppBar). */
const BarRoot = styled(MuiAppBar, { name: 'RaAppBar', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  '& .RaAppBar-toolbar': { padding: `0 ${theme.spacing(1)}`, [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) } },
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
}));

/**
 * The app bar: react-admin's AppBar's layout (hidden on scroll down, the menu's button, the screen's
 * title, the buttons, the user menu; on a phone the language, theme and diagnostics in one menu), its buttons' tooltips drawn when first wanted (BarTip). Memoised: react-admin's layout renders again with
 * each auth and permission answer; the bar reads its own state.
 */
export const AppBar = memo(function AppBar() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // The buttons come a frame after the screen shows, in a transition of their own, so a cold open's first
  // rows are not held behind them (about 120 ms at 4x CPU) and their commit is not the menu's entries' too
  // (together one task of 45–70 ms at 1x); until then the bar holds the menu's button and the screen's
  // title, where index.html's frame drew them. The finder's Ctrl+K listens from the start.
  const buttonsDrawn = useShownAfter(useScreenShown());
  return (
    <ShortcutsProvider>
      <HideOnScroll>
        <BarRoot className="RaAppBar-appBar" color="secondary">
          <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className="RaAppBar-toolbar">
            <MenuToggle phone={phone} />
            <TitlePortal />
            <Finder />
            {buttonsDrawn && (
              <>
                <FinderButton />
                {phone ? (
                  <Suspense fallback={ICON_BUTTON_SPACE}>
                    <BarMoreMenu />
                  </Suspense>
                ) : (
                  <>
                    <BarLanguageMenu />
                    <ThemeMenu />
                    <DiagnosticsButton />
                  </>
                )}
                {/* The refresh button, spinning while a query is in flight. */}
                <BarRefresh />
                <ConsoleUserMenu />
              </>
            )}
          </Toolbar>
        </BarRoot>
      </HideOnScroll>
    </ShortcutsProvider>
  );
});
