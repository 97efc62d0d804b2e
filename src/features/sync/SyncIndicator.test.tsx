// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { commit, newOperation, type PushOutcome } from '../../offline/outbox';
import { getOfflineDb } from '../../offline/store';
import { setActiveSync, SyncEngine } from '../../offline/sync';
import { syncState } from '../../offline/sync-state';
import { createReachability } from '../../backend/reachability';
import { ASSESSMENT, OWNER, assessmentRow } from '../../offline/testing/fixtures';
import { SyncIndicator } from './SyncIndicator';

i18n.loadAndActivate({ locale: 'it', messages: {} });
const withI18n = (children: ReactNode) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const db = getOfflineDb();

function engineAnswering(outcome: () => PushOutcome) {
  return new SyncEngine({
    transport: async () => outcome(),
    getOwnerId: () => OWNER,
    runExclusive: (task) => task(),
    registerSync: async () => false,
    reachability: createReachability(true),
    triggers: {},
  });
}

async function queueAnswer(code: string) {
  await commit(
    newOperation('assessment/save-partial', {
      target: ASSESSMENT,
      ownerId: OWNER,
      payload: { answers: { [code]: '3' } },
    }),
    db,
  );
}

/** Queues the answers, lets the engine's push of them fail, renders the indicator and opens its panel from the error count. */
async function openPanelAfterRefusal(engine: SyncEngine, codes: string[]) {
  setActiveSync({ engine, ownerId: OWNER });
  for (const code of codes) await queueAnswer(code);
  await act(() => engine.flush());
  const user = userEvent.setup();
  render(withI18n(<SyncIndicator />));
  await user.click(screen.getByRole('button', { name: new RegExp(`${codes.length} con errore`) }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Sincronizzazione' }) };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.assessments.put(assessmentRow());
  syncState.update({ engine: { name: 'idle' }, pending: 0, failed: [], lastSyncedAt: null });
});
afterEach(() => {
  cleanup();
  setActiveSync(null);
});

describe('SyncIndicator', () => {
  it('renders nothing while no engine runs for a signed-in user', () => {
    render(withI18n(<SyncIndicator />));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows offline (not an error) with the pending count when the push cannot reach the server, then synced once it does', async () => {
    let online = false;
    const engine = engineAnswering(() =>
      online ? { ok: true } : { ok: false, status: 0, message: 'Failed to fetch' },
    );
    setActiveSync({ engine, ownerId: OWNER });
    await queueAnswer('TPM_01');
    await act(() => engine.flush());
    render(withI18n(<SyncIndicator />));
    const button = screen.getByRole('button', { name: /offline, 1 modifica in attesa/ });
    expect(button).toHaveAttribute('data-pending', '1');
    expect(button).toHaveAttribute('data-status', 'offline');
    expect(screen.getByRole('status')).toHaveTextContent(/offline, 1 modifica in attesa/);

    online = true;
    await act(() => engine.flush());
    expect(screen.getByRole('button', { name: 'Stato sincronizzazione: tutto sincronizzato' })).toHaveAttribute(
      'data-status',
      'synced',
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('lists a failed entry with the server message, retries it, and discards it only after confirmation', async () => {
    let answer: PushOutcome = { ok: false, status: 400, message: 'invalid input syntax for type json' };
    const { user, panel } = await openPanelAfterRefusal(
      engineAnswering(() => answer),
      ['TPM_01'],
    );
    expect(await within(panel).findByText('Risposte di un assessment')).toBeInTheDocument();
    expect(within(panel).getByText(/Risposta del server: invalid input syntax for type json/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Riprova' }));
    // pushed again, refused again: still kept and shown
    await waitFor(async () =>
      expect((await db.outbox.toArray()).map((e) => [e.status, e.attempts])).toEqual([['failed', 2]]),
    );
    await within(panel).findByRole('button', { name: 'Scarta…' });

    await user.click(within(panel).getByRole('button', { name: 'Scarta…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Scartare questa modifica?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(await db.outbox.count()).toBe(1);

    await user.click(within(panel).getByRole('button', { name: 'Scarta…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Scartare questa modifica?' })).getByRole('button', {
        name: 'Scarta la modifica',
      }),
    );
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect((await db.outboxLog.toArray()).map((row) => row.outcome)).toEqual(['discarded']);
    answer = { ok: true };
  });

  it("shows one assessment's answers, sent as one operation, as one item with their count: retried and discarded together", async () => {
    const refused = engineAnswering(() => ({ ok: false, status: 400, message: 'invalid input syntax for type json' }));
    const { user, panel } = await openPanelAfterRefusal(refused, ['TPM_01', 'TPM_02', 'TPM_03']);
    expect(await within(panel).findByText('Risposte di un assessment (3 modifiche)')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Riprova' })).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Riprova' }));
    await waitFor(async () =>
      expect((await db.outbox.toArray()).map((e) => [e.status, e.attempts])).toEqual([
        ['failed', 2],
        ['failed', 2],
        ['failed', 2],
      ]),
    );

    await user.click(await within(panel).findByRole('button', { name: 'Scarta…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Scartare queste 3 modifiche?' });
    await user.click(within(confirm).getByRole('button', { name: 'Scarta le modifiche' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect((await db.outboxLog.toArray()).map((row) => row.outcome)).toEqual(['discarded', 'discarded', 'discarded']);
  });
});
