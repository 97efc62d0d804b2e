import { expect, test, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceHeaders } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

// Taking assessments end to end against the embedded backend started by serve.ts.
// Each test works on its own assessment: the seeded TPM one, or a fresh row inserted with the
// service role, so tests never consume each other's data.

const MEMBER = { email: 'member@acme.test', password: 'Password-123', id: seedId('20000000', 5) };
const ACME = seedId('10000000', 1);
const ALPHA = seedId('30000000', 1);
const TEMPLATE = { tpm: seedId('50000000', 1), leadership: seedId('50000000', 3), twn: seedId('50000000', 4) };
const SEEDED_TPM = seedId('54000000', 1);
const COMPLETED_MBTI = seedId('54000000', 3);

interface AssessmentRow {
  id: string;
  answers: Record<string, string>;
  score: number | null;
  results: Record<string, unknown> | null;
  started_at: string | null;
  completed_at: string | null;
}

async function readAssessment(id: string): Promise<AssessmentRow> {
  const response = await fetch(
    `${BACKEND}/rest/v1/assessments?id=eq.${id}&select=id,answers,score,results,started_at,completed_at`,
    { headers: serviceHeaders },
  );
  const [row] = (await response.json()) as AssessmentRow[];
  if (!row) throw new Error(`assessment ${id} not found`);
  return row;
}

/** A new assessment for the member, so the test does not depend on what other tests did. */
async function createAssessment(kind: 'tpm' | 'leadership' | 'twn'): Promise<string> {
  const body = {
    user_id: MEMBER.id,
    organization_id: ACME,
    team_id: ALPHA,
    template_id: TEMPLATE[kind],
    assessment_type: kind,
    evaluation_type: 'self',
    time_limit_minutes: kind === 'leadership' ? 1 : null,
  };
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

/** Signing in is tested in auth.spec.ts: here the member comes back signed in. */
const signIn = (page: Page) => signInPage(page, MEMBER.email, '/user', MEMBER.password);

/** Opens the assessment from the list (which also makes it ready offline). */
async function openFromList(page: Page, id: string) {
  await page.goto('/assessment-list');
  const item = page.getByTestId(`assessment-${id}`);
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: /Inizia|Continua/ }).click();
  await expect(page).toHaveURL(new RegExp(`/assessment/${id}$`));
  await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
}

/** A toast, inside the notifications region (Radix also copies its text into a screen-reader announcer). */
const toastText = (page: Page, text: string) => page.getByRole('region', { name: /^Notifiche/ }).getByText(text);

/**
 * The app is installed (its worker controls the page) before a test takes the network away: the toast's
 * chunk, among others, then comes from the worker's precache. Polled from the test, as some pages run on
 * an installed clock.
 */
async function expectInstalled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

const next = (page: Page) => page.getByRole('button', { name: 'Successiva' }).click();

