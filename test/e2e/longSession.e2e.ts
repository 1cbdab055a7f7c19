import { describe, expect, it } from 'vitest';
import { openListAsAdmin, pagePerTest, sandboxRequest, screenshot, seriousViolations } from './browser';

const page = pagePerTest();

/** A category added by someone else, straight through the sandbox's API (not this browser). */
async function addCategoryElsewhere(categoryName: string): Promise<void> {
  const { token } = (await (
    await sandboxRequest('/adminSignIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@garagehub.in', passWord: 'Admin@123' }),
    })
  ).json()) as { token: string };
  const added = await sandboxRequest('/addCategoryAdmin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ categoryImage: '', vehicleType: 1, categoryName, categoryDescription: '' }),
  });
  expect(added.ok).toBe(true);
}

describe('a console kept open all day', () => {
  it('offline: one notice, a list asked for again reads once back, and a save held in its form with what was typed', async () => {
    await openListAsAdmin(page(), '/admin/category');
    const sent: string[] = [];
    page().on('request', (request) => {
      if (/\/api\/(CategoryAdminList|addCategoryAdmin)\b/.test(request.url()))
        sent.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    });
    const notice = page().getByRole('status').filter({ hasText: 'You are offline. Lists load again when the connection is back' });

    await page().context().setOffline(true);
    await notice.waitFor();
    // Changed elsewhere meanwhile; the list asked for again waits for the connection instead of failing.
    await addCategoryElsewhere('Added Elsewhere');
    await page().locator('#main-content').getByRole('button', { name: 'Refresh' }).click();
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'offline-notice-en');
    await page().context().setOffline(false);
    await notice.waitFor({ state: 'hidden' });
    await page().locator('tbody tr').getByText('Added Elsewhere').waitFor();
    expect(sent).toEqual(['/api/CategoryAdminList ']);

    await page().getByRole('button', { name: 'Add Category' }).click();
    await page().getByRole('radio', { name: 'Bike' }).check();
    const name = page().getByRole('textbox', { name: /^Category Name/ });
    await name.fill('Chain Lubrication');
    await page().context().setOffline(true);
    const held = page().getByRole('alert').getByText('You are offline, so nothing was sent.');
    await page().getByRole('button', { name: 'Submit' }).click();
    await held.waitFor();
    expect(await name.inputValue()).toBe('Chain Lubrication');
    // One notice (by its text: behind the dialog the page is out of the accessibility tree).
    expect(await page().getByText('You are offline. Lists load again').count()).toBe(1);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'offline-save-held-en');

    await page().context().setOffline(false);
    await held.waitFor({ state: 'hidden' });
    expect(sent).toEqual(['/api/CategoryAdminList ']);
    await page().getByRole('button', { name: 'Submit' }).click();
    await page().getByText('Category Added Successfully').waitFor();
    expect(JSON.parse(sent[1].replace('/api/addCategoryAdmin ', ''))).toEqual({
      categoryImage: '',
      vehicleType: 2,
      categoryName: 'Chain Lubrication',
      categoryDescription: '',
    });
  });
});
