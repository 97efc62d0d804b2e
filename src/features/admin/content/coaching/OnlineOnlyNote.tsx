import { Trans } from '@lingui/react/macro';
import { useBackendReachable } from '../shared/use-backend-reachable';

/** Said where a save button is: content is saved on the server only, never queued on the device. */
export function OnlineOnlyNote() {
  const reachable = useBackendReachable();
  if (reachable) return null;
  return (
    <p className="admin-warning" role="status">
      <Trans>
        Sei offline: per salvare serve la connessione. Nulla verrà salvato finché il server non è raggiungibile.
      </Trans>
    </p>
  );
}
