/**
 * The admin builds a program whose phase holds an activity of each type and a form with each question
 * type, appoints a person of the organisation as its coach and starts a session for the team; the
 * member sends the form with the network off; the coach sees the member's progress.
 */
import { expect, test, type Page } from '@playwright/test';
import { PEOPLE, TEAM, TEMPORARY, adminPage, firstSignIn, fullName, serviceGet, signIn } from './steps.ts';

const PROGRAM = 'Percorso Magazzino';
const SESSION = 'Magazzino Nord – primavera';
const FORM_ACTIVITY = 'Scheda del reparto';
const ACTIVITIES: ReadonlyArray<{ type: string; title: string; fill?: (page: Page) => Promise<void> }> = [
  {
    type: 'video',
    title: 'Il modello TPM in video',
    fill: (page) => page.getByLabel('Link del video').fill('https://youtu.be/dQw4w9WgXcQ'),
  },
  { type: 'quiz', title: 'Quiz sui profili' },
  { type: 'simulation', title: 'Simulazione di turno' },
  {
    type: 'workshop',
    title: 'Workshop di reparto',
    fill: async (page) => {
      await page.getByLabel('Modalità').selectOption('online');
      await page.getByLabel('Link della riunione').fill('https://meet.example.test/vega');
    },
  },
  { type: 'assignment_form', title: FORM_ACTIVITY },
  { type: 'assignment', title: 'Compito di squadra' },
  {
    type: 'ai_suggestion',
    title: 'Suggerimento per il team',
    fill: async (page) => {
      const prompt = page.getByLabel('Prompt template');
      const first = await prompt.locator('option').nth(1).getAttribute('value');
      await prompt.selectOption(first!);
    },
  },
];
/** One question per type, with what the member answers. */
const FORM: ReadonlyArray<{ type: string; text: string; options?: string[]; answer: (page: Page) => Promise<void> }> = [
  { type: 'text_short', text: 'Nome del reparto', answer: (p) => p.getByLabel(/Nome del reparto/).fill('Nord') },
  { type: 'text_long', text: 'Cosa migliorare', answer: (p) => p.getByLabel(/Cosa migliorare/).fill('I turni.') },
  {
    type: 'single_choice',
    text: 'Turno',
    options: ['Mattina', 'Sera'],
    answer: (p) => p.getByRole('radio', { name: 'Sera' }).check(),
  },
  {
    type: 'multiple_choice',
    text: 'Mezzi usati',
    options: ['Muletto', 'Transpallet'],
    answer: (p) => p.getByRole('checkbox', { name: 'Muletto' }).check(),
  },
  { type: 'number', text: 'Persone nel reparto', answer: (p) => p.getByLabel(/Persone nel reparto/).fill('12') },
  {
    type: 'email',
    text: 'E-mail del reparto',
    answer: (p) => p.getByLabel(/E-mail del reparto/).fill('nord@vega.test'),
  },
  {
    type: 'url',
    text: 'Pagina del reparto',
    answer: (p) => p.getByLabel(/Pagina del reparto/).fill('https://vega.test/nord'),
  },
  { type: 'date', text: 'Ultimo audit', answer: (p) => p.getByLabel(/Ultimo audit/).fill('2026-10-01') },
];

