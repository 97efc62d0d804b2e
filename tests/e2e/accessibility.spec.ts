import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BACKEND, seedId, serviceGet, serviceHeaders } from './support/backend-admin.ts';
import { expectAccessible } from './support/axe.ts';
import { insertMemberAssessment, tpmWidgetAnswers } from './support/member-assessment.ts';
import { signedInPage } from './support/session.ts';

// axe-core (WCAG 2.1 A/AA and best practices) finds nothing on any screen of the app, for each
// role, with the dialogs, menus and panels open, and on a phone for the key screens. Each screen is a
// soft assertion, so one run lists every screen's violations.
//
// The test leaves the shared seed as it found it: the assessment it answers is its own (inserted and
// deleted with the service role), and activity progress rows created by opening activities are removed.

const ACME = seedId('10000000', 1);
const ALPHA = seedId('30000000', 1);
const MEMBER_ID = seedId('20000000', 5);
const COMPLETED_MBTI = seedId('54000000', 3);
const SESSION = seedId('64000000', 1);
const ACTIVITIES = [1, 2, 3, 4, 5, 6, 7].map((n) => seedId('62000000', n)); // video … ai_suggestion
const PHONE = { width: 375, height: 740 };

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 300_000 });

/** Signing in is tested in auth.spec.ts: here each role comes back signed in, on its landing screen. */
const signedIn = (browser: Browser, email: string, landing: string) =>
  signedInPage(browser, email, landing, { reducedMotion: 'reduce' });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Goes to a route, waits for its main heading, and runs axe. */
async function visit(page: Page, path: string, screen: string) {
  await page.goto(path);
  await expect(h1(page)).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, screen);
}

/** Opens a tab of the screen's tab list and runs axe on it. */
async function tab(page: Page, name: string | RegExp, screen: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectAccessible(page, screen);
}

/** Opens a dialog with the given button, runs axe on it, and closes it without doing anything. */
async function dialog(page: Page, opener: ReturnType<Page['getByRole']>, screen: string) {
  await opener.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The header's shared controls: the sync panel, the notifications and the user menu, each open. */
async function headerControls(page: Page, who: string) {
  await page.locator('.app-header .sync-indicator').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, `${who}: sync panel open`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('region', { name: 'Notifiche', exact: true })).toBeVisible();
  await expectAccessible(page, `${who}: notifications open`);
  await page.getByTestId('notification-bell').click();

  await page.getByRole('button', { name: /Menu utente di/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, `${who}: user menu open`);
  await page.keyboard.press('Escape');
}

const serviceDelete = (pathAndQuery: string) =>
  fetch(`${BACKEND}/rest/v1/${pathAndQuery}`, { method: 'DELETE', headers: serviceHeaders });

async function stubYouTube(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as unknown as { YT: unknown }).YT = {
      Player: function Player() {
        return { destroy() {} };
      },
    };
  });
  await context.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
}

test('public screens: landing and every login portal, on a desktop and on a phone', async ({ page }) => {
  for (const [path, screen] of [
    ['/', 'landing'],
    ['/login', 'user login'],
    ['/admin-login', 'admin login'],
    ['/coach-login', 'coach login'],
    ['/register', 'register'],
  ]) {
    await visit(page, path!, screen!);
  }
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'login with an error');
  await page.setViewportSize(PHONE);
  await visit(page, '/', 'landing (phone)');
  await visit(page, '/login', 'user login (phone)');
  await visit(page, '/pagina-che-non-esiste', 'not found');
});

test('member: dashboard, header panels, terms, set-password, the assessment with every widget, results', async ({
  browser,
}) => {
  const assessmentId = await insertMemberAssessment('tpm', 30);
  const { page, context } = await signedIn(browser, 'member@acme.test', '/user');
  try {
    await expect(h1(page)).toBeVisible();
    await expectAccessible(page, 'member dashboard');
    await headerControls(page, 'member');
    await visit(page, '/terms-and-privacy', 'terms and privacy');
    await visit(page, '/set-password', 'set password');
    await visit(page, '/assessment-list', 'assessment list');
    await visit(page, `/assessment-list/${COMPLETED_MBTI}/results`, 'results (Visualizza)');

    await page.goto(`/assessment/${assessmentId}`);
    const position = page.getByTestId('question-position');
    await expect(position).toHaveText('Domanda 1 di 8', { timeout: 20_000 });
    const next = () => page.getByRole('button', { name: 'Successiva' }).click();
    const widgets = tpmWidgetAnswers(page);
    for (const [index, [widget, answer]] of widgets.entries()) {
      await expect(position).toHaveText(`Domanda ${index + 1} di 8`);
      await expectAccessible(page, `assessment, ${widget} unanswered`);
      await answer();
      await expectAccessible(page, `assessment, ${widget} answered (timer running)`);
      if (index < widgets.length - 1) await next();
    }
    await dialog(page, page.getByRole('button', { name: "Esci dall'assessment" }), 'assessment exit dialog');
    await page.locator('.flow-frame__bar .sync-indicator').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'assessment: sync panel open');
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'assessment (phone)');
    await visit(page, '/user', 'member dashboard (phone)');
  } finally {
    await context.close();
    await serviceDelete(`assessments?id=eq.${assessmentId}`);
  }
});

