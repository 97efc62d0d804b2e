/**
 * The admin copies the library's TPM template, adds a question of each of the eight response types,
 * publishes it and assigns it to the team.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADDED_QUESTIONS, TEMPLATE } from './assessment-answers.ts';
import { PEOPLE, TEAM, adminPage, toast } from './steps.ts';

const LIBRARY_TPM = 'TPM – Team Performance Model';

/** The template's questions (each holds its own list of options). */
const questions = (page: Page) => page.getByRole('list', { name: 'Domande del modello' }).locator(':scope > li');

async function addQuestion(page: Page, type: string, text: string): Promise<Locator> {
  await page.getByLabel('Tipo della nuova domanda').selectOption(type);
  await page.getByRole('button', { name: 'Aggiungi una domanda' }).click();
  const question = questions(page).last();
  await question.getByRole('group', { name: 'Testo della domanda' }).getByLabel('Italiano').fill(text);
  return question;
}

async function fillOptions(question: Locator, texts: readonly string[]) {
  for (const [i, text] of texts.entries()) {
    const field = question.getByLabel(`Testo italiano dell'opzione ${i + 1}`);
    if ((await field.count()) === 0)
      await question.getByRole('button', { name: /^Aggiungi (un'opzione|una riga)$/ }).click();
    await field.fill(text);
  }
}

test('the admin copies the TPM template, adds every response type, publishes and assigns it', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.getByRole('tab', { name: 'Contenuti' }).click();
  await admin.getByText('Copia un modello della libreria', { exact: true }).click();
  await admin.getByRole('button', { name: `Copia ${LIBRARY_TPM} nell'organizzazione` }).click();
  await expect(admin.getByText(`${LIBRARY_TPM} copiato: ora puoi modificarlo.`)).toBeVisible();
  await admin.getByRole('button', { name: `Modifica ${LIBRARY_TPM}` }).click();

  await admin.getByRole('group', { name: 'Nome' }).getByLabel('Italiano').fill(TEMPLATE);
  await expect(questions(admin)).toHaveCount(8);
  for (const q of ADDED_QUESTIONS) {
    const question = await addQuestion(admin, q.type, q.text);
    if (q.options) await fillOptions(question, q.options);
    if (q.dimension) await question.getByLabel('Dimensione', { exact: true }).fill(q.dimension);
    if (q.rowDimension) await question.getByLabel("Dimensione dell'opzione 1").fill(q.rowDimension);
  }
  await expect(questions(admin)).toHaveCount(16);
  await admin.getByRole('button', { name: 'Pubblica' }).click();
  const listed = admin.getByRole('listitem').filter({ hasText: TEMPLATE });
  await expect(listed.getByText(/versione 2/)).toBeVisible();

  await admin.getByRole('tab', { name: /^Assessment TPM/ }).click();
  const form = admin.getByRole('form', { name: 'Assegna assessment' });
  await form.getByLabel('Tipo di assessment').selectOption('tpm');
  await form.getByLabel('Modello').selectOption({ label: TEMPLATE });
  await form.getByLabel('Valutazione').selectOption('self');
  await form.getByLabel('Team da valutare').selectOption({ label: TEAM });
  await form.getByRole('button', { name: 'Assegna assessment' }).click();
  // The team's two members: its leader and the member.
  await expect(toast(admin, 'Assessment assegnato a 2 persone')).toBeVisible();
  await expect(
    admin
      .getByRole('table', { name: 'Assessment assegnati' })
      .getByRole('row')
      .filter({ hasText: PEOPLE.member.first }),
  ).toHaveCount(1);
  await admin.context().close();
});
