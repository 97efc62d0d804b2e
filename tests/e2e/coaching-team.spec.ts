import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedId, serviceGet } from './support/backend-admin.ts';
import { signedInPage } from './support/session.ts';

// The team side: a chat message reaches the other people on the screen within 2 s
// without a reload (Realtime), and a member generates (offline generator: no AI provider here) and
// accepts a suggestion, which completes the activity.

const SESSION = seedId('64000000', 1);
const AI_ACTIVITY = seedId('62000000', 7);

/** Signing in is tested in auth.spec.ts: here each person comes back signed in, on their landing screen. */
async function signedIn(browser: Browser, email: string, landing: string): Promise<Page> {
  return (await signedInPage(browser, email, landing)).page;
}

async function openChat(page: Page) {
  await page.goto(`/user/coaching/session/${SESSION}`);
  await page.getByRole('tab', { name: 'Chat' }).click();
  // the live channel is joined: what is sent from now on is pushed to this screen
  await expect(page.getByText('Chat in tempo reale')).toBeVisible({ timeout: 15_000 });
}

test("a member's chat message appears on the leader's screen within 2 s, without a reload, with the sender's role", async ({
  browser,
}) => {
  const member = await signedIn(browser, 'member@acme.test', '/user');
  const leader = await signedIn(browser, 'leader@acme.test', '/team-leader/dashboard');
  await openChat(member);
  await openChat(leader);
  const leaderLog = leader.getByRole('log', { name: 'Messaggi della chat del team' });
  await expect(leaderLog.getByText('Benvenuti nel percorso!', { exact: false })).toBeVisible();

  const text = `Ho finito il video della fase 1 (${Date.now()})`;
  const input = member.getByLabel('Messaggio', { exact: true });
  await input.fill(text);
  await input.press('Enter');
  // acknowledged locally (written on the device and queued), then sent by the outbox
  const mine = member.getByRole('log').getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(input).toHaveValue('');

  const seen = leaderLog.getByRole('listitem').filter({ hasText: text });
  await expect(seen).toBeVisible({ timeout: 2000 });
  await expect(seen).toContainText('Mario Russo');
  await expect(seen).toContainText('Membro');
  await expect(mine).not.toContainText('in attesa di invio');

  const stored = await serviceGet<{ sender_role: string }[]>(
    `team_chat_messages?message=eq.${encodeURIComponent(text)}&select=sender_role`,
  );
  expect(stored).toEqual([{ sender_role: 'member' }]);
});

test('a member generates a suggestion, accepts it, and the activity is completed', async ({ browser }) => {
  const page = await signedIn(browser, 'member@acme.test', '/user');
  await page.goto(`/coaching/${SESSION}/activity/${AI_ACTIVITY}`);
  const section = page.getByRole('region', { name: 'Suggestions AI' });
  await expect(section.getByRole('heading', { name: 'Suggestions Precedenti' })).toBeVisible();

  await section.getByRole('button', { name: /^Genera/ }).click();
  await expect(page.getByText('Suggestion generata con successo', { exact: true })).toBeVisible({ timeout: 20_000 });
  const current = section.getByRole('article', { name: 'Suggestion corrente' });
  await expect(current.getByText('Generata offline, senza servizio AI')).toBeVisible();
  await expect(current.getByText('Generata', { exact: true })).toBeVisible();

  await current.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('Suggestion accettata!', { exact: true })).toBeVisible();
  await expect(current.getByText('Accettata', { exact: true })).toBeVisible();
  await expect(page.getByText('Completato', { exact: true }).first()).toBeVisible();

  await expect
    .poll(
      async () => {
        const rows = await serviceGet<{ status: string; accepted_at: string | null }[]>(
          `ai_suggestions?activity_id=eq.${AI_ACTIVITY}&user_id=eq.${seedId('20000000', 5)}&select=status,accepted_at&order=created_at.desc&limit=1`,
        );
        return rows[0]?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('accepted');
  await expect
    .poll(
      async () => {
        const rows = await serviceGet<{ status: string }[]>(
          `user_activity_progress?activity_id=eq.${AI_ACTIVITY}&user_id=eq.${seedId('20000000', 5)}&select=status`,
        );
        return rows[0]?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('completed');
});

test('a message sent offline is shown as pending, then sent exactly once when the network returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, 'member@acme.test', '/user');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await openChat(page);
  const context = page.context();
  await context.setOffline(true);
  try {
    const text = `Scritto senza rete (${Date.now()})`;
    const input = page.getByLabel('Messaggio', { exact: true });
    await input.fill(text);
    await input.press('Enter');
    const mine = page.getByRole('log').getByRole('listitem').filter({ hasText: text });
    await expect(mine).toContainText('in attesa di invio');
    await context.setOffline(false);
    // the sync engine retries on its backoff (2 s doubling): no browser event tells it the server is back
    await expect(mine).not.toContainText('in attesa di invio', { timeout: 45_000 });
    const stored = await serviceGet<{ sender_role: string }[]>(
      `team_chat_messages?message=eq.${encodeURIComponent(text)}&select=sender_role`,
    );
    expect(stored).toEqual([{ sender_role: 'member' }]);
  } finally {
    await context.setOffline(false);
  }
});
