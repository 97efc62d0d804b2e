/**
 * An org admin creates a coaching program with one phase and one video activity (a link that is not a
 * video is refused at its field as it is typed), then starts a session of it for a team with a coach
 * (an end before the start is refused at its field). Screenshots at 390 px show the editor on a phone;
 * axe checks the activity dialog and the sessions tab.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { seedId, serviceDelete } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

const ACME = seedId('10000000', 1);
const PROGRAM = `Percorso e2e ${Date.now().toString(36)}`;

test.afterAll(async () => {
  await serviceDelete(`coaching_programs?name=eq.${encodeURIComponent(PROGRAM)}`);
  await serviceDelete('notifications?message_key=in.(coaching_session_started,coaching_session_assigned)');
});

test('an org admin creates a program with a phase and an activity and starts a session', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  await page.getByRole('tab', { name: 'Programmi di coaching' }).click();
  await page.getByRole('button', { name: 'Nuovo programma' }).click();

  const programDialog = page.getByRole('dialog', { name: 'Nuovo programma di coaching' });
  await programDialog.getByRole('button', { name: 'Crea programma' }).click();
  await expect(programDialog.getByText('Campo obbligatorio')).toBeVisible();
  await programDialog.getByLabel('Nome del programma').fill(PROGRAM);
  await programDialog.getByLabel('Durata (settimane)').fill('6');
  await programDialog.getByRole('button', { name: 'Crea programma' }).click();
  await expect(page.getByRole('heading', { name: PROGRAM })).toBeVisible();
  await expect(page.getByText('Nessuna fase. Aggiungi la prima fase del programma.')).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi fase' }).click();
  const phaseDialog = page.getByRole('dialog', { name: 'Nuova fase 1' });
  await phaseDialog.getByLabel('Titolo').fill('Conoscersi');
  await phaseDialog.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
  await phaseDialog.getByRole('textbox', { name: 'Obiettivo 1' }).fill('Conoscere i profili del team');
  await phaseDialog.getByRole('button', { name: 'Salva fase' }).click();
  await expect(page.getByRole('heading', { name: 'Fase 1: Conoscersi' })).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi attività' }).click();
  const activityDialog = page.getByRole('dialog', { name: 'Nuova attività' });
  await activityDialog.getByLabel('Titolo').fill('Il modello TPM');
  await activityDialog.getByLabel('Link del video').fill('https://example.test/film.mp4');
  await expect(activityDialog.getByText('Non è un link video', { exact: false })).toBeVisible();
  await activityDialog.getByLabel('Link del video').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(activityDialog.getByText('Non è un link video', { exact: false })).toHaveCount(0);
  await expect(activityDialog.getByText("Riprodotto nella pagina dell'attività")).toBeVisible();
  await page.screenshot({ path: 'test-results/authoring-coaching-activity-390.png', fullPage: true });
  await expectAccessible(page, 'the activity dialog');
  await activityDialog.getByRole('button', { name: 'Salva attività' }).click();
  await expect(page.getByText('Il modello TPM')).toBeVisible();
  await page.screenshot({ path: 'test-results/authoring-coaching-program-390.png', fullPage: true });

  await page.getByRole('tab', { name: 'Sessioni' }).click();
  await page.getByRole('button', { name: 'Nuova sessione' }).click();
  const sessionDialog = page.getByRole('dialog', { name: 'Nuova sessione di coaching' });
  await sessionDialog.getByLabel('Nome della sessione').fill(`${PROGRAM} – Alpha`);
  await sessionDialog.getByLabel('Programma').selectOption({ label: PROGRAM });
  await sessionDialog.getByLabel('Team').selectOption({ label: 'Alpha' });
  await sessionDialog.getByLabel('Coach').selectOption({ label: 'Chiara Colombo' });
  await sessionDialog.getByLabel('Inizio').fill('2027-03-01');
  await sessionDialog.getByLabel('Fine').fill('2027-02-01');
  await expect(sessionDialog.getByText("La fine non può precedere l'inizio")).toBeVisible();
  await sessionDialog.getByLabel('Fine').fill('2027-06-30');
  await page.screenshot({ path: 'test-results/authoring-coaching-session-390.png', fullPage: true });
  await sessionDialog.getByRole('button', { name: 'Avvia sessione' }).click();
  await expect(page.getByText(`${PROGRAM} – Alpha`)).toBeVisible();
  await page.screenshot({ path: 'test-results/authoring-coaching-sessions-390.png', fullPage: true });
  await expectAccessible(page, 'the sessions tab');
});
