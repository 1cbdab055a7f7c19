import { styled, Typography, useMediaQuery, type Theme } from '@mui/material';
import { memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Layout as RaLayout, Sidebar, useLogout, useSidebarState, useTranslate, type SidebarProps } from 'react-admin';
import { keepDraftOfEndedSession } from '../auth/draft';
import { useSessionEndedElsewhere } from '../auth/sessionAcrossTabs';
import { accountOf, readSession, rememberReturnOwner } from '../auth/session';
import { CellStyles } from '../components/list/cellStyles';
import { ScreenError } from '../components/LoadFailure';
import { ScreenTitleContext } from '../components/ScreenTitle';
import { createScreenShown, ScreenShownContext, useAfterFirstReads } from '../components/useAfterFirstReads';
import { lazyComponent } from '../lib/lazyComponent';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { OfflineNotice } from './OfflineNotice';
import { AccessCheckProvider } from './accessCheck';
import { withStableRoute } from './StableRoute';
import { useTabTitle } from './tabTitle';
import { NO_WAITING, WaitingCountsContext, WaitingWorkLoader, type Waiting } from './waitingCounts';

// The layout's own boxes, styled once rather than from `sx` at each render.
const FooterBox = styled('footer')(({ theme }) => ({ padding: theme.spacing(2), marginTop: 'auto', textAlign: 'center' }));
const Content = styled('div')({ display: 'flex', flexDirection: 'column', minHeight: '100%' });
// At least a screen high: the footer starts below the fold instead of jumping down when the screen's rows come.
const ScreenSection = styled('section')({ flex: 1, minHeight: '100vh' });
// minWidth 0 lets wide tables scroll inside the content instead of widening the page.
const ConsoleRaLayout = styled(RaLayout)({ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } });

/** The year the console was loaded in. */
const YEAR = new Date().getFullYear();

function Footer() {
  const translate = useTranslate();
  return (
    <FooterBox>
      <Typography variant="body2" color="text.secondary">
        © {YEAR} {translate('app.footer.rights')}
      </Typography>
    </FooterBox>
  );
}

/** The offer to reload for a new release: not on the first screen, so its code loads after the first reads. */
const NewVersion = lazyComponent(async () => ({ default: (await import('./NewVersion')).NewVersion }));
function NewVersionAfterFirstReads() {
  if (!useAfterFirstReads()) return null;
  return (
    <Suspense fallback={null}>
      <NewVersion />
    </Suspense>
  );
}

/** Another tab signing out or losing the session signs this tab out too, keeping where it was for this account. */
function SessionAcrossTabs() {
  const logout = useLogout();
  // Read now: by the time another tab's sign-out reaches this one, the stored session is gone.
  const [account] = useState(() => accountOf(readSession()));
  useSessionEndedElsewhere(() => {
    keepDraftOfEndedSession(account);
    rememberReturnOwner(account);
    void logout(undefined, undefined, true);
  });
  return null;
}

/**
 * What the layout's parts report (the screen shown, its title, the waiting work), held here: an
 * update renders this, the tab's title and the context's readers, not the app bar, menu and screen
 * passed in as `children`.
 */
function LayoutState({ children }: { children: ReactNode }) {
  const [screenShown] = useState(createScreenShown);
  const [screenTitle, setScreenTitle] = useState<string>();
  const [waiting, setWaiting] = useState<Waiting>(NO_WAITING);
  useTabTitle(screenTitle, waiting.hiddenTotal);
  return (
    <ScreenShownContext.Provider value={screenShown}>
      <ScreenTitleContext.Provider value={setScreenTitle}>
        <WaitingCountsContext.Provider value={waiting.counts}>
          {children}
          <WaitingWorkLoader onChange={setWaiting} />
        </WaitingCountsContext.Provider>
      </ScreenTitleContext.Provider>
    </ScreenShownContext.Provider>
  );
}

/** What a change of width is doing to the menu: closing it (narrowed while open), closed by it, opening it again (widened). */
type MenuOnResize = 'none' | 'closing' | 'closed' | 'reopening';

function menuOnResize(phase: MenuOnResize, wasNarrow: boolean, narrow: boolean, open: boolean): MenuOnResize {
  if (narrow !== wasNarrow) {
    if (narrow) return open ? 'closing' : 'none';
    return (phase === 'closing' || phase === 'closed') && !open ? 'reopening' : 'none';
  }
  if (phase === 'closing' && !open) return 'closed';
  // The phone's drawer opened and shut meanwhile leaves the desktop's menu as it was.
  if (phase === 'reopening' && open) return 'none';
  return phase;
}

/**
 * react-admin's sidebar, whose phone drawer opens only when asked for on a phone. Narrowed below `sm`
 * with the menu open (a phone turned upright, a window made narrow), react-admin drew its drawer open
 * for one render before the menu's state became the phone's default (closed), and MUI's modal stayed
 * over the whole console, invisible: no click reached the screen and screen readers saw nothing; a
 * menu stored open stayed open under a shut drawer, its button saying Close menu and its first tap
 * lost. Narrowing draws the drawer shut at once and closes the menu's state; widening again opens a
 * menu that narrowing closed, as the desktop had it.
 */
function ConsoleSidebar(props: SidebarProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const [seen, setSeen] = useState<{ narrow: boolean; phase: MenuOnResize }>({ narrow, phase: 'none' });
  const phase = menuOnResize(seen.phase, seen.narrow, narrow, open);
  if (seen.narrow !== narrow || seen.phase !== phase) setSeen({ narrow, phase });
  useEffect(() => {
    if (phase === 'closing') setOpen(false);
    else if (phase === 'reopening') setOpen(true);
  }, [phase, setOpen]);
  return <Sidebar {...props} {...(phase === 'closing' ? { open: false } : {})} />;
}

const StableAppBar = withStableRoute(AppBar);
const StableMenu = withStableRoute(Menu);

function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutState>
      <AccessCheckProvider>
        <ConsoleRaLayout appBar={StableAppBar} menu={StableMenu} sidebar={ConsoleSidebar} error={ScreenError}>
          <Content>
            <ScreenSection>{children}</ScreenSection>
            <Footer />
          </Content>
          <CellStyles />
          <SessionAcrossTabs />
          <NewVersionAfterFirstReads />
          <OfflineNotice />
        </ConsoleRaLayout>
      </AccessCheckProvider>
    </LayoutState>
  );
}

/**
 * react-admin builds its routes element anew each time its route table renders (each answer of the
 * auth checks), and a new element renders the whole layout again: app bar, menu and screen. The
 * element always holds the same routes (the registry's resources and the custom routes never change)
 * and the routes inside follow the location through react-router, so the layout renders only for
 * its own state.
 */
export const Layout = memo(ConsoleLayout, () => true);
