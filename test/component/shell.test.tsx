import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourcesByKey } from '../../src/areas/registry';
import { createI18nProvider, loadMessages } from '../../i18n';
import { App, prefetchRowsAt } from '../../src/App';
import { createProviders, renderApp, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent, signInAs } from './sandboxServer';
import { http, HttpResponse } from 'msw';
import { appBarClasses } from '@mui/material/AppBar';
import { ERROR_SCREEN_ATTRIBUTE, FRAME_KEY, takeOverFirstPaint } from '../../src/layout/firstPaint';
import { preferenceKey } from '../../src/lib/preferences';

beforeEach(resetSandbox);

describe('the portal follows the screen', () => {
  it.each([
    ['/admin/marketplace/dashboard', 'Marketplace', 'Our Garage'],
    ['/admin/marketplace/ourGarage', 'Marketplace', 'Our Garage'],
    ['/admin/customerManagement', 'VR Garage', 'Garage Management'],
  ])('opening %s by its address shows the %s portal and its menu', async (path, portal, entry) => {
    renderApp(path, 'admin');
    await waitFor(() => expect(screen.getByTestId('portal-switcher').closest('.MuiInputBase-root')).toHaveTextContent(portal));
    await screen.findByRole('menuitem', { name: entry });
  });
});

describe("a sub-admin's menu", () => {
  it("labels each feature with its own name, and one named as its screen (menu label or title) with the screen's name", async () => {
    const garageFeature = (name: string) =>
      sandbox.store.db.features.find((feature) => feature.featureName === name && feature.source === 'vrgarage')!;
    garageFeature('Service').featureName = 'Service Desk';
    // Named after its screen's title (Categories), not its menu label: the menu label.
    garageFeature('Category').featureName = ' categories ';
    renderApp('/admin/dashboard', 'subadmin');
    expect(await screen.findByRole('menuitem', { name: 'Service Desk' })).toHaveAttribute('href', '/admin/services');
    expect(screen.getByRole('menuitem', { name: 'Category' })).toHaveAttribute('href', '/admin/category');
  });
});

