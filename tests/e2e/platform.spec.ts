import { expect, test, type Page } from '@playwright/test';

const MEMBER = { email: 'member@acme.test', password: 'Password-123' };

/** Set SHOTS_DIR to keep screenshots of the screens for a visual check. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('language', () => {
  test('the login page is Italian by default and English after switching, html[lang] following', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso utente' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
    await shot(page, 'login-it');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
    await shot(page, 'login-en');

    // The choice survives a reload, and switching back restores Italian.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Italiano' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso utente' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('the landing page names the product and offers the three logins', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'TaaS Coaching' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Accesso utente/ })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: /Accesso amministratori/ })).toHaveAttribute('href', '/admin-login');
    await expect(page.getByRole('link', { name: /Accesso coach/ })).toHaveAttribute('href', '/coach-login');
    await shot(page, 'landing-it');
    await page.setViewportSize({ width: 320, height: 640 });
    await shot(page, 'landing-320');
    await page.goto('/login');
    await shot(page, 'login-320');
  });
});

test.describe('sign-in', () => {
  test('the login form asks for both fields and reports wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Inserisci email e password' })).toBeVisible();

    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Credenziali non valide' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill('unconfirmed@acme.test');
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Email non confermata' })).toBeVisible();
  });

  test('a demo member signs in and reaches /user', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel('Password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByText(`Accesso effettuato come ${MEMBER.email}`)).toBeVisible();
    await shot(page, 'user');
  });
});

test.describe('offline', () => {
  test('after one visit the app shell loads with the network off', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'TaaS Coaching' })).toBeVisible();
    // `.ready` can resolve while the worker is still activating; a controller means it serves this page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'TaaS Coaching' })).toBeVisible();

      // A route never opened online is answered by the precached shell too.
      await page.goto('/coach-login');
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso coach' })).toBeVisible();

      // The English catalog is precached as well.
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Coach login' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
