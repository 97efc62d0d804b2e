import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { sessionStorageKey } from '../../../src/features/auth/session-storage-key.ts';
import { projectKeys } from '../../support/keys.ts';
import { BACKEND } from './backend-admin.ts';

/**
 * A signed-in browser for specs that do not test signing in: the session comes from the auth API
 * (what supabase-js's signInWithPassword asks for) and is stored where the app's client keeps it, so
 * the app opens as it does for a user who signed in earlier and comes back. The login screens
 * themselves are tested in auth.spec.ts and platform.spec.ts.
 *
 * Each call makes a new session: signing out ends all of a user's sessions, so a session shared
 * between tests would die with the first test that signs that user out.
 */

const APP_ORIGIN = 'http://127.0.0.1:4173';
export const DEMO_PASSWORD = 'Password-123';

const SESSION_KEY = sessionStorageKey(BACKEND);

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A fresh session of a user signed in with their password, from the auth API (as supabase-js asks for it). */
export async function passwordSession(
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ access_token: string; user: { id: string } }> {
  const response = await fetch(`${BACKEND}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: projectKeys().anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} over the API: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { access_token?: string; user?: { id?: string } };
  if (!session.access_token || !session.user?.id)
    throw new Error(`sign-in of ${email} over the API returned no session`);
  return session as { access_token: string; user: { id: string } };
}

/** The browser storage of a user signed in with their password (a fresh session). */
export async function signedInState(email: string, password = DEMO_PASSWORD): Promise<StorageState> {
  const session = await passwordSession(email, password);
  return {
    cookies: [],
    origins: [{ origin: APP_ORIGIN, localStorage: [{ name: SESSION_KEY, value: JSON.stringify(session) }] }],
  };
}

/** The URL ends with the path: the route guards let the user stay there. */
const landedOn = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Signs the page's user in and opens `path` (their landing screen, or one they may open). The session is written from
 * an image of the app's origin (a page that does not start the app), so the app's first start already
 * finds it; later loads find what the app left there (a sign-out stays signed out).
 */
export async function signInPage(page: Page, email: string, path: string, password = DEMO_PASSWORD): Promise<void> {
  const [origin] = (await signedInState(email, password)).origins;
  const { name, value } = origin!.localStorage[0]!;
  await page.goto('/icons/favicon.svg');
  await page.evaluate(([key, session]) => localStorage.setItem(key!, session!), [name, value]);
  await page.goto(path);
  await expect(page).toHaveURL(landedOn(path));
}

/** A new context (with `options`) and page with the user signed in, opened at `path` as in signInPage. */
export async function signedInPage(
  browser: Browser,
  email: string,
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ ...options, storageState: await signedInState(email) });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(landedOn(path));
  return { page, context };
}
