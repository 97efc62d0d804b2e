/**
 * From nothing to a team taking an assessment without SQL: the super admin creates an
 * organisation and its admin; the admin sets a password, imports 5 people by CSV (1 bad row), makes
 * a team of 3 and assigns it a TPM self assessment; an imported member sees it in their list.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedId, serviceDelete, serviceGet } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

const TEMPORARY = 'Temporanea-2026';
const ADMIN_PASSWORD = 'Mia-Password-2026';
const run = Date.now().toString(36);
const ORG = `Initech ${run}`;
const ADMIN_EMAIL = `admin.${run}@initech.test`;
const people = ['anna', 'bruno', 'carla', 'dario'].map((name) => ({ name, email: `${name}.${run}@initech.test` }));

const seedUser = (n: number) => seedId('20000000', n);
const ACME = seedId('10000000', 1);
const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });

async function signIn(page: Page, portal: '/login' | '/admin-login', email: string, password: string) {
  await page.goto(portal);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** A first sign-in asks for the terms once. */
async function acceptTermsIfAsked(page: Page, next: RegExp) {
  await expect(page).toHaveURL(new RegExp(`/terms-and-privacy$|${next.source}`));
  if (!page.url().endsWith('/terms-and-privacy')) return;
  await page.getByLabel('Ho letto e accetto i Termini di servizio').check();
  await page.getByLabel('Ho letto e accetto la Privacy Policy').check();
  await page.getByRole('button', { name: 'Accetta e continua' }).click();
  // The acceptance is saved once the app moves on; a navigation before then would abort it.
  await expect(page).toHaveURL(next);
}

