import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { App } from '../../src/App';
import { preferenceKey } from '../../src/lib/preferences';
import { preferenceStores } from '../../src/lib/preferencesStore';
import { createProviders, listDrawn, setupUser } from './renderApp';
import { resetSandbox } from './sandboxServer';

beforeEach(resetSandbox);

const ADMIN = { email: 'admin@garagehub.in', password: 'Admin@123' };
/** A sub-admin whose role (Marketplace Support) opens Users too, a list with a column chooser. */
const SUPPORT = { email: 'farhan.qureshi@garagehub.in', password: 'Subadmin@123' };
const USERS = '/admin/marketplace/users';

/** The console as a page load starts it, over this browser's local storage. */
function openConsole(path: string) {
  window.history.pushState({}, '', path);
  return render(<App storeOf={preferenceStores(DEFAULT_LOCALE)} i18nProvider={createI18nProvider()} providers={createProviders()} />);
}

type User = ReturnType<typeof setupUser>;

async function signInThroughForm(user: User, { email, password }: { email: string; password: string }) {
  await user.type(await screen.findByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function signOut(user: User, profile: string, logout: string) {
  await user.click(await screen.findByRole('button', { name: profile }));
  await user.click(await screen.findByRole('menuitem', { name: logout }));
  await screen.findByRole('button', { name: 'Sign in' });
}

/** Moves the console to `path` as a link does. */
function openInApp(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const views = async () => within(await screen.findByTestId('saved-views'));

/** The theme the theme menu marks as chosen; the menu is closed again. */
async function chosenTheme(user: User, label: string): Promise<string | undefined> {
  await user.click(screen.getByRole('button', { name: label }));
  const chosen = (await screen.findAllByRole('menuitem')).find((item) => item.classList.contains('Mui-selected'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(chosen).not.toBeInTheDocument());
  return chosen?.textContent ?? undefined;
}

describe('preferences belong to their account', () => {
  it("keeps one account's saved views, columns, language and theme from the next account on the same browser, and gives them back to their owner", async () => {
    const user = setupUser();
    openConsole(USERS);
    await signInThroughForm(user, ADMIN);
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    await waitFor(() => expect(headers()).toContain('Gender'));

    // The administrator saves a view, hides a column, and picks dark and French.
    await listDrawn();
    await user.click((await views()).getByRole('button', { name: 'Save view' }));
    const naming = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(naming).getByLabelText('Name'), 'My users');
    await user.click(within(naming).getByRole('button', { name: 'Save' }));
    await (await views()).findByRole('button', { name: 'My users' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: 'Gender' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).not.toContain('Gender'));
    await user.click(screen.getByRole('button', { name: 'Theme' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await screen.findByRole('heading', { name: 'Utilisateurs', level: 1 });

    // Signed out: the sign-in screen shows its own language, and the browser holds nothing of the
    // administrator's outside the administrator's own keys.
    await signOut(user, 'Profil', 'Déconnexion');
    expect(document.documentElement.lang).toBe('en');
    const signInKeys = [preferenceKey(undefined, 'version'), preferenceKey(undefined, 'locale')];
    const outside = Object.keys(localStorage).filter((key) => !key.startsWith(preferenceKey(ADMIN.email, '')) && !signInKeys.includes(key));
    expect(outside).toEqual([]);

    // The next account starts from the defaults: English, the system's theme, every column, no saved view.
    await signInThroughForm(user, SUPPORT);
    await screen.findByRole('button', { name: 'Profile' });
    openInApp(USERS);
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    await waitFor(() => expect(headers()).toContain('Gender'));
    await listDrawn();
    expect((await views()).queryByRole('button', { name: 'My users' })).toBeNull();
    expect(await chosenTheme(user, 'Theme')).toBe('System');

    // The administrator signs in again and finds their own choices.
    await signOut(user, 'Profile', 'Logout');
    await signInThroughForm(user, ADMIN);
    await screen.findByRole('button', { name: 'Profil' });
    openInApp(USERS);
    await screen.findByRole('heading', { name: 'Utilisateurs', level: 1 });
    await (await views()).findByRole('button', { name: 'My users' });
    await waitFor(() => expect(headers()).toContain('Nom'));
    expect(headers()).not.toContain('Genre');
    await listDrawn();
    expect(await chosenTheme(user, 'Thème')).toBe('Sombre');

    // And on the next page load in this browser.
    cleanup();
    openConsole(USERS);
    await screen.findByRole('heading', { name: 'Utilisateurs', level: 1 });
    await (await views()).findByRole('button', { name: 'My users' });
    await waitFor(() => expect(headers()).toContain('Nom'));
    expect(headers()).not.toContain('Genre');
  });
});
