/**
 * A member of the team answers the assigned assessment, half of it online and half with the network
 * off, submits it offline, and once the network is back the stored score is the one the rule gives.
 */
import { expect, test } from '@playwright/test';
import { expectedScore, memberAnswers } from './assessment-answers.ts';
import { PEOPLE, TEMPORARY, firstSignIn, serviceGet, signIn, toast } from './steps.ts';

interface StoredAssessment {
  id: string;
  completed_at: string | null;
  score: number | null;
  results: { dimension_scores?: Record<string, number> } | null;
}

test('a member answers online and offline and the score matches the rule', async ({ browser }) => {
  const page = await signIn(browser, '/login', PEOPLE.member.email, TEMPORARY);
  await firstSignIn(page, PEOPLE.member.password);
  await expect(page).toHaveURL(/\/user$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);

  const [profile] = await serviceGet<Array<{ user_id: string }>>(
    `profiles?email=eq.${encodeURIComponent(PEOPLE.member.email)}&select=user_id`,
  );
  const read = async () =>
    (
      await serviceGet<StoredAssessment[]>(
        `assessments?user_id=eq.${profile!.user_id}&select=id,completed_at,score,results`,
      )
    )[0]!;
  const { id } = await read();

  await page.goto('/assessment-list');
  const item = page.getByTestId(`assessment-${id}`);
  await expect(item.getByText('Pronto offline')).toBeVisible({ timeout: 20_000 });
  await item.getByRole('link', { name: /Inizia|Continua/ }).click();
  const position = page.getByTestId('question-position');

  const answers = memberAnswers(page);
  const context = page.context();
  try {
    for (const [index, { answer }] of answers.entries()) {
      // The second half with the network off: answers are kept on the device.
      if (index === answers.length / 2) await context.setOffline(true);
      await expect(position).toHaveText(`Domanda ${index + 1} di ${answers.length}`, { timeout: 20_000 });
      await answer();
      if (index < answers.length - 1) await page.getByRole('button', { name: 'Successiva' }).click();
    }
    await page.getByRole('button', { name: 'Invia assessment' }).click();
    await expect(toast(page, 'Assessment completato con successo!')).toBeVisible();
    expect((await read()).completed_at).toBeNull();
  } finally {
    await context.setOffline(false);
  }

  await expect.poll(async () => (await read()).completed_at, { timeout: 30_000 }).not.toBeNull();
  const stored = await read();
  const expected = expectedScore(answers);
  expect(stored.score).toBe(expected.score);
  expect(stored.results?.dimension_scores).toEqual(expected.dimensions);
  await context.close();
});