async function setOwnPassword(page: Page, password: string) {
  await expect(page).toHaveURL(/\/set-password$/);
  await page.getByLabel('Nuova password').fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: 'Imposta password' }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an organisation is set up from nothing to a team taking a TPM assessment', async ({ browser }) => {
  test.setTimeout(180_000);

  // The super admin creates the organisation and its first admin.
  const { page: superAdmin } = await signedInPage(browser, 'super@taas.test', '/super-admin');
  await superAdmin.getByRole('tab', { name: 'Crea organizzazione' }).click();
  await superAdmin.getByLabel("Nome dell'organizzazione").fill(ORG);
  await superAdmin.getByLabel('Nome', { exact: true }).fill('Olga');
  await superAdmin.getByLabel('Cognome').fill('Rinaldi');
  await superAdmin.getByLabel("Email dell'amministratore").fill(ADMIN_EMAIL);
  await superAdmin.getByLabel('Password temporanea').fill(TEMPORARY);
  await superAdmin.getByRole('button', { name: 'Crea organizzazione' }).click();
  await expect(toast(superAdmin, `Organizzazione ${ORG} creata`)).toBeVisible();
  await expect(superAdmin.getByRole('button', { name: `Gestisci ${ORG}` })).toBeVisible();
  await superAdmin.context().close();

  // The new admin signs in and must choose their own password first.
  const admin = await freshPage(browser);
  await signIn(admin, '/admin-login', ADMIN_EMAIL, TEMPORARY);
  await acceptTermsIfAsked(admin, /\/set-password$/);
  await setOwnPassword(admin, ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/org-admin\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: ORG })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Membri (1)' })).toBeVisible();

  // CSV import: 5 rows, one with a bad e-mail; 4 are created, 1 reported.
  const csv = [
    'email,firstName,lastName,department,role',
    ...people.map((p) => `${p.email},${p.name[0]!.toUpperCase()}${p.name.slice(1)},Test,Operations,team_member`),
    'non-una-email,Ettore,Test,Operations,team_member',
  ].join('\n');
  await admin.getByRole('button', { name: 'Importa da CSV' }).click();
  await admin
    .getByLabel('File CSV')
    .setInputFiles({ name: 'persone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(admin.getByTestId('csv-summary')).toHaveText('persone.csv: 4 righe valide, 1 con errori');
  await expect(admin.getByRole('table', { name: "Anteprima dell'importazione" })).toContainText(
    'email: Email non valida',
  );
  await admin.getByLabel('Password temporanea per i nuovi membri').fill(TEMPORARY);
  await admin.getByRole('button', { name: 'Importa 4 membri' }).click();
  await expect(admin.getByTestId('csv-report')).toContainText('Importazione completata: 4 creati, 1 non importati.');
  await expect(admin.getByTestId('csv-report')).toContainText('Riga 6 (non-una-email)');
  await admin.getByRole('button', { name: 'Chiudi' }).click();
  await expect(admin.getByRole('tab', { name: 'Membri (5)' })).toBeVisible();

  // A team with three of them.
  await admin.getByRole('tab', { name: /^Team \(/ }).click();
  await admin.getByRole('button', { name: 'Nuovo team' }).click();
  await admin.getByLabel('Nome del team').fill('Squadra Uno');
  await admin.getByRole('button', { name: 'Crea team' }).click();
  const membersDialog = admin.getByRole('dialog', { name: 'Membri del team Squadra Uno' });
  await expect(membersDialog).toBeVisible();
  for (const name of ['Anna', 'Bruno', 'Carla'])
    await membersDialog.getByRole('checkbox', { name: new RegExp(`^${name} Test`) }).check();
  await membersDialog.getByRole('button', { name: 'Aggiungi 3 al team' }).click();
  await expect(membersDialog.getByRole('list', { name: 'Membri del team' }).getByRole('listitem')).toHaveCount(3);
  await membersDialog.getByLabel('Ruolo nel team di Anna Test').selectOption('leader');
  await expect(toast(admin, 'Ruolo aggiornato')).toBeVisible();
  await membersDialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(admin.getByTestId('team-Squadra Uno')).toContainText('3 membri');
  await expect(admin.getByTestId('team-Squadra Uno')).toContainText('Leader: Anna Test');

  // A TPM self assessment for the whole team.
  await admin.getByRole('tab', { name: /^Assessment TPM/ }).click();
  const form = admin.getByRole('form', { name: 'Assegna assessment' });
  await form.getByLabel('Tipo di assessment').selectOption('tpm');
  await form.getByLabel('Valutazione').selectOption('self');
  await form.getByLabel('Team da valutare').selectOption({ label: 'Squadra Uno' });
  await form.getByRole('button', { name: 'Assegna assessment' }).click();
  await expect(toast(admin, 'Assessment assegnato a 3 persone')).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Assessment assegnati' }).getByRole('row')).toHaveCount(4);
  await admin.context().close();

  const [anna] = await serviceGet<Array<{ user_id: string }>>(
    `profiles?email=eq.${encodeURIComponent(people[0]!.email)}&select=user_id`,
  );
  const assigned = await serviceGet<Array<{ id: string }>>(
    `assessments?user_id=eq.${anna!.user_id}&assessment_type=eq.tpm&select=id`,
  );
  expect(assigned).toHaveLength(1);
  // The leader team role makes Anna the team's leader for the database (teams.team_leader_id) and for
  // the app (her team_leader role for the team).
  expect(await serviceGet(`teams?name=eq.${encodeURIComponent('Squadra Uno')}&select=team_leader_id`)).toEqual([
    { team_leader_id: anna!.user_id },
  ]);

  // Anna signs in with the temporary password, chooses her own, lands on the leader's screens, and finds
  // the assessment in her list.
  const member = await freshPage(browser);
  await signIn(member, '/login', people[0]!.email, TEMPORARY);
  await acceptTermsIfAsked(member, /\/set-password$/);
  await setOwnPassword(member, 'Password-di-Anna-1');
  await expect(member).toHaveURL(/\/team-leader\/dashboard$/);
  await member.goto('/assessment-list');
  await expect(member.getByTestId(`assessment-${assigned[0]!.id}`)).toBeVisible();
  await expect(member.getByTestId(`assessment-${assigned[0]!.id}`)).toContainText('TPM');
  await member.context().close();
});

test("a member's app reports its device health, which the org admin sees under Dispositivi", async ({ browser }) => {
  // Browsers of earlier specs reported for this member too: only the seeded tablet stays.
  const SEEDED_TABLET = seedId('93000000', 1);
  await serviceDelete(`device_sync_health?user_id=eq.${seedUser(5)}&installation_id=neq.${SEEDED_TABLET}`);
  const { page: member } = await signedInPage(browser, 'member@acme.test', '/user');
  // The engine flushes at start-up; this browser's report lands next to the seeded tablet's row.
  await expect
    .poll(
      async () =>
        (
          await serviceGet<Array<{ user_id: string }>>(
            `device_sync_health?user_id=eq.${seedUser(5)}&installation_id=neq.${SEEDED_TABLET}&select=user_id`,
          )
        ).length,
    )
    .toBe(1);
  await member.context().close();

  const { page: admin } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await admin.getByRole('tab', { name: 'Dispositivi' }).click();
  const rows = admin.getByRole('table', { name: 'Dispositivi' }).getByRole('row').filter({ hasText: 'Mario Russo' });
  await expect(rows).toHaveCount(2);
  // Unsent work first: the seeded tablet with 2 changes waiting leads, marked not to be wiped.
  await expect(rows.first()).toContainText('non cancellare');
  await admin.context().close();
});

test('the org admin recalculates completed assessments from the stored rules', async ({ browser }) => {
  const { page: admin } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await admin.getByRole('tab', { name: /^Assessment TPM/ }).click();
  await admin.getByRole('region', { name: 'Assessment assegnati' }).getByLabel('Stato').selectOption('completed');
  const recalculate = admin.getByRole('button', { name: 'Ricalcola tutti' });
  await expect(recalculate).toBeEnabled();
  await recalculate.click();
  await expect(toast(admin, /^Punteggi ricalcolati: [1-9]/)).toBeVisible({ timeout: 30_000 });
  await admin.context().close();
});

test('a member added with a temporary password lands on /set-password, sets one and reaches the dashboard', async ({
  browser,
}) => {
  const email = `nuovo.${run}@acme.test`;
  const { page: admin } = await signedInPage(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  await admin.getByRole('button', { name: 'Aggiungi membro' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Aggiungi membro' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Nome', { exact: true }).fill('Nadia');
  await dialog.getByLabel('Cognome').fill('Nuova');
  await dialog.getByLabel('Password temporanea', { exact: true }).fill(TEMPORARY);
  await dialog.getByRole('button', { name: 'Aggiungi membro' }).click();
  await expect(toast(admin, 'Membro aggiunto')).toBeVisible();
  await admin.context().close();

  const member = await freshPage(browser);
  await signIn(member, '/login', email, TEMPORARY);
  await acceptTermsIfAsked(member, /\/set-password$/);
  // Any other route sends her back until she has chosen a password.
  await member.goto('/assessment-list');
  await expect(member).toHaveURL(/\/set-password$/);
  await setOwnPassword(member, 'Password-di-Nadia-1');
  await expect(member).toHaveURL(/\/user$/);
  expect(await serviceGet(`profiles?email=eq.${encodeURIComponent(email)}&select=must_set_password`)).toEqual([
    { must_set_password: false },
  ]);
  await member.goto('/assessment-list');
  await expect(member).toHaveURL(/\/assessment-list$/);
  await member.context().close();

  // The new password is hers from now on.
  const again = await freshPage(browser);
  await signIn(again, '/login', email, 'Password-di-Nadia-1');
  await expect(again).toHaveURL(/\/user$/);
  await again.context().close();
});
