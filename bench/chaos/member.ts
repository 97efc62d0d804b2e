// The member's actions in the app, as a person does them (clicks and typing in Chromium). Each
// action is split in two: `perform` (the clicks) and `saved` (the device holds it: the app's own
// promise to the user), so the harness can close the tab in between.
import type { Page } from '@playwright/test';
import { SESSION_ID, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { localRows } from './device.ts';

export const SESSION = SESSION_ID;
/** A simulation and a workshop of the seeded session: 'Segna come Completato' completes them. */
export const ACTIVITIES = [activityId(3), activityId(4)];
export const QUESTIONS = ['TWN_01', 'TWN_02'];

export interface Action {
  kind: 'answer' | 'complete' | 'progress' | 'chat';
  /** question code, activity id, message text, or the assessment id */
  key: string;
  value: string;
  /** the page to be on (reopened there after a closed tab) */
  url: string;
  perform(page: Page): Promise<void>;
  saved(page: Page): Promise<boolean>;
}

const until = async (check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
export const waitSaved = (page: Page, action: Action, timeoutMs = 8_000) => until(() => action.saved(page), timeoutMs);

interface LocalAssessment {
  id: string;
  answers: Record<string, string>;
  completed_at: string | null;
}
const localAssessment = async (page: Page, id: string) =>
  (await localRows<LocalAssessment>(page, 'assessments')).find((row) => row.id === id);
export const localProgress = async (page: Page, activity: string) =>
  (await localRows<{ activity_id: string; session_id: string; status: string }>(page, 'progress')).find(
    (row) => row.activity_id === activity && row.session_id === SESSION,
  )?.status;

async function openAt(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  if (!page.url().endsWith(url)) await page.goto(url);
  await ready(page);
}

const questionReady = (page: Page) => page.getByTestId('question-position').waitFor({ timeout: 15_000 });

/** Opens the assessment and moves to question `index` (0-based). */
async function goToQuestion(page: Page, assessmentId: string, index: number): Promise<void> {
  await openAt(page, `/assessment/${assessmentId}`, questionReady);
  for (let i = 0; i < 4; i++) {
    const text = (await page.getByTestId('question-position').textContent()) ?? '';
    const current = Number(/(\d+)/.exec(text)?.[1] ?? 1) - 1;
    if (current === index) return;
    await page.getByRole('button', { name: current < index ? 'Successiva' : 'Precedente' }).click();
    await page
      .getByTestId('question-position')
      .filter({ hasText: `Domanda ${current < index ? current + 2 : current} di` })
      .waitFor();
  }
}

export function answer(assessmentId: string, index: number, value: string): Action {
  const code = QUESTIONS[index]!;
  return {
    kind: 'answer',
    key: code,
    value,
    url: `/assessment/${assessmentId}`,
    async perform(page) {
      await goToQuestion(page, assessmentId, index);
      await page.getByRole('radio', { name: new RegExp(`^${value}`) }).check({ noWaitAfter: true });
    },
    saved: async (page) => (await localAssessment(page, assessmentId))?.answers?.[code] === value,
  };
}

export function complete(assessmentId: string): Action {
  return {
    kind: 'complete',
    key: assessmentId,
    value: 'completed',
    url: `/assessment/${assessmentId}`,
    async perform(page) {
      await goToQuestion(page, assessmentId, QUESTIONS.length - 1);
      await page.getByRole('button', { name: 'Invia assessment' }).click({ noWaitAfter: true });
    },
    saved: async (page) => Boolean((await localAssessment(page, assessmentId))?.completed_at),
  };
}

const activityUrl = (activity: string) => `/coaching/${SESSION}/activity/${activity}`;
const activityReady = (page: Page) => page.locator('article.activity').waitFor({ timeout: 15_000 });

export function completeActivity(activity: string): Action {
  return {
    kind: 'progress',
    key: activity,
    value: 'completed',
    url: activityUrl(activity),
    async perform(page) {
      await openAt(page, activityUrl(activity), activityReady);
      await page.getByRole('button', { name: 'Segna come Completato' }).click({ noWaitAfter: true });
    },
    saved: async (page) => (await localProgress(page, activity)) === 'completed',
  };
}

const chatUrl = `/user/coaching/session/${SESSION}`;

export function chat(text: string): Action {
  return {
    kind: 'chat',
    key: text,
    value: text,
    url: chatUrl,
    async perform(page) {
      await openAt(page, chatUrl, async () => {
        await page.getByRole('tab', { name: 'Chat' }).click({ timeout: 15_000 });
        await page.getByLabel('Messaggio', { exact: true }).waitFor({ timeout: 15_000 });
      });
      const tab = page.getByRole('tab', { name: 'Chat' });
      if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
      const input = page.getByLabel('Messaggio', { exact: true });
      await input.fill(text);
      await input.press('Enter', { noWaitAfter: true });
    },
    saved: async (page) => (await localRows(page, 'chatMessages')).some((row) => JSON.stringify(row).includes(text)),
  };
}

/**
 * Signs in and waits until the app is installed and what the run works on offline is ready there: the
 * assessment and the coaching session (prepared automatically after sign-in; its chat and progress steps
 * may come with the network cut).
 */
export async function signInAndPrepare(
  page: Page,
  email: string,
  password: string,
  assessmentId: string,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/user$/, { timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.goto('/assessment-list');
  await page.getByTestId(`assessment-${assessmentId}`).getByText('Pronto offline').waitFor({ timeout: 60_000 });
  await page.goto('/coaching-list');
  await page.locator(`[data-session-id="${SESSION}"]`).getByText('pronto offline').waitFor({ timeout: 60_000 });
}
