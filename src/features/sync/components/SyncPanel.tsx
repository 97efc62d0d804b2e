import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { coalesceHead, type PushUnit } from '../../../offline/sync';
import { useOutboxEntries } from '../../../offline/outbox/hooks';
import { Button, Dialog } from '../../../ui';
import { discardOutboxEntries, exportRescueCopy } from '../actions';
import { formatActedAt } from '../format-time';
import type { SyncView } from '../hooks';
import { ConfirmDiscard } from './ConfirmDiscard';
import { DeviceHoldings } from './DeviceHoldings';
import { OutboxEntryItem } from './OutboxEntryItem';

interface Props {
  onClose: () => void;
  view: SyncView;
  /** composed by the app: storage usage and the "prepare offline" action. */
  children?: ReactNode;
}

/**
 * The open sync panel (mounted only while open): pending and failed entries, retry, discard (confirmed),
 * the rescue copy, last sync, what the device holds for the user. One target's entries that go to the
 * server as one operation (forty answers to one assessment) are shown, retried and discarded together,
 * as one item with their count.
 */
export function SyncPanel({ onClose, view, children }: Props) {
  const { i18n } = useLingui();
  const [discarding, setDiscarding] = useState<PushUnit | null>(null);
  const [busy, setBusy] = useState(false);
  const { active, snapshot } = view;
  const entries = useOutboxEntries(active?.ownerId ?? null) ?? [];
  if (!active) return null;
  const pending = entries.filter((entry) => entry.status === 'pending');
  const failed = entries.filter((entry) => entry.status === 'failed');
  const pendingItems = coalesceHead(pending);
  const failedItems = coalesceHead(failed);
  const idsOf = (unit: PushUnit) => unit.members.map((member) => member.id);
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
  const discard = (unit: PushUnit) =>
    void run(async () => {
      setDiscarding(null);
      await discardOutboxEntries(idsOf(unit));
      await active.engine.refresh();
    });
  const lastError = 'reason' in snapshot.engine && snapshot.engine.reason ? snapshot.engine.reason : null;
  const lastSync = snapshot.lastSyncedAt ? formatActedAt(snapshot.lastSyncedAt, i18n.locale) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={<Trans>Sincronizzazione</Trans>}>
      <p className="sync-panel__last">
        {lastSync ? (
          <Trans>Ultima sincronizzazione riuscita: {lastSync}</Trans>
        ) : (
          <Trans>Nessuna sincronizzazione riuscita su questo dispositivo.</Trans>
        )}
      </p>
      {lastError ? (
        <p className={snapshot.engine.name === 'paused-for-auth' ? 'sync-entry__error' : 'muted'}>
          <Trans>Ultimo errore: {lastError}</Trans>
        </p>
      ) : null}
      <section className="sync-panel__section" aria-labelledby="sync-pending-title">
        <h3 id="sync-pending-title">
          <Trans>In attesa di invio ({pending.length})</Trans>
        </h3>
        {pending.length === 0 ? (
          <p className="muted">
            <Trans>Nessuna modifica in attesa.</Trans>
          </p>
        ) : (
          <ul className="sync-panel__list">
            {pendingItems.map((unit) => (
              <OutboxEntryItem key={unit.entry.id} entry={unit.entry} count={unit.members.length} />
            ))}
          </ul>
        )}
      </section>
      {failed.length > 0 ? (
        <section className="sync-panel__section" aria-labelledby="sync-failed-title">
          <h3 id="sync-failed-title">
            <Trans>Non inviate per un errore ({failed.length})</Trans>
          </h3>
          <ul className="sync-panel__list">
            {failedItems.map((unit) => (
              <OutboxEntryItem
                key={unit.entry.id}
                entry={unit.entry}
                count={unit.members.length}
                onRetry={() => void run(() => active.engine.retryFailed(idsOf(unit)))}
                onDiscard={() => setDiscarding(unit)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <div className="sync-panel__actions">
        <Button
          busy={busy}
          onClick={() => void run(() => (failed.length > 0 ? active.engine.retryFailed() : active.engine.flush()))}
        >
          {failed.length > 0 ? <Trans>Riprova tutto</Trans> : <Trans>Sincronizza ora</Trans>}
        </Button>
        <Button
          variant="secondary"
          disabled={entries.length === 0}
          onClick={() => void exportRescueCopy(active.ownerId)}
        >
          <Trans>Esporta copia di sicurezza (JSON)</Trans>
        </Button>
      </div>
      <DeviceHoldings ownerId={active.ownerId} />
      {children}
      <ConfirmDiscard unit={discarding} onCancel={() => setDiscarding(null)} onConfirm={discard} />
    </Dialog>
  );
}
