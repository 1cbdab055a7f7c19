import type { Locator } from 'playwright-core';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/sandbox/images';
import { navigate, screenshot, seriousViolations, setPreference, pagePerTest, openListAsAdmin } from './browser';

const page = pagePerTest();

/** Width of a loaded <img>, 0 when the browser could not show it. */
const shownWidth = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode().catch(() => undefined);
    return element.naturalWidth;
  });

describe('a sandbox that looks like the product', () => {
  it('shows the seeded pictures of categories and garages instead of initials', async () => {
    await openListAsAdmin(page(), '/admin/category');
    const pictures = page().locator('tbody tr img');
    await pictures.first().waitFor();
    expect(await pictures.count()).toBeGreaterThan(5);
    for (const image of (await pictures.all()).slice(0, 5)) expect(await shownWidth(image)).toBe(96);
    await navigate(page(), '/admin/GarageManagement');
    const garagePicture = page().locator('tbody tr img').first();
    await garagePicture.waitFor();
    expect(await shownWidth(garagePicture)).toBeGreaterThan(0);
    await screenshot(page(), 'sandbox-garages-with-pictures');
  });

  it('images manager: shows the seeded images and an uploaded one back, and saves with the last image deleted', async () => {
    await openListAsAdmin(page(), '/admin/GarageManagement');
    await page()
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^View Images:/ })
      .click();
    const dialog = page().getByRole('dialog');
    const images = dialog.getByTestId('garage-image');
    await images.first().waitFor();
    const before = await images.count();
    // A 40 × 30 orange picture, uploaded and shown back at its own size.
    const upload = encodePng(40, 30, () => [230, 120, 20]);
    expect(inflateSync(upload.subarray(41, 41 + upload.readUInt32BE(33))).length).toBe((40 * 3 + 1) * 30);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: upload });
    await expect.poll(() => images.count()).toBe(before + 1);
    const uploaded = images.last().locator('img');
    expect(await uploaded.getAttribute('src')).toMatch(/^\/api\/__sandbox\/uploads\//);
    expect(await shownWidth(uploaded)).toBe(40);
    for (const image of (await images.locator('img').all()).slice(0, before)) expect(await shownWidth(image)).toBeGreaterThan(0);
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'garage-images-manager');

    // Delete them all: Save sends the empty list.
    while ((await images.count()) > 0)
      await images
        .first()
        .getByRole('button', { name: /^Delete/ })
        .click();
    const saved = page().waitForRequest((request) => request.url().endsWith('/api/editGarageProfile'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON().garageImages).toEqual([]);
    await page().getByText('Garage images updated successfully').waitFor();
  });

  it('filter dates in Arabic: DD-MM-YYYY, right to left, Arabic month names, To disabled until From and starting at From', async () => {
    await setPreference(page(), 'locale', 'ar');
    await openListAsAdmin(page(), '/admin/Purchase');
    const bar = page().getByRole('search');
    const from = bar.getByRole('group').first();
    const to = bar.getByRole('group').nth(1);
    await from.waitFor();
    expect(await to.locator('[role="spinbutton"]').first().getAttribute('aria-disabled')).toBe('true');
    await from.getByRole('spinbutton').first().click();
    await page().keyboard.type('05122024');
    await expect.poll(() => new URL(page().url()).searchParams.get('filter')).toBe('{"from":"2024-12-05"}');
    expect((await from.locator('.MuiPickersSectionList-root').textContent())?.replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toBe('05-12-2024');
    expect(await to.locator('[role="spinbutton"]').first().getAttribute('aria-disabled')).toBe('false');
    expect(await page().evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The calendar of To starts at From: earlier days cannot be picked.
    await to.getByRole('button').first().click();
    const calendar = page().getByRole('grid');
    await calendar.waitFor();
    await page().getByText('ديسمبر 2024').first().waitFor();
    expect(await calendar.getByRole('gridcell', { name: '4', exact: true }).isDisabled()).toBe(true);
    expect(await calendar.getByRole('gridcell', { name: '6', exact: true }).isDisabled()).toBe(false);
    await screenshot(page(), 'filter-bar-ar-calendar');
    await page().keyboard.press('Escape');
    expect(await seriousViolations(page())).toBe('');
    await screenshot(bar, 'filter-bar-ar');
    await screenshot(page(), 'filter-bar-ar-page');
  });
});
