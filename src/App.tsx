import CssBaseline from '@mui/material/CssBaseline';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  Notification,
  Resource,
  type I18nProvider,
  type LayoutComponent,
} from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { directionOf } from '../i18n/locales';
import { createAuthProvider } from './auth/authProvider';
import { readSession } from './auth/session';
import { SignInShownContext, useAccountShown } from './auth/signedInAccount';
import { product } from './config';
import { createDataProvider } from './data/dataProvider';
import { createQueryClient } from './data/queryClient';
import { DirectionRoot } from './layout/direction';
import { Layout } from './layout/Layout';
import { ConsoleRouterContext } from './layout/consoleRouter';
import { guardScreen, RouteGuard } from './components/AccessGuard';
import { LeaveGuardProvider } from './components/LeaveGuard';
import { RegistryContext } from './components/RegistryContext';
import { DEFAULT_THEME_CHOICE, THEME_KEY, themeOfChoice, useSystemPrefersDark } from './layout/themeState';
import type { ThemeChoice } from './layout/themeNames';
import { themeFor } from './layout/themes';
import { getBasePath } from './lib/basePath';
import type { StoreOf } from './lib/preferencesStore';
import { useStoreValue } from './lib/useStoreValue';
import { lazyComponent } from './lib/lazyComponent';
import { DIAGNOSTICS_ROUTE } from './auth/permissions';
import { AdminsDashboard, GarageDashboard, MarketplaceDashboard } from './pages/Dashboard';
import { AccessDenied, NotFound, ServerError } from './components/ErrorPages';
import { withChunkFailure } from './components/LoadFailure';
import { ForgotPasswordPage, LoginPage } from './pages/login/LoginPage';
import { areaCalls, resourceAtPath, resources } from './areas/registry';
import { menuPathOf, seoEditorRoutes } from './areas/seo/editors/routes';
import { MenuPathContext } from './layout/menuPath';

/** Each screen behind the permission rule; built once so component identity stays stable. */
const guardedLists = new Map(resources.map((resource) => [resource.route, guardScreen(resource.list ?? NotFound)]));

/** Admin only; its code loads when first opened. */
const DiagnosticsScreen = lazyComponent(() => import('./pages/Diagnostics'));

/** A console-wide error: a chunk of a replaced release reloads the page (components/LoadFailure.tsx). */
const AppError = withChunkFailure(ServerError);

const defaultProviders = { dataProvider: createDataProvider(resources, areaCalls), authProvider: createAuthProvider(resources) };

/**
 * A list opened by its URL (reload, bookmark, link): its rows and its screen's code are asked for while
 * the console's code and messages load, when the stored role may open it.
 */
export function prefetchRowsAt(pathname: string, providers = defaultProviders) {
  // The profile call every screen waits for (its access is decided on the confirmed role), asked now
  // rather than when the first render reaches the menu and the screen's guard.
  if (readSession()) void providers.authProvider.getPermissions?.({}).catch(() => undefined);
  const resource = resourceAtPath(pathname);
  if (!resource || !providers.authProvider.decide(resource.route, 'list').allowed) return;
  providers.dataProvider.prefetchRows(resource.route, pathname);
  // The screen's code too, beside the rows, rather than after the profile call and the first render.
  void resource.list?.preload?.();
}

/** Root: the dashboard when a token is stored, otherwise the login page (spec 000 §2). */
function RootRedirect() {
  return <Navigate to={readSession() ? '/admin/dashboard' : '/login'} replace />;
}

/** The console as App last rendered it (theme, language), shown by the data router's one route. */
const ConsoleContext = createContext<ReactNode>(null);
const Console = () => <LeaveGuardProvider>{useContext(ConsoleContext)}</LeaveGuardProvider>;

/**
 * A data router around react-admin, so react-router's blocker can hold a move away from unsaved work.
 * Location changes commit at once: as transitions, react-admin's logout-on-mount (store and query
 * resets after each redirect) kept interrupting the move to /login for seconds.
 */
function DataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Console /> }], { basename: getBasePath() }));
  return (
    <ConsoleRouterContext.Provider value={router}>
      <ConsoleContext.Provider value={children}>
        <RouterProvider router={router} useTransitions={false} />
      </ConsoleContext.Provider>
    </ConsoleRouterContext.Provider>
  );
}

