import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkshopPushResult, WorkshopServerStatus } from '../../../offline/workshop';

/**
 * What the server said about the tablet. A revoked or expired tablet says so and keeps every
 * participant's work on the device: nothing is deleted without the coach seeing it.
 */
export function DeviceBanner({
  status,
  last,
  pending,
}: {
  status: WorkshopServerStatus | undefined;
  last: WorkshopPushResult | null;
  pending: number;
}) {
  const { i18n } = useLingui();
  if (status?.status === 'revoked')
    return (
      <p role="alert" className="workshop-alert">
        <Trans>
          Questo tablet è stato revocato: il server non accetta più il suo lavoro. Le {pending} modifiche non inviate
          restano sul tablet; rivolgiti al coach o all'amministratore.
        </Trans>
      </p>
    );
  if (status?.status === 'expired')
    return (
      <p role="alert" className="workshop-alert">
        <Trans>
          Il periodo di invio di questo tablet è scaduto. Le {pending} modifiche non inviate restano sul tablet;
          rivolgiti al coach o all'amministratore.
        </Trans>
      </p>
    );
  if (status?.status === 'unknown_device' || status?.status === 'bad_signature')
    return (
      <p role="alert" className="workshop-alert">
        <Trans>
          Il server non riconosce questo tablet. Le {pending} modifiche non inviate restano sul tablet; il coach deve
          prepararlo di nuovo solo dopo averle recuperate.
        </Trans>
      </p>
    );
  const checked = status ? i18n.date(status.checkedAt, { dateStyle: 'short', timeStyle: 'short' }) : null;
  return (
    <p className="workshop-status" aria-live="polite">
      {pending > 0 ? (
        <Trans>{pending} modifiche in attesa di rete.</Trans>
      ) : (
        <Trans>Tutto il lavoro è stato inviato.</Trans>
      )}{' '}
      {last?.kind === 'offline' ? <Trans>Server non raggiungibile.</Trans> : null}
      {checked ? <Trans>Ultimo contatto con il server: {checked}.</Trans> : null}
    </p>
  );
}
