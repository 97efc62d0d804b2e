import { expect, type Browser, type Page } from '@playwright/test';
import { projectKeys } from '../../support/keys.ts';

/** Who the journey makes, in order; each spec file signs them in with what the one before chose. */
export const ORG = 'Vega Logistica';
export const TEAM = 'Magazzino Nord';
export const TEMPORARY = 'Temporanea-2026';
export const ADMIN = { email: 'admin@vega.test', password: 'Admin-di-Vega-1', name: 'Alba Ferri' };
/** Imported from the CSV file; each sets their own password at their first sign-in. */
export const PEOPLE = {
  leader: {
    email: 'lara@vega.test',
    first: 'Lara',
    last: 'Guida',
    role: 'team_member',
    password: 'Password-di-Lara-1',
  },
  manager: { email: 'marco@vega.test', first: 'Marco', last: 'Capo', role: 'manager', password: 'Password-di-Marco-1' },
  member: {
    email: 'nina@vega.test',
    first: 'Nina',
    last: 'Membro',
    role: 'team_member',
    password: 'Password-di-Nina-1',
  },
  coach: {
    email: 'carla@vega.test',
    first: 'Carla',
    last: 'Coach',
    role: 'team_member',
    password: 'Password-di-Carla-1',
  },
} as const;
export const fullName = (p: { first: string; last: string }) => `${p.first} ${p.last}`;

const BACKEND = 'http://127.0.0.1:54321';
const service = () => {
  const key = projectKeys().serviceRoleKey;
  return { apikey: key, Authorization: `Bearer ${key}` };
};

/** A read as the service role, to check what the screens wrote (never to set anything up). */
export async function serviceGet<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${BACKEND}/rest/v1/${pathAndQuery}`, { headers: service() });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });

/** Through a sign-in screen, in a new browser context. */
export async function signIn(
  browser: Browser,
  portal: '/login' | '/admin-login' | '/coach-login',
  email: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(portal);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  return page;
}

/** A first sign-in asks for the terms once, then (with a temporary password) for a password of one's own. */
export async function firstSignIn(page: Page, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/terms-and-privacy$|\/set-password$/);
  if (page.url().endsWith('/terms-and-privacy')) {
    await page.getByLabel('Ho letto e accetto i Termini di servizio').check();
    await page.getByLabel('Ho letto e accetto la Privacy Policy').check();
    await page.getByRole('button', { name: 'Accetta e continua' }).click();
  }
  await expect(page).toHaveURL(/\/set-password$/);
  await page.getByLabel('Nuova password').fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: 'Imposta password' }).click();
  await expect(page).not.toHaveURL(/\/set-password$/);
}

/** The organisation's id, from the admin's landing address. */
export async function organisationId(): Promise<string> {
  const [org] = await serviceGet<Array<{ id: string }>>(`organizations?name=eq.${encodeURIComponent(ORG)}&select=id`);
  if (!org) throw new Error(`${ORG} does not exist yet: run the journey from its first spec file`);
  return org.id;
}

/** The org admin, signed in with the password chosen in the first step, on the organisation's screen. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await signIn(browser, '/admin-login', ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`/org-admin/${await organisationId()}$`));
  return page;
}
