import { expect, test, type Page } from '@playwright/test';
import { assessmentCounts, seedId } from './support/backend-admin.ts';
import { signInPage } from './support/session.ts';

const PASSWORD = 'Password-123';
const ACME_ID = seedId('10000000', 1);
const MEMBER_ID = seedId('20000000', 5);

/** The dashboard's two counters, as the backend holds them now (other specs complete assessments). */
async function expectAssessmentCounters(page: Page) {
  const { pending, completed } = await assessmentCounts(MEMBER_ID);
  await expect(page.getByTestId('assessments-pending')).toHaveText(`${pending} da completare`);
  await expect(page.getByTestId('assessments-completed')).toHaveText(
    completed === 1 ? '1 completato' : `${completed} completati`,
  );
}

/** Through a login screen; tests that start from a signed-in user use signInPage (the auth API). */
async function signIn(page: Page, portal: '/login' | '/admin-login' | '/coach-login', email: string) {
  await page.goto(portal);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

test.describe('each demo account signs in through its login and lands on its dashboard', () => {
  const cases: Array<{
    email: string;
    portal: '/login' | '/admin-login' | '/coach-login';
    url: RegExp;
    title: string;
    shows: string;
  }> = [
    {
      email: 'super@taas.test',
      portal: '/admin-login',
      url: /\/super-admin$/,
      title: 'Dashboard super amministratore',
      shows: 'Globex',
    },
    {
      email: 'admin@acme.test',
      portal: '/admin-login',
      url: new RegExp(`/org-admin/${ACME_ID}$`),
      title: 'Acme',
      shows: 'Membri (',
    },
    {
      email: 'manager@acme.test',
      portal: '/admin-login',
      url: /\/manager\/teams$/,
      title: 'Team gestiti',
      shows: 'Alpha',
    },
    {
      email: 'leader@acme.test',
      portal: '/admin-login',
      url: /\/team-leader\/dashboard$/,
      title: 'Dashboard team leader',
      shows: 'Alpha',
    },
    {
      email: 'member@acme.test',
      portal: '/login',
      url: /\/user$/,
      title: 'La tua area',
      shows: 'Accesso effettuato come member@acme.test',
    },
    {
      email: 'coach@taas.test',
      portal: '/coach-login',
      url: /\/coach$/,
      title: 'Dashboard coach',
      shows: 'Alpha – Team Performance',
    },
    { email: 'member@globex.test', portal: '/login', url: /\/user$/, title: 'La tua area', shows: 'Orion' },
  ];
  for (const { email, portal, url, title, shows } of cases) {
    test(`${email} via ${portal}`, async ({ page }) => {
      await signIn(page, portal, email);
      await expect(page).toHaveURL(url);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByText(shows).first()).toBeVisible();
    });
  }
});

