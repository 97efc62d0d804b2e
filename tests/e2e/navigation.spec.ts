import { expect, test, type Page } from '@playwright/test';
import { seedId } from './support/backend-admin.ts';
import { expectAccessible } from './support/axe.ts';
import { signInPage } from './support/session.ts';

// The role navigation of the signed-in frame: each role reaches its areas from every screen, the current
// place is marked, on a phone the links sit behind a menu button (keyboard: Enter opens, Escape closes and
// gives the focus back), and with no network an area that needs it says so instead of failing.

const ACME = seedId('10000000', 1);
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu di navigazione' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

test('an org admin reaches each tab of the organisation from the navigation, the current one marked', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signInPage(page, 'admin@acme.test', `/org-admin/${ACME}`);
  await expect(nav(page).getByRole('link', { name: 'Membri' })).toHaveAttribute('aria-current', 'page');
  await expect(menuButton(page)).toBeHidden();

  await nav(page).getByRole('link', { name: 'Dispositivi' }).click();
  await expect(page).toHaveURL(new RegExp(`/org-admin/${ACME}\\?tab=devices$`));
  await expect(page.getByRole('tab', { name: 'Dispositivi' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav(page).getByRole('link', { name: 'Dispositivi' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);

  await nav(page).getByRole('link', { name: 'Programmi' }).click();
  await expect(page.getByRole('tab', { name: 'Contenuti' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Programmi di coaching' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav(page).getByRole('link', { name: 'Programmi' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('org-admin-desktop.png') });

  // A reload keeps the tab the URL names.
  await page.goto(`/org-admin/${ACME}?tab=sessions`);
  await expect(page.getByRole('tab', { name: 'Sessioni' })).toHaveAttribute('aria-selected', 'true');
  await expect(nav(page).getByRole('link', { name: 'Sessioni' })).toHaveAttribute('aria-current', 'page');
});

test('with no network, the areas that need it say so and a click explains instead of failing', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signInPage(page, 'admin@acme.test', `/org-admin/${ACME}`);
  await expect(nav(page).getByRole('link', { name: 'Membri' })).toBeVisible();
  await expect(nav(page).getByText('(richiede la rete)')).toHaveCount(0);

  await context.setOffline(true);
  try {
    // Reachability is learnt from a request: the offline event makes the app check.
    await expect(nav(page).getByRole('link', { name: 'Dispositivi (richiede la rete)' })).toBeVisible({
      timeout: 20_000,
    });
    await nav(page).getByRole('link', { name: 'Dispositivi (richiede la rete)' }).click();
    await expect(nav(page).getByRole('status')).toContainText('«Dispositivi» richiede la rete');
    await expect(page).toHaveURL(new RegExp(`/org-admin/${ACME}$`));
    await expectAccessible(page, 'org admin offline: navigation marked, a refused area explained');
    await page.screenshot({ path: testInfo.outputPath('org-admin-offline.png') });
  } finally {
    await context.setOffline(false);
  }
  await expect(nav(page).getByRole('link', { name: 'Dispositivi' })).toBeVisible({ timeout: 20_000 });
  await nav(page).getByRole('link', { name: 'Dispositivi' }).click();
  await expect(page.getByRole('tab', { name: 'Dispositivi' })).toHaveAttribute('aria-selected', 'true');
});

test("a team leader on a phone goes from the team's reports to the dashboard through the menu, by keyboard", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signInPage(page, 'leader@acme.test', '/team-leader/reports');
  await expect(h1(page)).toBeVisible();
  const button = menuButton(page);
  const dashboard = nav(page).getByRole('link', { name: 'Dashboard team leader' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(dashboard).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboard).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Report', exact: true })).toHaveAttribute('aria-current', 'page');
  // The open menu lies whole on the screen, and the page does not scroll sideways.
  const panel = (await nav(page).locator('.site-nav__panel').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'team leader on a phone: navigation menu open');
  await page.screenshot({ path: testInfo.outputPath('leader-phone-menu.png') });

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(dashboard).toBeHidden();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link').first()).toBeFocused();
  await dashboard.press('Enter');
  await expect(page).toHaveURL(/\/team-leader\/dashboard$/);
  await expect(h1(page)).toHaveText('Dashboard team leader');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(dashboard).toHaveAttribute('aria-current', 'page');
});

test("a member's areas, on a desktop and on a phone, need no network", async ({ page, context }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signInPage(page, 'member@acme.test', '/user');
  await expect(nav(page).getByRole('link', { name: 'Dashboard personale' })).toHaveAttribute('aria-current', 'page');
  // One role: no group names.
  await expect(nav(page).locator('.site-nav__group-label')).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Assessment e risultati' }).click();
  await expect(page).toHaveURL(/\/assessment-list$/);
  await expect(nav(page).getByRole('link', { name: 'Assessment e risultati' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('member-desktop.png') });

  await page.setViewportSize(PHONE);
  await context.setOffline(true);
  try {
    await expect(page.locator('.app-header .sync-indicator')).toHaveAccessibleName(/offline/, { timeout: 20_000 });
    await menuButton(page).click();
    await expect(nav(page).getByRole('link', { name: 'Coaching' })).toBeVisible();
    await expect(nav(page).getByText('(richiede la rete)')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('member-phone-offline.png') });
    await nav(page).getByRole('link', { name: 'Coaching' }).click();
    await expect(page).toHaveURL(/\/coaching-list$/);
  } finally {
    await context.setOffline(false);
  }
});

test('a coach reaches the offline preparation from the navigation, and learns it needs the network', async ({
  page,
  context,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInPage(page, 'coach@taas.test', '/coach');
  await expect(nav(page).getByRole('link', { name: 'Dashboard coach' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('link', { name: 'Prepara offline' }).click();
  await expect(page).toHaveURL(/\/coach#prepara-offline$/);
  await expect(page.getByRole('region', { name: 'Preparazione offline' })).toBeFocused();
  await expect(nav(page).getByRole('link', { name: 'Prepara offline' })).toHaveAttribute('aria-current', 'page');

  await context.setOffline(true);
  try {
    await expect(nav(page).getByRole('link', { name: 'Prepara offline (richiede la rete)' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(nav(page).getByRole('link', { name: 'Dashboard coach' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a manager who also leads a team sees the areas of each role, grouped and named', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signInPage(page, 'manager@acme.test', '/manager/teams');
  for (const [group, area] of [
    ['Manager', 'Team gestiti'],
    ['Team leader', 'Dashboard team leader'],
    ['Le mie attività', 'Coaching'],
  ] as const)
    await expect(nav(page).getByRole('list', { name: group }).getByRole('link', { name: area })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Team gestiti' })).toHaveAttribute('aria-current', 'page');
  await nav(page).getByRole('link', { name: 'Report coaching' }).click();
  await expect(page).toHaveURL(/\/manager\/reports\/coaching$/);
  await expect(nav(page).getByRole('link', { name: 'Report coaching' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('manager-desktop.png') });
});
