import { expect, test, type Page } from '@playwright/test';
import { signInPage } from './support/session.ts';

// The signed-in header on a phone (Lighthouse's mobile screen is 412 px wide; small phones 320-375 px), with
// the browser offering to install the app: every control of the header stays on screen and one row high,
// the page does not scroll sideways, and the screen below does not move when the header's parts arrive.

const PHONES = [320, 375, 412];

/** Chromium's install offer, as the browser sends it once the app is installable. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
  });

/** The header's buttons and links that lie (partly) outside the screen, by accessible text. */
const offScreenControls = (page: Page) =>
  page
    .locator('header.app-header')
    .locator('button, a')
    .evaluateAll((controls) =>
      controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.className),
    );

for (const width of PHONES) {
  test(`a member's header at ${width} px: the sync state, the install offer, the bell and the user menu fit on one row`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 740 });
    await signInPage(page, 'member@acme.test', '/user');
    const main = page.locator('#main');
    const header = page.locator('header.app-header');
    await expect(page.getByRole('button', { name: /Menu utente di Mario Russo/ })).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(header.locator('.sync-indicator')).toBeVisible();
    const mainTop = (await main.boundingBox())!.y;

    await offerInstall(page);
    const install = page.getByRole('button', { name: "Installa l'app" });
    await expect(install).toBeVisible();

    expect(await offScreenControls(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // One row: the header's height is its minimum, and the screen below has not moved.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(61);
    expect((await main.boundingBox())!.y).toBe(mainTop);
    for (const control of [install, page.getByRole('button', { name: /Menu utente di Mario Russo/ })]) {
      const box = (await control.boundingBox())!;
      expect(box.height, 'a touch target').toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: testInfo.outputPath(`header-${width}.png`) });
  });
}

// The header's panels open below it: on a phone the notifications panel and the user menu lie whole on the
// screen (a panel anchored to the bell's right edge and wider than the room to its left was cut off).
const outsideScreen = (box: { x: number; width: number }, width: number) => box.x < 0 || box.x + box.width > width;

for (const width of PHONES) {
  test(`a member's header panels at ${width} px lie whole on the screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 740 });
    await signInPage(page, 'member@acme.test', '/user');

    const bell = page.getByTestId('notification-bell');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifiche' });
    await expect(panel.getByTestId('notification-item').first()).toBeVisible();
    expect(outsideScreen((await panel.boundingBox())!, width), 'the notifications panel is cut off').toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`notifications-${width}.png`) });
    await bell.click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: /Menu utente di Mario Russo/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(outsideScreen((await menu.boundingBox())!, width), 'the user menu is cut off').toBe(false);
  });
}