test('the member dashboard shows real data, and logout toasts and returns to /login', async ({ page }) => {
  await signIn(page, '/login', 'member@acme.test');
  await expect(page).toHaveURL(/\/user$/);
  await expectAssessmentCounters(page);
  await expect(page.getByRole('link', { name: 'Accedi al coaching' })).toHaveAttribute(
    'href',
    '/coaching/64000000-0000-4000-8000-000000000001',
  );
  await expect(page.getByText('Alpha', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Menu utente di Mario Russo/ }).click();
  await expect(page.getByRole('menu')).toContainText('Membro del team');
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(toast(page, 'Logout Completed — You have been logged out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/$/);
});

/** A signed-in member opens an admin URL: refused on /admin-login, still signed in, and back to their area. */
async function openAdminUrlAndGoBack(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(
    page.getByRole('alert').filter({ hasText: "Accesso negato: utente non autorizzato all'area amministrativa" }),
  ).toBeVisible();
  await expect(page.getByText('Accesso effettuato come member@acme.test')).toBeVisible();
  await page.getByRole('link', { name: 'Torna alla tua area' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(heading(page, 'La tua area')).toBeVisible();
  await expect(page.getByText('Accesso effettuato come member@acme.test')).toBeVisible();
}

test('a signed-in member who opens an admin URL is refused on /admin-login but stays signed in, with the way back', async ({
  page,
}) => {
  await signInPage(page, 'member@acme.test', '/user');
  await openAdminUrlAndGoBack(page, '/super-admin');
  await openAdminUrlAndGoBack(page, `/org-admin/${ACME_ID}/team-overview/t1`);
  // The session was never ended: a fresh load of /user is still the member's area, not the landing page.
  await page.goto('/user');
  await expect(heading(page, 'La tua area')).toBeVisible();
});

test('with the network off, a member who opens an admin URL keeps the session and gets back to their area', async ({
  page,
  context,
}) => {
  await signInPage(page, 'member@acme.test', '/user');
  await expect(heading(page, 'La tua area')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  try {
    await openAdminUrlAndGoBack(page, `/org-admin/${ACME_ID}`);
    await page.reload();
    await expect(page).toHaveURL(/\/user$/);
    await expect(heading(page, 'La tua area')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the admin login rejects a member with the spec text; the user login sends an admin to the admin login', async ({
  page,
}) => {
  await signIn(page, '/admin-login', 'member@acme.test');
  await expect(
    page.getByRole('alert').filter({ hasText: "Accesso negato: utente non autorizzato all'area amministrativa" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await signIn(page, '/login', 'admin@acme.test');
  await expect(page.getByRole('alert').filter({ hasText: 'accedi dal login amministratori' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('new@acme.test accepts the terms and reaches /user', async ({ page }) => {
  await signIn(page, '/login', 'new@acme.test');
  await expect(page).toHaveURL(/\/terms-and-privacy$/);
  const accept = page.getByRole('button', { name: 'Accetta e continua' });
  await expect(accept).toBeDisabled();
  await page.getByLabel('Ho letto e accetto i Termini di servizio').check();
  await page.getByLabel('Ho letto e accetto la Privacy Policy').check();
  await accept.click();
  await expect(toast(page, 'Termini e Privacy Policy accettati con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await expect(heading(page, 'La tua area')).toBeVisible();
  // Stored on the profile: after a reload the terms screen is not asked again.
  await page.reload();
  await expect(heading(page, 'La tua area')).toBeVisible();
});

test('the super admin impersonates Acme and exits', async ({ page }) => {
  await signInPage(page, 'super@taas.test', '/super-admin');
  await page.getByRole('button', { name: 'Gestisci Acme' }).click();
  await expect(toast(page, 'Ora stai gestendo: Acme')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/org-admin/${ACME_ID}$`));
  await expect(heading(page, 'Acme')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Torna al Super Admin' })).toBeVisible();

  // The record survives a reload (restored from local storage).
  await page.reload();
  await expect(page.getByRole('button', { name: "Esci dall'impersonificazione" })).toBeVisible();
  await page.getByRole('button', { name: "Esci dall'impersonificazione" }).click();
  await expect(toast(page, 'Impersonificazione terminata')).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByRole('button', { name: "Esci dall'impersonificazione" })).toHaveCount(0);

  // An administrator's logout leads to the administrators' login.
  await page.getByRole('button', { name: /Menu utente di Sofia Rossi/ }).click();
  await expect(page.getByRole('menu').locator('.role-badge')).toHaveText(['Super amministratore']);
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(toast(page, 'Logout Completed — You have been logged out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the language chosen in the user menu persists across a reload', async ({ page }) => {
  await signInPage(page, 'member@acme.test', '/user');
  await expect(heading(page, 'La tua area')).toBeVisible();
  await page.getByRole('button', { name: /Menu utente di/ }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Italiano' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
  await expect(heading(page, 'Your area')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(heading(page, 'Your area')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /User menu of/ }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
});

test('a signed-in member reloads with the network off and still sees their dashboard', async ({ page, context }) => {
  await signInPage(page, 'member@acme.test', '/user');
  await expectAssessmentCounters(page);
  await expect(page.getByRole('link', { name: 'Accedi al coaching' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page).toHaveURL(/\/user$/);
    await expect(heading(page, 'La tua area')).toBeVisible();
    await expect(page.getByText('Accesso effettuato come member@acme.test')).toBeVisible();
    await expectAssessmentCounters(page);
    await expect(page.getByRole('link', { name: 'Accedi al coaching' })).toBeVisible();
    await expect(page.getByText('Dati salvati su questo dispositivo', { exact: false })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a profile that cannot be read stops every protected route with its error, never past the terms', async ({
  page,
}) => {
  // new@acme.test has not accepted the terms: a refused profile read must not let them skip that check.
  const refuse = (route: import('@playwright/test').Route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        code: '42501',
        message: 'permission denied for table profiles',
        details: null,
        hint: null,
      }),
    });
  await page.route('**/rest/v1/profiles?*', refuse);
  await signIn(page, '/login', 'new@acme.test');
  const alert = page.getByRole('alert').filter({ hasText: "Accesso negato: contatta l'amministratore" });
  await expect(alert).toBeVisible();
  await expect(heading(page, 'Impossibile caricare il profilo')).toBeVisible();
  await expect(heading(page, 'La tua area')).toHaveCount(0);
  for (const path of ['/user', '/assessment-list', '/coaching-list', '/terms-and-privacy']) {
    await page.goto(path);
    await expect(alert, path).toBeVisible();
  }

  await page.unroute('**/rest/v1/profiles?*', refuse);
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page).toHaveURL(/\/terms-and-privacy$/);
});
