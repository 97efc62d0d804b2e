// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cacheChatMessages } from '../../../../offline/chat';
import { getOfflineDb } from '../../../../offline/store';
import { ChatPanel } from './ChatPanel';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const USER = '00000000-0000-4000-8000-0000000000aa';
const COACH = '00000000-0000-4000-8000-0000000000cc';
const people = [
  { userId: USER, name: 'Mario Russo', role: 'member' as const },
  { userId: COACH, name: 'Chiara Colombo', role: 'coach' as const },
];

beforeEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});
afterEach(cleanup);

it("shows the chat as a polite log with each sender's role, and Enter queues a message shown as pending", async () => {
  await cacheChatMessages(USER, [
    {
      id: 'm1',
      client_id: null,
      team_id: 'team',
      session_id: 'session',
      sender_id: COACH,
      sender_role: 'coach',
      message: 'Benvenuti nel percorso!',
      created_at: '2026-10-01T09:00:00Z',
      updated_at: '2026-10-01T09:00:00Z',
    },
  ]);
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <ChatPanel userId={USER} teamId="team" sessionId="session" people={people} live="polling" />
    </I18nProvider>,
  );

  const log = screen.getByRole('log', { name: 'Messaggi della chat del team' });
  expect(log).toHaveAttribute('aria-live', 'polite');
  const welcome = await within(log).findByText('Benvenuti nel percorso!');
  expect(welcome.closest('li')).toHaveTextContent('Chiara Colombo · Coach');

  await user.type(screen.getByLabelText('Messaggio'), 'Ho finito il video{Enter}');
  const mine = (await within(log).findByText('Ho finito il video')).closest('li')!;
  expect(mine).toHaveTextContent('Mario Russo · Membro');
  expect(mine).toHaveTextContent('in attesa di invio');
  expect(screen.getByLabelText('Messaggio')).toHaveValue('');
  const [entry] = await getOfflineDb().outbox.toArray();
  expect(entry).toMatchObject({
    kind: 'chat-message/send',
    ownerId: USER,
    payload: { team_id: 'team', session_id: 'session', message: 'Ho finito il video' },
  });
});
