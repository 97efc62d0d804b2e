// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { setActiveSync, SyncEngine, type EngineState } from '../../offline/sync';
import { syncState, type FailedEntrySummary, type SyncSnapshot } from '../../offline/sync-state';
import { OWNER } from '../../offline/testing/fixtures';
import { SyncIndicator } from './SyncIndicator';
import type { SyncIndicatorStatus, SyncTone } from './sync-status';

i18n.loadAndActivate({ locale: 'it', messages: {} });

const failedEntry: FailedEntrySummary = {
  id: 'e1',
  kind: 'assessment/save-partial',
  target: 'a1',
  actedAt: '2026-01-01T09:00:00.000Z',
  status: 422,
  message: 'bad',
  failedAt: '2026-01-01T09:00:01.000Z',
};
const retry = { failures: 1, retryAt: '2026-01-01T09:00:02.000Z', reason: 'x' };
const engine = {
  idle: { name: 'idle' },
  draining: { name: 'draining', failures: 0 },
  offline: { name: 'offline', ...retry },
  waiting: { name: 'waiting-to-retry', ...retry },
  auth: { name: 'paused-for-auth', reason: 'JWT expired' },
} satisfies Record<string, EngineState>;

const cases: [string, Partial<SyncSnapshot>, SyncIndicatorStatus, SyncTone, string, string][] = [
  [
    'nothing waiting',
    { engine: engine.idle },
    'synced',
    'ok',
    'Sincronizzato',
    'Stato sincronizzazione: tutto sincronizzato',
  ],
  [
    'draining',
    { engine: engine.draining, pending: 2 },
    'syncing',
    'neutral',
    'Sincronizzazione…',
    'Stato sincronizzazione: sincronizzazione in corso, 2 modifiche in attesa',
  ],
  [
    'idle with a queued change',
    { engine: engine.idle, pending: 1 },
    'pending',
    'neutral',
    'Da inviare',
    'Stato sincronizzazione: da inviare, 1 modifica in attesa',
  ],
  [
    'offline with a change waiting',
    { engine: engine.offline, pending: 1 },
    'offline',
    'neutral',
    'Offline',
    'Stato sincronizzazione: offline, 1 modifica in attesa',
  ],
  [
    'offline with nothing waiting',
    { engine: engine.offline },
    'offline',
    'neutral',
    'Offline',
    'Stato sincronizzazione: offline, nessuna modifica in attesa',
  ],
  [
    'the server answering 5xx',
    { engine: engine.waiting, pending: 3 },
    'unavailable',
    'neutral',
    'Server non disponibile',
    'Stato sincronizzazione: server non disponibile, nuovo tentativo a breve, 3 modifiche in attesa',
  ],
  [
    'a refused change',
    { engine: engine.idle, failed: [failedEntry] },
    'failed',
    'danger',
    'Errore di sincronizzazione',
    'Stato sincronizzazione: errore di sincronizzazione, 1 con errore, nessuna modifica in attesa',
  ],
  [
    'a refused change while offline',
    { engine: engine.offline, pending: 2, failed: [failedEntry] },
    'failed',
    'danger',
    'Errore di sincronizzazione',
    'Stato sincronizzazione: errore di sincronizzazione, 1 con errore, 2 modifiche in attesa',
  ],
  [
    'an expired session',
    { engine: engine.auth, pending: 2 },
    'auth',
    'danger',
    'Accesso da rinnovare',
    'Stato sincronizzazione: accesso da rinnovare, 2 modifiche in attesa',
  ],
];

beforeEach(() => {
  setActiveSync({
    engine: new SyncEngine({ transport: async () => ({ ok: true }), getOwnerId: () => OWNER, triggers: {} }),
    ownerId: OWNER,
  });
});
afterEach(() => {
  cleanup();
  setActiveSync(null);
});

describe('the sync indicator says one thing in text, colour and accessible name', () => {
  it.each(cases)('%s', (_case, snapshot, status, tone, label, name) => {
    syncState.update({ engine: engine.idle, pending: 0, failed: [], ...snapshot });
    render(
      <I18nProvider i18n={i18n}>
        <SyncIndicator />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-status', status);
    expect(button).toHaveClass(`sync-indicator--${tone}`);
    expect(button).toHaveTextContent(label);
    expect(screen.getByRole('status')).toHaveTextContent(name);
  });

  it('covers every status, and is red only where the user must act', () => {
    const statuses = new Set(cases.map(([, , status]) => status));
    expect([...statuses].sort()).toEqual(['auth', 'failed', 'offline', 'pending', 'synced', 'syncing', 'unavailable']);
    const red = new Set(cases.filter(([, , , tone]) => tone === 'danger').map(([, , status]) => status));
    expect([...red].sort()).toEqual(['auth', 'failed']);
  });
});
