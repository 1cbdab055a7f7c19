import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/areas/registry';
import { firstDataRow, navigate, pagePerTest, resetSandbox, screenshot, setPreference, signInAsAdmin } from './browser';

const DESKTOP = { width: 1440, height: 900 };
const page = pagePerTest({ viewport: DESKTOP });

/**
 * Rows of the page shown, how many of them are whole on the first screen, and the heights of those not
 * a whole number of pixels tall: the name column, stuck on its own layer, is drawn a pixel off such rows.
 */
const rowsOnFirstScreen = (target: Page) =>
  target.locator('tbody tr.RaDataTable-row').evaluateAll((rows) => ({
    rows: rows.length,
    whole: rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }).length,
    clamped: document.querySelectorAll('tbody .ConsoleCell-text').length,
    partPixel: [...new Set(rows.map((row) => row.getBoundingClientRect().height).filter((height) => !Number.isInteger(height)))],
  }));

/** Every list: those with free text (addresses, descriptions, notes, queries, content) and the others, which must stay dense too. */
const LISTS = resources.map((resource) => `/${resource.route}`);

/** Garage Management's first screen holds at least 8 whole rows of its 10, each a whole number of pixels tall. */
async function expectEightWholeRows(target: Page) {
  await firstDataRow(target).waitFor();
  const { rows, whole, partPixel } = await rowsOnFirstScreen(target);
  expect(rows).toBe(10);
  expect(whole).toBeGreaterThanOrEqual(8);
  expect(partPixel).toEqual([]);
}

describe('dense rows at 1440 x 900 with long free text', () => {
  it('shows at least 8 whole rows of every list on the first screen, each a whole number of pixels tall, in light, dark and Arabic', async () => {
    await resetSandbox({ longText: true });
    await signInAsAdmin(page(), '/admin/GarageManagement');
    const failures: string[] = [];
    for (const path of LISTS) {
      await navigate(page(), path);
      await firstDataRow(page()).waitFor();
      const { rows, whole, clamped, partPixel } = await rowsOnFirstScreen(page());
      await screenshot(page(), `dense${path.replaceAll('/', '-')}`);
      if (whole < Math.min(8, rows)) failures.push(`${path}: ${whole} whole rows of ${rows} (${clamped} cells clamped)`);
      if (partPixel.length > 0) failures.push(`${path}: rows ${partPixel.join(', ')} px tall`);
    }
    expect(failures).toEqual([]);

    await navigate(page(), '/admin/GarageManagement');
    await expectEightWholeRows(page());
    // Addresses of 100+ characters are clamped, the whole text on hover...
    const address = page().locator('tbody td.column-address .ConsoleCell-text').first();
    const whole = (await address.textContent()) ?? '';
    expect(whole.length).toBeGreaterThan(100);
    // The pointer may rest on another row's clamped text; its tooltip goes before this one is asked for.
    await page().mouse.move(0, 0);
    await page().getByRole('tooltip').waitFor({ state: 'detached' });
    await address.hover();
    await expect.poll(() => page().getByRole('tooltip').textContent()).toBe(whole);
    await screenshot(page(), 'dense-garages-en-light');
    // ...and on keyboard focus: a clamped text is in the tab order.
    await page().mouse.move(0, 0);
    await page().getByRole('tooltip').waitFor({ state: 'detached' });
    await address.focus();
    await expect(address.evaluate((element) => document.activeElement === element)).resolves.toBe(true);
    await expect(page().getByRole('tooltip').textContent()).resolves.toBe(whole);

    await setPreference(page(), 'themeName', 'dark');
    await page().goto('/admin/GarageManagement');
    await expectEightWholeRows(page());
    await screenshot(page(), 'dense-garages-en-dark');
    await setPreference(page(), 'locale', 'ar');
    await page().goto('/admin/GarageManagement');
    await expectEightWholeRows(page());
    await expect(page().evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await screenshot(page(), 'dense-garages-ar-dark');
  });

  it('keeps the density chosen, comfortable or compact, for the account', async () => {
    await signInAsAdmin(page(), '/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
    const rowHeight = () => firstDataRow(page()).evaluate((row) => row.getBoundingClientRect().height);
    const compact = await rowHeight();
    await page().getByRole('button', { name: 'Density' }).click();
    await page().getByRole('menuitemradio', { name: 'Comfortable' }).click();
    await expect.poll(rowHeight).toBeGreaterThan(compact);
    await page().reload();
    await firstDataRow(page()).waitFor();
    await expect.poll(rowHeight).toBeGreaterThan(compact);
    await page().getByRole('button', { name: 'Density' }).click();
    await expect(page().getByRole('menuitemradio', { name: 'Comfortable' }).getAttribute('aria-checked')).resolves.toBe('true');
    await page().getByRole('menuitemradio', { name: 'Compact' }).click();
    await expect.poll(rowHeight).toBe(compact);
  });
});
