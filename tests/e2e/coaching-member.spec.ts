import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceGet, serviceHeaders } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

// The member: the timeline, a video watched to completion, the assignment form sent
// offline that reaches the database once the network is back, and with the network off the
// timeline and an activity open again after a reload. The test needs no internet: the YouTube
// IFrame API and player are local stubs (the stub reports "playing" when the test says so).

const MEMBER = { email: 'member@acme.test', id: seedId('20000000', 5) };
const SESSION = seedId('64000000', 1);
const VIDEO = seedId('62000000', 1);
const WORKSHOP = seedId('62000000', 4);
const FORM_ACTIVITY = seedId('62000000', 5);
const PLAN_ACTIVITY = seedId('62000000', 6);
const FORM = seedId('70000000', 1);
const question = (n: number) => seedId('71000000', n);

/** The IFrame API as the page sees it once loaded: the stub player reports the states the test sets. */
function installYouTubeStub() {
  const w = window as unknown as { YT: unknown; __ytState?: (state: number) => void };
  w.YT = {
    Player: function Player(
      _element: unknown,
      options: { events: { onStateChange: (event: { data: number }) => void } },
    ) {
      w.__ytState = (state: number) => options.events.onStateChange({ data: state });
      return { destroy() {} };
    },
  };
}

async function stubYouTube(context: BrowserContext) {
  await context.addInitScript(installYouTubeStub);
  // Requests that reach the network anyway are answered locally (a service worker may see them first).
  await context.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>player stub</p>' }),
  );
}