describe('a failed access check', () => {
  it("says the check failed, with Retry, never 'Access denied', and Retry opens the screen", async () => {
    const user = setupUser();
    sandbox.faults.set('GET /admin_{product}_dashboard', { status: 500 });
    renderApp('/admin/category', 'admin');
    expect(await screen.findByRole('heading', { name: 'Your access could not be checked.' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
    sandbox.faults.clear();
    await user.click(
      within(screen.getByRole('heading', { name: 'Your access could not be checked.' }).parentElement!).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('heading', { name: /^Categor/, level: 1 })).toBeInTheDocument();
  });

  it("leaves no menu that looks granted: the menu says so, and its Retry lists the user's screens", async () => {
    const user = setupUser();
    sandbox.faults.set('GET /admin_{product}_dashboard', { status: 500 });
    renderApp('/admin/dashboard', 'subadmin');
    const failed = await screen.findByText('Your access could not be checked.', undefined, { timeout: 20_000 });
    expect(screen.queryByRole('menuitem', { name: 'Category' })).not.toBeInTheDocument();
    sandbox.faults.clear();
    await user.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('menuitem', { name: 'Category' })).toHaveAttribute('href', '/admin/category');
    expect(screen.queryByText('Your access could not be checked.')).not.toBeInTheDocument();
  });
});

describe('a failed access check on a phone', () => {
  it("marks the closed menu's button, whose name says so, and the opened menu has the notice with Retry", async () => {
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...wide(query), matches: query.includes('max-width') || wide(query).matches }));
    sandbox.faults.set('GET /admin_{product}_dashboard', { status: 500 });
    renderApp('/admin/dashboard', 'subadmin');
    const button = await screen.findByRole('button', { name: 'Open menu. Your access could not be checked.' }, { timeout: 20_000 });
    expect(within(button).getByTestId('access-check-failed-dot')).toBeInTheDocument();
    fireEvent.click(button);
    const notice = await screen.findByText('Your access could not be checked.');
    expect(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('a profile answer without a role', () => {
  it('is named with Retry, not taken for a user who was never signed in', async () => {
    sandboxServer.use(http.get('*/admin_marketplace_dashboard', () => HttpResponse.json({ data: { features: [] } })));
    renderApp('/admin/category', 'admin');
    const heading = await screen.findByRole('heading', { name: 'Your access could not be checked.' }, { timeout: 20_000 });
    expect(within(heading.parentElement!).getByText(/data\.role/)).toBeInTheDocument();
    expect(screen.queryByText('You are not signed in.')).not.toBeInTheDocument();
  });
});

describe("the menu's active entry", () => {
  it("marks the screen shown, in a group too, asks for a pointed entry's screen, a pressed entry's rows, and moves with a menu click", async () => {
    const user = setupUser();
    const preloadServices = vi.spyOn(resourcesByKey.services.list as { preload: () => Promise<unknown> }, 'preload');
    renderApp('/admin/category', 'admin');
    const category = await screen.findByRole('menuitem', { name: 'Category' });
    await waitFor(() => expect(category).toHaveClass('RaMenuItemLink-active'));
    const service = screen.getByRole('menuitem', { name: 'Service' });
    expect(service).not.toHaveClass('RaMenuItemLink-active');
    // A link: a click with Ctrl (a new tab) is the browser's, a plain click moves within the console.
    expect(service).toHaveAttribute('href', '/admin/services');
    expect(fireEvent.click(service, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/admin/category');
    // Pointed at, the entry asks for its screen's code, so the click finds it loaded; its rows only
    // once pressed, before the click that follows the release, and once for the press and the screen.
    expect(preloadServices).not.toHaveBeenCalled();
    await user.hover(service);
    expect(preloadServices).toHaveBeenCalled();
    const serviceReads = () => sent.filter((request) => request.method === 'GET' && request.path === '/adminServiceList').length;
    expect(serviceReads()).toBe(0);
    await user.pointer({ keys: '[MouseLeft>]', target: service });
    await waitFor(() => expect(serviceReads()).toBe(1));
    expect(window.location.pathname).toBe('/admin/category');
    await user.pointer({ keys: '[/MouseLeft]', target: service });
    expect(window.location.pathname).toBe('/admin/services');
    await screen.findByRole('heading', { name: /^Service/, level: 1 });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(serviceReads()).toBe(1);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Service' })).toHaveClass('RaMenuItemLink-active'));
    expect(screen.getByRole('menuitem', { name: 'Category' })).not.toHaveClass('RaMenuItemLink-active');
    preloadServices.mockRestore();
  });

  it('moves the focus between entries and group headings with the arrow keys, Home and End, and opens the focused one with Enter', async () => {
    const user = setupUser();
    renderApp('/admin/category', 'admin');
    const category = await screen.findByRole('menuitem', { name: 'Category' });
    const items = () => within(category.closest('[role="menu"]') as HTMLElement).getAllByRole('menuitem');
    await waitFor(() => expect(items().length).toBeGreaterThan(20));
    category.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items()[items().indexOf(category) + 1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items()[items().indexOf(category) - 1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items().at(-1));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Dashboard');
    await user.keyboard('{End}{Home}');
    expect(document.activeElement).toHaveAccessibleName('Dashboard');
    screen.getByRole('menuitem', { name: 'Service' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: /^Service/, level: 1 });
  });
});

describe("the app bar's tooltips", () => {
  it('named before any tooltip is drawn; a tooltip drawn when the pointer reaches its button, gone when it leaves', async () => {
    const user = setupUser();
    renderApp('/admin/category', 'admin');
    const bar = within(await screen.findByRole('banner'));
    const refresh = await bar.findByRole('button', { name: 'Refresh' });
    bar.getByRole('button', { name: 'Profile' });
    bar.getByRole('button', { name: 'Theme' });
    bar.getByRole('button', { name: /^(Open|Close) menu$/ });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(refresh);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
    await user.unhover(refresh);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

describe("the app bar's Refresh", () => {
  it("reads the screen's list from the server again; a failed read keeps the rows and says so, with Retry", async () => {
    const user = setupUser();
    renderApp('/admin/category', 'admin');
    const bar = within(await screen.findByRole('banner'));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const reads = () => sent.filter((call) => call.method === 'GET' && call.path === '/CategoryAdminList').length;
    const before = reads();
    const newest = [...sandbox.store.db.categories].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    newest.categoryName = 'Renamed Elsewhere';
    await user.click(await bar.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Renamed Elsewhere'));
    expect(reads()).toBe(before + 1);

    sandbox.faults.set('GET /CategoryAdminList', { status: 500 });
    await user.click(bar.getByRole('button', { name: 'Refresh' }));
    const alert = await screen.findByText(/The list could not be read again: the rows shown were loaded at/);
    expect(alert).toHaveTextContent('(HTTP 500)');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Renamed Elsewhere');
    sandbox.faults.clear();
    newest.categoryName = 'Renamed Again';
    await user.click(within(alert.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Renamed Again'));
  });
});

describe('a tab title per screen', () => {
  const CONSOLE = 'Garage Marketplace Admin';

  it.each([
    ['/admin/GarageManagement', 'admin', `Garage Management · ${CONSOLE}`],
    ['/admin/marketplace/dashboard', 'admin', `Marketplace dashboard · ${CONSOLE}`],
    ['/admin/no-such-screen', 'admin', `Page not found · ${CONSOLE}`],
    ['/admin/GarageManagement', 'subadmin', `Access denied · ${CONSOLE}`],
  ] as const)('names %s (%s) in the tab', async (path, as, title) => {
    renderApp(path, as);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the missing page in the app bar too', async () => {
    renderApp('/admin/no-such-screen', 'admin');
    await screen.findByRole('heading', { level: 1, name: 'Oops, an error has occurred. Page not found!' });
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Page not found'));
  });

  it("names an SEO editor by its page, and every screen in the user's language", async () => {
    const page = sandbox.store.db.seoPages.find(
      (entry) => entry.pageType === 'SEOPage' && entry.status && !entry.garageId && !entry.WhymarketplaceContent?.length,
    )!;
    renderApp(`/admin/marketplace/editpage/${page._id}`, 'admin');
    await waitFor(() => expect(document.title).toBe(`Edit page: ${page.title} · ${CONSOLE}`));
    cleanup();
    window.history.pushState({}, '', '/admin/category');
    const i18nProvider = createI18nProvider({ locale: 'ar', messages: await loadMessages('ar') });
    render(<App storeOf={() => memoryStore({ locale: 'ar' })} i18nProvider={i18nProvider} providers={createProviders()} />);
    await waitFor(() => expect(document.title).toBe('الفئات · إدارة سوق الكراجات'));
  });
});

describe("a session's rows", () => {
  it('are read again after signing out and in, under the new session', async () => {
    const user = setupUser();
    renderApp('/admin/category', 'admin');
    const newest = [...sandbox.store.db.categories].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    await screen.findByRole('cell', { name: newest.categoryName });
    const reads = () => sent.filter((call) => call.path === '/CategoryAdminList');
    const before = reads().length;
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await user.type(await screen.findByLabelText(/E-?mail/i), 'admin@garagehub.in');
    await user.type(screen.getByLabelText(/Password/i), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Category' }));
    await screen.findByRole('cell', { name: newest.categoryName });
    const token = JSON.parse(localStorage.getItem('admin')!).token;
    await waitFor(() => expect(reads().length).toBeGreaterThan(before));
    expect(reads().at(-1)?.auth).toBe(`Bearer ${token}`);
  });
});

describe('a session the server no longer knows', () => {
  it('ends at its first refusal: the sign-in form, the profile asked again only by the other checks, never retried', async () => {
    localStorage.setItem('admin', JSON.stringify({ token: 'ended-token', role: 'admin' }));
    renderApp('/admin/category');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(localStorage.getItem('admin')).toBeNull();
    const profileCalls = sent.filter((call) => call.path === '/admin_marketplace_dashboard');
    expect(profileCalls.length).toBeGreaterThan(0);
    expect(profileCalls.length).toBeLessThanOrEqual(2);
    expect(profileCalls.every((call) => call.auth === 'Bearer ended-token')).toBe(true);
  });

  it('ends at a refusal (403) whose profile read is refused with 401: the account or its role was made inactive meanwhile', async () => {
    localStorage.setItem('admin', JSON.stringify({ token: signInAs('subadmin'), role: 'subadmin', email: 'catalogue@garagehub.in' }));
    const { authProvider } = createProviders();
    // On a console screen (on a sign-in screen the session is already over).
    window.history.pushState({}, '', '/admin/category');
    sandboxServer.use(http.all('*/admin_marketplace_dashboard', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(authProvider.checkError({ status: 403 })).rejects.toThrow('app.auth.session_ended');
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('follows a role changed meanwhile at any refusal (403): the revoked screen leaves the menu, and is refused when next opened', async () => {
    const user = setupUser();
    const providers = createProviders();
    renderApp('/admin/services', 'subadmin', providers);
    await screen.findByRole('heading', { name: /^Service/, level: 1 });
    await screen.findByRole('menuitem', { name: 'Service' });
    // An administrator takes Service from the role while the screen is open; a call of it is then refused.
    const { db } = sandbox.store;
    const roleId = db.subAdmins.find((subAdmin) => subAdmin.email === 'catalogue@garagehub.in')!.roleId;
    const role = db.roles.find((candidate) => candidate._id === roleId)!;
    const serviceFeature = db.features.find((feature) => feature.featureName === 'Service' && feature.source === 'vrgarage')!;
    role.features = role.features!.filter((feature) => feature.featureId !== serviceFeature._id);
    await act(() => providers.authProvider.checkError({ status: 403 }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Service' })).not.toBeInTheDocument());
    // The open screen stays as it was (a form being filled in is not lost); opened again, it is refused.
    expect(screen.getByRole('heading', { name: /^Service/, level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Category' }));
    await screen.findByRole('heading', { name: /^Categor/, level: 1 });
    act(() => window.history.back());
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('says so on the sign-in form; signed in again, the screen reads its rows afresh and the user stays', async () => {
    const user = setupUser();
    localStorage.setItem('admin', JSON.stringify({ token: 'ended-token', role: 'admin' }));
    // As the console starts: the rows asked for while its code loads, refused with the session.
    const providers = createProviders();
    prefetchRowsAt('/admin/category', providers);
    renderApp('/admin/category', undefined, providers);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    await user.type(screen.getByLabelText(/E-?mail/i), 'admin@garagehub.in');
    await user.type(screen.getByLabelText(/Password/i), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    // The ended session's refused read is not the new session's: the list asks again, with the new token.
    const newest = [...sandbox.store.db.categories].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    await screen.findByRole('cell', { name: newest.categoryName });
    const listReads = sent.filter((call) => call.path === '/CategoryAdminList');
    expect(listReads.at(-1)?.auth).not.toBe('Bearer ended-token');
    expect(window.location.pathname).toBe('/admin/category');
    expect(localStorage.getItem('admin')).not.toBeNull();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
    cleanup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });
});

describe('the frame recorded for the next reload', () => {
  const frameKey = preferenceKey('admin@garagehub.in', FRAME_KEY);
  /** The console's layout as drawn, its main content `screen`; the frame is looked at 3 s after the screen shows. */
  const showAndWait = (screenHtml: string) => {
    const root = document.createElement('div');
    root.innerHTML = `<header class="${appBarClasses.root}"><h6 id="react-admin-title">Lead Management</h6></header><main id="main-content">${screenHtml}</main>`;
    document.body.append(root);
    takeOverFirstPaint(root);
    vi.advanceTimersByTime(3_000);
    root.remove();
  };

  it("is not taken from an error page, whose heading names no screen and sits elsewhere; a screen's is", () => {
    localStorage.setItem('admin', JSON.stringify({ token: 'token', email: 'admin@garagehub.in' }));
    vi.useFakeTimers();
    try {
      showAndWait(`<section ${ERROR_SCREEN_ATTRIBUTE}><p>403</p><h1>Access denied</h1></section>`);
      expect(localStorage.getItem(frameKey)).toBeNull();
      showAndWait('<h1>Categories</h1>');
      expect(JSON.parse(localStorage.getItem(frameKey)!)).toHaveProperty('heading');
    } finally {
      vi.useRealTimers();
      localStorage.clear();
    }
  });
});
