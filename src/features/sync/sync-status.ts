import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SyncSnapshot } from '../../offline/sync-state';

/** The one value the indicator shows; its text, colour, icon and accessible name all derive from it. */
export type SyncIndicatorStatus = 'synced' | 'syncing' | 'pending' | 'offline' | 'unavailable' | 'failed' | 'auth';

/** `danger` (red) only for what the user must act on: a refused change, an expired session. */
export type SyncTone = 'ok' | 'neutral' | 'danger';

type Counts = Pick<SyncSnapshot, 'engine' | 'pending' | 'failed'>;

export function syncIndicatorStatus({ engine, pending, failed }: Counts): SyncIndicatorStatus {
  if (engine.name === 'paused-for-auth') return 'auth';
  if (failed.length > 0) return 'failed';
  if (engine.name === 'offline') return 'offline';
  if (engine.name === 'waiting-to-retry') return 'unavailable';
  if (engine.name === 'draining') return 'syncing';
  return pending > 0 ? 'pending' : 'synced';
}

interface StatusLook {
  tone: SyncTone;
  icon: string;
  /** the short visible text. */
  label: MessageDescriptor;
  /** the same state inside the accessible name. */
  phrase: MessageDescriptor;
}

export const statusLooks: Record<SyncIndicatorStatus, StatusLook> = {
  synced: { tone: 'ok', icon: '✓', label: msg`Sincronizzato`, phrase: msg`tutto sincronizzato` },
  syncing: { tone: 'neutral', icon: '↻', label: msg`Sincronizzazione…`, phrase: msg`sincronizzazione in corso` },
  pending: { tone: 'neutral', icon: '…', label: msg`Da inviare`, phrase: msg`da inviare` },
  offline: { tone: 'neutral', icon: '○', label: msg`Offline`, phrase: msg`offline` },
  unavailable: {
    tone: 'neutral',
    icon: '◔',
    label: msg`Server non disponibile`,
    phrase: msg`server non disponibile, nuovo tentativo a breve`,
  },
  failed: {
    tone: 'danger',
    icon: '!',
    label: msg`Errore di sincronizzazione`,
    phrase: msg`errore di sincronizzazione`,
  },
  auth: { tone: 'danger', icon: '!', label: msg`Accesso da rinnovare`, phrase: msg`accesso da rinnovare` },
};

export interface SyncStatusView extends Omit<StatusLook, 'label' | 'phrase'> {
  status: SyncIndicatorStatus;
  label: string;
  name: string;
  /** pending + failed: the number on the badge. */
  count: number;
}

/**
 * Nothing waiting is a message of its own, not a plural branch: Lingui formats a plural's number with
 * Intl.NumberFormat whatever the branch, and the first one a page creates costs 25-75 ms here, on the
 * first render of every signed-in screen (offline cold start).
 */
function waitingText(i18n: I18n, pending: number): string {
  if (pending === 0) return i18n._(msg`nessuna modifica in attesa`);
  return i18n._(msg`${plural(pending, { one: '# modifica in attesa', other: '# modifiche in attesa' })}`);
}

function countsText(i18n: I18n, pending: number, failed: number): string {
  const waiting = waitingText(i18n, pending);
  return failed > 0 ? i18n._(msg`${plural(failed, { other: '# con errore' })}, ${waiting}`) : waiting;
}

/** Everything the indicator renders, from the snapshot alone. */
export function syncStatusView(snapshot: Counts, i18n: I18n): SyncStatusView {
  const status = syncIndicatorStatus(snapshot);
  const { label, phrase, ...look } = statusLooks[status];
  const failed = snapshot.failed.length;
  const state = i18n._(phrase);
  const counts = countsText(i18n, snapshot.pending, failed);
  const name =
    status === 'synced'
      ? i18n._(msg`Stato sincronizzazione: ${state}`)
      : i18n._(msg`Stato sincronizzazione: ${state}, ${counts}`);
  return { ...look, status, label: i18n._(label), name, count: snapshot.pending + failed };
}
