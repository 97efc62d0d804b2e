import { expect, test } from '@playwright/test';
import { signInPage } from './support/session.ts';

// On the narrowest phone (320 px) the report and coach screens stay as wide as the screen: their wide tables
// scroll inside their own box instead of widening the whole page (which then scrolled sideways, its headings
// and texts running off the right edge).

const WIDTH = 320;
const SCREENS: [email: string, path: string, ready: RegExp][] = [
  ['leader@acme.test', '/team-leader/reports', /Report del team/],
  ['manager@acme.test', '/manager/reports/assessment', /Report assessment/],
  ['manager@acme.test', '/manager/reports/coaching', /Report coaching/],
  ['coach@taas.test', '/coach', /Dashboard coach/],
];

for (const [email, path, ready] of SCREENS) {
  test(`${path} as ${email} at ${WIDTH} px: the page is as wide as the screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTH, height: 740 });
    await signInPage(page, email, path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    await expect(page.locator('table').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.x + heading.width).toBeLessThanOrEqual(WIDTH);
    await page.screenshot({ path: testInfo.outputPath('screen.png'), fullPage: true });
  });
}

// Screens with tabs: every tab's panel keeps the page as wide as the screen.
const TABBED: [email: string, path: string, ready: RegExp][] = [
  ['manager@acme.test', '/manager/teams/30000000-0000-4000-8000-000000000001/reports', /Report/],
  ['admin@acme.test', '/org-admin/10000000-0000-4000-8000-000000000001', /Acme/],
  ['super@taas.test', '/super-admin', /Dashboard super amministratore/],
];

for (const [email, path, ready] of TABBED) {
  test(`${path} as ${email} at ${WIDTH} px: every tab keeps the page as wide as the screen`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: 740 });
    await signInPage(page, email, path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      // The panel's reads settle (a table or a list arrives) before the width is taken.
      await page.waitForLoadState('networkidle');
      const name = await tab.innerText();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the "${name}" tab`).toBeLessThanOrEqual(WIDTH);
    }
  });
}
