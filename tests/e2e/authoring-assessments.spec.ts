/**
 * An org admin authors a template in the product: two questions (a Likert and a single choice), a
 * preview that answers it with the member's widgets and scores the answers, then publishing, after
 * which the template is listed as version 1. Screenshots at 390 px show the editor on a phone.
 */
import { expect, test } from '@playwright/test';
import { seedId, serviceDelete } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

const ACME = seedId('10000000', 1);
const NAME = `Clima del team ${Date.now().toString(36)}`;
const STARTED = new Date().toISOString();

test.afterAll(async () => {
  await serviceDelete(`assessment_templates?name=eq.${encodeURIComponent(NAME)}`);
  await serviceDelete(`assessment_templates?organization_id=eq.${ACME}&created_at=gt.${STARTED}`);
});

test('an org admin creates a template with two questions, previews it and publishes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  await expect(page.getByRole('tab', { name: 'Modelli di assessment' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo modello' }).click();

  // Publishing an empty draft says what is missing, at its fields.
  await page.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByText('Scrivi il nome del modello.')).toBeVisible();
  await expect(page.getByText('Aggiungi almeno una domanda.')).toBeVisible();

  await page.getByRole('group', { name: 'Nome' }).getByLabel('Italiano').fill(NAME);
  await page.getByRole('button', { name: 'Aggiungi una domanda' }).click();
  await page.getByRole('group', { name: 'Testo della domanda' }).getByLabel('Italiano').fill('Nel team ci ascoltiamo.');
  await page.getByLabel('Tipo della nuova domanda').selectOption('single_choice');
  await page.getByRole('button', { name: 'Aggiungi una domanda' }).click();
  const second = page.getByRole('list', { name: 'Domande del modello' }).getByRole('listitem').nth(1);
  await second.getByRole('group', { name: 'Testo della domanda' }).getByLabel('Italiano').fill('Chi decide per primo?');
  await second.getByLabel("Testo italiano dell'opzione 1").fill('Io');
  await second.getByLabel("Testo italiano dell'opzione 2").fill('Il team');
  await expect(second.getByText('traduzione mancante').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/authoring-assessments-editor-390.png', fullPage: true });

  // The second question moves up with the keyboard.
  await second.getByRole('button', { name: 'Sposta su: Q02' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Domande del modello' })
      .getByRole('listitem')
      .first()
      .getByLabel('Codice', { exact: true }),
  ).toHaveValue('Q02');

  await page.getByRole('button', { name: 'Anteprima e prova' }).click();
  await expect(page.getByText('Chi decide per primo?')).toBeVisible();
  await page.getByRole('radio', { name: 'Il team' }).check();
  await page.getByRole('button', { name: 'Calcola il punteggio di queste risposte' }).click();
  await expect(page.getByText(/Punteggio: \d+/)).toBeVisible();
  await page.screenshot({ path: 'test-results/authoring-assessments-preview-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await page.getByRole('button', { name: 'Pubblica' }).click();
  const listed = page.getByRole('listitem').filter({ hasText: NAME });
  await expect(listed).toBeVisible();
  await expect(listed.getByText(/versione 1/)).toBeVisible();
});

test('an org admin copies a library template into the organisation', async ({ browser }) => {
  const { page } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  await page.getByText('Copia un modello della libreria').click();
  const copy = page.getByRole('button', { name: /^Copia .+ nell'organizzazione$/ }).first();
  const label = (await copy.getAttribute('aria-label'))!;
  const name = label.replace(/^Copia /, '').replace(/ nell'organizzazione$/, '');
  await copy.click();
  await expect(page.getByText(`${name} copiato: ora puoi modificarlo.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Modifica ${name}` }).first()).toBeVisible();
});

test('custom scoring logic is checked as it is typed, in the words of the scorer', async ({ browser }) => {
  const { page } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await page.getByRole('tab', { name: 'Contenuti' }).click();
  await page.getByRole('button', { name: 'Nuovo modello' }).click();
  await page.getByLabel('Tipo di regola').selectOption('custom');
  const logic = page.getByLabel(/^Logica personalizzata/);
  await logic.fill('return { score: eval("1") };');
  await expect(page.getByText('custom_logic uses a forbidden pattern: eval')).toBeVisible();
  await logic.fill('return { score: ');
  await expect(page.getByText(/^Validation failed: custom_logic does not parse: /)).toBeVisible();
  await logic.fill('return { score: 50 };');
  await expect(page.getByText(/custom_logic/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Scarta la bozza' }).click();
});
