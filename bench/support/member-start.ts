import type { Page } from '@playwright/test';

/** Whether the device's offline database holds the automatic preparation's mark (src/offline/store/meta.ts). */
const AUTO_PREPARED_ON_DEVICE = () =>
  new Promise<boolean>((resolve) => {
    const open = indexedDB.open('taas-offline');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('meta')) {
        db.close();
        resolve(false);
        return;
      }
      const rows = db.transaction('meta').objectStore('meta').getAll();
      rows.onsuccess = () => {
        db.close();
        resolve((rows.result as { key?: string }[]).some((row) => row.key === 'auto-prepared'));
      };
      rows.onerror = () => resolve(false);
    };
  });

/**
 * Signs the demo member in on `page` (at the app's /login) and waits until their start has settled: the
 * refreshes, and the automatic offline preparation that follows every sign-in (its mark in the device's
 * meta table is written once it has finished).
 */
export async function signInMemberAndSettle(
  page: Page,
  appUrl: string,
  member = { email: 'member@acme.test', password: 'Password-123' },
): Promise<void> {
  if (!page.url().startsWith(`${appUrl}/login`)) await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/user$/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate(AUTO_PREPARED_ON_DEVICE))) {
    if (Date.now() > deadline) throw new Error('the automatic offline preparation did not finish within 60 s');
    await page.waitForTimeout(250);
  }
}
