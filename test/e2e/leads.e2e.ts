import { describe, expect, it } from 'vitest';
import {
  columnCells,
  columnTexts,
  dataCells,
  firstDataRow,
  navigate,
  pagePerTest,
  sandboxRequest,
  screenshot,
  seriousViolations,
  setFault,
  setPreference,
  signInAsAdmin,
} from './browser';
import { DOCUMENTED_WORDS, wordsOutside } from './documentedWords';

const page = pagePerTest();

/** Asks the sandbox (as the admin) for a state and city with at least two garages to send a lead to. */
async function cityWithTwoGarages(garageType: 1 | 2): Promise<{ state: string; city: string; garages: string[] }> {
  const signedIn = await sandboxRequest('/adminSignIn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@garagehub.in', passWord: 'Admin@123' }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const candidates = [
    ['Karnataka', 'Bengaluru'],
    ['Delhi', 'New Delhi'],
    ['Maharashtra', 'Mumbai'],
    ['Telangana', 'Hyderabad'],
    ['Goa', 'Panaji'],
    ['Maharashtra', 'Pune'],
    ['Tamil Nadu', 'Chennai'],
  ];
  for (const [state, city] of candidates) {
    const answer = await sandboxRequest('/lead/searchGarage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ state, city, garageType, serviceId: '' }),
    });
    const garages = ((await answer.json()) as { data: { garages: { garageName: string }[] } }).data.garages;
    if (garages.length >= 2) return { state, city, garages: garages.map((garage) => garage.garageName) };
  }
  throw new Error('no city with two garages in the sandbox seed');
}

async function pickOption(label: string, typed: string, option: string) {
  const dialog = page().getByRole('dialog');
  await dialog.getByRole('combobox', { name: label }).fill(typed);
  await page().getByRole('option', { name: option, exact: true }).click();
}

describe('lead management', () => {
  it('adds a lead through the cascade and shows it first', async () => {
    await signInAsAdmin(page(), '/admin/leadManagement');
    await firstDataRow(page()).waitFor();
    expect(await page().locator('tbody tr').count()).toBe(10);
    await page().getByRole('button', { name: 'Add Lead' }).click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please input your Lead Name!').waitFor();
    await dialog.getByText('Please input your Phone number!').waitFor();

    await dialog.getByRole('textbox', { name: /^Customer Name/ }).fill('Kavya Menon');
    await dialog.getByRole('textbox', { name: /^Phone Number/ }).pressSequentially('98450123456');
    expect(await dialog.getByRole('textbox', { name: /^Phone Number/ }).inputValue()).toBe('9845012345');
    await dialog.getByRole('textbox', { name: /^Location/ }).fill('Koramangala, Bengaluru');
    await dialog.getByRole('radio', { name: '4W' }).check();
    await dialog.getByRole('combobox', { name: /^Vehicle Brand/ }).click();
    await page().getByRole('option', { name: 'Maruti Suzuki' }).click();
    await dialog.getByRole('combobox', { name: /^Vehicle Model/ }).click();
    await page().getByRole('option', { name: 'Swift' }).click();
    await dialog.getByRole('combobox', { name: /^Fuel Type/ }).click();
    await page().getByRole('option', { name: 'CNG' }).click();
    await dialog.getByRole('combobox', { name: /^Service Name/ }).fill('Car Wash');
    const serviceOption = page()
      .getByRole('option', { name: /Car Wash/ })
      .first();
    await serviceOption.waitFor();
    const serviceName = (await serviceOption.textContent())!.trim();
    expect(serviceName).toMatch(/Car Wash/);
    await serviceOption.click();
    await dialog.getByRole('combobox', { name: /^Source/ }).click();
    await page().getByRole('option', { name: 'Request Quote' }).click();
    await screenshot(page(), 'leads-add-lead-en');

    const created = page().waitForRequest((request) => request.url().endsWith('/api/lead/createLeadData'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await created).postDataJSON()).toMatchObject({
      customer: { name: 'Kavya Menon', phone: '9845012345', email: '', location: 'Koramangala, Bengaluru' },
      vehicle: { vehicleType: 1, brand: 'Maruti Suzuki', model: 'Swift', fuelType: 'CNG' },
      source: 'Request Quote',
      description: '',
    });
    await page().getByText('Lead created successfully').waitFor();
    const first = page().locator('tbody tr').first();
    await first.getByText('Kavya Menon').waitFor();
    await first.getByText(serviceName).waitFor();
    await screenshot(page(), 'leads-lead-management-en');
  });

  it('shows the retrying state while the lead list answers 503', async () => {
    await setFault('POST /lead/getLeadDataList', { status: 503, times: 2 });
    await signInAsAdmin(page(), '/admin/leadManagement');
    await page()
      .getByText(/The server is busy\. Trying again/)
      .waitFor();
    await screenshot(page(), 'leads-retrying-en');
    await page()
      .getByText(/The server is busy/)
      .waitFor({ state: 'detached' });
    await page().locator('tbody tr').nth(9).waitFor();
  });
});

