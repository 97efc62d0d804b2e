import { expect, test, type Page, type Route } from '@playwright/test';
import { BACKEND, seedId, serviceHeaders } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

// The offline round trip: answers written offline survive a reload, reach the backend
// once the network is back, the sync indicator tells pending then synced, and logout leaves
// nothing of the user on the device. Works on a fresh assessment inserted with the service role.

const PASSWORD = 'Password-123';
const MEMBER = { email: 'member@acme.test', id: seedId('20000000', 5) };
const NEXT_USER = { email: 'member@globex.test', id: seedId('20000000', 7) };

async function createTpmAssessment(): Promise<string> {
  const body = {
    user_id: MEMBER.id,
    organization_id: seedId('10000000', 1),
    team_id: seedId('30000000', 1),
    template_id: seedId('50000000', 1),
    assessment_type: 'tpm',
    evaluation_type: 'self',
  };
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

async function serverAnswers(id: string): Promise<Record<string, string>> {
  const response = await fetch(`${BACKEND}/rest/v1/assessments?id=eq.${id}&select=answers`, {
    headers: serviceHeaders,
  });
  return ((await response.json()) as { answers: Record<string, string> }[])[0]?.answers ?? {};
}

/** Through the login screen, on a device the previous user has just left. */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
}

/** Rows of the offline database that belong to a user, and the worker's cached data reads. */
function deviceTraces(page: Page, userId: string): Promise<{ rows: Record<string, number>; cachedReads: number }> {
  return page.evaluate(async (owner) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('taas-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows: Record<string, number> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      const all = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
      });
      const mine = all.filter((row) => (row as { ownerId?: string }).ownerId === owner).length;
      if (mine > 0) rows[name] = mine;
    }
    db.close();
    let cachedReads = 0;
    for (const name of await caches.keys()) {
      if (!name.startsWith('taas-data-')) continue;
      cachedReads += (await (await caches.open(name)).keys()).filter((request) => request.url.includes(owner)).length;
    }
    return { rows, cachedReads };
  }, userId);
}

// Coming back may wait for the sync engine's backoff (2 s doubling), with no browser event to hurry it.
test.describe.configure({ timeout: 120_000 });

const indicator = (page: Page) => page.getByRole('button', { name: /^Stato sincronizzazione/ });

/** Entries waiting in the device's outbox (IndexedDB), read from the page. */
const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('taas-offline');
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => resolve(request.result);
        };
      }),
  );

/** Signed in, worker installed, the assessment and its questions stored on the device, all synced. */
async function preparedMember(page: Page): Promise<string> {
  const assessmentId = await createTpmAssessment();
  await signInPage(page, MEMBER.email, '/user'); // the member comes back signed in
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/assessment-list');
  await expect(page.getByTestId(`assessment-${assessmentId}`).getByText('Pronto offline')).toBeVisible({
    timeout: 20_000,
  });
  await expect(indicator(page)).toHaveAccessibleName('Stato sincronizzazione: tutto sincronizzato');
  return assessmentId;
}

/** Answers the first question; resolves once the answer is committed to the device's outbox. */
async function answerFirstQuestion(page: Page, assessmentId: string) {
  await page.goto(`/assessment/${assessmentId}`);
  await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
  const firstChoice = page.getByRole('radio').first();
  await firstChoice.check();
  await expect(firstChoice).toBeChecked();
  await expect.poll(() => outboxCount(page)).toBeGreaterThan(0);
}

/** The change waits on the device, and the indicator says so without calling it an error. */
async function expectWaiting(page: Page, assessmentId: string, name: RegExp) {
  await page.goto('/assessment-list');
  await expect(indicator(page)).toHaveAccessibleName(name, { timeout: 20_000 });
  await expect(indicator(page)).toHaveAttribute('data-tone', 'neutral');
  await expect(indicator(page)).not.toContainText('Errore');
  expect(await serverAnswers(assessmentId)).toEqual({});
}

