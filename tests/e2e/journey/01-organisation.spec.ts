/**
 * The journey's first steps, on a backend holding only the starter library and one super admin:
 * the super admin creates the organisation and its admin; the admin imports people from a CSV file,
 * builds a team naming its leader in the team dialog and puts a manager in charge of it.
 */
import { expect, test } from '@playwright/test';
import { SUPER_ADMIN } from './accounts.ts';
import { ADMIN, ORG, PEOPLE, TEAM, TEMPORARY, firstSignIn, fullName, serviceGet, signIn, toast } from './steps.ts';

test('the backend starts with the starter library, one super admin and nothing else', async () => {
  expect(await serviceGet('organizations?select=id')).toEqual([]);
  expect(await serviceGet('profiles?select=email')).toEqual([{ email: SUPER_ADMIN.email }]);
  const library = await serviceGet<Array<{ name: string }>>(
    'assessment_templates?organization_id=is.null&assessment_type_id=eq.tpm&select=name',
  );
  expect(library.map((t) => t.name)).toContain('TPM – Team Performance Model');
});

test('the super admin creates the organisation and its first admin', async ({ browser }) => {
  const page = await signIn(browser, '/admin-login', SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/terms-and-privacy$|\/super-admin$/);
  if (page.url().endsWith('/terms-and-privacy')) {
    await page.getByLabel('Ho letto e accetto i Termini di servizio').check();
    await page.getByLabel('Ho letto e accetto la Privacy Policy').check();
    await page.getByRole('button', { name: 'Accetta e continua' }).click();
  }
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.getByRole('tab', { name: 'Crea organizzazione' }).click();
  await page.getByLabel("Nome dell'organizzazione").fill(ORG);
  const [first, last] = ADMIN.name.split(' ');
  await page.getByLabel('Nome', { exact: true }).fill(first!);
  await page.getByLabel('Cognome').fill(last!);
  await page.getByLabel("Email dell'amministratore").fill(ADMIN.email);
  await page.getByLabel('Password temporanea').fill(TEMPORARY);
  await page.getByRole('button', { name: 'Crea organizzazione' }).click();
  await expect(toast(page, `Organizzazione ${ORG} creata`)).toBeVisible();
  await page.context().close();
});

test('the admin imports people, builds a team with its leader and puts a manager in charge', async ({ browser }) => {
  const admin = await signIn(browser, '/admin-login', ADMIN.email, TEMPORARY);
  await firstSignIn(admin, ADMIN.password);
  await expect(admin).toHaveURL(/\/org-admin\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: ORG })).toBeVisible();

  const people = Object.values(PEOPLE);
  const csv = [
    'email,firstName,lastName,department,role',
    ...people.map((p) => `${p.email},${p.first},${p.last},Logistica,${p.role}`),
  ].join('\n');
  await admin.getByRole('button', { name: 'Importa da CSV' }).click();
  await admin
    .getByLabel('File CSV')
    .setInputFiles({ name: 'persone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(admin.getByTestId('csv-summary')).toHaveText(`persone.csv: ${people.length} righe valide, 0 con errori`);
  await admin.getByLabel('Password temporanea per i nuovi membri').fill(TEMPORARY);
  await admin.getByRole('button', { name: `Importa ${people.length} membri` }).click();
  await expect(admin.getByTestId('csv-report')).toContainText(`Importazione completata: ${people.length} creati`);
  await admin.getByRole('button', { name: 'Chiudi' }).click();
  await expect(admin.getByRole('tab', { name: `Membri (${people.length + 1})` })).toBeVisible();

  await admin.getByRole('tab', { name: /^Team \(/ }).click();
  await admin.getByRole('button', { name: 'Nuovo team' }).click();
  await admin.getByLabel('Nome del team').fill(TEAM);
  await admin.getByRole('button', { name: 'Crea team' }).click();
  const dialog = admin.getByRole('dialog', { name: `Membri del team ${TEAM}` });
  for (const p of [PEOPLE.leader, PEOPLE.member])
    await dialog.getByRole('checkbox', { name: new RegExp(`^${fullName(p)}`) }).check();
  await dialog.getByRole('button', { name: 'Aggiungi 2 al team' }).click();
  await expect(dialog.getByRole('list', { name: 'Membri del team' }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByLabel(`Ruolo nel team di ${fullName(PEOPLE.leader)}`).selectOption('leader');
  await expect(toast(admin, 'Ruolo aggiornato')).toBeVisible();
  await dialog.getByLabel('Manager da rendere responsabile').selectOption({ label: fullName(PEOPLE.manager) });
  await dialog.getByRole('button', { name: 'Rendi responsabile' }).click();
  await expect(dialog.getByRole('list', { name: 'Manager responsabili del team' })).toContainText(
    fullName(PEOPLE.manager),
  );
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(admin.getByTestId(`team-${TEAM}`)).toContainText('2 membri');
  await expect(admin.getByTestId(`team-${TEAM}`)).toContainText(`Leader: ${fullName(PEOPLE.leader)}`);
  await admin.context().close();
});