/** Answers the eight TPM questions, one per widget, in order. */
async function answerEveryWidget(page: Page) {
  const position = page.getByTestId('question-position');
  await expect(position).toHaveText('Domanda 1 di 8');
  await expect(page.getByRole('button', { name: 'Precedente' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Successiva' })).toBeDisabled();
  await page.getByLabel('Preparo un piano').check(); // single_choice
  await next(page);

  await expect(position).toHaveText('Domanda 2 di 8');
  await page.getByLabel('Inventare soluzioni').check(); // multiple_choice
  await page.getByLabel('Ascoltare i colleghi').check();
  await next(page);

  await expect(position).toHaveText('Domanda 3 di 8');
  await page.getByRole('radio', { name: /^4/ }).check(); // likert_5
  await next(page);

  await expect(position).toHaveText('Domanda 4 di 8');
  await page.getByRole('radio', { name: /Molto/ }).check(); // likert_scale (4 = 'Molto')
  await next(page);

  await expect(position).toHaveText('Domanda 5 di 8');
  const slider = page.getByRole('slider'); // slider: starts at 50, one step right
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Valore: 51')).toBeVisible();
  await next(page);

  await expect(position).toHaveText('Domanda 6 di 8');
  await page.getByRole('button', { name: 'Sposta giù: Ideare' }).click(); // ranking, by keyboard-usable buttons
  await next(page);

  await expect(position).toHaveText('Domanda 7 di 8');
  await page.getByLabel('Genero molte idee: 5').check(); // rating_matrix
  await page.getByLabel('Medio nei conflitti: 3').check();
  await page.getByLabel('Rispetto le scadenze: 4').check();
  await next(page);

  await expect(position).toHaveText('Domanda 8 di 8');
  // 'Successiva' vanished under the user's focus: focus is on the last question, not lost.
  await expect(page.getByRole('button', { name: 'Successiva' })).toHaveCount(0);
  await expect(page.locator('.question-panel__text')).toBeFocused();
  await page.getByLabel('Seleziona Data').fill('2026-12-15'); // date_advanced
  await expect(page.getByTestId('progress-percent')).toHaveText('100% completato');
}

function expectTpmCompletion(row: AssessmentRow) {
  expect(row.completed_at).not.toBeNull();
  expect(row.answers).toEqual({
    TPM_01: 'c',
    TPM_02: JSON.stringify(['a', 'b']),
    TPM_03: '4',
    TPM_04: '4',
    TPM_05: '51',
    TPM_06: JSON.stringify(['Relate', 'Create', 'Organize']),
    TPM_07: JSON.stringify({ 'Genero molte idee': '5', 'Medio nei conflitti': '3', 'Rispetto le scadenze': '4' }),
    TPM_08: '2026-12-15T09:00',
  });
  expect(typeof row.score).toBe('number');
  // Scored by the seeded TPM dimension rule, not the fallback average.
  expect(row.results).toMatchObject({ rule_type: 'dimension', dominant_profile: expect.any(String) });
}

test.describe('taking an assessment', () => {
  test('the member completes the seeded TPM assessment using every widget', async ({ page }) => {
    await signIn(page);
    await openFromList(page, SEEDED_TPM);
    await expect(page.getByRole('button', { name: "Esci dall'assessment" })).toBeVisible();
    await expect(page.getByText('Alpha')).toBeVisible();
    await expect(page.getByText('TPM', { exact: true })).toBeVisible();
    await answerEveryWidget(page);
    await page.getByRole('button', { name: 'Invia assessment' }).click();
    await expect(toastText(page, 'Assessment completato con successo!')).toBeVisible();
    await expect(page).toHaveURL(/\/assessment-list$/);
    await expect(page.getByTestId(`assessment-${SEEDED_TPM}`).getByText('Completato')).toBeVisible();
    await expect.poll(async () => (await readAssessment(SEEDED_TPM)).completed_at, { timeout: 15_000 }).not.toBeNull();
    expectTpmCompletion(await readAssessment(SEEDED_TPM));
  });

  test('a rule with custom logic scores in the browser (the seeded TWN rule, run in its Web Worker)', async ({
    page,
  }) => {
    const id = await createAssessment('twn');
    await signIn(page);
    await openFromList(page, id);
    await expect(page.getByTestId('question-position')).toHaveText('Domanda 1 di 2');
    await page.getByRole('radio', { name: /^4/ }).check();
    await next(page);
    await page.getByRole('radio', { name: /^5/ }).check();
    await page.getByRole('button', { name: 'Invia assessment' }).click();
    await expect(toastText(page, 'Assessment completato con successo!')).toBeVisible();
    await expect.poll(async () => (await readAssessment(id)).completed_at, { timeout: 15_000 }).not.toBeNull();
    // The seeded custom logic: mean of the numeric answers / 5 x 100, and how many were answered.
    const row = await readAssessment(id);
    expect(row.score).toBe(90);
    expect(JSON.stringify(row.results)).toContain('"answered":2');
  });

  test('a completion made offline reaches the backend when the network returns', async ({ page, context }) => {
    const id = await createAssessment('tpm');
    await signIn(page);
    await openFromList(page, id);
    await answerEveryWidget(page);
    await expectInstalled(page);
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Invia assessment' }).click();
      await expect(toastText(page, 'Assessment completato con successo!')).toBeVisible();
      await expect(page).toHaveURL(/\/assessment-list$/);
      expect((await readAssessment(id)).completed_at).toBeNull();
    } finally {
      await context.setOffline(false);
    }
    await expect.poll(async () => (await readAssessment(id)).completed_at, { timeout: 20_000 }).not.toBeNull();
    expectTpmCompletion(await readAssessment(id));
  });

  for (const network of ['online', 'offline'] as const) {
    test(`the timed assessment auto-submits at zero (${network})`, async ({ page, context }) => {
      const id = await createAssessment('leadership');
      await page.clock.install();
      await signIn(page);
      await openFromList(page, id);
      await expect(page.getByTestId('question-position')).toHaveText('Domanda 1 di 3');
      await expect(page.getByTestId('countdown')).toHaveCount(0); // starts at the first answer
      await page.getByRole('radio', { name: /^4/ }).check();
      await expect(page.getByTestId('countdown')).toHaveAttribute('data-level', 'normal');
      await expect(page.getByRole('heading', { name: 'Tempo rimanente' })).toBeVisible();
      await expect.poll(async () => (await readAssessment(id)).started_at, { timeout: 15_000 }).not.toBeNull();
      if (network === 'offline') {
        await expectInstalled(page);
        await context.setOffline(true);
      }
      try {
        await page.clock.fastForward(50_000);
        await expect(page.getByTestId('countdown')).toHaveAttribute('data-level', 'warning');
        await page.clock.fastForward(8_000);
        await expect(page.getByRole('heading', { name: 'Ultimo minuto!' })).toBeVisible();
        await page.clock.fastForward(3_000);
        await expect(toastText(page, "Tempo scaduto! L'assessment viene inviato automaticamente.")).toBeVisible();
        await expect(page).toHaveURL(/\/assessment-list$/);
        if (network === 'offline') expect((await readAssessment(id)).completed_at).toBeNull();
      } finally {
        await context.setOffline(false);
      }
      await expect.poll(async () => (await readAssessment(id)).completed_at, { timeout: 20_000 }).not.toBeNull();
      const row = await readAssessment(id);
      // The device stamps the deadline itself (started_at + 1 minute), but its clock was moved 61 s ahead of
      // the server's, which stores no time from its future: the completion lands at the server's now.
      const completedAfterStart = Date.parse(row.completed_at!) - Date.parse(row.started_at!);
      expect(completedAfterStart).toBeGreaterThanOrEqual(0);
      expect(completedAfterStart).toBeLessThan(60_000);
      expect(Date.parse(row.completed_at!)).toBeLessThanOrEqual(Date.now());
      expect(row.answers).toEqual({ LEAD_01: '4' });
      expect(row.score).toBe(80);
    });
  }

  test('a user who chose English reads the progress in English', async ({ page }) => {
    const id = await createAssessment('twn');
    await signIn(page);
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await page.goto(`/assessment/${id}`);
    await expect(page.getByTestId('question-position')).toHaveText('Question 1 of 2', { timeout: 20_000 });
  });

  test('a completed or unknown assessment’s URL redirects to the list', async ({ page }) => {
    await signIn(page);
    await page.goto(`/assessment/${COMPLETED_MBTI}`);
    await expect(page).toHaveURL(/\/assessment-list$/);
    await expect(page.getByTestId(`assessment-${COMPLETED_MBTI}`).getByText('Completato')).toBeVisible();
    await page.goto(`/assessment/${seedId('54000000', 999)}`);
    await expect(page).toHaveURL(/\/assessment-list$/);
  });

  test('answers survive a reload, and the exit dialog tells the truth: nothing is lost by leaving', async ({
    page,
  }) => {
    const id = await createAssessment('tpm');
    await signIn(page);
    await openFromList(page, id);
    await page.getByLabel('Preparo un piano').check();
    await page.reload();
    await expect(page.getByTestId('progress-percent')).toHaveText('13% completato');
    await expect(page.getByLabel('Preparo un piano')).toBeChecked();
    await page.getByRole('button', { name: 'Successiva' }).click();
    await page.getByLabel('Inventare soluzioni').check();

    // Every answer is already kept on the device: no "unsaved changes", no "exit without saving".
    await page.getByRole('button', { name: "Esci dall'assessment" }).click();
    const dialog = page.getByRole('dialog', { name: "Uscire dall'assessment?" });
    await expect(dialog.getByText("Potrai riprendere l'assessment più tardi dall'elenco.")).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Esci senza salvare' })).toHaveCount(0);
    await expect(dialog.getByText(/non salvate/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: "Esci dall'assessment" }).click();
    await dialog.getByRole('button', { name: 'Conferma uscita' }).click();
    await expect(page).toHaveURL(/\/assessment-list$/);
    await expect(page.getByTestId(`assessment-${id}`).getByText('Iniziato')).toBeVisible();
    await expect
      .poll(async () => (await readAssessment(id)).answers, { timeout: 15_000 })
      .toEqual({ TPM_01: 'c', TPM_02: JSON.stringify(['a']) });
  });
});
