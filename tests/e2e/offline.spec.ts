import { expect, test, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceHeaders } from './support/backend-admin.ts';

// The offline round trip (issue 4): answers written offline survive a reload, reach the backend
// once the network is back, the sync indicator tells pending then synced, and logout leaves
// nothing of the user on the device. Works on a fresh assessment inserted with the service role.

const PASSWORD = 'Password-123';
const MEMBER = { email: 'member@acme.test', id: seedId('20000000', 5) };
const NEXT_USER = { email: 'member@globex.test', id: seedId('20000000', 7) };

async function createTpmAssessment(): Promise<string> {
  const body = {
    user_id: MEMBER.id, organization_id: seedId('10000000', 1), team_id: seedId('30000000', 1),
    template_id: seedId('50000000', 1), assessment_type: 'tpm', evaluation_type: 'self',
  };
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST', headers: { ...serviceHeaders, Prefer: 'return=representation' }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

async function serverAnswers(id: string): Promise<Record<string, string>> {
  const response = await fetch(`${BACKEND}/rest/v1/assessments?id=eq.${id}&select=answers`, { headers: serviceHeaders });
  return ((await response.json()) as { answers: Record<string, string> }[])[0]?.answers ?? {};
}

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

const indicator = (page: Page) => page.getByRole('button', { name: /^Stato sincronizzazione/ });

test('answers given offline survive a reload, sync when online, and logout leaves nothing behind', async ({ page, context }) => {
  const assessmentId = await createTpmAssessment();
  await signIn(page, MEMBER.email);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  // Online once: the list stores the assessment and its questions on the device.
  await page.goto('/assessment-list');
  const item = page.getByTestId(`assessment-${assessmentId}`);
  await expect(item.getByText('Pronto offline')).toBeVisible({ timeout: 20_000 });
  await expect(indicator(page)).toHaveAccessibleName('Stato sincronizzazione: tutto sincronizzato');

  await context.setOffline(true);
  await page.goto(`/assessment/${assessmentId}`);
  await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
  const firstChoice = page.getByRole('radio').first();
  await firstChoice.check();
  await expect(firstChoice).toBeChecked();
  // The answer is committed to IndexedDB before anything else happens; a reload offline shows it.
  await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('taas-offline');
    open.onsuccess = () => {
      const request = open.result.transaction('outbox').objectStore('outbox').count();
      request.onsuccess = () => resolve(request.result);
    };
  }))).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio').first()).toBeChecked();

  await page.goto('/assessment-list');
  await expect(indicator(page)).toHaveAccessibleName(/offline, 1 modifica in attesa/);
  expect(await serverAnswers(assessmentId)).toEqual({});

  await context.setOffline(false);
  await expect(indicator(page)).toHaveAccessibleName('Stato sincronizzazione: tutto sincronizzato', { timeout: 20_000 });
  const answers = await serverAnswers(assessmentId);
  expect(Object.keys(answers)).toEqual(['TPM_01']);

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
