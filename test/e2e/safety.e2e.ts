import { describe, expect, it } from 'vitest';
import { baseURL, firstDataRow, pagePerTest, screenshot, seriousViolations, setPreference, signInAsAdmin } from './browser';

const page = pagePerTest();

describe('typed work and hostile input in Chromium', () => {
  it('asks before Escape and Back throw away typed work, in light and dark', async () => {
    await signInAsAdmin(page());
    // In-app navigation, so Back stays in the console.
    await page().getByRole('menuitem', { name: 'Category', exact: true }).first().click();
    await page().waitForURL('**/admin/category');
    await firstDataRow(page()).waitFor();
    await page().getByRole('button', { name: 'Add Category' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('textbox', { name: /^Category Name/ }).fill('Chain Lubrication');
    await page().keyboard.press('Escape');
    const question = page().getByRole('dialog', { name: 'Discard your changes?' });
    await question.waitFor();
    await screenshot(page(), 'discard-question-light-en');
    expect(await seriousViolations(page())).toBe('');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'hidden' });

    await page().goBack();
    await question.waitFor();
    expect(new URL(page().url()).pathname).toBe('/admin/category');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog.getByRole('textbox', { name: /^Category Name/ }).inputValue()).toBe('Chain Lubrication');

    await page().goBack();
    await question.getByRole('button', { name: 'Discard' }).click();
    await page().waitForURL('**/admin/dashboard');

    await setPreference(page(), 'themeName', 'dark');
    await page().goto('/admin/category');
    await page().getByRole('button', { name: 'Add Category' }).click();
    await dialog.getByRole('textbox', { name: /^Category Name/ }).fill('x');
    await page().mouse.click(5, 5);
    await question.waitFor();
    await screenshot(page(), 'discard-question-dark-en');
    expect(await seriousViolations(page())).toBe('');
  });

  it('shows the list when its worker could not load, reading it in the page, and Garage Management too', async () => {
    // A release replaced under an open page, or a policy refusing the worker: its code never arrives.
    await page().route('**/assets/worker-*.js', (route) => route.abort());
    await signInAsAdmin(page(), '/admin/category');
    await firstDataRow(page()).waitFor();
    await page().getByRole('menuitem', { name: 'Garage Management', exact: true }).first().click();
    await page().waitForURL('**/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
  });

  it("shows the console's own message for an invalid sub-admin e-mail, not the browser bubble", async () => {
    await signInAsAdmin(page(), '/admin/subAdminManagement');
    await firstDataRow(page()).waitFor();
    await page().getByRole('button', { name: 'Add SubAdmin' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add SubAdmin' });
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('abc');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('The email is not valid!').waitFor();
    expect(await dialog.locator('form').evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);
    await screenshot(page(), 'subadmin-email-invalid-en');
  });

  it.each(['/%5Cevil.example', '/%5C%2Fevil.example', '/%09/evil.example', '/%0A/evil.example'])(
    'signs in to the dashboard, never to %s',
    async (next) => {
      await page().goto(`/login?next=${next}`);
      await page().locator('input[name="email"]').fill('admin@garagehub.in');
      await page().locator('input[name="password"]').fill('Admin@123');
      await page().locator('button[type="submit"]').click();
      await page().waitForURL('**/admin/dashboard');
      expect(new URL(page().url()).origin).toBe(new URL(baseURL()).origin);
      expect(page().url()).not.toContain('evil.example');
    },
  );

  it('searches every page of XLS Tracking and shows the progress while it gathers', async () => {
    await signInAsAdmin(page(), '/admin/xlsTracking');
    await firstDataRow(page()).waitFor();
    const lastName = await page().evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('admin')!).token as string;
      const first = await (
        await fetch('/api/xlsTracking', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ page: 1, limit: 10 }),
        })
      ).json();
      const pages = Math.ceil(Number(first.totalCount) / 10);
      const last = await (
        await fetch('/api/xlsTracking', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ page: pages, limit: 10 }),
        })
      ).json();
      return last.data.responseData.at(-1).garageName as string;
    });
    await page().getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await page().locator('tbody tr', { hasText: lastName }).first().waitFor();
    await screenshot(page(), 'xls-tracking-search-all-pages-en');
  });
});
