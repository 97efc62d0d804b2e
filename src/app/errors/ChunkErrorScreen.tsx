import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui';

/**
 * A screen whose code could not be downloaded: the device is offline and the service worker had not yet
 * cached it (the first visit's background precache was still running). Retrying asks for it again.
 */
export function ChunkErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="error-screen" role="alert">
      <h1>
        <Trans>Impossibile caricare questa pagina</Trans>
      </h1>
      <p>
        <Trans>
          Questa parte dell'app non è ancora salvata sul dispositivo e la rete non risponde. Controlla la connessione e
          riprova.
        </Trans>
      </p>
      <Button onClick={onRetry}>
        <Trans>Riprova</Trans>
      </Button>
    </main>
  );
}
