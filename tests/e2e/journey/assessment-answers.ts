import type { Page } from '@playwright/test';

/** The organisation's copy of the library's TPM template, renamed. */
export const TEMPLATE = 'TPM Vega';

/** One question of each response type, added after the library's eight (item codes Q09 to Q16). */
export const ADDED_QUESTIONS: ReadonlyArray<{
  type: string;
  text: string;
  options?: readonly string[];
  dimension?: string;
  rowDimension?: string;
}> = [
  { type: 'single_choice', text: 'Usi il palmare in magazzino?', options: ['Sì', 'No'] },
  { type: 'multiple_choice', text: 'Quali turni fai?', options: ['Mattina', 'Sera'] },
  { type: 'likert_5', text: 'Propongo miglioramenti ai processi.', dimension: 'Create' },
  { type: 'likert_scale', text: 'Chiedo aiuto ai colleghi.', options: ['Mai', 'A volte', 'Sempre'] },
  { type: 'slider', text: 'Quanto segui le procedure?', dimension: 'Organize' },
  { type: 'ranking', text: 'Ordina le priorità.', options: ['Sicurezza', 'Velocità'] },
  { type: 'rating_matrix', text: 'Come ti valuti?', options: ['Ascolto', 'Ordine'], rowDimension: 'Relate' },
  { type: 'date_advanced', text: 'Quando fai il corso sicurezza?' },
];

/**
 * The member's answers, question by question (16), each with the points it brings under the rule the
 * copy keeps, the library's TPM dimension rule: scale 1-5, dimensions Create, Relate and Organize. An
 * answer earns a fraction of a point per dimension its option (profile code or dimension), matrix row
 * or question names: a choice 1 for each option chosen and 0 for each not chosen (a single choice
 * offers a dimension at most once), a scale its position on the scale ((v - min) / (max - min)), a
 * ranking (n - position) / n; an answer naming no dimension, and a date, earn nothing. Each
 * dimension's percentage is earned / possible × 100, and the score is their mean, rounded.
 */
export function memberAnswers(page: Page): Array<{
  answer: () => Promise<void>;
  points: Partial<Record<'Create' | 'Relate' | 'Organize', Array<[earned: number, possible: number]>>>;
}> {
  return [
    // TPM_01 single choice: "Preparo un piano" (Organize); the Create and Relate options not chosen.
    {
      answer: () => page.getByLabel('Preparo un piano').check(),
      points: { Create: [[0, 1]], Relate: [[0, 1]], Organize: [[1, 1]] },
    },
    // TPM_02 multiple choice: "Inventare soluzioni" (Create) only; two Relate options and one Organize not chosen.
    {
      answer: () => page.getByLabel('Inventare soluzioni').check(),
      points: {
        Create: [[1, 1]],
        Relate: [
          [0, 1],
          [0, 1],
        ],
        Organize: [[0, 1]],
      },
    },
    // TPM_03 Likert 1-5 (Create): 4 is 3/4 of the way.
    { answer: () => page.getByRole('radio', { name: /^4/ }).check(), points: { Create: [[0.75, 1]] } },
    // TPM_04 labelled scale of five (Relate): "Molto", the fourth.
    { answer: () => page.getByRole('radio', { name: /Molto/ }).check(), points: { Relate: [[0.75, 1]] } },
    // TPM_05 slider 0-100 (Organize): from its midpoint one step right, 51.
    { answer: () => nudgeSlider(page), points: { Organize: [[0.51, 1]] } },
    // TPM_06 ranking Ideare, Relazionarsi, Organizzare with Ideare moved down: Relate 3/3, Create 2/3, Organize 1/3.
    {
      answer: () => page.getByRole('button', { name: 'Sposta giù: Ideare' }).click(),
      points: { Relate: [[1, 1]], Create: [[2 / 3, 1]], Organize: [[1 / 3, 1]] },
    },
    // TPM_07 matrix 1-5: Create row 5, Relate row 3, Organize row 4.
    {
      answer: async () => {
        await page.getByLabel('Genero molte idee: 5').check();
        await page.getByLabel('Medio nei conflitti: 3').check();
        await page.getByLabel('Rispetto le scadenze: 4').check();
      },
      points: { Create: [[1, 1]], Relate: [[0.5, 1]], Organize: [[0.75, 1]] },
    },
    // TPM_08 date: counts for nothing.
    { answer: () => page.getByLabel('Seleziona Data').fill('2027-01-15'), points: {} },
    // Q09 and Q10: options with no profile code or dimension count for nothing.
    { answer: () => page.getByLabel('No', { exact: true }).check(), points: {} },
    { answer: () => page.getByLabel('Sera').check(), points: {} },
    // Q11 Likert 1-5 (Create): 5.
    { answer: () => page.getByRole('radio', { name: /^5/ }).check(), points: { Create: [[1, 1]] } },
    // Q12 labelled scale, no dimension.
    { answer: () => page.getByRole('radio', { name: /A volte/ }).check(), points: {} },
    // Q13 slider 0-100 (Organize): 51.
    { answer: () => nudgeSlider(page), points: { Organize: [[0.51, 1]] } },
    // Q14 ranking whose options name no dimension.
    { answer: () => page.getByRole('button', { name: 'Sposta giù: Sicurezza' }).click(), points: {} },
    // Q15 matrix: the Relate row ("Ascolto") 2 of 1-5; the other row names no dimension.
    {
      answer: async () => {
        await page.getByLabel('Ascolto: 2').check();
        await page.getByLabel('Ordine: 3').check();
      },
      points: { Relate: [[0.25, 1]] },
    },
    // Q16 date: nothing.
    { answer: () => page.getByLabel('Seleziona Data').fill('2027-02-01'), points: {} },
  ];
}

async function nudgeSlider(page: Page) {
  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
}

/** The score the TPM dimension rule gives these answers, and each dimension's rounded percentage. */
export function expectedScore(answers: ReturnType<typeof memberAnswers>): {
  score: number;
  dimensions: Record<string, number>;
} {
  const percents: Record<string, number> = {};
  for (const dimension of ['Create', 'Relate', 'Organize'] as const) {
    const points = answers.flatMap((a) => a.points[dimension] ?? []);
    const earned = points.reduce((sum, [e]) => sum + e, 0);
    const possible = points.reduce((sum, [, p]) => sum + p, 0);
    percents[dimension] = (earned / possible) * 100;
  }
  const values = Object.values(percents);
  return {
    score: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
    dimensions: Object.fromEntries(Object.entries(percents).map(([d, p]) => [d, Math.round(p)])),
  };
}
