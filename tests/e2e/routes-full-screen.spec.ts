import { expect, test, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceHeaders } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

// Full-screen flows: the assessment screen sits outside the app frame, and a slim bar above its
// own header keeps the sync indicator in sight, on a phone too, without covering the question.

const MEMBER_ID = seedId('20000000', 5);

async function createTpmAssessment(): Promise<string> {
  const body = {
    user_id: MEMBER_ID,
    organization_id: seedId('10000000', 1),
    team_id: seedId('30000000', 1),
    template_id: seedId('50000000', 1),
    assessment_type: 'tpm',
    evaluation_type: 'self',
  };
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

/** Signing in is tested in auth.spec.ts: here the member comes back signed in. */
const signIn = (page: Page) => signInPage(page, 'member@acme.test', '/user');

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not rendered`);
  return found;
}

test.use({ viewport: { width: 390, height: 844 } });

test('answering with no network, the assessment screen shows the sync state and what waits to be sent', async ({
  page,
  context,
}, testInfo) => {
  const assessmentId = await createTpmAssessment();
  await signIn(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/assessment-list');
  await expect(page.getByTestId(`assessment-${assessmentId}`).getByText('Pronto offline')).toBeVisible({
    timeout: 20_000,
  });

  await context.setOffline(true);
  try {
    await page.goto(`/assessment/${assessmentId}`);
    await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
    // The bar holds the sync indicator alone (its panel opens from it).
    const indicator = page.getByTestId('flow-sync-bar').getByRole('button').first();
    await expect(indicator).toBeVisible();
    await page.getByRole('radio').first().check();
    await expect(indicator).toHaveAccessibleName(/1 modifica in attesa/);

    // The bar sits above the question and within the phone's width.
    const bar = await box(page, 'flow-sync-bar');
    expect(bar.y).toBeGreaterThanOrEqual(0);
    expect(bar.y + bar.height).toBeLessThanOrEqual((await box(page, 'question-position')).y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('assessment-offline-390x844.png') });

    // Scrolled to the submit buttons, the indicator is still in sight.
    await page.getByRole('radio').last().scrollIntoViewIfNeeded();
    await expect(indicator).toBeInViewport();
  } finally {
    await context.setOffline(false);
  }
});