describe('customer leads', () => {
  it('dispatches a customer lead to two garages of one city and finds both in Leads Proceed', async () => {
    await signInAsAdmin(page(), '/admin/marketplace/leads');
    await firstDataRow(page()).waitFor();
    expect(await page().locator('tbody tr').count()).toBe(10);
    const leadName = (await dataCells(page().locator('tbody tr').first()).nth(2).textContent())!.trim();
    const garageType = (await dataCells(page().locator('tbody tr').first()).nth(9).textContent())!.trim() === '4W' ? 1 : 2;
    const { state, city, garages } = await cityWithTwoGarages(garageType);
    const chosen = garages.slice(0, 2);
    await page()
      .getByRole('button', { name: `Send To Garage: ${leadName}` })
      .click();
    const dialog = page().getByRole('dialog');
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await pickOption('State', state, state);
    await pickOption('City', city, city);
    const searched = page().waitForRequest((request) => request.url().endsWith('/api/lead/searchGarage'));
    await dialog.getByRole('button', { name: 'Search Garages' }).click();
    expect((await searched).postDataJSON()).toEqual({ state, city, garageType, serviceId: '' });
    await page().getByText(`${garages.length} garages found`).waitFor();
    for (const name of chosen) await dialog.getByRole('checkbox', { name, exact: true }).check();
    await dialog.getByText('2 garages selected').waitFor();
    expect(await seriousViolations(page())).toBe('');
    await screenshot(page(), 'leads-send-to-garage-en');

    const sent = page().waitForRequest((request) => request.url().endsWith('/api/lead/generateLeads'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    const payload = (await sent).postDataJSON() as { leadId: string; garages: string[] };
    expect(payload.garages).toHaveLength(2);
    await page().getByText('Lead sent to 2 garages successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await navigate(page(), '/admin/leads');
    await firstDataRow(page()).waitFor();
    const firstTwo = page().locator('tbody tr').filter({ hasText: leadName });
    expect(await firstTwo.count()).toBe(2);
    const garageCells = await columnTexts(firstTwo, 9);
    expect(garageCells.map((cell) => cell.trim()).sort()).toEqual([...chosen].sort());
    await screenshot(page(), 'leads-proceed-en');
  });
});

describe('accessibility', () => {
  it.each([
    ['en', 'lite'],
    ['ar', 'dark'],
  ] as const)('passes axe on the lead screens and dialogs in %s, theme %s', async (locale, theme) => {
    await setPreference(page(), 'locale', locale);
    await setPreference(page(), 'themeName', theme);
    await signInAsAdmin(page(), '/admin/leadManagement');
    for (const path of ['/admin/leadManagement', '/admin/leads', '/admin/marketplace/leads']) {
      await navigate(page(), path);
      await firstDataRow(page()).waitFor();
      expect(await seriousViolations(page()), `${path} ${locale} ${theme}`).toBe('');
      // The seeded leads hold only documented sources and fuel types: each reads in the user's language, '-' where none.
      const shown = (source: string) => columnCells(page(), source).allTextContents();
      expect(wordsOutside(await shown('source'), DOCUMENTED_WORDS[locale].source), `${path} sources`).toEqual([]);
      expect(wordsOutside(await shown('vehicle.fuelType'), DOCUMENTED_WORDS[locale].fuel), `${path} fuel types`).toEqual([]);
    }
    await navigate(page(), '/admin/leadManagement');
    await firstDataRow(page()).waitFor();
    // A source is found by the words the list shows for it.
    const sources = columnCells(page(), 'source');
    const word = (await sources.first().textContent())!;
    await page().getByRole('searchbox').first().fill(word);
    await expect.poll(async () => [...new Set(await sources.allTextContents())], { message: `search '${word}'` }).toEqual([word]);
    await page().getByRole('searchbox').first().fill('');
    await page().locator('.RaList-actions button.MuiButton-contained').click();
    await page().getByRole('dialog').waitFor();
    expect(await seriousViolations(page()), `add lead ${locale} ${theme}`).toBe('');
    await screenshot(page(), `leads-add-lead-${locale}-${theme}`);
    await page().keyboard.press('Escape');
    await page().getByRole('dialog').waitFor({ state: 'detached' });
    await navigate(page(), '/admin/marketplace/leads');
    await firstDataRow(page()).waitFor();
    await page().locator('tbody tr').first().locator('td').last().getByRole('button').click();
    await page().getByRole('dialog').waitFor();
    expect(await seriousViolations(page()), `send to garage ${locale} ${theme}`).toBe('');
    await screenshot(page(), `leads-send-to-garage-${locale}-${theme}`);
  });
});
