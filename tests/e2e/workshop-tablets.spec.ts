import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceGet, serviceHeaders } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

// Two tablets prepared online (one by an org admin, one by the coach with the coaching session),
// then the network off; the team's three people take turns on each, with no one signed in; the
// network comes back and every answer and every activity lands under its participant's name.
// A revoked tablet's later push is refused and the tablet says so.

const ORG = seedId('10000000', 1);
const TEAM = seedId('30000000', 1);
const PEOPLE = [seedId('20000000', 4), seedId('20000000', 5), seedId('20000000', 8)];
const CODE = 'workshop-2026';
const RUN = Date.now().toString(36);

test.describe.configure({ timeout: 240_000 });

async function createTpmAssessment(userId: string): Promise<string> {
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers: { ...serviceHeaders, Prefer: 'return=representation' },
    body: JSON.stringify({
      user_id: userId,
      organization_id: ORG,
      team_id: TEAM,
      template_id: seedId('50000000', 1),
      assessment_type: 'tpm',
      evaluation_type: 'self',
    }),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const rows = await serviceGet<{ user_id: string; first_name: string | null; last_name: string | null }[]>(
    `profiles?user_id=in.(${ids.join(',')})&select=user_id,first_name,last_name`,
  );
  return new Map(rows.map((r) => [r.user_id, `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim()]));
}

/** Every IndexedDB row, web storage entry and cache key of the page's origin, as one text. */
const everythingStored = (page: Page) =>
  page.evaluate(async () => {
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    for (let i = 0; i < localStorage.length; i++) parts.push(localStorage.getItem(localStorage.key(i)!) ?? '');
    for (let i = 0; i < sessionStorage.length; i++) parts.push(sessionStorage.getItem(sessionStorage.key(i)!) ?? '');
    return parts.join('\n');
  });

/** Prepares a tablet through /workshop/prepare as `email`, then hands it over (sign-out, /workshop). */
async function prepareTablet(browser: Browser, email: string, landing: string, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, email, landing);
  const session = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      if (value.includes('access_token')) return JSON.parse(value) as { access_token: string; refresh_token?: string };
    }
    return null;
  });
  expect(session?.access_token).toBeTruthy();
  await page.goto('/workshop/prepare');
  const choice = page.getByLabel(/^(Squadra|Percorso di coaching \(squadra\))$/);
  await expect(choice.locator('option')).not.toHaveCount(1);
  await choice.selectOption({ index: 1 });
  await page.getByLabel('Nome del tablet').fill(label);
  await page.getByLabel('Codice del workshop', { exact: true }).fill(CODE);
  await page.getByLabel('Ripeti il codice').fill(CODE);
  await page.getByRole('button', { name: 'Prepara il tablet' }).click();
  await expect(page.getByRole('heading', { name: 'Tablet pronto per il workshop' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Dati pronti per ogni partecipante' }).locator('tbody tr')).toHaveCount(
    3,
  );
  await page.getByRole('button', { name: 'Esci e apri il workshop' }).click();
  await expect(page).toHaveURL(/\/workshop$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: /Workshop — squadra Alpha/ })).toBeVisible();
  // Nothing that signs anyone in stays on the tablet: no password, no token, no code.
  await expect
    .poll(async () => {
      const stored = await everythingStored(page);
      return [session!.access_token, session!.refresh_token ?? '-', 'Password-123', CODE].filter((s) =>
        stored.includes(s),
      ).length;
    })
    .toBe(0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { context, page };
}

async function startTurn(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.getByLabel(/Codice del workshop/).fill(CODE);
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByRole('heading', { name: `Ciao ${name}` })).toBeVisible();
}

const deviceOf = async (label: string) =>
  (await serviceGet<{ id: string }[]>(`workshop_devices?label=eq.${encodeURIComponent(label)}&select=id`))[0]!.id;
const deliveries = (deviceId: string) =>
  serviceGet<{ user_id: string; kind: string }[]>(`workshop_deliveries?device_id=eq.${deviceId}&select=user_id,kind`);

test('two tablets offline, three participants each, everything lands under its participant; a revoked tablet is told', async ({
  browser,
}) => {
  const assessments = new Map<string, string>();
  for (const id of PEOPLE) assessments.set(id, await createTpmAssessment(id));
  const names = await namesOf(PEOPLE);
  const labelA = `Tablet A ${RUN}`;
  const labelB = `Tablet B ${RUN}`;
  const a = await prepareTablet(browser, 'admin@acme.test', `/org-admin/${ORG}`, labelA);
  const b = await prepareTablet(browser, 'coach@taas.test', '/coach', labelB);
  const tablets: { context: BrowserContext; page: Page }[] = [a, b];
  for (const { context } of tablets) await context.setOffline(true);

  // Tablet A: each participant answers the first question of their own assessment.
  for (const id of PEOPLE) {
    await startTurn(a.page, names.get(id)!);
    // Only their own assessments are listed (another participant's never is).
    for (const other of PEOPLE.filter((p) => p !== id))
      await expect(a.page.getByTestId(`workshop-assessment-${assessments.get(other)}`)).toHaveCount(0);
    await a.page
      .getByTestId(`workshop-assessment-${assessments.get(id)}`)
      .getByRole('button', { name: 'Inizia' })
      .click();
    await expect(a.page.getByTestId('question-position')).toBeVisible({ timeout: 20_000 });
    const first = a.page.getByRole('radio').first();
    await first.check();
    await expect(first).toBeChecked();
    await a.page.goto('/workshop'); // the next turn starts from the names again
    await expect(a.page.getByRole('button', { name: new RegExp(`^${names.get(id)}.*1 da inviare`) })).toBeVisible();
  }
  // Tablet B: each participant marks an activity of the workshop completed.
  for (const id of PEOPLE) {
    await startTurn(b.page, names.get(id)!);
    if (id === PEOPLE[0]) {
      // The app's own activity screen opens for the participant, from the device, and comes back.
      await b.page.getByRole('button', { name: 'Apri' }).first().click();
      await expect(b.page.locator('.coaching-screen')).toBeVisible({ timeout: 20_000 });
      await b.page.getByRole('button', { name: `Torna alle attività di ${names.get(id)}` }).click();
    }
    await b.page.getByRole('button', { name: 'Segna come completata' }).first().click();
    await expect(b.page.getByText('Salvato su questo tablet', { exact: true })).toBeVisible();
    await b.page.getByRole('button', { name: 'Fine turno' }).click();
  }
  for (const id of PEOPLE)
    expect(
      (await serviceGet<{ answers: object }[]>(`assessments?id=eq.${assessments.get(id)}&select=answers`))[0]!.answers,
    ).toEqual({});

  // The network comes back, no one signed in: both tablets push by themselves.
  for (const { context } of tablets) await context.setOffline(false);
  for (const { page } of tablets)
    await expect(page.getByText('Tutto il lavoro è stato inviato.')).toBeVisible({ timeout: 60_000 });
  const deviceA = await deviceOf(labelA);
  const deviceB = await deviceOf(labelB);
  for (const id of PEOPLE) {
    const [row] = await serviceGet<{ answers: Record<string, string>; user_id: string }[]>(
      `assessments?id=eq.${assessments.get(id)}&select=answers,user_id`,
    );
    expect(row!.user_id).toBe(id);
    expect(Object.keys(row!.answers)).toHaveLength(1);
  }
  expect((await deliveries(deviceA)).map((d) => d.user_id).sort()).toEqual([...PEOPLE].sort());
  expect(
    (await deliveries(deviceB))
      .filter((d) => d.kind === 'progress/upsert')
      .map((d) => d.user_id)
      .sort(),
  ).toEqual([...PEOPLE].sort());

  // The org admin revokes tablet B from the Dispositivi tab; its next push is refused and shown.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInPage(adminPage, 'admin@acme.test', `/org-admin/${ORG}`);
  await adminPage.getByRole('tab', { name: 'Dispositivi' }).click();
  adminPage.once('dialog', (dialog) => void dialog.accept());
  await adminPage.getByRole('button', { name: `Revoca il tablet ${labelB}` }).click();
  await expect(adminPage.getByText(/Revocato il/)).toBeVisible();
  await startTurn(b.page, names.get(PEOPLE[1]!)!);
  await b.page.getByRole('button', { name: 'Segna come completata' }).first().click();
  await b.page.getByRole('button', { name: 'Fine turno' }).click();
  await b.context.setOffline(true);
  await b.context.setOffline(false); // the 'online' event: the tablet pushes now
  await expect(b.page.getByRole('alert').filter({ hasText: 'Questo tablet è stato revocato' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    b.page.getByRole('button', { name: new RegExp(`^${names.get(PEOPLE[1]!)}.*1 da inviare`) }),
  ).toBeVisible();
  const refusals = await serviceGet<{ reason: string; user_id: string }[]>(
    `workshop_refusals?device_id=eq.${deviceB}&select=reason,user_id`,
  );
  expect(refusals).toEqual([{ reason: 'device_revoked', user_id: PEOPLE[1] }]);
  for (const context of [a.context, b.context, admin]) await context.close();
});
