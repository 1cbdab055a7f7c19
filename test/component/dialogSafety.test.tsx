import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { DialogLoading } from '../../src/components/DialogLoading';
import { lazyComponent } from '../../src/lib/lazyComponent';
import { renderApp, renderScreen, setupUser } from './renderApp';
import { resetSandbox, sandbox, sent, signInAs } from './sandboxServer';

beforeEach(resetSandbox);

async function openAddCategory(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Add Category' }));
  return screen.findByRole('dialog', { name: 'Add Category' });
}

/** Types a new bike category and saves it while the server ends the session (401). */
async function saveCutShortBy401(user: ReturnType<typeof setupUser>) {
  const dialog = await openAddCategory(user);
  await user.click(within(dialog).getByLabelText('Bike'));
  await user.type(within(dialog).getByLabelText(/^Category Name/), 'Chain Lubrication');
  sandbox.faults.set('POST /addCategoryAdmin', { status: 401, times: 1 });
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(localStorage.getItem('admin')).toBeNull());
}

describe('typed work in dialogs is never lost by accident', () => {
  it('closes a pristine dialog on Escape and on Cancel at once', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    await openAddCategory(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dialog = await openAddCategory(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before Escape or Cancel throws typed work away: Keep editing keeps it, Discard closes', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    const dialog = await openAddCategory(user);
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Chain Lubrication');
    for (const close of [() => user.keyboard('{Escape}'), () => user.click(within(dialog).getByRole('button', { name: 'Cancel' }))]) {
      await close();
      const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      expect(question).toHaveTextContent("Some of your changes weren't saved. Are you sure you want to ignore them?");
      await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
      expect(within(screen.getByRole('dialog', { name: 'Add Category' })).getByLabelText(/^Category Name/)).toHaveValue('Chain Lubrication');
    }

    const backdrop = document.querySelector('.MuiBackdrop-root:not(.MuiBackdrop-invisible)') as HTMLElement;
    await user.click(backdrop);
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks on the browser Back button and stays on the screen when the user keeps editing', async () => {
    const user = setupUser();
    // Reached through the menu, so Back returns to a screen of the console (react-router's history entry).
    renderApp('/admin/services', 'admin');
    await user.click((await screen.findAllByRole('menuitem', { name: 'Category' }))[0]);
    const dialog = await openAddCategory(user);
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Chain');
    act(() => window.history.back());
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/category'));
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(await screen.findByRole('dialog', { name: 'Add Category' })).getByLabelText(/^Category Name/)).toHaveValue('Chain');
    expect(window.location.pathname).toBe('/admin/category');
  });

  it('opens Add and keeps what was typed while the list behind it shows its error, and saves', async () => {
    const user = setupUser();
    // The list's error (or offline page) takes the place of its rows; the screen's dialogs live beside them.
    sandbox.faults.set('GET /CategoryAdminList', { status: 500, times: 99 });
    renderScreen('/admin/category', 'admin');
    expect(await screen.findByText(/The list could not be loaded/)).toBeInTheDocument();
    const dialog = await openAddCategory(user);
    await user.click(within(dialog).getByLabelText('Bike'));
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Chain Lubrication');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/addCategoryAdmin').map((call) => call.body)).toEqual([
      { categoryImage: '', vehicleType: 2, categoryName: 'Chain Lubrication', categoryDescription: '' },
    ]);
  });

  it('keeps the draft of a save cut short by a 401 and reopens the dialog with it after signing in again', async () => {
    const user = setupUser();
    const view = renderScreen('/admin/category', 'admin');
    await saveCutShortBy401(user);
    expect(JSON.parse(sessionStorage.getItem('console.draft')!)).toMatchObject({
      path: '/admin/category',
      title: 'Add Category',
      values: { vehicleType: '2', categoryName: 'Chain Lubrication' },
    });
    expect(screen.queryByText('Category Added Successfully')).not.toBeInTheDocument();
    view.unmount();

    renderScreen('/admin/category', 'admin');
    const reopened = await screen.findByRole('dialog', { name: 'Add Category' });
    expect(within(reopened).getByLabelText(/^Category Name/)).toHaveValue('Chain Lubrication');
    expect(sessionStorage.getItem('console.draft')).toBeNull();
    sent.length = 0;
    await user.click(within(reopened).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/addCategoryAdmin').map((call) => call.body)).toEqual([
      { categoryImage: '', vehicleType: 2, categoryName: 'Chain Lubrication', categoryDescription: '' },
    ]);
  });

  it('keeps the open form as a draft when another tab signs out, and goes to the sign-in screen', async () => {
    const user = setupUser();
    const email = 'admin@garagehub.in';
    localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin', email), email, role: 'admin' }));
    renderApp('/admin/category');
    const dialog = await openAddCategory(user);
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Chain Lubrication');
    // Another tab's sign-out: the stored session goes, and the browser tells this tab.
    act(() => {
      localStorage.removeItem('admin');
      window.dispatchEvent(new StorageEvent('storage', { key: 'admin', storageArea: localStorage }));
    });
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('console.draft')!)).toMatchObject({
      path: '/admin/category',
      title: 'Add Category',
      account: 'admin@garagehub.in',
      values: { categoryName: 'Chain Lubrication' },
    });
  });

  it('gives a kept draft back to its own account only: another account signing in next does not get it', async () => {
    const user = setupUser();
    const signedInAs = (email: string) => localStorage.setItem('admin', JSON.stringify({ token: signInAs('admin', email), email, role: 'admin' }));
    signedInAs('admin@garagehub.in');
    const view = renderScreen('/admin/category');
    await saveCutShortBy401(user);
    expect(sessionStorage.getItem('console.draft')).not.toBeNull();
    view.unmount();

    signedInAs('someone.else@garagehub.in');
    renderScreen('/admin/category');
    await screen.findByRole('button', { name: 'Add Category' });
    await waitFor(() => expect(sessionStorage.getItem('console.draft')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('uploads', () => {
  it('refuses an HTML file in the category image picker with a clear message and uploads nothing', async () => {
    const user = setupUser({ applyAccept: false });
    renderScreen('/admin/category', 'admin');
    const dialog = await openAddCategory(user);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    await user.upload(input, new File(['<script>alert(document.cookie)</script>'], 'evil.html', { type: 'text/html' }));
    expect(await within(dialog).findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Car'));
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Wheel Alignment');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Category Added Successfully')).toBeInTheDocument();
    expect(sent.some((call) => call.path === '/uploadImage')).toBe(false);
    expect(sent.find((call) => call.path === '/addCategoryAdmin')?.body).toMatchObject({ categoryImage: '' });
  });
});

describe("the SEO editors' unsaved-changes guard", () => {
  it("asks the console's discard question, not the browser's, on Back and the portal switcher; Keep editing stays with the typed value", async () => {
    const user = setupUser();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    // Opened from the list, so Back returns to a screen of the console (react-router's history entry).
    renderApp('/admin/marketplace/nearme', 'admin');
    await user.click((await screen.findAllByRole('link', { name: /^Edit:/ }))[0]);
    await screen.findByLabelText('Basic price for Sedan');
    const editor = window.location.pathname;
    expect(editor).toMatch(/^\/admin\/marketplace\/editpagenear\//);
    fireEvent.change(screen.getByLabelText('Basic price for Sedan'), { target: { value: '799' } });
    try {
      act(() => window.history.back());
      const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
      expect(question).toHaveTextContent("Some of your changes weren't saved. Are you sure you want to ignore them?");
      await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
      await waitFor(() => expect(window.location.pathname).toBe(editor));
      expect(screen.getByLabelText('Basic price for Sedan')).toHaveValue(799);

      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Portal/, hidden: true }));
      fireEvent.click(await screen.findByRole('option', { name: 'VR Garage', hidden: true }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Keep editing' }));
      // Gone before the next question, so the next look-up finds that one and not this one closing.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
      expect(window.location.pathname).toBe(editor);
      expect(screen.getByLabelText('Basic price for Sedan')).toHaveValue(799);

      act(() => window.history.back());
      await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(window.location.pathname).toBe('/admin/marketplace/nearme'));
      expect(nativeConfirm).not.toHaveBeenCalled();
    } finally {
      nativeConfirm.mockRestore();
    }
  }, 60_000);
});

describe('text limits', () => {
  it('shows a counter near the limit and refuses a longer value', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    const dialog = await openAddCategory(user);
    const name = within(dialog).getByLabelText(/^Category Name/);
    // No maxlength attribute: the browser would cut the typed value short unseen and the cut value would be sent.
    expect(name).not.toHaveAttribute('maxlength');
    fireEvent.change(name, { target: { value: 'x'.repeat(125) } });
    expect(await within(dialog).findByText('125 / 150 characters')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(10_000) } });
    expect(await within(dialog).findByText('10000 / 150 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Car'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('At most 150 characters.')).toBeInTheDocument();
    expect(sent.some((call) => call.path === '/addCategoryAdmin')).toBe(false);
  });

  it('refuses a name of spaces only or without a letter, in the form, before the server sees it', async () => {
    const user = setupUser();
    renderScreen('/admin/category', 'admin');
    const dialog = await openAddCategory(user);
    await user.click(within(dialog).getByLabelText('Car'));
    const name = within(dialog).getByLabelText(/^Category Name/);
    fireEvent.change(name, { target: { value: '   ' } });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Spaces alone are not a value.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '12345' } });
    expect(await within(dialog).findByText('Use at least one letter.')).toBeInTheDocument();
    expect(sent.some((call) => call.path === '/addCategoryAdmin')).toBe(false);
  });
});

describe('a dialog opened before its code is in', () => {
  it('is named and busy on its dialog element, so it reads as loading and never as the form it stands for', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <DialogLoading label="Find" />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Find: Loading' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog', { name: 'Find' })).not.toBeInTheDocument();
  });

  it('offline, asks for its code only once the connection is back (a failed import stays failed in Chromium)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Dialog code</p> }));
    const Dialog = lazyComponent(load);
    render(<Dialog />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Dialog code')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });
});
