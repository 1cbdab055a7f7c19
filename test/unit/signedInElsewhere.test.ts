// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { rememberNextPath } from '../../src/auth/session';
import { useSignedInElsewhere } from '../../src/auth/sessionAcrossTabs';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** Another tab signs `email` in: the stored session changes and the browser tells this tab. */
function signInElsewhere(email: string) {
  localStorage.setItem('admin', JSON.stringify({ token: 'T0K', email }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'admin', storageArea: localStorage }));
}

it("opens the screen this tab was left on for the same account, and the dashboard for another account's sign-in", () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/login' });
  rememberNextPath('/admin/category', 'admin@garagehub.in');
  const same = renderHook(() => useSignedInElsewhere('/admin/category'));
  signInElsewhere('Admin@GarageHub.in');
  same.unmount();
  const other = renderHook(() => useSignedInElsewhere('/admin/category'));
  signInElsewhere('someone.else@garagehub.in');
  other.unmount();
  expect(assign.mock.calls.map(([url]) => url)).toEqual(['/admin/category', '/admin/dashboard']);
});