test('member: the countdown of a timed assessment, normal, warning and last minute', async ({ browser }) => {
  // Ten minutes, so the scans (real time keeps flowing on the page clock) fit well inside each level.
  const assessmentId = await insertMemberAssessment('leadership', 10);
  const { page, context } = await signedIn(browser, 'member@acme.test', '/user');
  try {
    await page.clock.install();
    await page.goto(`/assessment/${assessmentId}`);
    await expect(page.getByTestId('question-position')).toHaveText('Domanda 1 di 3', { timeout: 20_000 });
    await page.getByRole('radio', { name: /^4/ }).check();
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toHaveAttribute('data-level', 'normal');
    await expectAccessible(page, 'timed assessment, countdown normal');
    await page.clock.fastForward(500_000); // 100 s left: <= 20 %
    await expect(countdown).toHaveAttribute('data-level', 'warning');
    await expectAccessible(page, 'timed assessment, countdown warning');
    await page.clock.fastForward(80_000); // under 20 s left: <= 5 %
    await expect(countdown).toHaveAttribute('data-level', 'danger');
    await expect(page.getByRole('heading', { name: 'Ultimo minuto!' })).toBeVisible();
    await expectAccessible(page, 'timed assessment, last minute');
  } finally {
    await context.close();
    await serviceDelete(`assessments?id=eq.${assessmentId}`);
  }
});

test('member: coaching list, timeline, an activity of each type, team coaching tabs', async ({ browser }) => {
  const before = await serviceGet<{ id: string }[]>(`user_activity_progress?user_id=eq.${MEMBER_ID}&select=id`);
  const { page, context } = await signedIn(browser, 'member@acme.test', '/user');
  await stubYouTube(context);
  try {
    await visit(page, '/coaching-list', 'coaching list');
    await page.goto(`/coaching/${SESSION}`);
    await expect(page.getByText('Fase Corrente')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'coaching timeline');
    for (const [index, activity] of ACTIVITIES.entries()) {
      await page.goto(`/coaching/${SESSION}/activity/${activity}`);
      await expect(page.getByText(`${index + 1} di 7`)).toBeVisible({ timeout: 20_000 });
      await expectAccessible(
        page,
        `activity ${index + 1} (${['video', 'quiz', 'simulation', 'workshop', 'assignment_form', 'assignment', 'ai_suggestion'][index]})`,
      );
    }
    await page.goto(`/user/coaching/session/${SESSION}`);
    for (const name of ['Workflow', 'Chat', 'Progressi', 'Panoramica']) await tab(page, name, `team coaching: ${name}`);

    await page.setViewportSize(PHONE);
    await page.goto(`/coaching/${SESSION}`);
    await expect(page.getByText('Fase Corrente')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'coaching timeline (phone)');
  } finally {
    await context.close();
    const known = new Set(before.map((row) => row.id));
    const after = await serviceGet<{ id: string }[]>(`user_activity_progress?user_id=eq.${MEMBER_ID}&select=id`);
    const added = after.filter((row) => !known.has(row.id)).map((row) => row.id);
    if (added.length > 0) await serviceDelete(`user_activity_progress?id=in.(${added.join(',')})`);
  }
});

test('team leader and manager: dashboards, team screens and reports', async ({ browser }) => {
  const leader = await signedIn(browser, 'leader@acme.test', '/team-leader/dashboard');
  try {
    await expect(h1(leader.page)).toBeVisible();
    await expectAccessible(leader.page, 'team leader dashboard');
    await headerControls(leader.page, 'team leader');
    await visit(leader.page, '/team-overview', 'team overview');
    await visit(leader.page, '/team-coaching', 'team coaching (leader)');
    await visit(leader.page, '/team-leader/reports', 'team leader reports');
    await leader.page
      .getByTestId('report-teams')
      .getByRole('row', { name: /Alpha/ })
      .getByRole('button', { name: 'Visualizza report' })
      .click();
    await expect(leader.page.getByTestId('team-report')).toBeVisible();
    await expectAccessible(leader.page, 'team report (leader)');
  } finally {
    await leader.context.close();
  }

  const manager = await signedIn(browser, 'manager@acme.test', '/manager/teams');
  try {
    await expect(h1(manager.page)).toBeVisible();
    await expectAccessible(manager.page, 'manager teams');
    await visit(manager.page, `/manager/teams/${ALPHA}/reports`, 'manager team reports');
    await visit(manager.page, '/manager/reports/assessment', 'manager assessment reports');
    await visit(manager.page, '/manager/reports/coaching', 'manager coaching reports');
  } finally {
    await manager.context.close();
  }
});

