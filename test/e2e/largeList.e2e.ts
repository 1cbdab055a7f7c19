import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  columnTexts,
  firstDataRow,
  navigate,
  pagePerTest,
  resetSandbox,
  screenshot,
  seriousViolations,
  setFault,
  setPreference,
  signInAsAdmin,
} from './browser';
import { WAIT_MS } from './suite';

// The tests only read the large sandbox, so it is seeded once for the file.
const page = pagePerTest({ reseed: false });
const GARAGES = 20_000;

/** The sandbox reseeded with many garages; the answer of GET /getAllUsers is then about 72 MB. */
async function seedLarge() {
  // Answered once the garages are seeded; the state file is written in the background, a few megabytes at a time.
  await resetSandbox({ garages: GARAGES });
}

async function setStreamFault(fault: { chunkDelayMs?: number; failAfterBytes?: number; times?: number }) {
  await setFault('GET /getAllUsers', fault);
}

const progressLine = () => page().getByTestId('list-progress');
const pagerText = () => page().locator('.MuiTablePagination-displayedRows').textContent();
const totalOf = (text: string | null) => Number((/of ([\d,]+)/.exec(text ?? '')?.[1] ?? '0').replace(/,/g, ''));

async function openGarageManagement() {
  await signInAsAdmin(page(), '/admin/GarageManagement');
}

