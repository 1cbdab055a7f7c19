import { describe, expect, it } from 'vitest';
import { product } from '../../src/config';
import { resources } from '../../src/areas/registry';
import { DIAGNOSTICS_ROUTE } from '../../src/auth/permissions';
import { navigate, screenshot, setPreference, pagePerTest, signInAsAdmin } from './browser';

/**
 * A tour of every screen in light, dark and Arabic, saved to test/artifacts/screens/tour-*.png for a
 * person to look at after a change of the UI library or the theme. Not part of `npm test`: run it with
 * `E2E_SCREENS=1 npm run test:e2e -- test/e2e/screens.e2e.ts`.
 */
const routes = [
  '/admin/dashboard',
  `/admin/${product}/dashboard`,
  '/admins/dashboard',
  ...resources.map((resource) => `/${resource.route}`),
  `/${DIAGNOSTICS_ROUTE}`,
];
const modes = [
  ['en', 'lite'],
  ['en', 'dark'],
  ['ar', 'lite'],
] as const;

describe.runIf(process.env.E2E_SCREENS)('every screen, light, dark and Arabic', () => {
  const page = pagePerTest();
  for (const [locale, theme] of modes)
    it(`${locale} ${theme}`, { timeout: 600_000 }, async () => {
      await setPreference(page(), 'locale', locale);
      await setPreference(page(), 'themeName', theme);
      await signInAsAdmin(page());
      for (const route of routes) {
        await navigate(page(), route);
        // The screen settles: its rows, its empty message or its charts, and no progress bar left.
        await page()
          .locator('tbody tr, .RaEmpty-message, [role="alert"], svg.MuiChartsSurface-root')
          .first()
          .waitFor()
          .catch(() => undefined);
        await page()
          .waitForLoadState('networkidle')
          .catch(() => undefined);
        expect(await page().locator('.RaLayout-appFrame').count(), route).toBe(1);
        await screenshot(page(), `tour-${route.replaceAll('/', '_').slice(1)}-${locale}-${theme}`);
      }
    });
});
