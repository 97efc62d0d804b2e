import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceDelete, serviceGet, serviceHeaders } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

// Two tablets prepared online (one by an org admin, one by the coach with the coaching session),
// then the network off; the team's three people take turns on each, with no one signed in (answers,
// activity progress, an assignment form); the network comes back, one tablet left on /login, and
// every operation the tablets held lands once under its participant's name, with the tablet and who
// vouched for it; a second push after a reload adds nothing. A revoked tablet's later push is
// refused: the tablet says so, and the admin sees the refusal in the Dispositivi tab.

const ORG = seedId('10000000', 1);
const TEAM = seedId('30000000', 1);
const PEOPLE = [seedId('20000000', 4), seedId('20000000', 5), seedId('20000000', 8)];
const FORM = seedId('70000000', 1);
const FORM_ACTIVITY = seedId('62000000', 5);
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
  (
    await serviceGet<{ id: string; prepared_by: string; last_contact_at: string | null }[]>(
      `workshop_devices?label=eq.${encodeURIComponent(label)}&select=id,prepared_by,last_contact_at`,
    )
  )[0]!;
const userIdOf = async (email: string) =>
  (await serviceGet<{ user_id: string }[]>(`profiles?email=eq.${encodeURIComponent(email)}&select=user_id`))[0]!
    .user_id;

interface Delivery {
  op_id: string;
  user_id: string;
  vouched_by: string;
  kind: string;
  target: string;
  row_id: string | null;
}
const deliveries = (deviceId: string) =>
  serviceGet<Delivery[]>(
    `workshop_deliveries?device_id=eq.${deviceId}&select=op_id,user_id,vouched_by,kind,target,row_id&order=op_id`,
  );

/** What waits on the tablet to be pushed: the participants' pending outbox entries, as "user kind target". */
const pendingOnTablet = (page: Page, people: string[]) =>
  page.evaluate(async (ids) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('taas-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<{ ownerId: string; kind: string; target: string; status: string }[]>((resolve) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as never);
    });
    db.close();
    // Entries of one target go as one operation (the push folds them): each target is listed once.
    const held = rows
      .filter((r) => ids.includes(r.ownerId) && r.status === 'pending')
      .map((r) => `${r.ownerId} ${r.kind} ${r.target}`);
    return [...new Set(held)].sort();
  }, people);

/** The rows the tablets' work wrote, per participant: to see that a second push adds none. */
async function landedRows() {
  const people = `(${PEOPLE.join(',')})`;
  const [progress, submissions] = await Promise.all([
    serviceGet<unknown[]>(`user_activity_progress?user_id=in.${people}&select=id,status,updated_at`),
    serviceGet<unknown[]>(`assignment_submissions?user_id=in.${people}&select=id,status,updated_at`),
  ]);
  return { progress, submissions };
}

