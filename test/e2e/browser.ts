import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** Debian's Chromium, started as the machine's probe does (no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newContext(browser: Browser, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: { width: options.width ?? 1366, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  });
}

/** A page whose waits give up after 10 s, so a failure reports quickly. */
export async function newPage(browser: Browser, options?: Parameters<typeof newContext>[1]): Promise<Page> {
  const context = await newContext(browser, options);
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

export async function resetSandbox(): Promise<void> {
  await fetch(`${baseURL()}/api/__sandbox/reset`, { method: 'POST', body: '{}' });
}

export async function setFault(call: string, fault: { status?: number; latencyMs?: number; offline?: boolean; times?: number }) {
  await fetch(`${baseURL()}/api/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ call, ...fault }) });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Sets a react-admin store value (language, theme) before the app reads it. */
export async function setPreference(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(([k, v]) => localStorage.setItem(`RaStoreGarageConsole.${k}`, JSON.stringify(v)), [key, value] as const);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test/artifacts/screens/${name}.png`, fullPage: false });
}

/** axe-core in the page: violations of impact serious or critical, one per line ('' when none). */
export async function seriousViolations(page: Page): Promise<string> {
  // Colours measured half-way through a fade are not the colours anyone reads.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`);
      return `${violation.id}: ${violation.help} — ${nodes.join(' | ')}`;
    })
    .join('\n');
}

/**
 * One Chromium for the test file and, before each test, a reseeded sandbox and a fresh page.
 * Returns the current page.
 */
export function useBrowserPage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    await resetSandbox();
    page = await newPage(browser!);
  });
  return () => page!;
}
