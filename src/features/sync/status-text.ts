import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SyncSnapshot } from '../../offline';

/** The short status shown beside the icon. */
export function statusLabel(snapshot: Pick<SyncSnapshot, 'status' | 'pausedForAuth'>): MessageDescriptor {
  if (snapshot.pausedForAuth) return msg`Accesso da rinnovare`;
  switch (snapshot.status) {
    case 'offline':
      return msg`Offline`;
    case 'syncing':
      return msg`Sincronizzazione…`;
    case 'error':
      return msg`Errore di sincronizzazione`;
    case 'idle':
      return msg`Sincronizzato`;
  }
}

/** The indicator's accessible name: the status and what waits to be sent. */
export function indicatorName(snapshot: Pick<SyncSnapshot, 'status' | 'pausedForAuth' | 'pending' | 'failed'>): MessageDescriptor {
  const pending = snapshot.pending;
  const failed = snapshot.failed.length;
  if (pending === 0 && failed === 0) {
    return snapshot.status === 'offline' ? msg`Stato sincronizzazione: offline, nessuna modifica in attesa` : msg`Stato sincronizzazione: tutto sincronizzato`;
  }
  return snapshot.status === 'offline'
    ? msg`Stato sincronizzazione: offline, ${plural(pending, { one: '# modifica in attesa', other: '# modifiche in attesa' })}, ${plural(failed, { 0: 'nessun errore', other: '# con errore' })}`
    : msg`Stato sincronizzazione: ${plural(pending, { one: '# modifica in attesa', other: '# modifiche in attesa' })}, ${plural(failed, { 0: 'nessun errore', other: '# con errore' })}`;
}
