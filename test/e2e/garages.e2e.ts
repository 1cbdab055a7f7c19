import { GARAGE_COLUMNS } from '../exportColumns';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dataCells,
  drawnOutOfOrder,
  filterBarFaults,
  firstDataRow,
  navigate,
  openListAsAdmin,
  pagePerTest,
  screenshot,
  seriousViolations,
  setPreference,
} from './browser';

const page = pagePerTest();

const dialog = () => page().getByRole('dialog').last();

describe('garage portal', () => {
  // One visit: the columns and the export of the list as the admin first sees it, then a garage's way in.
  it('exports the garages with the 22 headers, registers a garage, approves it, edits its working hours and shows them', async () => {
    await openListAsAdmin(page(), '/admin/GarageManagement');
    expect(await page().locator('tbody tr').count()).toBe(10);
    // Every spec column shows until the user hides it, e-mail, PAN and GST included.
    const headers = await page().getByRole('columnheader').allTextContents();
    for (const header of ['Email', 'Address', 'Area', 'PAN', 'GST', 'Business Type'])
      expect(
        headers.some((text) => text.includes(header)),
        header,
      ).toBe(true);
    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Export' }).click();
    const file = await download;
    const XLSX = await import('xlsx');
    const book = XLSX.read(readFileSync((await file.path())!));
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(sheet[0]).toEqual(GARAGE_COLUMNS);
    expect(sheet.length).toBeGreaterThan(11);

    await page().getByRole('button', { name: 'Add Garage' }).click();
    await dialog()
      .getByRole('textbox', { name: /^Garage Name/ })
      .waitFor();
    // The form's rows, its address among them, are evenly apart (they were 100, 84, 84, 84, 68, 92 and 100 px).
    const rowTops = await dialog()
      .locator(
        'input[name="garageName"], input[name="phoneNumber"], textarea[name="address"], input[name="area"], input[name="state"], input[name="latitude"], input[name="pancardNumber"], input[name="gstNumber"]',
      )
      .evaluateAll((inputs) => inputs.map((input) => input.closest('.MuiFormControl-root')!.getBoundingClientRect().top));
    const gaps = rowTops.slice(1).map((top, index) => Math.round(top - rowTops[index]));
    expect(gaps.length, 'rows measured').toBe(7);
    expect(Math.max(...gaps) - Math.min(...gaps), `rows apart by ${gaps.join(', ')} px`).toBeLessThanOrEqual(2);
    await dialog()
      .getByRole('textbox', { name: /^Garage Name/ })
      .fill('Sai Auto Works Indiranagar');
    await dialog()
      .getByRole('textbox', { name: /^Contact No/ })
      .fill('9876501234');
    await dialog().getByRole('textbox', { name: /^Area/ }).fill('Indiranagar');
    await dialog()
      .getByRole('combobox', { name: /^Business Type/ })
      .click();
    await page().getByRole('option', { name: 'Workshops/Garages/Modification' }).click();
    await dialog().getByRole('radio', { name: '4W' }).check();
    await dialog()
      .getByRole('combobox', { name: /^Categories/ })
      .click();
    await page().locator('.MuiAutocomplete-listbox [role="option"]').first().click();
    await dialog().getByRole('heading', { name: 'Add Garage' }).click();
    await screenshot(page(), 'garages-add-en');
    const registered = page().waitForRequest((request) => request.url().endsWith('/api/garage_Registation'));
    await dialog().getByRole('button', { name: 'Submit' }).click();
    const registration = await registered;
    expect(registration.headers().authorization).toBeUndefined();
    expect(registration.postDataJSON()).toMatchObject({
      garageName: 'Sai Auto Works Indiranagar',
      phoneNumber: '9876501234',
      businessType: 'Workshops',
      garageType: 1,
    });
    await page().getByText('Garage registered successfully').waitFor();
    await page().waitForURL('**/admin/ApproveGarage');

    const pendingRow = page().locator('tbody tr').filter({ hasText: 'Sai Auto Works Indiranagar' });
    await pendingRow.getByRole('button', { name: /^Approve:/ }).click();
    await page().getByText('Are you sure Approve this Garage?').waitFor();
    const approved = page().waitForRequest((request) => request.url().endsWith('/api/adminConformation'));
    await page().getByRole('button', { name: 'Yes' }).click();
    expect(Object.keys((await approved).postDataJSON())).toEqual(['UserId', 'Conformation']);
    await page().getByText('Approve Success').waitFor();
    await page().waitForURL('**/admin/GarageManagement');
    // The router keeps the previous screen up while the next one's code loads: wait for the new heading.
    await page().getByRole('heading', { level: 1, name: 'Garage Management' }).waitFor();

    await page().locator('tbody tr').first().getByText('Sai Auto Works Indiranagar').waitFor();
    await page().getByRole('searchbox', { name: 'Search' }).fill('Sai Auto Works Indiranagar');
    const row = page().locator('tbody tr').filter({ hasText: 'Sai Auto Works Indiranagar' });
    await expect.poll(() => page().locator('tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: 'Edit Sai Auto Works Indiranagar' }).click();
    await dialog()
      .getByRole('textbox', { name: /^Garage Name/ })
      .waitFor();
    // A value over the limit is refused with a message, not cut short and sent.
    const area = dialog().getByRole('textbox', { name: /^Area/ });
    const storedArea = await area.inputValue();
    await area.fill('x'.repeat(10_000));
    await dialog().getByText('10000 / 150 characters').waitFor();
    await dialog().getByRole('button', { name: 'Submit' }).click();
    await dialog().getByText('At most 150 characters.').waitFor();
    await area.fill(storedArea);
    await dialog().getByRole('combobox', { name: 'Monday Start hour' }).selectOption('10');
    await dialog().getByRole('combobox', { name: 'Monday Start minute' }).selectOption('30');
    await dialog().getByLabel('Sunday Closed').check();
    await screenshot(page(), 'garages-edit-en');
    const edited = page().waitForRequest((request) => request.url().endsWith('/api/editGarageProfile'));
    await dialog().getByRole('button', { name: 'Submit' }).click();
    expect((await edited).postDataJSON().workingHours[0]).toEqual({
      Day: 'Monday',
      DayStatus: true,
      StartTime: '10:30:00 AM',
      EndTime: '06:00:00 PM',
    });
    await page().getByText('Garage Profile Updated Successfully').waitFor();

    await row.getByRole('button', { name: 'View Working Hours: Sai Auto Works Indiranagar' }).click();
    const hours = dialog();
    await hours.getByRole('cell', { name: '10:30:00 AM' }).waitFor();
    await expect(hours.getByRole('row').filter({ hasText: 'Sunday' }).textContent()).resolves.toContain('Closed');
    await screenshot(page(), 'garages-hours-en');
  });

  it('narrows the garages by a state ticked in Filters beside the list (1280 px) or in a sheet (800 px), with the city counts; the duplicate-mobile check lists the pair; by keyboard, in Arabic and dark too', async () => {
    await page().setViewportSize({ width: 1280, height: 860 });
    await openListAsAdmin(page(), '/admin/GarageManagement');
    // 1200 px and wider: a panel beside the list, not a dialog.
    const filters = page().getByRole('region', { name: 'Filters' });
    const facet = (name: string) => filters.getByRole('region', { name });
    const valueLabels = (name: string) => facet(name).locator('label:has(input[type="checkbox"])');
    const countsIn = async (name: string) => {
      const labels = await valueLabels(name).allTextContents();
      return labels.map((label) => Number(/\((\d+)\)$/.exec(label)![1]));
    };
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    // Keyboard: the button opens the panel, Space ticks the focused checkbox.
    await page().getByRole('button', { name: 'Filters', exact: true }).focus();
    await page().keyboard.press('Enter');
    await valueLabels('State').first().waitFor();
    for (const name of ['State', 'City'])
      await facet(name)
        .getByRole('button', { name: /^Show \d+ more/ })
        .click();
    const allGarages = sum(await countsIn('State'));
    expect(sum(await countsIn('City'))).toBe(allGarages);
    const topState = facet('State').getByRole('checkbox').first();
    const [state, inState] = /^(.*) \((\d+)\)$/.exec((await valueLabels('State').first().textContent())!)!.slice(1);
    await topState.focus();
    await page().keyboard.press('Space');
    await page().waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').state?.[0] === state);
    // The city facet now counts that state's cities only; the state facet still lists the others.
    await expect.poll(async () => sum(await countsIn('City'))).toBe(Number(inState));
    expect(sum(await countsIn('State'))).toBe(allGarages);
    expect(Number(inState)).toBeLessThan(allGarages);
    await page()
      .getByText(new RegExp(`of ${inState}$`))
      .waitFor();
    // While the value is ticked, the rows stay in the accessibility tree (no aria-hidden) and take the keyboard's focus.
    expect(await page().getByRole('dialog').count()).toBe(0);
    expect(await page().getByRole('table').locator('xpath=ancestor-or-self::*[@aria-hidden]').count()).toBe(0);
    const rowButton = firstDataRow(page()).getByRole('button').first();
    await rowButton.focus();
    expect(await rowButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await seriousViolations(page()), 'en light facets beside').toBe('');
    await screenshot(page(), 'garages-facets-beside-en-lite');
    await facet('State').getByRole('checkbox').first().focus();
    await page().keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });
    expect(
      await page()
        .getByRole('button', { name: 'Filters (1)' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    const stateColumn = (await page().getByRole('columnheader').allTextContents()).findIndex((text) => text.trim() === 'State');
    const shownStates = await page()
      .locator('tbody tr')
      .evaluateAll((rows, column) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent), stateColumn);
    expect(new Set(shownStates)).toEqual(new Set([state]));

    await page().getByRole('button', { name: 'Clear Filters' }).click();
    await page().getByRole('button', { name: 'Data checks' }).click();
    const duplicateMobile = page().getByRole('menuitem', { name: /^Mobile number shared with another garage/ });
    await expect.poll(() => duplicateMobile.textContent()).toMatch(/garage2$/);
    await screenshot(page(), 'garages-checks-en-lite');
    await duplicateMobile.click();
    await expect.poll(() => page().locator('tbody tr').count()).toBe(2);
    const mobiles = await page()
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row): string[] => row.textContent!.match(/[6-9]\d{9}/g) ?? []));
    expect(mobiles[0].some((mobile) => mobiles[1].includes(mobile))).toBe(true);

    await setPreference(page(), 'locale', 'ar');
    await setPreference(page(), 'themeName', 'dark');
    await page().goto('/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
    await page().getByRole('button', { name: 'عوامل التصفية', exact: true }).click();
    await page().getByRole('region', { name: 'عوامل التصفية' }).getByRole('checkbox').first().waitFor();
    expect(await seriousViolations(page()), 'ar dark facets beside').toBe('');
    await screenshot(page(), 'garages-facets-beside-ar-dark');
    // Narrower than 1200 px the panel is a modal sheet over the list. Opened afresh at that width: a window
    // made narrow with the menu open turns react-admin's menu into a modal drawer too.
    await page().setViewportSize({ width: 800, height: 860 });
    await page().goto('/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
    const sheetButton = page().getByRole('button', { name: 'عوامل التصفية', exact: true });
    await sheetButton.click();
    // The click is taken (the button tells its sheet is open) before the sheet's counts are awaited. The open
    // sheet is modal: it hides the page behind it, the button included, from the accessibility tree.
    await expect
      .poll(() => page().getByRole('button', { name: 'عوامل التصفية', exact: true, includeHidden: true }).getAttribute('aria-expanded'))
      .toBe('true');
    await page().getByRole('dialog', { name: 'عوامل التصفية' }).getByRole('checkbox').first().waitFor();
    expect(await seriousViolations(page()), 'ar dark facets sheet').toBe('');
    await screenshot(page(), 'garages-facets-sheet-ar-dark');
    await page().keyboard.press('Escape');
    await page().getByRole('button', { name: 'فحوص البيانات' }).click();
    await page().getByRole('menuitem').first().waitFor();
    await expect.poll(() => page().getByRole('menuitem').first().textContent()).toMatch(/\d$/);
    expect(await seriousViolations(page()), 'ar dark checks').toBe('');
    await screenshot(page(), 'garages-checks-ar-dark');
  });

  it('passes axe in English and Arabic, light and dark, list and modals', async () => {
    for (const [locale, theme] of [
      ['en', 'lite'],
      ['ar', 'dark'],
    ] as const) {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      await openListAsAdmin(page(), '/admin/GarageManagement');
      expect(await seriousViolations(page()), `${locale} ${theme} list`).toBe('');
      // One look for the bar's fields, each select as wide as its label ('Business Type' ran under its arrow).
      expect(await filterBarFaults(page()), `${locale} ${theme} filter bar`).toEqual([]);
      // Scrolled sideways to its last columns, the table keeps each row's garage name in view.
      const name = await page()
        .locator('[role="region"][tabindex="0"]')
        .evaluate((box) => {
          box.scrollLeft = (document.dir === 'rtl' ? -1 : 1) * box.scrollWidth;
          const [shown, cell] = [box.getBoundingClientRect(), box.querySelector('tbody td.column-garageName')!.getBoundingClientRect()];
          return { scrolled: Math.abs(box.scrollLeft), inView: cell.left >= shown.left - 1 && cell.right <= shown.right + 1 };
        });
      expect(name.scrolled, `${locale}: the table scrolls sideways`).toBeGreaterThan(300);
      expect(name.inView, `${locale}: the garage's name stays in view`).toBe(true);
      const edge = () =>
        page()
          .locator('tbody td.column-garageName')
          .first()
          .evaluate((cell) => getComputedStyle(cell).boxShadow);
      await expect.poll(edge, { message: `${locale}: the name column shows its edge over the columns under it` }).not.toBe('none');
      await screenshot(page(), `garages-list-${locale}-${theme}`);
      await dataCells(page().locator('tbody tr').first()).nth(4).getByRole('button').click();
      await dialog().waitFor();
      expect(await seriousViolations(page()), `${locale} ${theme} coins`).toBe('');
      await screenshot(page(), `garages-coins-${locale}-${theme}`);
      await page().keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      // The opening hours read as written in Arabic too: '09:30:00 AM', not 'AM 09:30:00'.
      await firstDataRow(page())
        .getByRole('button', { name: /Working Hours|ساعات العمل/ })
        .click();
      await dialog().locator('td').first().waitFor();
      const hours = await drawnOutOfOrder(dialog().locator('td'), /^\d{2}:\d{2}(:\d{2})? [AP]M$/);
      expect(hours.matched, locale).toBeGreaterThan(0);
      expect(hours.outOfOrder, `${locale}: opening hours drawn out of order`).toEqual([]);
      await page().keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
      if (locale === 'ar') {
        // The Add form in Arabic: a time reads hour, minute, AM/PM from the left (it was drawn 'AM 00 : 09').
        await page().getByRole('button', { name: 'إضافة ورشة' }).click();
        const monday = dialog().getByTestId('day-Monday').getByRole('group').first();
        await monday.waitFor();
        const lefts = await monday.locator('select').evaluateAll((selects) => selects.map((select) => select.getBoundingClientRect().left));
        expect(lefts, 'hour, minute and AM/PM from the left').toEqual([...lefts].sort((a, b) => a - b));
        expect(await seriousViolations(page()), `${locale} ${theme} add`).toBe('');
        await page().keyboard.press('Escape');
        await dialog().waitFor({ state: 'detached' });
      }
      await navigate(page(), '/admin/ApproveGarage');
      await firstDataRow(page()).waitFor();
      expect(await seriousViolations(page()), `${locale} ${theme} approve`).toBe('');
      await screenshot(page(), `garages-approve-${locale}-${theme}`);
      await page().evaluate(() => localStorage.removeItem('admin'));
    }
  });
});
