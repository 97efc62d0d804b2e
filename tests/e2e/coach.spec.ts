import { expect, test } from '@playwright/test';
import { seedId } from './support/backend-admin.ts';

// The coach: "Prepara offline" downloads every coached session; with the network off the
// coach still opens the timeline, an activity and the team's progress (all from the device).
// The same preparation stores the coached team's reports, so the coaching report opens offline.

const SESSION = seedId('64000000', 1);
const VIDEO_ACTIVITY = seedId('62000000', 1);
const TEAM_ALPHA = seedId('30000000', 1);

test.describe.configure({ timeout: 120_000 });

test("the coach prepares offline, then with the network off opens the timeline, an activity and the team's progress", async ({
  page,
  context,
}) => {
  await page.goto('/coach-login');
  await page.getByLabel('Email').fill('coach@taas.test');
  await page.getByLabel('Password').fill('Password-123');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/coach$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  const session = page.getByRole('article', { name: 'Alpha – Team Performance' });
  await expect(session.getByRole('region', { name: 'Progressi del team' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Preparazione offline' })
    .getByRole('button', { name: 'Prepara offline' })
    .click();
  await expect(page.getByText('1 sessione pronta offline.')).toBeVisible({ timeout: 30_000 });
  await expect(session.getByText('pronto offline')).toBeVisible();

  await context.setOffline(true);
  try {
    await page.goto(`/coaching/${SESSION}`);
    await expect(page.getByText('Conoscere il team').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Introduzione al modello TPM').first()).toBeVisible();

    await page.goto(`/coaching/${SESSION}/activity/${VIDEO_ACTIVITY}`);
    await expect(page.getByRole('heading', { name: 'Introduzione al modello TPM' }).first()).toBeVisible({
      timeout: 20_000,
    });

    await page.goto('/coach');
    const offlineSession = page.getByRole('article', { name: 'Alpha – Team Performance' });
    const progress = offlineSession.getByRole('region', { name: 'Progressi del team' });
    await expect(progress.getByRole('rowheader', { name: 'Mario Russo' }).first()).toBeVisible({ timeout: 20_000 });
    await expect(
      progress
        .getByRole('table', { name: /Fase 1: Conoscere il team/ })
        .getByText('Completato')
        .first(),
    ).toBeVisible();

    // The team's coaching report, never opened online: stored by "Prepara offline".
    await offlineSession.getByRole('link', { name: 'Report coaching' }).click();
    await expect(page).toHaveURL(new RegExp(`/coach/team-reports/coaching/${TEAM_ALPHA}$`));
    const report = page.getByTestId('coaching-report');
    await expect(report.getByTestId('report-data-time')).toContainText('copia sul dispositivo', { timeout: 20_000 });
    await expect(
      report
        .getByRole('table', { name: 'Completamento per attività' })
        .getByRole('rowheader', { name: 'Introduzione al modello TPM' }),
    ).toBeVisible();
    await expect(
      report.getByRole('table', { name: 'Avanzamento per persona' }).getByRole('rowheader', { name: 'Mario Russo' }),
    ).toBeVisible();

    await page.goto(`/user/coaching/session/${SESSION}`);
    await page.getByRole('tab', { name: 'Progressi' }).click();
    await expect(page.getByRole('rowheader', { name: 'Mario Russo' }).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByRole('log').getByText('Benvenuti nel percorso!', { exact: false })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
