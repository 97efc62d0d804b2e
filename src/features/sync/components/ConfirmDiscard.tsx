import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../../offline';
import { Button, Dialog } from '../../../ui';
import { kindLabels } from '../kind-labels';

interface Props {
  entry: OutboxEntry | null;
  onCancel: () => void;
  onConfirm: (entry: OutboxEntry) => void;
}

/** Discarding loses the user's action: asked once more, with the rescue copy as the way out. */
export function ConfirmDiscard({ entry, onCancel, onConfirm }: Props) {
  const { i18n } = useLingui();
  const kind = entry ? i18n._(kindLabels[entry.kind]) : '';
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={<Trans>Scartare questa modifica?</Trans>}
      description={
        <Trans>
          {kind}: la modifica non verrà mai inviata. Se vuoi conservarla, esporta prima la copia di sicurezza.
        </Trans>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Annulla</Trans>
          </Button>
          <Button variant="danger" onClick={() => entry && onConfirm(entry)}>
            <Trans>Scarta la modifica</Trans>
          </Button>
        </>
      }
    />
  );
}
