import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceGet, serviceHeaders } from './support/backend-admin';
import { projectKeys } from '../support/keys.ts';
import { passwordSession, signInPage } from './support/session.ts';

const ANON_KEY = projectKeys().anonKey;
const QUESTIONS = `${BACKEND}/rest/v1/assessment_questions?select=id,item_code,question_text&order=id&limit=20`;
/** member@acme.test's TPM self assessment (supabase/seed.sql). */

/** When the database says the member answered this question (service-role read). */
async function answerTimeOnServer(code: string, assessmentId: string): Promise<string | null> {
  const [row] = await serviceGet<Array<{ answer_times: Record<string, string> }>>(
    `assessments?id=eq.${assessmentId}&select=answer_times`,
  );
  return row?.answer_times[code] ?? null;
}

/** The ids queued in the page's outbox (IndexedDB). */
function outboxIds(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('taas-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<Array<{ id: string }>>((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as Array<{ id: string }>);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return rows.map((row) => row.id);
  });
}

interface ReadResult {
  ok: boolean;
  status?: number;
  body?: string;
  error?: string;
}

/** A new, unanswered TPM self assessment of the member (as an admin would assign it), made with the service role. */
async function freshTpmAssessment(userId: string): Promise<string> {
  const id = crypto.randomUUID();
  const response = await fetch(`${BACKEND}/rest/v1/assessments`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({
      id,
      user_id: userId,
      organization_id: seedId('10000000', 1),
      team_id: seedId('30000000', 1),
      template_id: seedId('50000000', 1),
      assessment_type: 'tpm',
      evaluation_type: 'self',
      answers: {},
      answer_times: {},
    }),
  });
  expect(response.status).toBe(201);
  return id;
}

/** Signing in is tested in auth.spec.ts: here the member comes back signed in. */
const signIn = (page: Page, email: string) => signInPage(page, email, '/user');

/** The session the app's Supabase client stored (localStorage `sb-<host>-auth-token`). */
async function storedSession(page: Page): Promise<{ token: string; userId: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const session = JSON.parse(localStorage.getItem(key ?? '') ?? 'null') as {
      access_token: string;
      user: { id: string };
    } | null;
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

/** What the app tells the worker at every sign-in and sign-out. */
function announceUser(page: Page, userId: string | null): Promise<void> {
  return page.evaluate(
    (userId) => navigator.serviceWorker.controller?.postMessage({ type: 'SIGNED_IN_USER', userId }),
    userId,
  );
}

/** A data cache key (the request URL with the worker's __user mark) of the QUESTIONS read. */
const isQuestionsRead = (key: string): boolean => new URL(key).pathname === new URL(QUESTIONS).pathname;

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
  }) => {
    // Another user's token, fetched outside the browser.
    const otherToken = (await passwordSession('member@globex.test')).access_token;

    await signIn(page, 'member@acme.test');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const member = await storedSession(page);

    const online = await readFromPage(page, QUESTIONS, member.token);
    expect(online.status).toBe(200);
    expect(JSON.parse(online.body ?? '[]')).not.toHaveLength(0);
    // Anonymous reads go to the network only.
    const anonOnline = await readFromPage(page, QUESTIONS, ANON_KEY);
    expect(anonOnline.status).toBe(200);

    // The signed-in app's own reads may be cached beside it: every entry is the member's, the anonymous read none.
    const keys = await dataCacheKeys(page);
    expect(keys.filter(isQuestionsRead)).toHaveLength(1);
    expect(keys.map((key) => new URL(key).searchParams.get('__user'))).toEqual(keys.map(() => member.userId));

    await context.setOffline(true);
    try {
      const offline = await readFromPage(page, QUESTIONS, member.token);
      expect(offline).toEqual(online);

      const otherOffline = await readFromPage(page, QUESTIONS, otherToken);
      expect(otherOffline.ok).toBe(false);
      expect(otherOffline.body).toBeUndefined();

      const anonOffline = await readFromPage(page, QUESTIONS, ANON_KEY);
      expect(anonOffline.ok).toBe(false);

      // Only for the user the page announced as signed in: the worker does not verify the token.
      await announceUser(page, null);
      await expect.poll(async () => (await readFromPage(page, QUESTIONS, member.token)).ok).toBe(false);
      await announceUser(page, member.userId);
      await expect.poll(async () => (await readFromPage(page, QUESTIONS, member.token)).body).toBe(online.body);

      expect(await clearUserCaches(page, 'someone-else')).toEqual({
        type: 'USER_CACHES_CLEARED',
        ok: true,
        deleted: 0,
      });
      expect((await readFromPage(page, QUESTIONS, member.token)).body).toBe(online.body);

      expect(await clearUserCaches(page, member.userId)).toEqual({ type: 'USER_CACHES_CLEARED', ok: true, deleted: 1 });
      expect(await dataCacheKeys(page)).toEqual([]);
      expect((await readFromPage(page, QUESTIONS, member.token)).ok).toBe(false);
    } finally {
      await context.setOffline(false);
    }

    // Without a user, every data cache goes.
    expect((await readFromPage(page, QUESTIONS, member.token)).status).toBe(200);
    expect((await dataCacheKeys(page)).filter(isQuestionsRead)).toHaveLength(1);
    expect(await clearUserCaches(page)).toMatchObject({ type: 'USER_CACHES_CLEARED', ok: true });
    expect(await dataCacheKeys(page)).toEqual([]);
  });
});

