import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigate, screenshot, seriousViolations, setPreference, signIn, pagePerTest, signInAsAdmin } from './browser';

const page = pagePerTest();

/** The Analytics screens no other end-to-end test opens: route, feature name (the sub-admin's menu label). */
const SCREENS = [
  ['Purchase', 'Purchase Invoice'],
  ['JobCard', 'JobCard'],
  ['Vendors', 'Vendors'],
  ['xlsTracking', 'xls tracking'],
  ['Rewards', 'Cashback Coins'],
] as const;

const SUBADMIN = { name: 'Kavya Menon', email: 'kavya.menon@garagehub.in', role: 'Accounts Team' };

/** Calls the sandbox API with the signed-in user's token. */
function callApi<T>(target: Page, method: string, path: string, body?: unknown): Promise<T> {
  return target.evaluate(
    async ([verb, url, payload]) => {
      const { token } = JSON.parse(localStorage.getItem('admin') ?? '{}');
      const response = await fetch(`/api${url}`, {
        method: verb,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return response.json();
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

/** As an administrator would in Roles and SubAdmin Management: a role with the five screens, and a sub-admin holding it. */
async function createAccountsSubAdmin() {
  // The calls go straight to the API: a page of the console's origin that runs no console code is enough.
  await signInAsAdmin(page(), '/favicon.svg');
  const features = (await callApi<{ data: { _id: string; featureName: string; source: string }[] }>(page(), 'GET', '/adminFeatures')).data;
  const wanted = SCREENS.map(([, name]) => features.find((feature) => feature.featureName === name && feature.source === 'vrgarage')!);
  expect(wanted.every(Boolean)).toBe(true);
  await callApi(page(), 'POST', '/adminRoles', {
    roleName: SUBADMIN.role,
    source: 'vrgarage',
    features: wanted.map((feature) => ({ featureId: feature._id, privileges: [{ privilegesType: 'Read' }] })),
  });
  const roles = (await callApi<{ data: { _id: string; roleName: string }[] }>(page(), 'GET', '/adminRoles')).data;
  const roleId = roles.find((role) => role.roleName === SUBADMIN.role)!._id;
  await callApi(page(), 'POST', '/subAdmin', { name: SUBADMIN.name, email: SUBADMIN.email, roleId });
  await page().evaluate(() => localStorage.removeItem('admin'));
}

/** Opens each screen by its URL (the first loads the console, the others move inside it) and checks it shows its heading and no serious accessibility violation. */
async function openEach(locale: 'en' | 'ar', who: string) {
  for (const [route] of SCREENS) {
    await navigate(page(), `/admin/${route}`);
    await page().locator('main h1').first().waitFor();
    await page()
      .locator('tbody tr, [data-testid="empty-text"]')
      .first()
      .waitFor()
      .catch(async (error) => {
        await screenshot(page(), `analytics-${route}-${locale}-${who}-failed`, { always: true });
        throw error;
      });
    expect(
      await page()
        .getByText(locale === 'en' ? 'Access denied' : 'تم رفض الوصول')
        .count(),
      `${route} ${who}`,
    ).toBe(0);
    expect(await page().evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await screenshot(page(), `analytics-${route}-${locale}-${who}`);
    expect(await seriousViolations(page()), `${route} ${locale} ${who}`).toBe('');
  }
}

describe('Analytics screens: Purchase Invoice, JobCard, Vendors, XLS Tracking, Cashback Coins', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`open as admin in ${locale}, with no serious axe violation`, async () => {
      await setPreference(page(), 'locale', locale);
      await signInAsAdmin(page(), `/admin/${SCREENS[0][0]}`);
      await openEach(locale, 'admin');
    });

    it(`open as a sub-admin whose role has them, in ${locale}`, async () => {
      await createAccountsSubAdmin();
      await setPreference(page(), 'locale', locale, SUBADMIN.email);
      await signIn(page(), SUBADMIN.email, 'Subadmin@123');
      await page().waitForURL('**/admin/dashboard');
      // The menu links to the five screens.
      for (const [route] of SCREENS) await page().locator(`a[href="/admin/${route}"]`).first().waitFor({ state: 'attached' });
      await openEach(locale, 'subadmin');
      // A screen the role lacks stays closed.
      await navigate(page(), '/admin/SaleInvoice');
      await page()
        .getByText(locale === 'en' ? 'Access denied' : 'تم رفض الوصول')
        .first()
        .waitFor();
      expect(await page().locator('tbody tr').count()).toBe(0);
    });
  }
});
