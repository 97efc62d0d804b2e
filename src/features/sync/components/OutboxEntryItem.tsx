import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../../offline/outbox';
import { Button } from '../../../ui';
import { formatActedAt } from '../format-time';
import { kindLabels } from '../kind-labels';

interface Props {
  entry: OutboxEntry;
  /** how many queued changes the item stands for (one target's, sent as one operation). */
  count?: number;
  onRetry?: () => void;
  onDiscard?: () => void;
}

/** One queued action (or several of one target): what (in words), on what, when the user last acted, and the server's answer. */
export function OutboxEntryItem({ entry, count = 1, onRetry, onDiscard }: Props) {
  const { i18n } = useLingui();
  const failed = entry.status === 'failed';
  const kind = i18n._(kindLabels[entry.kind]);
  const when = formatActedAt(entry.actedAt, i18n.locale);
  return (
    <li className={`sync-entry${failed ? ' sync-entry--failed' : ''}`} data-kind={entry.kind}>
      <div className="sync-entry__kind">
        {count > 1 ? (
          <Trans>
            {kind} ({count} modifiche)
          </Trans>
        ) : (
          kind
        )}
      </div>
      <div className="sync-entry__meta">
        <Trans>
          {entry.target} · {when}
        </Trans>
      </div>
      {entry.lastError ? (
        <div className="sync-entry__error">
          <Trans>Risposta del server: {entry.lastError.message}</Trans>
        </div>
      ) : null}
      {failed ? (
        <div className="sync-entry__actions">
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Riprova</Trans>
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            <Trans>Scarta…</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
