import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PushUnit } from '../../../offline/sync';
import { Button, Dialog } from '../../../ui';
import { kindLabels } from '../kind-labels';

interface Props {
  /** the item to discard: one entry, or one target's entries shown together. */
  unit: PushUnit | null;
  onCancel: () => void;
  onConfirm: (unit: PushUnit) => void;
}

/** Discarding loses the user's action: asked once more, with the rescue copy as the way out. */
export function ConfirmDiscard({ unit, onCancel, onConfirm }: Props) {
  const { i18n } = useLingui();
  const kind = unit ? i18n._(kindLabels[unit.entry.kind]) : '';
  const count = unit?.members.length ?? 1;
  return (
    <Dialog
      open={unit !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={<Plural value={count} one="Scartare questa modifica?" other="Scartare queste # modifiche?" />}
      description={
        <Plural
          value={count}
          one={`${kind}: la modifica non verrà mai inviata. Se vuoi conservarla, esporta prima la copia di sicurezza.`}
          other={`${kind}: le # modifiche non verranno mai inviate. Se vuoi conservarle, esporta prima la copia di sicurezza.`}
        />
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Annulla</Trans>
          </Button>
          <Button variant="danger" onClick={() => unit && onConfirm(unit)}>
            <Plural value={count} one="Scarta la modifica" other="Scarta le modifiche" />
          </Button>
        </>
      }
    />
  );
}
