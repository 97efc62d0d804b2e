import { Trans } from '@lingui/react/macro';
import { useBackendReachable } from '../../../../backend/use-backend-reachable';

/**
 * Said where a save button is: content is saved on the server only, never queued on the device.
 * keptOnDevice: the editor keeps its unsaved draft on the device meanwhile (and says so).
 */
export function OnlineOnlyNote({ keptOnDevice = false }: { keptOnDevice?: boolean }) {
  const reachable = useBackendReachable();
  if (reachable) return null;
  if (keptOnDevice)
    return (
      <p className="admin-warning" role="status">
        <Trans>
          Sei offline: per salvare serve la connessione. La bozza resta su questo dispositivo e puoi salvarla appena il
          server è raggiungibile.
        </Trans>
      </p>
    );
  return (
    <p className="admin-warning" role="status">
      <Trans>
        Sei offline: per salvare serve la connessione. Nulla verrà salvato finché il server non è raggiungibile.
      </Trans>
    </p>
  );
}
