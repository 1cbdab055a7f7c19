import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  dataCells,
  firstDataRow,
  navigate,
  openList,
  pagePerTest,
  screenshot,
  seriousViolations,
  setPreference,
  signInAsAdmin,
  typeDate,
} from './browser';

const page = pagePerTest();

/** A payment link's expiry 90 days ahead (it may not be in the past), as typed (DD-MM-YYYY) and as sent (YYYY-MM-DD). */
function linkExpiry() {
  const date = addDays(new Date(), 90);
  return { typed: format(date, 'dd-MM-yyyy'), sent: format(date, 'yyyy-MM-dd') };
}

/** Opens the subscriptions dialog of the first row and returns the garage's name. */
async function openFirstGarageSubscriptions(): Promise<string> {
  const name = (await dataCells(page().locator('tbody tr').first()).nth(2).textContent())!.trim();
  await page()
    .getByRole('button', { name: `Manage subscriptions of ${name}` })
    .first()
    .click();
  await page()
    .getByRole('dialog', { name: `Subscriptions: ${name}` })
    .waitFor();
  return name;
}

/** Opens, from Garage Management, the subscriptions of the first garage that has one; returns its name. */
async function openSubscriptionsFromGarageRow(): Promise<string> {
  await navigate(page(), '/admin/GarageManagement');
  await page().getByRole('heading', { level: 1, name: 'Garage Management' }).waitFor();
  await firstDataRow(page()).waitFor();
  const button = page()
    .getByRole('button', { name: /^View Subscriptions: / })
    .first();
  const name = (await button.getAttribute('aria-label'))!.replace('View Subscriptions: ', '');
  await button.click();
  await page()
    .getByRole('dialog', { name: `Subscriptions: ${name}` })
    .waitFor();
  return name;
}

