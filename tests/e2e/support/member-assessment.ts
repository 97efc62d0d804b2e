import type { Page } from '@playwright/test';
import { BACKEND, seedId, serviceHeaders } from './backend-admin.ts';

// A member's own assessment for specs that answer one: inserted with the service role (and deleted by the spec
// when it is done), so the shared seed stays as it was.

const TEMPLATES = { tpm: seedId('50000000', 1), leadership: seedId('50000000', 3) };

/** Inserts a self assessment of member@acme.test (team Alpha, Acme) and returns its id. */
export async function insertMemberAssessment(kind: keyof typeof TEMPLATES, timeLimitMinutes?: number): Promise<string> {
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    body: JSON.stringify({
      user_id: seedId('20000000', 5),
      organization_id: seedId('10000000', 1),
      team_id: seedId('30000000', 1),
      template_id: TEMPLATES[kind],
      assessment_type: kind,
      evaluation_type: 'self',
      time_limit_minutes: timeLimitMinutes,
    }),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

/** The TPM template's eight questions in order, one per widget, each with an answer given as a member would. */
export function tpmWidgetAnswers(page: Page): Array<[widget: string, answer: () => Promise<void>]> {
  return [
    ['single_choice', () => page.getByLabel('Preparo un piano').check()],
    ['multiple_choice', () => page.getByLabel('Inventare soluzioni').check()],
    ['likert_5', () => page.getByRole('radio', { name: /^4/ }).check()],
    ['likert_scale', () => page.getByRole('radio', { name: /Molto/ }).check()],
    [
      'slider',
      async () => {
        await page.getByRole('slider').focus();
        await page.keyboard.press('ArrowRight');
      },
    ],
    ['ranking', () => page.getByRole('button', { name: 'Sposta giù: Ideare' }).click()],
    [
      'rating_matrix',
      async () => {
        await page.getByLabel('Genero molte idee: 5').check();
        await page.getByLabel('Medio nei conflitti: 3').check();
        await page.getByLabel('Rispetto le scadenze: 4').check();
      },
    ],
    ['date_advanced', () => page.getByLabel('Seleziona Data').fill('2026-12-15')],
  ];
}
