import { expect, test, type Page } from '@playwright/test';
import { seedId, serviceDelete } from './support/backend-admin.ts';
import { insertMemberAssessment, tpmWidgetAnswers } from './support/member-assessment.ts';
import { signInPage } from './support/session.ts';

// On the narrowest phone (320 px) the screens stay as wide as the screen: wide tables scroll inside their own
// box instead of widening the whole page (which then scrolled sideways, its headings and texts running off the
// right edge), and cards and button rows wrap.

const WIDTH = 320;
const SESSION = seedId('64000000', 1);
const SCREENS: [email: string, path: string, ready: RegExp][] = [
  ['leader@acme.test', '/team-leader/reports', /Report del team/],
  ['manager@acme.test', '/manager/reports/assessment', /Report assessment/],
  ['manager@acme.test', '/manager/reports/coaching', /Report coaching/],
  ['coach@taas.test', '/coach', /Dashboard coach/],
  // Full-screen routes scroll in the flow frame's content box, not the document.
  ['member@acme.test', `/coaching/${SESSION}`, /Percorso Team Performance/],
  ['coach@taas.test', `/coaching/${SESSION}/activity/${seedId('62000000', 2)}`, /Quiz sui profili/],
];

/** How wide the page's content is: the document's, or a full-screen route's content box's if wider (it scrolls on its own). */
function pageContentWidth(page: Page): Promise<number> {
  return page.evaluate(
    `Math.max(document.documentElement.scrollWidth, ...[...document.querySelectorAll('.flow-frame__content')].map((box) => box.scrollWidth))`,
  );
}

for (const [email, path, ready] of SCREENS) {
  test(`${path} as ${email} at ${WIDTH} px: the page is as wide as the screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: WIDTH, height: 740 });
    await signInPage(page, email, path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    // The screen's reads settle (its tables and cards arrive) before the width is taken.
    await page.waitForLoadState('networkidle');
    expect(await pageContentWidth(page)).toBeLessThanOrEqual(WIDTH);
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
  ['member@acme.test', `/user/coaching/session/${SESSION}`, /Alpha/],
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
      // The tab's own panel: a tab may hold tabs of its own (Contenuti), each with its panel.
      const panel = await tab.getAttribute('aria-controls');
      await expect(page.locator(`[id="${panel}"]`)).toBeVisible();
      // The panel's reads settle (a table or a list arrives) before the width is taken.
      await page.waitForLoadState('networkidle');
      const name = await tab.innerText();
      expect(await pageContentWidth(page), `the "${name}" tab`).toBeLessThanOrEqual(WIDTH);
    }
  });
}

// The assessment with every widget: the member's own assessment, inserted and deleted with the service role so
// the shared seed stays as it was.
test(`an assessment at ${WIDTH} px: every widget keeps the page as wide as the screen`, async ({ page }, testInfo) => {
  const id = await insertMemberAssessment('tpm');
  try {
    await page.setViewportSize({ width: WIDTH, height: 740 });
    await signInPage(page, 'member@acme.test', `/assessment/${id}`);
    const position = page.getByTestId('question-position');
    const answers = tpmWidgetAnswers(page);
    for (const [index, [widget, answer]] of answers.entries()) {
      await expect(position).toHaveText(`Domanda ${index + 1} di 8`, { timeout: 20_000 });
      await answer();
      expect(await pageContentWidth(page), widget).toBeLessThanOrEqual(WIDTH);
      await page.screenshot({ path: testInfo.outputPath(`${widget}.png`) });
      if (index < answers.length - 1) await page.getByRole('button', { name: 'Successiva' }).click();
    }
  } finally {
    await serviceDelete(`assessments?id=eq.${id}`);
  }
});
