// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getOfflineDb } from '../../../../offline/store';
import type { SuggestionFields } from '../../../../offline/suggestions';
import { reachability } from '../../../../backend/reachability';
import { Toaster } from '../../../../ui';
import { ActivitySuggestionsView } from './ActivitySuggestionsView';
import type { BackendClient } from '../../../../backend/backend-client';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    {children}
    <Toaster />
  </I18nProvider>
);

const USER = '00000000-0000-4000-8000-0000000000aa';
const ACTIVITY = { id: 'activity-7', ai_prompt_template_id: 'prompt-1', activity_type: 'ai_suggestion' };
const suggestion = (id: string, at: string, status: string, content: unknown): SuggestionFields => ({
  id,
  activity_id: ACTIVITY.id,
  user_id: USER,
  generated_content: content as never,
  user_modifications: null,
  status: status as never,
  accepted_at: null,
  status_changed_at: at,
  created_at: at,
  generated_at: at,
});
const SERVER = [
  suggestion('s2', '2026-10-05T09:00:00Z', 'new', {
    nome_azienda: 'Acme',
    mission_estesa: 'Lavorare meglio.',
    numeri_chiave: ['120 dipendenti'],
    kpi_miglioramento: ['NPS +10'],
  }),
  suggestion('s1', '2026-10-01T12:00:00Z', 'rejected', {
    concezione: 'Idea',
    connessione: 'Relazione',
    consegna: 'Servizio',
  }),
];

/** A client whose every read answers the server's suggestions (a thenable query builder). */
function fakeClient(): BackendClient {
  const answer = { data: SERVER, error: null };
  const builder: Record<string, unknown> = {};
  for (const name of ['select', 'eq', 'in', 'order', 'limit']) builder[name] = () => builder;
  builder.then = (resolve: (value: typeof answer) => unknown) => Promise.resolve(answer).then(resolve);
  return { from: () => builder, functions: { invoke: vi.fn() } } as unknown as BackendClient;
}

beforeEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
  reachability.answered();
});
afterEach(cleanup);

it('says the section is not configured for an AI activity without a prompt template, and hides otherwise', () => {
  const { rerender } = render(
    withI18n(
      <ActivitySuggestionsView
        client={fakeClient()}
        activity={{ ...ACTIVITY, ai_prompt_template_id: null }}
        sessionId="s"
        userId={USER}
        onAccepted={() => {}}
      />,
    ),
  );
  expect(screen.getByText('AI suggestions non configurate per questa attività.')).toBeInTheDocument();
  rerender(
    withI18n(
      <ActivitySuggestionsView
        client={fakeClient()}
        activity={{ ...ACTIVITY, ai_prompt_template_id: null, activity_type: 'video' }}
        sessionId="s"
        userId={USER}
        onAccepted={() => {}}
      />,
    ),
  );
  expect(screen.queryByText('AI suggestions non configurate per questa attività.')).toBeNull();
  rerender(
    withI18n(
      <ActivitySuggestionsView
        client={fakeClient()}
        activity={ACTIVITY}
        sessionId="s"
        userId={null}
        onAccepted={() => {}}
      />,
    ),
  );
  expect(screen.queryByRole('region', { name: 'Suggestions AI' })).toBeNull();
});

it('shows the newest as current in its shape, older ones under Suggestions Precedenti, and accepts through the outbox', async () => {
  const onAccepted = vi.fn();
  const user = userEvent.setup();
  render(
    withI18n(
      <ActivitySuggestionsView
        client={fakeClient()}
        activity={ACTIVITY}
        sessionId="s"
        userId={USER}
        onAccepted={onAccepted}
      />,
    ),
  );
  const current = await screen.findByRole('article', { name: 'Suggestion corrente' });
  expect(within(current).getByRole('heading', { name: 'Acme' })).toBeInTheDocument();
  expect(within(current).getByText('120 dipendenti')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Suggestions Precedenti' })).toBeInTheDocument();
  expect(screen.getByText('Rifiutata')).toBeInTheDocument();
  expect(screen.getByText('Relazione')).toBeInTheDocument();

  await user.click(within(current).getByRole('button', { name: 'Accetta' }));
  expect(await screen.findByText('Suggestion accettata!')).toBeInTheDocument();
  expect(onAccepted).toHaveBeenCalledTimes(1);
  const [entry] = await getOfflineDb().outbox.toArray();
  expect(entry).toMatchObject({ kind: 'suggestion/set-status', target: 's2', payload: { status: 'accepted' } });
  expect(await within(current).findByText('Accettata')).toBeInTheDocument();
});

it('refuses an edit that is not JSON and stores a valid one as user_modified', async () => {
  const user = userEvent.setup();
  render(
    withI18n(
      <ActivitySuggestionsView
        client={fakeClient()}
        activity={ACTIVITY}
        sessionId="s"
        userId={USER}
        onAccepted={() => {}}
      />,
    ),
  );
  const current = await screen.findByRole('article', { name: 'Suggestion corrente' });
  await user.click(within(current).getByRole('button', { name: 'Modifica' }));
  const editor = within(current).getByLabelText('Modifiche (JSON)');
  await user.clear(editor);
  await user.type(editor, 'non è JSON');
  await user.click(within(current).getByRole('button', { name: 'Salva modifiche' }));
  expect(await screen.findByText('Errore nel formato JSON delle modifiche')).toBeInTheDocument();
  expect(await getOfflineDb().outbox.count()).toBe(0);

  await user.clear(editor);
  await user.type(editor, '{{"concezione": "A", "connessione": "B", "consegna": "C"}');
  await user.click(within(current).getByRole('button', { name: 'Salva modifiche' }));
  expect(await screen.findByText('Modifiche salvate!')).toBeInTheDocument();
  const [entry] = await getOfflineDb().outbox.toArray();
  expect(entry).toMatchObject({
    payload: { status: 'user_modified', user_modifications: { concezione: 'A', connessione: 'B', consegna: 'C' } },
  });
  expect(await within(current).findByText('Modificata')).toBeInTheDocument();
});

it('disables generating while the backend is unreachable and says why', async () => {
  reachability.failed('test: offline');
  render(
    withI18n(
      <ActivitySuggestionsView
        client={fakeClient()}
        activity={ACTIVITY}
        sessionId="s"
        userId={USER}
        onAccepted={() => {}}
      />,
    ),
  );
  expect(await screen.findByRole('button', { name: /^Genera/ })).toBeDisabled();
  expect(screen.getByText(/Per generare una suggestion serve la connessione/)).toBeInTheDocument();
});
