import { expect, test } from '@playwright/test';
import { signInPage } from './support/session.ts';
import { expectAccessible } from './support/axe.ts';

// The assessment reports list on a phone: every team's figures, template versions and button stay
// readable without the page scrolling sideways, and a version label is never broken word by word.

for (const width of [320, 375]) {
  test(`the reports list at ${width} px keeps each team readable`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 740 });
    await signInPage(page, 'manager@acme.test', '/manager/reports/assessment');
    // On a phone the teams are cards; the wide table is not shown.
    const table = page.getByTestId('report-team-cards');
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('report-teams')).toBeHidden();
    await expect(table.getByRole('article', { name: 'Alpha' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Visualizza report' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A label such as "TPM · versione 1" wraps at most once (two lines), never word by word.
    const labels = table.locator('.report-template-versions li');
    expect(await labels.count()).toBeGreaterThan(0);
    const tallest = await labels.evaluateAll((items) =>
      Math.max(
        ...items.map((item) => item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight)),
      ),
    );
    expect(tallest).toBeLessThanOrEqual(2.05);
    // The row's button lies on the screen, not beyond its right edge.
    const button = (await table.getByRole('button', { name: 'Visualizza report' }).first().boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(width);
    await expectAccessible(page, `reports list at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`reports-${width}.png`), fullPage: true });
  });
}