test('two tablets offline, three participants each, everything lands once under its participant; a revoked tablet is refused and listed', async ({
  browser,
}) => {
  const assessments = new Map<string, string>();
  for (const id of PEOPLE) assessments.set(id, await createTpmAssessment(id));
  // The participant who sends the form starts without one (the seed gives the leader a submitted one).
  const FORM_SENDER = PEOPLE[2]!;
  await serviceDelete(`assignment_submissions?form_id=eq.${FORM}&user_id=eq.${FORM_SENDER}`);
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
  // Tablet B: each participant marks an activity of the workshop completed; one sends the assignment form.
  for (const id of PEOPLE) {
    await startTurn(b.page, names.get(id)!);
    if (id === PEOPLE[0]) {
      // The app's own activity screen opens for the participant, from the device, and comes back.
      await b.page.getByRole('button', { name: 'Apri' }).first().click();
      await expect(b.page.locator('.coaching-screen')).toBeVisible({ timeout: 20_000 });
      await b.page.getByRole('button', { name: `Torna alle attività di ${names.get(id)}` }).click();
    }
    if (id === FORM_SENDER) {
      await b.page.getByTestId(`workshop-activity-${FORM_ACTIVITY}`).getByRole('button', { name: 'Apri' }).click();
      await expect(b.page.getByLabel(/Nome dell'azienda/)).toBeVisible({ timeout: 20_000 });
      await b.page.getByLabel(/Nome dell'azienda/).fill(`Acme dal tablet ${RUN}`);
      await b.page.getByLabel(/Descrivi la mission attuale/).fill('Scritta in aula, senza rete.');
      await b.page.getByRole('radio', { name: 'Servizi' }).check();
      await b.page.getByRole('button', { name: 'Invia il form' }).click();
      await expect(b.page.getByText('Form completato con successo!')).toBeVisible();
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
  const heldA = await pendingOnTablet(a.page, PEOPLE);
  const heldB = await pendingOnTablet(b.page, PEOPLE);
  expect(heldA.filter((h) => h.includes(' assessment/')).length).toBeGreaterThanOrEqual(3);
  expect(heldB.filter((h) => h.startsWith(`${FORM_SENDER} submission/upsert`))).toHaveLength(1);
  expect(heldB.filter((h) => h.includes(' progress/upsert ')).length).toBeGreaterThanOrEqual(3);

  // Tablet A is left on the login page (reloaded there, offline): it still delivers by itself.
  await a.page.goto('/login');
  await expect(a.page.getByRole('button', { name: 'Accedi' })).toBeVisible({ timeout: 20_000 });
  // The network comes back, no one signed in: both tablets push by themselves.
  for (const { context } of tablets) await context.setOffline(false);
  const deviceA = await deviceOf(labelA);
  const deviceB = await deviceOf(labelB);
  await expect.poll(async () => (await deliveries(deviceA.id)).length, { timeout: 60_000 }).toBe(heldA.length);
  await expect(a.page).toHaveURL(/\/login$/);
  await expect(b.page.getByText('Tutto il lavoro è stato inviato.')).toBeVisible({ timeout: 60_000 });

  // Every operation each tablet held landed once, under its participant, vouched for by who prepared it.
  expect(deviceA.prepared_by).toBe(await userIdOf('admin@acme.test'));
  expect(deviceB.prepared_by).toBe(await userIdOf('coach@taas.test'));
  for (const [device, held] of [
    [deviceA, heldA],
    [deviceB, heldB],
  ] as const) {
    const landed = await deliveries(device.id);
    expect(landed.map((d) => `${d.user_id} ${d.kind} ${d.target}`).sort()).toEqual(held);
    expect(new Set(landed.map((d) => d.op_id)).size).toBe(landed.length);
    for (const d of landed) expect(d.vouched_by).toBe(device.prepared_by);
  }
  for (const id of PEOPLE) {
    const [row] = await serviceGet<{ answers: Record<string, string>; user_id: string }[]>(
      `assessments?id=eq.${assessments.get(id)}&select=answers,user_id`,
    );
    expect(row!.user_id).toBe(id);
    expect(Object.keys(row!.answers)).toHaveLength(1);
  }
  const progressOfB = (await deliveries(deviceB.id)).filter((d) => d.kind === 'progress/upsert');
  for (const d of progressOfB) {
    const [row] = await serviceGet<{ user_id: string; status: string }[]>(
      `user_activity_progress?id=eq.${d.row_id}&select=user_id,status`,
    );
    expect(row).toEqual({ user_id: d.user_id, status: 'completed' });
  }
  const submissions = await serviceGet<{ id: string; user_id: string; status: string; answers: object }[]>(
    `assignment_submissions?form_id=eq.${FORM}&user_id=eq.${FORM_SENDER}&select=id,user_id,status,answers`,
  );
  expect(submissions).toHaveLength(1);
  expect(submissions[0]).toMatchObject({ user_id: FORM_SENDER, status: 'submitted' });
  expect(Object.values(submissions[0]!.answers)).toContain(`Acme dal tablet ${RUN}`);
  const formDelivery = (await deliveries(deviceB.id)).filter((d) => d.kind === 'submission/upsert');
  expect(formDelivery).toMatchObject([{ user_id: FORM_SENDER, row_id: submissions[0]!.id }]);

  // A second push (both tablets reloaded, back on /workshop) adds no row and no delivery.
  const before = {
    a: await deliveries(deviceA.id),
    b: await deliveries(deviceB.id),
    rows: await landedRows(),
  };
  for (const { page } of tablets) {
    await page.goto('/workshop');
    await expect(page.getByText('Tutto il lavoro è stato inviato.')).toBeVisible({ timeout: 30_000 });
  }
  for (const [label, device] of [
    [labelA, deviceA],
    [labelB, deviceB],
  ] as const)
    await expect
      .poll(async () => (await deviceOf(label)).last_contact_at! > device.last_contact_at!, { timeout: 30_000 })
      .toBe(true);
  expect(await deliveries(deviceA.id)).toEqual(before.a);
  expect(await deliveries(deviceB.id)).toEqual(before.b);
  expect(await landedRows()).toEqual(before.rows);

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
    `workshop_refusals?device_id=eq.${deviceB.id}&select=reason,user_id`,
  );
  expect(refusals).toEqual([{ reason: 'device_revoked', user_id: PEOPLE[1] }]);
  expect(await deliveries(deviceB.id)).toEqual(before.b);
  // The admin sees the refusal in the Dispositivi tab, on the revoked tablet's row, under its participant.
  await adminPage.reload();
  await adminPage.getByRole('tab', { name: 'Dispositivi' }).click();
  const rowB = adminPage.getByRole('row').filter({ has: adminPage.getByRole('rowheader', { name: labelB }) });
  await expect(rowB).toContainText(new RegExp(`${names.get(PEOPLE[1]!)}: [^\\n]*1 rifiutati`), { timeout: 20_000 });
  for (const context of [a.context, b.context, admin]) await context.close();
});