/** Back: the backoff's next attempt sends the change; the indicator returns to synced. */
async function expectSyncedAgain(page: Page, assessmentId: string) {
  // The engine retries on its backoff (2 s doubling): no browser event tells it the server is back.
  await expect(indicator(page)).toHaveAccessibleName('Stato sincronizzazione: tutto sincronizzato', {
    timeout: 45_000,
  });
  expect(Object.keys(await serverAnswers(assessmentId))).toEqual(['TPM_01']);
  expect(await outboxCount(page)).toBe(0);
}

test('answers given offline survive a reload, sync when online, and logout leaves nothing behind', async ({
  page,
  context,
}) => {
  const assessmentId = await preparedMember(page);
  // Opened once online: the worker caches the question reads (partitioned by user) beside the device's rows.
  await page.goto(`/assessment/${assessmentId}`);
  await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await deviceTraces(page, MEMBER.id)).cachedReads).toBeGreaterThan(0);
  await context.setOffline(true);
  // The answer is committed to IndexedDB before anything else happens; a reload offline shows it.
  await answerFirstQuestion(page, assessmentId);
  await page.reload();
  await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio').first()).toBeChecked();

  // Reloaded while offline, Chromium may report navigator.onLine === true: the failed request decides.
  await expectWaiting(page, assessmentId, /^Stato sincronizzazione: offline, 1 modifica in attesa/);

  await context.setOffline(false);
  await expectSyncedAgain(page, assessmentId);

  // Logout with an empty outbox: the member's rows and cached reads are gone.
  const before = await deviceTraces(page, MEMBER.id);
  expect(Object.keys(before.rows)).toContain('assessments');
  expect(before.cachedReads).toBeGreaterThan(0); // the worker did cache the member's question reads
  await page.getByRole('button', { name: /^Menu utente di/ }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page.getByRole('button', { name: /^Menu utente di/ })).toHaveCount(0);
  await expect.poll(() => deviceTraces(page, MEMBER.id)).toEqual({ rows: {}, cachedReads: 0 });

  // The next user of the device sees nothing of the first.
  await signIn(page, NEXT_USER.email);
  await page.goto('/assessment-list');
  await expect(page.getByRole('heading', { level: 1, name: 'I miei assessment' })).toBeVisible();
  await expect(page.getByTestId(`assessment-${assessmentId}`)).toHaveCount(0);
  await expect(page.getByText('Alpha')).toHaveCount(0);
  expect((await deviceTraces(page, MEMBER.id)).rows).toEqual({});
});

test.describe('the browser says online but the backend cannot be reached', () => {
  test('every request to the backend fails: offline with the change waiting, then synced once it answers again', async ({
    page,
    context,
  }) => {
    const assessmentId = await preparedMember(page);
    // Requests from the page and from its service worker alike, as on a Wi-Fi with no uplink.
    const blocked = (route: Route) => route.abort('internetdisconnected');
    await context.route(`${BACKEND}/**`, blocked);
    await answerFirstQuestion(page, assessmentId);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expectWaiting(page, assessmentId, /^Stato sincronizzazione: offline, 1 modifica in attesa/);

    await context.unroute(`${BACKEND}/**`, blocked);
    await expectSyncedAgain(page, assessmentId);
  });

  test('the backend answers 5xx to the change: server unavailable, retried, then synced', async ({ page, context }) => {
    const assessmentId = await preparedMember(page);
    const unavailable = (route: Route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({
            status: 503,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify({ message: 'Service Unavailable' }),
          });
    await context.route(`${BACKEND}/rest/v1/**`, unavailable);
    await answerFirstQuestion(page, assessmentId);
    await expectWaiting(
      page,
      assessmentId,
      /^Stato sincronizzazione: server non disponibile, nuovo tentativo a breve, 1 modifica in attesa/,
    );

    await context.unroute(`${BACKEND}/rest/v1/**`, unavailable);
    await expectSyncedAgain(page, assessmentId);
  });
});