test('org admin: every tab with its dialogs open, and a team report', async ({ browser }) => {
  const { page, context } = await signedIn(browser, 'admin@acme.test', `/org-admin/${ACME}`);
  try {
    await expect(page.getByTestId('members-total')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'org admin: Members');
    await headerControls(page, 'org admin');
    await dialog(page, page.getByRole('button', { name: 'Aggiungi membro' }), 'add member dialog');
    await dialog(page, page.getByRole('button', { name: 'Modifica Mario Russo' }), 'edit member dialog');
    await dialog(page, page.getByRole('button', { name: 'Ruoli di Mario Russo' }), 'member roles dialog');
    await dialog(page, page.getByRole('button', { name: 'Elimina Mario Russo' }), 'delete member dialog');

    await page.getByRole('button', { name: 'Importa da CSV' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'CSV import dialog');
    const csv =
      'email,firstName,lastName,department,role\nzoe.a11y@acme.test,Zoe,Test,Operations,team_member\nnon-una-email,Ugo,Test,Operations,team_member';
    await page
      .getByLabel('File CSV')
      .setInputFiles({ name: 'persone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('csv-summary')).toBeVisible();
    await expectAccessible(page, 'CSV import dialog with a preview');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await tab(page, /^Team \(/, 'org admin: Teams');
    await dialog(page, page.getByRole('button', { name: 'Nuovo team' }), 'new team dialog');
    await dialog(page, page.getByRole('button', { name: 'Gestisci membri di Alpha' }), 'team members dialog');
    await dialog(page, page.getByRole('button', { name: 'Modifica Alpha' }), 'edit team dialog');
    await dialog(page, page.getByRole('button', { name: 'Elimina Alpha' }), 'delete team dialog');
    await tab(page, /^Assessment TPM/, 'org admin: TPM Assessment');
    await dialog(
      page,
      page.getByRole('button', { name: /^Elimina assegnazione di/ }).first(),
      'delete assignment dialog',
    );
    await tab(page, 'Dispositivi', 'org admin: Dispositivi');

    await visit(page, `/org-admin/${ACME}/team-overview/${ALPHA}`, 'org admin: team overview and reports');
    await page.setViewportSize(PHONE);
    await visit(page, `/org-admin/${ACME}`, 'org admin (phone)');
  } finally {
    await context.close();
  }
});

test('super admin: every tab with its dialogs open', async ({ browser }) => {
  const { page, context } = await signedIn(browser, 'super@taas.test', '/super-admin');
  try {
    await expect(page.getByRole('button', { name: 'Gestisci Acme' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'super admin: Organizations');
    await headerControls(page, 'super admin');
    await tab(page, 'Crea organizzazione', 'super admin: Create Organization');
    await page.getByRole('button', { name: 'Crea organizzazione' }).click();
    await expectAccessible(page, 'super admin: Create Organization with errors');
    await tab(page, 'Super amministratori', 'super admin: Super Admins');
    await dialog(page, page.getByRole('button', { name: 'Nuovo super amministratore' }), 'new super admin dialog');

    await tab(page, 'Organizzazioni', 'super admin: Organizations again');
    await page.getByRole('button', { name: 'Gestisci Acme' }).click();
    await expect(page).toHaveURL(new RegExp(`/org-admin/${ACME}$`));
    await expect(page.getByTestId('members-total')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'org admin while impersonating (banner)');
    await page.getByRole('button', { name: 'Torna al Super Admin' }).click();
    await expect(page).toHaveURL(/\/super-admin$/);
  } finally {
    await context.close();
  }
});

test('coach: workspace, header panels, on a desktop and on a phone', async ({ browser }) => {
  const { page, context } = await signedIn(browser, 'coach@taas.test', '/coach');
  try {
    await expect(page.getByRole('article', { name: 'Alpha – Team Performance' })).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'coach workspace');
    await headerControls(page, 'coach');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, 'coach workspace (phone)');
  } finally {
    await context.close();
  }
});