test('the admin builds a program with every activity and question type and starts a session', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  await admin.getByRole('tab', { name: 'Contenuti' }).click();
  await admin.getByRole('tab', { name: 'Programmi di coaching' }).click();
  await admin.getByRole('button', { name: 'Nuovo programma' }).click();
  const programDialog = admin.getByRole('dialog', { name: 'Nuovo programma di coaching' });
  await programDialog.getByLabel('Nome del programma').fill(PROGRAM);
  await programDialog.getByLabel('Durata (settimane)').fill('8');
  await programDialog.getByRole('button', { name: 'Crea programma' }).click();
  await expect(admin.getByRole('heading', { name: PROGRAM })).toBeVisible();

  await admin.getByRole('button', { name: 'Aggiungi fase' }).click();
  const phaseDialog = admin.getByRole('dialog', { name: 'Nuova fase 1' });
  await phaseDialog.getByLabel('Titolo').fill('Partire insieme');
  await phaseDialog.getByRole('button', { name: 'Salva fase' }).click();
  await expect(admin.getByRole('heading', { name: 'Fase 1: Partire insieme' })).toBeVisible();

  for (const activity of ACTIVITIES) {
    await admin.getByRole('button', { name: 'Aggiungi attività' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuova attività' });
    await dialog.getByLabel('Titolo').fill(activity.title);
    await dialog.getByLabel('Tipo').selectOption(activity.type);
    await activity.fill?.(admin);
    await dialog.getByRole('button', { name: 'Salva attività' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText(activity.title).first()).toBeVisible();
  }

  await admin.getByRole('button', { name: `Form dell'attività ${FORM_ACTIVITY}` }).click();
  const formDialog = admin.getByRole('dialog', { name: `Form: ${FORM_ACTIVITY}` });
  await formDialog.getByLabel('Titolo del form').fill('Il reparto');
  for (const [i, question] of FORM.entries()) {
    await formDialog.getByRole('button', { name: 'Aggiungi domanda' }).click();
    const editor = formDialog.getByRole('group', { name: `Domanda ${i + 1}` });
    await editor.getByLabel('Testo della domanda').fill(question.text);
    await editor.getByLabel('Tipo di risposta').selectOption(question.type);
    for (const [n, option] of (question.options ?? []).entries()) {
      const field = editor.getByRole('textbox', { name: `Opzione ${n + 1} della domanda ${i + 1}`, exact: true });
      if ((await field.count()) === 0) await editor.getByRole('button', { name: 'Aggiungi opzione' }).click();
      await field.fill(option);
    }
  }
  await formDialog.getByRole('button', { name: 'Salva form' }).click();
  await expect(formDialog).toHaveCount(0);

  await admin.getByRole('tab', { name: 'Sessioni' }).click();
  await admin
    .getByLabel("Nomina coach una persona dell'organizzazione")
    .selectOption({ label: fullName(PEOPLE.coach) });
  await admin.getByRole('button', { name: 'Nomina coach' }).click();
  await expect(admin.getByText(fullName(PEOPLE.coach)).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Nuova sessione' }).click();
  const sessionDialog = admin.getByRole('dialog', { name: 'Nuova sessione di coaching' });
  await sessionDialog.getByLabel('Nome della sessione').fill(SESSION);
  await sessionDialog.getByLabel('Programma').selectOption({ label: PROGRAM });
  await sessionDialog.getByLabel('Team').selectOption({ label: TEAM });
  await sessionDialog.getByLabel('Coach').selectOption({ label: fullName(PEOPLE.coach) });
  const today = new Date().toISOString().slice(0, 10);
  await sessionDialog.getByLabel('Inizio').fill(today);
  await sessionDialog.getByLabel('Fine').fill(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
  await sessionDialog.getByRole('button', { name: 'Avvia sessione' }).click();
  await expect(admin.getByText(SESSION)).toBeVisible();
  await admin.context().close();
});

const submissions = () =>
  serviceGet<Array<{ status: string; answers: Record<string, unknown> }>>(
    'assignment_submissions?select=status,answers',
  );

test('the member sends the form offline and the coach sees the progress', async ({ browser }) => {
  test.setTimeout(180_000);
  const [session] = await serviceGet<Array<{ id: string }>>(
    `coaching_sessions?name=eq.${encodeURIComponent(SESSION)}&select=id`,
  );
  const [activity] = await serviceGet<Array<{ id: string }>>(
    `coaching_activities?title=eq.${encodeURIComponent(FORM_ACTIVITY)}&select=id`,
  );
  const member = await signIn(browser, '/login', PEOPLE.member.email, PEOPLE.member.password);
  await expect(member).toHaveURL(/\/user$/);
  await member.goto('/coaching-list');
  const card = member.locator(`[data-session-id="${session!.id}"]`);
  await expect(card.getByText('pronto offline')).toBeVisible({ timeout: 30_000 });
  await member.goto(`/coaching/${session!.id}/activity/${activity!.id}`);
  await expect(member.getByText('Nome del reparto')).toBeVisible({ timeout: 20_000 });
  const context = member.context();
  await context.setOffline(true);
  try {
    for (const question of FORM) await question.answer(member);
    await member.getByRole('button', { name: 'Invia il form' }).click();
    await expect(member.getByText('Form inviato con successo!', { exact: true })).toBeVisible();
    // Kept on the device while the network is off.
    expect(await submissions()).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  await expect.poll(async () => (await submissions())[0]?.status, { timeout: 60_000 }).toBe('submitted');
  // Every question of the form answered.
  expect(Object.keys((await submissions())[0]!.answers)).toHaveLength(FORM.length);
  await context.close();

  const coach = await signIn(browser, '/coach-login', PEOPLE.coach.email, TEMPORARY);
  await firstSignIn(coach, PEOPLE.coach.password);
  await expect(coach).toHaveURL(/\/coach$/);
  const progress = coach.getByRole('article', { name: SESSION }).getByRole('region', { name: 'Progressi del team' });
  await expect(progress.getByRole('rowheader', { name: fullName(PEOPLE.member) }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(progress.getByText('Completato').first()).toBeVisible();
  await coach.context().close();
});
