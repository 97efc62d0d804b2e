import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkshopParticipant } from '../../../offline/workshop';
import { Card } from '../../../ui';

/** The team's names: a participant picks their own to start a turn. */
export function ParticipantPicker({
  participants,
  unsent,
  onPick,
}: {
  participants: WorkshopParticipant[];
  unsent: Map<string, number>;
  onPick: (participant: WorkshopParticipant) => void;
}) {
  const { t } = useLingui();
  if (participants.length === 0)
    return (
      <Card title={<Trans>Nessun partecipante</Trans>}>
        <p>
          <Trans>La squadra di questo tablet non ha partecipanti.</Trans>
        </p>
      </Card>
    );
  return (
    <Card title={<Trans>Chi lavora ora? Scegli il tuo nome</Trans>}>
      <ul className="workshop-names" aria-label={t`Partecipanti`}>
        {participants.map((p) => {
          const waiting = unsent.get(p.user_id) ?? 0;
          return (
            <li key={p.user_id}>
              <button type="button" className="btn btn--secondary workshop-name" onClick={() => onPick(p)}>
                <span>{p.full_name}</span>
                {waiting > 0 ? (
                  <span className="workshop-name__unsent">
                    <Trans>{waiting} da inviare</Trans>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