describe('garage subscriptions', () => {
  // One visit: Subscriptions, then Subscription Enquiries opened in the app.
  it('lists subscriptions 10 per server page and opens a row history; lists subscription enquiries 8 per page and opens a request', async () => {
    const listed = page().waitForRequest((request) => request.url().endsWith('/api/listofSubscriptionData'));
    await signInAsAdmin(page(), '/admin/Subscription');
    await openList(page(), '/admin/Subscription');
    expect((await listed).postDataJSON()).toEqual({ limit: 10, page: 1, garageId: '' });
    expect(await page().locator('tbody tr').count()).toBe(10);
    const name = (await dataCells(page().locator('tbody tr').first()).nth(2).textContent())!.trim();
    await page()
      .getByRole('button', { name: `Subscription history of ${name}` })
      .first()
      .click();
    const modal = page().getByRole('dialog', { name: `Subscription History: ${name}` });
    await modal.locator('tbody tr').first().waitFor();
    await screenshot(page(), 'subscriptions-history-en');
    await page().keyboard.press('Escape');
    await openFirstGarageSubscriptions();
    await page().keyboard.press('Escape');
    await expect.poll(() => page().getByRole('dialog').count()).toBe(0);

    await navigate(page(), '/admin/SubscriptionEnquiry');
    await firstDataRow(page()).waitFor();
    expect(await page().locator('tbody tr').count()).toBe(8);
    const owner = (await dataCells(page().locator('tbody tr').first()).nth(2).textContent())!.trim();
    await dataCells(page().locator('tbody tr').first()).nth(7).click();
    const details = page().getByRole('dialog', { name: 'Garage Request Details' });
    await details.getByText(owner, { exact: true }).waitFor();
    await screenshot(page(), 'subscription-enquiry-details-en');
  });

  it("opens a garage's subscriptions from its row, switches a feature off and back, and shares a payment link", async () => {
    await signInAsAdmin(page(), '/admin/GarageManagement');
    await openSubscriptionsFromGarageRow();
    const dialog = page().getByRole('dialog').first();
    await dialog.getByText(/^Expire(s|d) on \d{2}-\d{2}-\d{4}$/).waitFor();
    const reminder = await dialog.getByRole('link', { name: 'Send renewal reminder' }).getAttribute('href');
    expect(reminder).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(decodeURIComponent(reminder!.split('?text=')[1]!).split('\n').at(-1)).toBe('Team Marketplace');

    const feature = dialog.getByRole('switch').first();
    const featureName = await feature.getAttribute('aria-label');
    const before = await feature.isChecked();
    const first = page().waitForRequest((request) => request.url().endsWith('/api/admin/updateSubscriptionStatus'));
    await feature.click();
    expect((await first).postDataJSON()).toMatchObject({ subscriptionStatus: !before });
    await page()
      .getByText(`${featureName} is now ${before ? 'OFF' : 'ON'}`)
      .waitFor();
    await expect.poll(() => feature.isChecked()).toBe(!before);
    await screenshot(page(), 'subscriptions-dialog-en');
    const second = page().waitForRequest((request) => request.url().endsWith('/api/admin/updateSubscriptionStatus'));
    await feature.click();
    expect((await second).postDataJSON()).toMatchObject({ subscriptionStatus: before });
    await expect.poll(() => feature.isChecked()).toBe(before);

    await dialog.getByRole('tab', { name: 'Payment Link' }).click();
    await dialog.getByRole('combobox', { name: /^Plan/ }).click();
    await page().getByRole('option', { name: 'Rise' }).click();
    await dialog.getByRole('combobox', { name: /^Time Period/ }).click();
    await page().getByRole('option', { name: '3 months' }).click();
    // The filter bar's DD-MM-YYYY picker; the payload keeps YYYY-MM-DD.
    const expiry = linkExpiry();
    await typeDate(dialog, 'expiryDate', expiry.typed.replaceAll('-', ''));
    expect(await dialog.getByTestId('date-expiryDate').inputValue()).toBe(expiry.typed);
    await dialog.getByLabel(/^Area/).fill('Koramangala');
    await dialog.getByLabel(/^Price/).fill('5997');
    await dialog.getByLabel(/^Credit/).fill('997');
    await expect.poll(() => dialog.getByTestId('total-amount').inputValue()).toBe('₹5,000.00');
    const generated = page().waitForRequest((request) => request.url().endsWith('/api/subscription/generatePaymentLink'));
    await dialog.getByRole('button', { name: 'Generate Payment Link' }).click();
    expect((await generated).postDataJSON()).toMatchObject({
      price: 5997,
      credit: 997,
      totalAmount: 5000,
      expiryDate: expiry.sent,
      timePeriod: 3,
      plan: 'rise',
      paymentFor: 'plan',
      feature: [],
      area: 'Koramangala',
    });
    const link = (await dialog.getByTestId('payment-link').textContent())!;
    const share = await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    const text = decodeURIComponent(share!.split('?text=')[1]!);
    expect(text).toContain(`Rise plan (3 months)`);
    expect(text).toContain(link);
    expect(text.endsWith('\nTeam Marketplace')).toBe(true);
    await screenshot(page(), 'subscriptions-payment-link-en');

    await dialog.getByRole('tab', { name: 'Subscription History' }).click();
    await dialog.getByRole('table', { name: 'Subscription History' }).locator('tbody tr').first().getByText('Rise').waitFor();
  });

  it('passes axe in English and Arabic, light and dark', async () => {
    for (const [locale, theme] of [
      ['en', 'lite'],
      ['ar', 'dark'],
    ] as const) {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      await signInAsAdmin(page(), '/admin/Subscription');
      await openList(page(), '/admin/Subscription');
      expect(await seriousViolations(page()), `list ${locale} ${theme}`).toBe('');
      await screenshot(page(), `subscriptions-list-${locale}-${theme}`);
      // The row's actions are History then Manage, whatever the language.
      await page().locator('tbody tr').first().getByRole('button').nth(1).click();
      await page().getByRole('dialog').waitFor();
      await page().getByRole('dialog').getByRole('switch').first().waitFor();
      expect(await seriousViolations(page()), `dialog ${locale} ${theme}`).toBe('');
      await screenshot(page(), `subscriptions-dialog-${locale}-${theme}`);
      await page().getByRole('dialog').getByRole('tab').nth(2).click();
      expect(await seriousViolations(page()), `payment ${locale} ${theme}`).toBe('');
      await screenshot(page(), `subscriptions-payment-${locale}-${theme}`);
      await page().keyboard.press('Escape');
      await page().getByRole('dialog').waitFor({ state: 'detached' });
      await navigate(page(), '/admin/SubscriptionEnquiry');
      await firstDataRow(page()).waitFor();
      expect(await seriousViolations(page()), `enquiries ${locale} ${theme}`).toBe('');
      await screenshot(page(), `subscription-enquiries-${locale}-${theme}`);
      await page().evaluate(() => localStorage.removeItem('admin'));
    }
  });
});