/** Through the login screen (the preparation that follows a sign-in), or `byApi`: the member comes back signed in. */
async function signIn(page: Page, { byApi = false } = {}) {
  if (byApi) {
    await signInPage(page, MEMBER.email, '/user');
  } else {
    await page.goto('/login');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill('Password-123');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

const progressOf = (activityId: string) =>
  serviceGet<Array<{ status: string; completion_percentage: number; completed_at: string | null }>>(
    `user_activity_progress?user_id=eq.${MEMBER.id}&session_id=eq.${SESSION}&activity_id=eq.${activityId}&select=status,completion_percentage,completed_at`,
  );
const submissionOf = () =>
  serviceGet<Array<{ status: string; answers: Record<string, unknown>; submitted_at: string }>>(
    `assignment_submissions?user_id=eq.${MEMBER.id}&form_id=eq.${FORM}&select=status,answers,submitted_at`,
  );

test.describe.configure({ timeout: 150_000 });

test('a member follows the timeline, watches a video, sends the form offline, and works offline after a reload', async ({
  page,
  context,
}) => {
  await stubYouTube(context);
  await page.clock.install();
  await signIn(page, { byApi: true });

  // The list: the session, prepared for offline use on its own after sign-in.
  await page.goto('/coaching-list');
  const session = page.locator(`[data-session-id="${SESSION}"]`);
  await expect(session.getByRole('heading', { name: 'Percorso Team Performance' })).toBeVisible({ timeout: 20_000 });
  await expect(session.getByText('Chiara Colombo')).toBeVisible();
  await expect(session.getByText('3 fasi attive, 7 attività attive')).toBeVisible();
  await expect(session.getByText('pronto offline')).toBeVisible({ timeout: 20_000 });

  // The timeline: the first phase open as the current one, the seeded progress on the cards.
  await session.getByRole('link', { name: 'Apri il percorso' }).click();
  await expect(page).toHaveURL(new RegExp(`/coaching/${SESSION}$`));
  await expect(page.getByText('Fase Corrente')).toBeVisible({ timeout: 20_000 });
  const videoCard = page.locator(`[data-activity-id="${VIDEO}"]`);
  await expect(videoCard.getByText('In Corso')).toBeVisible();
  await expect(videoCard.getByText('Obbligatorio')).toBeVisible();
  await expect(
    page
      .locator(`[data-activity-id="${seedId('62000000', 2)}"]`)
      .getByText('Completato')
      .first(),
  ).toBeVisible();

  // The video: playing counts +2 per second; the clock jumps a minute ahead and it completes.
  await videoCard.getByRole('link', { name: 'Continua' }).click();
  await expect(page.getByText('1 di 7')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Percorso' })).toContainText(
    'Coaching / Fase 1: Conoscere il team / Introduzione al modello TPM',
  );
  // (polled from the test: the page's own timers run on the installed clock)
  await expect
    .poll(() => page.evaluate(() => typeof (window as { __ytState?: unknown }).__ytState), { timeout: 20_000 })
    .toBe('function');
  await page.evaluate(() => (window as unknown as { __ytState: (state: number) => void }).__ytState(1));
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('video-percent')).toHaveText('100%');
  await expect(page.locator('article.activity')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByRole('button', { name: 'Segna come Completato' })).toBeDisabled();
  await expect
    .poll(async () => (await progressOf(VIDEO))[0], { timeout: 30_000 })
    .toMatchObject({ status: 'completed', completion_percentage: 100 });

  // The form, sent with the network off: kept on the device, read-only, and sent once back online.
  await page.goto(`/coaching/${SESSION}/activity/${FORM_ACTIVITY}`);
  await expect(page.getByText("Nome dell'azienda")).toBeVisible({ timeout: 20_000 });
  await context.setOffline(true);
  await page.getByLabel(/Nome dell'azienda/).fill('Acme Offline');
  await page.getByLabel(/Descrivi la mission attuale/).fill('Servire meglio i clienti.');
  await page.getByRole('radio', { name: 'Servizi' }).check();
  await page.getByRole('checkbox', { name: 'Online' }).check();
  await page.getByRole('checkbox', { name: 'Partner' }).check();
  await page.getByLabel(/Numero di dipendenti/).fill('120');
  await page.getByLabel(/Data di fondazione/).fill('1990-05-01');
  await page.getByRole('button', { name: 'Invia il form' }).click();
  await expect(page.getByText('Form inviato con successo!', { exact: true })).toBeVisible();
  await expect(page.getByText('Form completato con successo!')).toBeVisible();
  await expect(page.getByLabel(/Nome dell'azienda/)).toHaveAttribute('readonly', '');
  expect(await submissionOf()).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await submissionOf())[0], { timeout: 60_000 })
    .toMatchObject({
      status: 'submitted',
      answers: {
        [question(1)]: 'Acme Offline',
        [question(3)]: 'Servizi',
        [question(4)]: ['Online', 'Partner'],
        [question(5)]: '120',
      },
    });
  await expect
    .poll(async () => (await progressOf(FORM_ACTIVITY))[0], { timeout: 30_000 })
    .toMatchObject({ status: 'completed', completion_percentage: 100 });

  // Network off, reloaded: the timeline and an activity open from the device.
  await context.setOffline(true);
  try {
    await page.goto(`/coaching/${SESSION}`);
    await expect(page.getByText('Fase Corrente')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(`[data-activity-id="${VIDEO}"]`).getByText('Completato').first()).toBeVisible();
    await page.goto(`/coaching/${SESSION}/activity/${WORKSHOP}`);
    await expect(page.getByText('Ibrido')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Via Roma 1, Milano')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Webcam' })).toBeVisible();
    await expect(page.getByText('4 di 7')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

/** Sets columns of a seeded activity as the service role; resolves to the previous values. */
async function patchActivity(id: string, patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  const [before] = await serviceGet<Array<Record<string, unknown>>>(
    `coaching_activities?id=eq.${id}&select=${Object.keys(patch).join(',')}`,
  );
  const response = await fetch(`${BACKEND}/rest/v1/coaching_activities?id=eq.${id}`, {
    method: 'PATCH',
    headers: serviceHeaders,
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`PATCH coaching_activities: ${response.status} ${await response.text()}`);
  return before!;
}

test('prepared after sign-in: offline, an activity whose form only its template names shows the form, and the list keeps its counts', async ({
  page,
  context,
}) => {
  // The seeded "Piano d'azione" names its form itself too; without that only its activity template does (step 4).
  const before = await patchActivity(PLAN_ACTIVITY, { source_form_template_id: null });
  try {
    await signIn(page);
    await page.goto('/coaching-list');
    const session = page.locator(`[data-session-id="${SESSION}"]`);
    await expect(session.getByText('pronto offline')).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);
    try {
      await page.goto(`/coaching/${SESSION}/activity/${PLAN_ACTIVITY}`);
      await expect(page.getByRole('heading', { name: "Piano d'azione" }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByLabel(/Azione 1/)).toBeVisible();
      await expect(page.getByLabel(/Perché queste azioni\?/)).toBeVisible();
      await expect(page.getByText('Form di Assignment Non Trovato')).toHaveCount(0);

      await page.goto('/coaching-list');
      await expect(
        page.locator(`[data-session-id="${SESSION}"]`).getByText('3 fasi attive, 7 attività attive'),
      ).toBeVisible({ timeout: 20_000 });
    } finally {
      await context.setOffline(false);
    }
  } finally {
    await patchActivity(PLAN_ACTIVITY, before);
  }
});
