/**
 * A super admin authors a library coaching program from the Contenuti tab as an org admin authors their
 * organisation's: creates it, adds two phases, and moves the second above the first (one structure save);
 * the list shows library programs only and offers no copy.
 */
import { expect, test } from '@playwright/test';
import { serviceDelete, serviceGet } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

const PROGRAM = `Libreria e2e ${Date.now().toString(36)}`;

test.afterAll(async () => {
  await serviceDelete(`coaching_programs?name=eq.${encodeURIComponent(PROGRAM)}`);
});

test('a super admin builds and reorders a library program', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await signedInPage(browser, 'super@taas.test', '/super-admin');
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  await page.getByRole('tab', { name: 'Programmi di coaching' }).click();
  await expect(page.getByRole('button', { name: /^Duplica / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Nuovo programma' }).click();

  const programDialog = page.getByRole('dialog', { name: 'Nuovo programma di coaching' });
  await programDialog.getByLabel('Nome del programma').fill(PROGRAM);
  await programDialog.getByLabel('Durata (settimane)').fill('6');
  await programDialog.getByRole('button', { name: 'Crea programma' }).click();
  await expect(page.getByRole('heading', { name: PROGRAM })).toBeVisible();

  for (const [n, title] of [
    [1, 'Conoscersi'],
    [2, 'Praticare'],
  ] as const) {
    await page.getByRole('button', { name: 'Aggiungi fase' }).click();
    const phaseDialog = page.getByRole('dialog', { name: `Nuova fase ${n}` });
    await phaseDialog.getByLabel('Titolo').fill(title);
    await phaseDialog.getByRole('button', { name: 'Salva fase' }).click();
    await expect(page.getByRole('heading', { name: `Fase ${n}: ${title}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sposta su la fase Praticare' }).click();
  await expect(page.getByRole('heading', { name: 'Fase 1: Praticare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fase 2: Conoscersi' })).toBeVisible();

  const [stored] = await serviceGet<{ organization_id: string | null; total_phases: number }[]>(
    `coaching_programs?name=eq.${encodeURIComponent(PROGRAM)}&select=organization_id,total_phases`,
  );
  expect(stored).toEqual({ organization_id: null, total_phases: 2 });
});