describe(`Garage Management with ${GARAGES.toLocaleString('en')} garages`, () => {
  beforeAll(seedLarge, 60_000);
  // The next file starts from the usual small sandbox.
  afterAll(() => resetSandbox());

  it('shows rows and a progress line before the answer is complete, searches what has arrived, then sorts newest first', async () => {
    // A slow network: about 72 MB in pieces of 256 KB, 40 ms apart (about 12 s).
    await setStreamFault({ chunkDelayMs: 40, times: 1 });
    await openGarageManagement();
    await firstDataRow(page()).waitFor();
    await expect.poll(() => progressLine().isVisible()).toBe(true);
    const line = await progressLine().textContent();
    expect(line).toMatch(/Loading Garage Management… [\d,]+/);
    expect(line).toContain("Shown in the server's order; newest first once every row has arrived.");
    expect(await page().locator('tbody tr').count()).toBe(10);
    await screenshot(page(), 'large-list-loading-en');

    // A search while rows arrive covers those rows, and says so.
    await page().getByRole('searchbox', { name: 'Search' }).fill('Auto');
    await expect.poll(() => progressLine().textContent()).toMatch(/Filters and search cover the [\d,]+ rows arrived so far\./);
    await expect.poll(async () => (await page().locator('tbody tr').first().textContent()) ?? '').toContain('Auto');
    await screenshot(page(), 'large-list-search-while-loading-en');
    expect(await seriousViolations(page())).toBe('');

    // Complete: the progress line goes and the order becomes newest first.
    await progressLine().waitFor({ state: 'detached', timeout: 2 * WAIT_MS });
    await page().getByRole('searchbox', { name: 'Search' }).fill('');
    await expect.poll(async () => totalOf(await pagerText())).toBeGreaterThan(GARAGES * 0.7);
    expect(await page().locator('tbody tr').count()).toBe(10);
    // Register Date (third column, DD-MM-YYYY) now runs newest first.
    const dates = await columnTexts(page().locator('tbody tr'), 2);
    const times = dates.map((text) => {
      const [day, month, year] = text.trim().split('-').map(Number);
      return Date.UTC(year, month - 1, day);
    });
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }, 180_000);

  it('reads GET /getAllUsers once for the dashboard and Garage Management, and a chart opens its filtered list at once', async () => {
    let allUsersAsked = 0;
    page().on('request', (request) => void (new URL(request.url()).pathname.endsWith('/getAllUsers') && allUsersAsked++));
    await signInAsAdmin(page(), '/admin/dashboard');
    // The states chart fills once GET /getAllUsers (and the approval queue's list before it) is in.
    const states = page().getByTestId('chart-states');
    const asTable = states.getByRole('switch', { name: 'Show as table' });
    await expect.poll(() => asTable.isEnabled(), { timeout: 2 * WAIT_MS }).toBe(true);
    await asTable.click();
    const topRow = states.locator('tbody tr').first();
    const [state, count] = (await topRow.locator('td, th').allTextContents()).map((text) => text.trim());
    expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(0);

    // The click-through shows the filtered rows from the rows already read: no new download, no progress line.
    await topRow.getByRole('link', { name: state }).click();
    await page().waitForURL('**/admin/GarageManagement**');
    await expect.poll(async () => totalOf(await pagerText())).toBe(Number(count.replace(/,/g, '')));
    expect(allUsersAsked).toBe(1);
    expect(await progressLine().count()).toBe(0);
    await expect.poll(() => page().getByTestId('list-loaded-at').textContent()).toMatch(/^Rows loaded at /);

    // Back to the dashboard and to the whole list: still the one download.
    await navigate(page(), '/admin/dashboard');
    await states.waitFor();
    await navigate(page(), '/admin/GarageManagement');
    await firstDataRow(page()).waitFor();
    expect(allUsersAsked).toBe(1);
  }, 180_000);

  it('exports with progress and Cancel, and writes the file when left to finish', async () => {
    await openGarageManagement();
    // The first row first: the progress line may not have shown yet, and its absence would pass at once.
    await firstDataRow(page()).waitFor();
    await progressLine().waitFor({ state: 'detached' });

    let downloads = 0;
    page().on('download', () => downloads++);
    // Cancel the moment the progress shows, in the page itself: a click sent from here could land after
    // a quick machine had already written the file (the progress gone, the click on nothing).
    await page().evaluate(() => {
      const observer = new MutationObserver(() => {
        const cancel = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="export-progress"] button')].find(
          (button) => button.textContent === 'Cancel export',
        );
        if (!cancel) return;
        observer.disconnect();
        const box = cancel.closest('[data-testid="export-progress"]')!.getBoundingClientRect();
        (window as unknown as { exportProgressShown: string }).exportProgressShown =
          box.left >= 0 && box.right <= window.innerWidth ? 'whole' : `${box.left}–${box.right}`;
        cancel.click();
        (window as unknown as { exportCancelled: boolean }).exportCancelled = true;
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    // Narrowed to a phone's width (a phone turned upright): the console still answers, with no menu
    // drawer left over it, and the progress shows whole on the screen.
    const desktop = page().viewportSize()!;
    await page().setViewportSize({ width: 390, height: 844 });
    await page().getByRole('button', { name: 'Export', exact: true }).click();
    const status = page().getByTestId('export-progress');
    await expect.poll(() => page().evaluate(() => (window as unknown as { exportCancelled?: boolean }).exportCancelled)).toBe(true);
    await status.waitFor({ state: 'detached' });
    expect(await page().evaluate(() => (window as unknown as { exportProgressShown: string }).exportProgressShown)).toBe('whole');
    await page().setViewportSize(desktop);

    // Left to finish, the next export shows how many rows it has written and writes the file; the
    // cancelled one wrote none. Every text the progress shows is kept, however fast it goes.
    await page().evaluate(() => {
      const seen: string[] = ((window as unknown as { exportTexts: string[] }).exportTexts = []);
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="export-progress"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const download = page().waitForEvent('download', { timeout: 2 * WAIT_MS });
    await page().getByRole('button', { name: 'Export', exact: true }).click();
    await screenshot(page(), 'large-list-export-progress-en');
    expect((await download).suggestedFilename()).toBe('exported_data.xlsx');
    expect(downloads).toBe(1);
    const texts = await page().evaluate(() => (window as unknown as { exportTexts: string[] }).exportTexts);
    expect(
      texts.some((text) => /Writing the file: [\d,]+ of [\d,]+ rows/.test(text)),
      texts.join(' | '),
    ).toBe(true);
  });

  it('keeps the rows of an answer broken off mid-stream, marked partial, with Retry', async () => {
    await setPreference(page(), 'themeName', 'dark');
    // Broken off after 20 MB, sent at a pace the list reads as it arrives: a browser drops what its
    // stream still held unread when the connection fails, so a burst could end with no row read at all.
    await setStreamFault({ chunkDelayMs: 20, failAfterBytes: 20_000_000, times: 1 });
    await openGarageManagement();
    const alert = page().getByRole('alert').filter({ hasText: 'The list stopped loading after' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/The list stopped loading after [\d,]+ rows: the rows shown are incomplete\./);
    expect(await page().locator('tbody tr').count()).toBe(10);
    const partialTotal = totalOf(await pagerText());
    expect(partialTotal).toBeGreaterThan(0);
    await screenshot(page(), 'large-list-partial-dark-en');
    expect(await seriousViolations(page())).toBe('');

    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    await progressLine().waitFor({ state: 'detached' });
    await expect.poll(async () => totalOf(await pagerText())).toBeGreaterThan(partialTotal);
  });
});
