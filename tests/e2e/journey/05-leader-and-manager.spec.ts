/**
 * The leader named in the team dialog lands on the leader's screens and finds the team's report; the
 * manager put in charge of the team sees the same report, with the member's completed assessment.
 */
import { expect, test } from '@playwright/test';
import { PEOPLE, TEAM, TEMPORARY, firstSignIn, serviceGet, signIn } from './steps.ts';

test("the leader made in the team dialog lands on the leader's screens", async ({ browser }) => {
  const page = await signIn(browser, '/login', PEOPLE.leader.email, TEMPORARY);
  await firstSignIn(page, PEOPLE.leader.password);
  await expect(page).toHaveURL(/\/team-leader\/dashboard$/);
  await page.goto('/team-leader/reports');
  const row = page.getByTestId('report-teams').getByRole('row', { name: new RegExp(TEAM) });
  await row.getByRole('button', { name: 'Visualizza report' }).click();
  await expect(page.getByTestId('team-report').getByTestId('stat-members')).toHaveText('2');
  await page.context().close();
});

test("the manager put in charge of the team sees the team's report", async ({ browser }) => {
  const [team] = await serviceGet<Array<{ id: string }>>(`teams?name=eq.${encodeURIComponent(TEAM)}&select=id`);
  const page = await signIn(browser, '/login', PEOPLE.manager.email, TEMPORARY);
  await firstSignIn(page, PEOPLE.manager.password);
  await expect(page).toHaveURL(/\/manager\/teams$/);
  await expect(page.getByText(TEAM).first()).toBeVisible();
  await page.goto(`/manager/teams/${team!.id}/reports`);
  const report = page.getByTestId('team-report');
  await expect(report.getByTestId('stat-members')).toHaveText('2');
  // The member's assessment, completed in the step before.
  await expect(report.getByTestId('stat-completed')).toHaveText('1');
  await page.context().close();
});
