import { expect, test, type Page } from '@playwright/test';
import { seedId, serviceGet } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

// The team coaching screen's AI assistant: a member asks for the team's next steps (the offline
// generator: no AI provider here) and accepts them; the coach sees the same suggestion, accepted.

const SESSION = seedId('64000000', 1);

async function openAssistant(page: Page) {
  await page.goto(`/user/coaching/session/${SESSION}`);
  await page.getByRole('tab', { name: 'Assistente AI' }).click();
  return page.getByRole('region', { name: 'Assistente AI' });
}

test('a member asks for the team’s next steps and accepts them; the coach sees them accepted', async ({ browser }) => {
  const { page } = await signedInPage(browser, 'member@acme.test', '/user');
  const assistant = await openAssistant(page);

  await assistant.getByRole('button', { name: /^Chiedi/ }).click();
  await expect(page.getByText('Suggestion generata con successo', { exact: true })).toBeVisible({ timeout: 20_000 });
  const current = assistant.getByRole('article', { name: 'Suggestion corrente' });
  await expect(current.getByRole('heading', { name: 'Prossimi passi' })).toBeVisible();
  await expect(current.getByText('Generata offline, senza servizio AI')).toBeVisible();
  const summary = (await current.getByText(/^Il team Alpha è nella fase/).textContent()) ?? '';

  await current.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('Suggestion accettata!', { exact: true })).toBeVisible();
  await expect(current.getByText('Accettata', { exact: true })).toBeVisible();

  await expect
    .poll(
      async () => {
        const rows = await serviceGet<{ status: string; user_id: string }[]>(
          `ai_suggestions?session_id=eq.${SESSION}&activity_id=is.null&select=status,user_id&order=created_at.desc&limit=1`,
        );
        return rows[0];
      },
      { timeout: 20_000 },
    )
    .toEqual({ status: 'accepted', user_id: seedId('20000000', 5) });

  const coach = (await signedInPage(browser, 'coach@taas.test', '/coach')).page;
  const seen = (await openAssistant(coach)).getByRole('article', { name: 'Suggestion corrente' });
  await expect(seen.getByText(summary, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(seen.getByText('Accettata', { exact: true })).toBeVisible();
});

test('at phone width the assistant fits the screen', async ({ browser }, testInfo) => {
  const { page } = await signedInPage(browser, 'leader@acme.test', '/team-leader/dashboard');
  await page.setViewportSize({ width: 390, height: 844 });
  const assistant = await openAssistant(page);
  await assistant.getByRole('button', { name: /^Chiedi/ }).click();
  await expect(page.getByText('Suggestion generata con successo', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(assistant.getByRole('button', { name: /^Chiedi/ })).not.toHaveAttribute('aria-busy', 'true');
  const current = assistant.getByRole('article', { name: 'Suggestion corrente' });
  await expect(current.getByRole('heading', { name: 'Prossimi passi' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('team-assistant-390.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