test.describe('background sync', () => {
  test("the worker's outbox-sync event has the open page flush: the entry reaches the database and the page learns it", async ({
    page,
    context,
  }) => {
    await signIn(page, 'member@acme.test');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const member = await storedSession(page);
    // Watch (without answering) the worker's requests: the app's own responder answers them.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { flushRequests: string[] }).flushRequests = seen;
      navigator.serviceWorker.addEventListener('message', (event) =>
        seen.push(String((event.data as { type?: string }).type)),
      );
    });

    // An answer queued on the device and not yet pushed, as commit() leaves it; written straight
    // into the outbox so that none of the engine's own triggers (a commit, online, visibility) fires.
    // An assessment of this test's own: the seeded TPM one is completed (final) by assessment.spec.
    const target = await freshTpmAssessment(member.userId);
    const actedAt = new Date().toISOString();
    const entry = {
      id: crypto.randomUUID(),
      kind: 'assessment/save-partial',
      target,
      ownerId: member.userId,
      actedAt,
      payload: { answers: { TPM_03: '4' } },
      status: 'pending',
      rev: 0,
      queuedAt: actedAt,
      attempts: 0,
      lastError: null,
      coalescedIds: [],
    };
    await page.evaluate(async (row) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('taas-offline');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite');
        tx.objectStore('outbox').add(row);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, entry);
    expect(await answerTimeOnServer('TPM_03', target)).not.toBe(actedAt);

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
      .poll(() => page.evaluate(() => (window as unknown as { flushRequests: string[] }).flushRequests))
      .toContain('FLUSH_OUTBOX');
    // The effect: the answer is in the database with the time the user gave it ...
    await expect.poll(() => answerTimeOnServer('TPM_03', target)).toBe(actedAt);
    // ... and the page learnt it was accepted: the entry left the device's queue.
    await expect.poll(() => outboxIds(page)).not.toContain(entry.id);
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

test.describe('precache', () => {
  // Every screen is a lazy chunk; offline still has everything once the worker has installed.
  test('every chunk of the build, lazy screens included, loads offline after a first visit to /login', async ({
    page,
    context,
  }) => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; isDynamicEntry?: boolean }
    >;
    const files = [...new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`))];
    expect(Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length).toBeGreaterThan(20);

    await page.goto('/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    const failed = await page.evaluate(async (urls) => {
      const results = await Promise.all(
        urls.map((url) =>
          fetch(url).then(
            (response) => (response.ok ? null : `${url} ${response.status}`),
            () => `${url} unreachable`,
          ),
        ),
      );
      return results.filter((result) => result !== null);
    }, files);
    expect(failed).toEqual([]);
    await context.setOffline(false);
  });

  // Cold start: the installed worker's static route has the browser read the build's files from
  // Cache Storage itself, without running the worker's fetch handler for each (sw/routes/assets-from-cache.ts).
  test("once installed, the build's files come from Cache Storage through the worker's static route", async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const next = await context.newPage();
    await next.goto('/login');
    await expect(next.getByLabel('Email')).toBeVisible();
    const assets = await next.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming & {
            workerMatchedSourceType?: string;
            workerFinalSourceType?: string;
          };
          return {
            file: new URL(entry.name).pathname,
            matched: timing.workerMatchedSourceType,
            served: timing.workerFinalSourceType,
          };
        }),
    );
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((asset) => asset.matched !== 'cache' || asset.served !== 'cache')).toEqual([]);
    await next.close();
  });
});

test.describe('a screen that cannot be downloaded', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows a progress indicator, then an error with retry, and the retry loads the screen', async ({ page }) => {
    // The landing screen's chunk fails, as offline before the worker has cached it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LandingScreen-[^/]+\.js$/, async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Caricamento...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Impossibile caricare questa pagina' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'TaaS Coaching' })).toBeVisible();
  });
});
