import { render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createI18nProvider } from '../../i18n';
import { App } from '../../src/App';
import { rememberNextPath, takeNextPath } from '../../src/auth/session';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginError, signIn } from '../../src/auth/signIn';
import { createProviders, renderApp, setupUser } from './renderApp';
import { resetSandbox, sandbox, sandboxServer, sent } from './sandboxServer';
import { http, HttpResponse } from 'msw';

beforeEach(resetSandbox);

async function submit(email: string, password: string) {
  const user = setupUser();
  renderApp('/login');
  await user.type(await screen.findByLabelText(/e-mail/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login outcomes (spec 000 §8)', () => {
  it('stores token and role under "admin" and opens the dashboard', async () => {
    await submit('admin@garagehub.in', 'Admin@123');
    await screen.findByText('All Garage');
    expect(window.location.pathname).toBe('/admin/dashboard');
    const stored = JSON.parse(localStorage.getItem('admin')!);
    expect(stored).toMatchObject({ role: 'admin' });
    expect(stored.token).toMatch(/\S+/);
    expect(sent.find((call) => call.path === '/adminSignIn')?.body).toEqual({ email: 'admin@garagehub.in', passWord: 'Admin@123' });
    expect(sent.find((call) => call.path === '/admin_marketplace_dashboard')?.auth).toBe(`Bearer ${stored.token}`);
  });

  it('shows "Incorrect Password or Email ID" for a wrong password', async () => {
    await submit('admin@garagehub.in', 'nope');
    expect(await screen.findByText('Incorrect Password or Email ID')).toBeInTheDocument();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('shows the server text as is for an unknown e-mail', async () => {
    await submit('nobody@garagehub.in', 'whatever');
    expect(await screen.findByText('give admin registation email')).toBeInTheDocument();
  });

  it('shows "Something went wrong" for any other answer', async () => {
    sandbox.faults.set('POST /adminSignIn', { status: 500, times: 1 });
    await submit('admin@garagehub.in', 'Admin@123');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('says "Something went wrong" and keeps no session when the profile after sign-in fails', async () => {
    sandbox.faults.set('GET /admin_{product}_dashboard', { status: 500, times: 1 });
    await submit('admin@garagehub.in', 'Admin@123');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(localStorage.getItem('admin')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('says the account or its role is not active when the profile refuses a sub-admin whose role is inactive', async () => {
    const account = sandbox.store.db.subAdmins.find((subAdmin) => subAdmin.email === 'catalogue@garagehub.in')!;
    sandbox.store.db.roles.find((role) => role._id === account.roleId)!.status = false;
    await submit('catalogue@garagehub.in', 'Subadmin@123');
    expect(await screen.findByText('This account or its role is not active. Ask an administrator.')).toBeInTheDocument();
    expect(localStorage.getItem('admin')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it("names a sub-admin's features it could not read, rather than signing in to screens that all say 'not assigned'", async () => {
    sandboxServer.use(http.all('*/admin_marketplace_dashboard', () => HttpResponse.json({ data: { role: 'subadmin', features: 'Category' } })));
    await submit('catalogue@garagehub.in', 'Subadmin@123');
    expect(await screen.findByText(/^The answer of GET \/admin_\{product\}_dashboard had no .* under `data.features`/)).toBeInTheDocument();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('passes "require passWord" through as is', async () => {
    await expect(signIn('admin@garagehub.in', '')).rejects.toEqual(new LoginError('require passWord', false));
  });

  it('sends an unauthenticated visitor to /login', async () => {
    renderApp('/admin/category');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});

describe('the return path after an ended session', () => {
  it('is taken when the sign-in screen opens, even when the router names the screen, so a later sign-in opens the dashboard', async () => {
    rememberNextPath('/admin/Inventory');
    // react-admin's logout after a 401 names the screen in the router's state.
    window.history.pushState({ usr: { nextPathname: '/admin/category' }, key: 'ended', idx: 0 }, '', '/login');
    render(<App storeOf={() => memoryStore()} i18nProvider={createI18nProvider()} providers={createProviders()} />);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(takeNextPath()).toBeNull();
  });

  it("opens where the account's own ended session left it, and the dashboard for another account", async () => {
    rememberNextPath('/admin/category', 'admin@garagehub.in');
    await submit(' Admin@GarageHub.in', 'Admin@123');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/category'));
  });

  it("never opens another account's screen after sign-in", async () => {
    rememberNextPath('/admin/category?filter=%7B%22q%22%3A%22tyres%22%7D', 'someone.else@garagehub.in');
    await submit('admin@garagehub.in', 'Admin@123');
    await screen.findByText('All Garage');
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(window.location.search).toBe('');
  });
});
