import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui';

/** The screen every unexpected error ends on: 'Qualcosa è andato storto' and a reload button. */
export function ErrorScreen() {
  return (
    <main className="error-screen">
      <h1>
        <Trans>Qualcosa è andato storto</Trans>
      </h1>
      <p>
        <Trans>Si è verificato un errore imprevisto. Ricarica la pagina per riprovare.</Trans>
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Ricarica la pagina</Trans>
      </Button>
    </main>
  );
}
