// What the harness reads from (and, for the token fault, writes to) the member's device in the page.
import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';

/** Every row of one IndexedDB store of the app's offline database. */
export function localRows<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('taas-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return resolve([]);
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

export interface OutboxSummary {
  pending: number;
  failed: { kind: string; lastError: unknown }[];
}

export async function outboxSummary(page: Page): Promise<OutboxSummary> {
  const rows = await localRows<{ status: string; kind: string; lastError: unknown }>(page, 'outbox');
  return {
    pending: rows.filter((row) => row.status !== 'failed').length,
    failed: rows.filter((row) => row.status === 'failed').map((row) => ({ kind: row.kind, lastError: row.lastError })),
  };
}

/**
 * The access token expires while the device is offline: the stored session (supabase-js reads it
 * from localStorage on every use) and the copy mirrored for the service worker get a token with the
 * same claims, signed with the installation's secret as the backend would have signed it an hour
 * earlier, whose `exp` has passed. The refresh token stays valid, as it would.
 */
export async function expireSession(page: Page, jwtSecret: string): Promise<boolean> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return key ? { key, value: localStorage.getItem(key)! } : null;
  });
  if (!stored) return false;
  const session = JSON.parse(stored.value) as { access_token: string; expires_at: number; expires_in: number };
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...decodeJwt(session.access_token), iat: now - 3700, exp: now - 100 };
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(jwtSecret));
  const value = JSON.stringify({ ...session, access_token: expired, expires_at: now - 100, expires_in: 0 });
  await page.evaluate(
    ({ key, value, token, expiresAt }) =>
      new Promise<void>((resolve) => {
        localStorage.setItem(key, value);
        const open = indexedDB.open('taas-offline');
        open.onerror = () => resolve();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) return resolve();
          const tx = db.transaction('meta', 'readwrite');
          const cursor = tx.objectStore('meta').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return;
            const row = at.value as { key: string; value: Record<string, unknown> };
            if (row.key === 'worker-session')
              at.update({ ...row, value: { ...row.value, accessToken: token, expiresAt } });
            at.continue();
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
    { key: stored.key, value, token: expired, expiresAt: now - 100 },
  );
  return true;
}
