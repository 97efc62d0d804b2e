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
import { TeamSuggestionsView } from './TeamSuggestionsView';
import type { BackendClient } from '../../../../backend/backend-client';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    {children}
    <Toaster />
  </I18nProvider>
);

const USER = '00000000-0000-4000-8000-0000000000aa';
const TEAMMATE = '00000000-0000-4000-8000-0000000000bb';
const SESSION = 'session-1';
const teamSuggestion = (id: string, at: string, userId: string): SuggestionFields => ({
  id,
  activity_id: null,
  session_id: SESSION,
  user_id: userId,
  generated_content: { sintesi: `Sintesi ${id}`, prossimi_passi: [`Passo di ${id}`], source: 'offline-generator' },
  user_modifications: null,
  status: 'new',
  accepted_at: null,
  status_changed_at: at,
  created_at: at,
  generated_at: at,
});

/** A client whose reads answer `rows` and whose function call answers `generated`. */
function fakeClient(rows: SuggestionFields[], generated?: SuggestionFields): BackendClient {
  const answer = { data: rows, error: null };
  const builder: Record<string, unknown> = {};
  for (const name of ['select', 'eq', 'is', 'order', 'limit']) builder[name] = () => builder;
  builder.then = (resolve: (value: typeof answer) => unknown) => Promise.resolve(answer).then(resolve);
  const invoke = vi.fn(async () => ({ data: { suggestion: generated }, error: null }));
  return { from: () => builder, functions: { invoke } } as unknown as BackendClient;
}

beforeEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
  reachability.answered();
});
afterEach(cleanup);

it('says there is nothing yet, asks the function for the team, and shows the answer as the current suggestion', async () => {
  const user = userEvent.setup();
  const client = fakeClient([], teamSuggestion('new', '2026-10-05T09:00:00Z', USER));
  render(withI18n(<TeamSuggestionsView client={client} sessionId={SESSION} userId={USER} />));
  const section = screen.getByRole('region', { name: 'Assistente AI' });
  expect(await within(section).findByText(/Nessuna suggestion per il team ancora/)).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Chiedi i prossimi passi' }));
  expect(client.functions.invoke).toHaveBeenCalledWith('ai-suggestion', {
    body: { scope: 'team', sessionId: SESSION },
  });
  const current = await within(section).findByRole('article', { name: 'Suggestion corrente' });
  expect(within(current).getByText('Sintesi new')).toBeInTheDocument();
  expect(within(current).getByRole('heading', { name: 'Prossimi passi' })).toBeInTheDocument();
  expect(within(current).getByText('Passo di new')).toBeInTheDocument();
});

it("shows a teammate's newest suggestion as current, and accepts it through the outbox", async () => {
  const user = userEvent.setup();
  const client = fakeClient([
    teamSuggestion('newest', '2026-10-05T09:00:00Z', TEAMMATE),
    teamSuggestion('older', '2026-10-01T09:00:00Z', USER),
  ]);
  render(withI18n(<TeamSuggestionsView client={client} sessionId={SESSION} userId={USER} />));
  const current = await screen.findByRole('article', { name: 'Suggestion corrente' });
  expect(within(current).getByText('Sintesi newest')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Suggestions precedenti del team' })).toHaveTextContent('Sintesi older');

  await user.click(within(current).getByRole('button', { name: 'Accetta' }));
  expect(await screen.findByText('Suggestion accettata!')).toBeInTheDocument();
  const [entry] = await getOfflineDb().outbox.toArray();
  expect(entry).toMatchObject({
    kind: 'suggestion/set-status',
    target: 'newest',
    ownerId: USER,
    payload: { status: 'accepted' },
  });
  expect(await within(current).findByText('Accettata')).toBeInTheDocument();
});

it('disables asking while the backend is unreachable, says why, and still shows the device copy', async () => {
  reachability.failed('test: offline');
  const client = fakeClient([teamSuggestion('kept', '2026-10-05T09:00:00Z', USER)]);
  await getOfflineDb().suggestions.put({ ...teamSuggestion('kept', '2026-10-05T09:00:00Z', USER), ownerId: USER });
  render(withI18n(<TeamSuggestionsView client={client} sessionId={SESSION} userId={USER} />));
  const button = await screen.findByRole('button', { name: /^Chiedi/ });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(/Per generare una suggestion serve la connessione/);
  expect(await screen.findByText('Sintesi kept')).toBeInTheDocument();
});
