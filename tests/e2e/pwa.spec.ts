import { expect, test, type Page } from '@playwright/test';
import { projectKeys } from '../support/keys.ts';

const BACKEND = 'http://127.0.0.1:54321';
const ANON_KEY = projectKeys().anonKey;
const PASSWORD = 'Password-123';
const QUESTIONS = `${BACKEND}/rest/v1/assessment_questions?select=id,item_code,question_text&order=id&limit=20`;

interface ReadResult {
  ok: boolean;
  status?: number;
  body?: string;
  error?: string;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
}

/** The session the app's Supabase client stored (localStorage `sb-<host>-auth-token`). */
async function storedSession(page: Page): Promise<{ token: string; userId: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const session = JSON.parse(localStorage.getItem(key ?? '') ?? 'null') as { access_token: string; user: { id: string } } | null;
    if (!session) throw new Error('no stored session');
    return { token: session.access_token, userId: session.user.id };
  });
}

/** A REST read from the page (through the service worker), as the app's client makes it. */
function readFromPage(page: Page, url: string, token: string): Promise<ReadResult> {
  return page.evaluate(
    async ({ url, token, anon }) => {
      try {
        const response = await fetch(url, { headers: { apikey: anon, Authorization: `Bearer ${token}` } });
        return { ok: response.ok, status: response.status, body: await response.text() };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },
    { url, token, anon: ANON_KEY },
  );
}

function clearUserCaches(page: Page, userId?: string): Promise<unknown> {
  return page.evaluate(
    (userId) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'CLEAR_USER_CACHES', userId }, [channel.port2]);
      }),
    userId,
  );
}

function dataCacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('taas-data-')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('service worker data caches', () => {
  test('questions answer offline for the user who read them, never for another, and are cleared on request', async ({
    page,
    context,
    playwright,
  }) => {
    // Another user's token, fetched outside the browser.
    const api = await playwright.request.newContext();
    const other = await api.post(`${BACKEND}/auth/v1/token?grant_type=password`, {
      headers: { apikey: ANON_KEY },
      data: { email: 'member@globex.test', password: PASSWORD },
    });
    expect(other.ok()).toBe(true);
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    await api.dispose();

    await signIn(page, 'member@acme.test');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const member = await storedSession(page);

    const online = await readFromPage(page, QUESTIONS, member.token);
    expect(online.status).toBe(200);
    expect(JSON.parse(online.body ?? '[]')).not.toHaveLength(0);
    // Anonymous reads go to the network only.
    const anonOnline = await readFromPage(page, QUESTIONS, ANON_KEY);
    expect(anonOnline.status).toBe(200);

    const keys = await dataCacheKeys(page);
    expect(keys).toHaveLength(1);
    expect(new URL(keys[0] as string).searchParams.get('__user')).toBe(member.userId);

    await context.setOffline(true);
    try {
      const offline = await readFromPage(page, QUESTIONS, member.token);
      expect(offline).toEqual(online);

      const otherOffline = await readFromPage(page, QUESTIONS, otherToken);
      expect(otherOffline.ok).toBe(false);
      expect(otherOffline.body).toBeUndefined();

      const anonOffline = await readFromPage(page, QUESTIONS, ANON_KEY);
      expect(anonOffline.ok).toBe(false);

      expect(await clearUserCaches(page, 'someone-else')).toEqual({ type: 'USER_CACHES_CLEARED', ok: true, deleted: 0 });
      expect((await readFromPage(page, QUESTIONS, member.token)).body).toBe(online.body);

      expect(await clearUserCaches(page, member.userId)).toEqual({ type: 'USER_CACHES_CLEARED', ok: true, deleted: 1 });
      expect(await dataCacheKeys(page)).toEqual([]);
      expect((await readFromPage(page, QUESTIONS, member.token)).ok).toBe(false);
    } finally {
      await context.setOffline(false);
    }

    // Without a user, every data cache goes.
    expect((await readFromPage(page, QUESTIONS, member.token)).status).toBe(200);
    expect(await dataCacheKeys(page)).toHaveLength(1);
    expect(await clearUserCaches(page)).toMatchObject({ type: 'USER_CACHES_CLEARED', ok: true });
    expect(await dataCacheKeys(page)).toEqual([]);
  });
});

test.describe('background sync', () => {
  test("the worker's outbox-sync event asks the open page to flush and waits for its answer", async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // Stand-in for the app's flush responder: record the request, answer FLUSH_DONE on its port.
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { flushRequests: unknown[] }).flushRequests = seen;
      navigator.serviceWorker.addEventListener('message', (event) => {
        if ((event.data as { type?: string }).type !== 'FLUSH_OUTBOX') return;
        seen.push(event.data);
        event.ports[0]?.postMessage({ type: 'FLUSH_DONE', requestId: (event.data as { requestId: string }).requestId, ok: true, pending: 0 });
      });
    });

    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL === 'http://127.0.0.1:4173/' && !entry.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: 'http://127.0.0.1:4173',
      registrationId: await registration,
      tag: 'outbox-sync',
      lastChance: false,
    });

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { flushRequests: Array<{ type: string }> }).flushRequests.map((m) => m.type)))
      .toEqual(['FLUSH_OUTBOX']);
  });
});

test.describe('install', () => {
  // Located as "the button that appears in the header": until the lead extracts the catalogs the
  // production build renders new messages by id instead of "Installa l'app".
  test('the header offers an install action once the browser sends beforeinstallprompt', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'TaaS Coaching' })).toBeVisible();
    const headerButtons = page.getByRole('banner').getByRole('button');
    const before = await headerButtons.count();
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await expect(headerButtons).toHaveCount(before + 1);
    await headerButtons.first().click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(headerButtons).toHaveCount(before);
  });
});
