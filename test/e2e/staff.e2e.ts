import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { firstDataRow, openList, pagePerTest, screenshot, seriousViolations, signIn, signInAsAdmin, typeDate } from './browser';

const page = pagePerTest();

/** Picks an option of a react-admin SelectInput inside the open dialog. */
async function choose(label: RegExp, option: string) {
  await page().getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page().getByRole('option', { name: option, exact: true }).click();
}

const sentTo = (path: string, method = 'POST') =>
  page().waitForRequest((request) => request.url().endsWith(`/api${path}`) && request.method() === method);

describe('staff and access', () => {
  it('admin creates a feature, a role with it and a sub-admin; the sub-admin then sees exactly that', async () => {
    await signInAsAdmin(page(), '/admin/features');

    // A feature for the Category screen, the endPoint chosen from the console's own routes.
    await openList(page(), '/admin/features');
    await page().getByRole('button', { name: 'Add Feature' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Feature Name/ }).fill('Category Desk Access');
    await choose(/^Source/, 'VR Garage');
    await dialog.getByRole('combobox', { name: /^End Point/ }).fill('/admin/cat');
    await page().getByRole('option', { name: '/admin/category', exact: true }).click();
    await choose(/^Icon/, 'listing-dbrd');
    const feature = sentTo('/adminFeatures');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await feature).postDataJSON()).toEqual({
      featureName: 'Category Desk Access',
      endPoint: '/admin/category',
      source: 'vrgarage',
      icon: 'listing-dbrd',
    });
    await page().getByText('Feature added successfully').waitFor();
    await page().locator('tbody tr').first().getByText('Category Desk Access').waitFor();

    // Role for the garage portal with that feature; the portal locks once chosen.
    await openList(page(), '/admin/roles');
    await page().getByRole('button', { name: 'Add Roles' }).click();
    await dialog.getByRole('textbox', { name: /^Role Name/ }).fill('Category Desk');
    await choose(/^Portal/, 'VR Garage');
    await dialog.getByText('The portal is fixed once chosen.').waitFor();
    await expect(dialog.getByRole('combobox', { name: /^Portal/ }).getAttribute('aria-disabled')).resolves.toBe('true');
    await dialog.getByRole('checkbox', { name: /^Category Desk Access/ }).check();
    const role = sentTo('/adminRoles');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const rolePayload = (await role).postDataJSON();
    expect(rolePayload).toMatchObject({ roleName: 'Category Desk', source: 'vrgarage' });
    expect(rolePayload.features).toEqual([{ featureId: expect.any(String), privileges: [{ privilegesType: 'Read' }] }]);
    await page().getByText('Roles Added Successfully').waitFor();

    // Sub-admin with that role.
    await openList(page(), '/admin/subAdminManagement');
    await page().getByRole('button', { name: 'Add SubAdmin' }).click();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Devika Menon');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('devika.menon@garagehub.in');
    await choose(/^Role/, 'Category Desk');
    const subAdmin = sentTo('/subAdmin');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const created = await subAdmin;
    expect(created.postDataJSON()).toEqual({ name: 'Devika Menon', email: 'devika.menon@garagehub.in', roleId: expect.any(String) });
    expect((await created.response())!.status()).toBe(201);
    await page().getByText('Subadmin Created successfully').waitFor();

    // Log out through the user menu, then sign in as the new sub-admin.
    await page().getByRole('button', { name: 'Profile' }).click();
    await page().getByRole('menuitem', { name: 'Logout' }).click();
    await page().waitForURL('**/login');
    await signIn(page(), 'devika.menon@garagehub.in', 'Subadmin@123');
    await page().waitForURL('**/admin/dashboard');
    const menu = page().locator('.RaSidebar-fixed [role="menu"]');
    // The feature supplies its own label (000 §2), and opens the Category screen.
    await menu.getByRole('menuitem', { name: 'Category Desk Access', exact: true }).waitFor();
    const entries = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
    // Role value 'subadmin': the Dashboard, its features and SubAdmin Management (list and roles), nothing else.
    expect(entries).toEqual(['Dashboard', 'SubAdmin Management', 'SubAdmin list', 'Roles', 'Category Desk Access']);
    await menu.getByRole('menuitem', { name: 'Category Desk Access', exact: true }).click();
    await page().waitForURL('**/admin/category');
    await firstDataRow(page()).waitFor();
    expect(await page().getByRole('button', { name: 'Export' }).count()).toBe(0);
    await screenshot(page(), 'staff-subadmin-category-en');
    for (const denied of ['/admin/GarageManagement', '/admin/features']) {
      await page().goto(denied);
      await page().getByText('Access denied').waitFor();
      expect(await page().getByRole('button', { name: 'Export' }).count()).toBe(0);
    }
    await page().getByText('Your role has not been given this feature.').waitFor();
  });

  it('validates promo amounts by type, saves a promo code and toggles it', async () => {
    await signInAsAdmin(page(), '/admin/Promocodes');
    await openList(page(), '/admin/Promocodes');
    expect(await page().locator('tbody tr').count()).toBe(5);
    await page().getByRole('button', { name: 'Add PromoCode' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Promo Code/ }).fill('RAINY30');
    await dialog.getByRole('spinbutton', { name: /Discount/ }).fill('130');
    await typeDate(dialog, 'startDate', '01122026');
    await typeDate(dialog, 'expiryDate', '31122026');
    // The date fields are drawn as the form's other inputs: the same box, the same height.
    const boxOf = (input: Locator) =>
      input.locator('xpath=..').evaluate((box) => [getComputedStyle(box).backgroundColor, box.getBoundingClientRect().height]);
    expect(await boxOf(dialog.getByTestId('date-startDate'))).toEqual(await boxOf(dialog.getByRole('textbox', { name: /^Promo Code/ })));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Discount must be between 0% and 100%').waitFor();
    await dialog.getByRole('radio', { name: 'Value' }).check();
    await expect(dialog.getByRole('spinbutton', { name: /Value/ }).inputValue()).resolves.toBe('');
    await dialog.getByRole('spinbutton', { name: /Value/ }).fill('300');
    const added = sentTo('/addPromoCode');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await added).postDataJSON()).toEqual({
      promoCodeType: 'value',
      promoCodeValue: 300,
      promoCode: 'RAINY30',
      startDate: '2026-12-01',
      expiryDate: '2026-12-31',
    });
    await page().getByText('Promo code added successfully').waitFor();
    const row = page().locator('tbody tr').filter({ hasText: 'RAINY30' });
    await row.waitFor();
    await row.getByRole('switch').click();
    await page().getByText('Are you sure Inactive this Promocode?').waitFor();
    const toggled = sentTo('/editpromoCode', 'PUT');
    await page().getByRole('button', { name: 'Yes' }).click();
    expect((await toggled).postDataJSON()).toEqual({ id: expect.any(String), status: false });
    await page().getByText('Promocode is now Inactive').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect(await seriousViolations(page())).toBe('');
  });

  it('says plainly that notifications are not connected and sends nothing', async () => {
    await signInAsAdmin(page(), '/admin/notifications');
    await openList(page(), '/admin/notifications');
    await page().getByText('Under Working', { exact: true }).waitFor();
    expect(await page().locator('tbody tr').count()).toBe(10);
    // 001 §2.3's Search button applies what is typed.
    await page().getByRole('searchbox', { name: 'Search' }).fill('you #13');
    await page().getByRole('button', { name: 'Search', exact: true }).click();
    await page().locator('tbody tr', { hasText: 'New garage near you #13' }).waitFor();
    await page().waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    const calls: string[] = [];
    page().on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET') calls.push(request.url());
    });
    await page().getByRole('button', { name: 'Send Notification' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please Enter Notification Title').waitFor();
    await dialog.getByRole('textbox', { name: /^Notification Title/ }).fill('Diwali offer');
    await dialog.getByRole('radio', { name: 'Garage' }).check();
    await choose(/^Recipient/, 'Sai Auto Works');
    expect(await seriousViolations(page())).toBe('');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Not sent: notifications are Under Working and not connected to a server.').waitFor();
    expect(calls).toEqual([]);
    await screenshot(page(), 'notifications-en');
  });
});