interface AppProps {
  /** The preferences of the account signed in, or of the sign-in screens (`preferenceStores`). */
  storeOf: StoreOf;
  i18nProvider: I18nProvider;
  /** Tests pass fresh providers so no cached rows cross from one test to the next. */
  providers?: typeof defaultProviders;
  /** Tests of one screen leave out the app bar and menu. */
  layout?: LayoutComponent;
}

export function App({ storeOf, i18nProvider, providers = defaultProviders, layout = Layout }: AppProps) {
  // Signing in, or the sign-in screen after a sign-out, hands react-admin another store: its hooks
  // read and follow that one.
  const { account, signInShown } = useAccountShown();
  const store = useMemo(() => storeOf(account), [storeOf, account]);
  const locale = useStoreValue(store, 'locale', i18nProvider.getLocale());
  // Until an account (or the sign-in screens) names a theme, the system's scheme, followed while open.
  const themeName = themeOfChoice(useStoreValue<ThemeChoice>(store, THEME_KEY, DEFAULT_THEME_CHOICE), useSystemPrefersDark());
  const direction = directionOf(locale);
  const theme = useMemo(() => themeFor(themeName, direction), [themeName, direction]);
  const [queryClient] = useState(createQueryClient);
  // A role changed meanwhile (seen when a refused call reads the profile again): the menu and the
  // checks of several screens at once (the waiting counts) follow at once, not when react-admin's
  // cached permissions expire (5 minutes); a screen opened next is checked afresh before it shows. The
  // open screen keeps what it shows (a form being filled in) with the server's refusal (RouteGuard).
  useEffect(
    () =>
      providers.authProvider.onProfileChanged(() => {
        void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
        void queryClient.invalidateQueries({ queryKey: ['auth', 'canAccess'], predicate: (query) => Array.isArray(query.queryKey[2]) });
        queryClient.removeQueries({ queryKey: ['auth', 'canAccess'], type: 'inactive' });
      }),
    [providers, queryClient],
  );

  return (
    <DirectionRoot direction={direction} locale={locale}>
      <SignInShownContext.Provider value={signInShown}>
        <RegistryContext.Provider value={resources}>
          <MenuPathContext.Provider value={menuPathOf}>
            {/* Browser history, not hash routes: paths are part of the contract (feature endPoints). */}
            <DataRouter>
              {/* react-admin's <Admin> is these two: its UI's defaults (react-admin's login form, its auth
                callback page) would bring form code the console's start never runs. */}
              <AdminContext
                dataProvider={providers.dataProvider}
                queryClient={queryClient}
                authProvider={providers.authProvider}
                i18nProvider={i18nProvider}
                store={store}
                theme={theme}
                darkTheme={null}
              >
                <CssBaseline enableColorScheme>
                  <CoreAdminUI
                    layout={layout}
                    loginPage={LoginPage}
                    loading={LoadingPage}
                    authenticationError={AuthenticationError}
                    catchAll={NotFound}
                    accessDenied={AccessDenied}
                    error={AppError}
                    requireAuth
                    disableTelemetry
                  >
                    {resources.map((resource) => (
                      <Resource
                        key={resource.route}
                        name={resource.route}
                        options={{ label: `resources.${resource.key}.name` }}
                        list={guardedLists.get(resource.route)}
                      />
                    ))}
                    <CustomRoutes>
                      <Route path="/admin/dashboard" element={<GarageDashboard />} />
                      <Route path={`/admin/${product}/dashboard`} element={<MarketplaceDashboard />} />
                      <Route path="/admins/dashboard" element={<AdminsDashboard />} />
                      <Route
                        path="/admin/diagnostics"
                        element={
                          <RouteGuard resource={DIAGNOSTICS_ROUTE}>
                            <DiagnosticsScreen />
                          </RouteGuard>
                        }
                      />
                      {seoEditorRoutes.map(({ path, element }) => (
                        <Route key={path} path={path} element={element} />
                      ))}
                    </CustomRoutes>
                    <CustomRoutes noLayout>
                      <Route path="/" element={<RootRedirect />} />
                      <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
                      <Route path="/500" element={<ServerError />} />
                    </CustomRoutes>
                  </CoreAdminUI>
                  <Notification />
                </CssBaseline>
              </AdminContext>
            </DataRouter>
          </MenuPathContext.Provider>
        </RegistryContext.Provider>
      </SignInShownContext.Provider>
    </DirectionRoot>
  );
}
