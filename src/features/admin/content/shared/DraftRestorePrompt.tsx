import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui';

/** "A draft of yours is on this device": restore it or discard it, said where the editor opens. */
export function DraftRestorePrompt({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { i18n, t } = useLingui();
  const when = i18n.date(new Date(savedAt), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="admin-warning" role="group" aria-label={t`Bozza non salvata`}>
      <p>
        <Trans>Su questo dispositivo c'è una bozza non salvata di questo contenuto ({when}).</Trans>
      </p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onDiscard}>
          <Trans>Scarta la bozza</Trans>
        </Button>
        <Button onClick={onRestore}>
          <Trans>Riprendi la bozza</Trans>
        </Button>
      </div>
    </div>
  );
}
