import { expect, test, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceGet, serviceHeaders } from './support/backend-admin.ts';
import { passwordSession, signedInPage } from './support/session.ts';
import { projectKeys } from '../support/keys.ts';
import { expectAccessible } from './support/axe.ts';

// A coach with no network edits the session's dates and a workshop's venue in /coach: the edits are
// kept on the device (they survive a reload offline), reach the server when the network is back, and
// the admin sees them in the session dialog. When the admin changes the same field later than the
// coach's offline edit, the admin's value stays and the coach reads what was replaced and by whom.

const SESSION = seedId('64000000', 1);
const WORKSHOP = seedId('62000000', 4);
const ACME = seedId('10000000', 1);
const SESSION_NAME = 'Alpha – Team Performance';

test.describe.configure({ timeout: 120_000, mode: 'serial' });

type SessionRow = { start_date: string; end_date: string; current_phase: number };
const sessionRow = async () => (await serviceGet<SessionRow[]>(`coaching_sessions?id=eq.${SESSION}&select=*`))[0]!;

async function servicePatch(table: string, id: string, body: unknown): Promise<void> {
  const response = await fetch(`${BACKEND}/rest/v1/${table}?id=eq.${id}`, {
    method: 'PATCH',
    headers: serviceHeaders,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PATCH ${table}: ${response.status} ${await response.text()}`);
}

let original: SessionRow;
let originalContent: Record<string, unknown>;
test.beforeAll(async () => {
  original = await sessionRow();
  originalContent = (
    await serviceGet<{ content_data: Record<string, unknown> }[]>(
      `coaching_activities?id=eq.${WORKSHOP}&select=content_data`,
    )
  )[0]!.content_data;
});
test.afterAll(async () => {
  const { start_date, end_date, current_phase } = original;
  await servicePatch('coaching_sessions', SESSION, { start_date, end_date, current_phase, field_times: {} });
  await servicePatch('coaching_activities', WORKSHOP, { content_data: originalContent, field_times: {} });
});

async function openCoachWorkspace(browser: Parameters<typeof signedInPage>[0]) {
  const { page, context } = await signedInPage(browser, 'coach@taas.test', '/coach');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(session(page).getByRole('form', { name: 'Date e fase della sessione' })).toBeVisible({
    timeout: 20_000,
  });
  return { page, context };
}
const session = (page: Page) => page.getByRole('article', { name: SESSION_NAME });
const schedule = (page: Page) => session(page).getByRole('form', { name: 'Date e fase della sessione' });

test('the coach edits dates and venue offline; after reconnecting the admin sees them', async ({ browser }) => {
  const { page, context } = await openCoachWorkspace(browser);
  await expectAccessible(page, 'coach workspace with its editors');
  await context.setOffline(true);
  try {
    await schedule(page).getByLabel('Data di inizio').fill('2026-10-12');
    await schedule(page).getByLabel('Data di fine').fill('2027-02-26');
    await schedule(page).getByRole('button', { name: 'Salva date e fase' }).click();
    await expect(schedule(page).getByText('Salvato sul dispositivo')).toBeVisible();

    const logistics = session(page).getByRole('form', { name: /^Logistica di Workshop/ });
    await logistics.getByLabel('Luogo').fill('Hotel Centrale, Sala B');
    await logistics.getByRole('button', { name: 'Salva logistica' }).click();
    await expect(logistics.getByText('Salvato sul dispositivo')).toBeVisible();

    // Kept on the device: a reload with no network shows the edits.
    await page.reload();
    await expect(schedule(page).getByLabel('Data di inizio')).toHaveValue('2026-10-12', { timeout: 20_000 });
    await expect(
      session(page)
        .getByRole('form', { name: /^Logistica di Workshop/ })
        .getByLabel('Luogo'),
    ).toHaveValue('Hotel Centrale, Sala B');
    expect((await sessionRow()).start_date).toBe(original.start_date);
  } finally {
    await context.setOffline(false);
  }
  await expect.poll(async () => (await sessionRow()).start_date, { timeout: 30_000 }).toBe('2026-10-12');
  expect((await sessionRow()).end_date).toBe('2027-02-26');
  await context.close();

  const admin = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await admin.page.getByRole('tab', { name: 'Sessioni' }).click();
  await admin.page.getByRole('button', { name: `Modifica ${SESSION_NAME}` }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Modifica sessione' });
  await expect(dialog.getByLabel('Inizio')).toHaveValue('2026-10-12');
  await expect(dialog.getByLabel('Fine')).toHaveValue('2027-02-26');
  await admin.context.close();
});

test('an admin edit made after the coach’s offline one wins, and the coach is told by whom', async ({ browser }) => {
  const { page, context } = await openCoachWorkspace(browser);
  await context.setOffline(true);
  try {
    await schedule(page).getByLabel('Data di fine').fill('2027-03-15');
    await schedule(page).getByRole('button', { name: 'Salva date e fase' }).click();
    await expect(schedule(page).getByText('Salvato sul dispositivo')).toBeVisible();

    // Meanwhile the admin, online, changes the same date (later than the coach did).
    const { access_token } = await passwordSession('admin@acme.test');
    const response = await fetch(`${BACKEND}/rest/v1/coaching_sessions?id=eq.${SESSION}`, {
      method: 'PATCH',
      headers: {
        apikey: projectKeys().anonKey,
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ end_date: '2027-04-30' }),
    });
    expect(response.ok).toBe(true);
    // The coach's push reaches the server but its answer is lost: the device still holds the edit
    // as unsent when the page reloads, so the screen must follow the server once it is resent.
    await context.route('**/rest/v1/coaching_sessions**', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
  } finally {
    await context.setOffline(false);
  }
  await expect
    .poll(
      async () =>
        (
          await serviceGet<unknown[]>(
            `notifications?message_key=eq.field_edit_replaced&user_id=eq.${seedId('20000000', 6)}&select=id`,
          )
        ).length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  expect((await sessionRow()).end_date).toBe('2027-04-30');

  await context.unrouteAll();
  await page.reload();
  const notices = session(page).getByRole('status', { name: 'Modifiche sostituite' });
  await expect(notices).toContainText(/La tua modifica a data di fine è stata sostituita da una più recente di .+\./, {
    timeout: 20_000,
  });
  await expect(schedule(page).getByLabel('Data di fine')).toHaveValue('2027-04-30');
  await context.close();
});
